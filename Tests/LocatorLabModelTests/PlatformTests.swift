import LocatorLabModel
import Testing

/// The platform facts of `Sources/LocatorLabModel/Platform/`.
@Suite("Platform facts")
struct PlatformTests {
    @Test func theTypeTableHasEveryPublicTypeInRawValueOrder() {
        let entries = XCUIElementTypeTable.entries
        #expect(entries.count == 83)
        #expect(entries.map(\.rawValue) == Array(0...82))
        #expect(entries.first?.fullName == "XCUIElementTypeAny")
        #expect(entries.last?.fullName == "XCUIElementTypeStatusItem")
        #expect(XCUIElementTypeTable.fullNames.count == 83)
    }

    /// `XCUIElementTypeQueryProvider`'s property names.
    @Test(arguments: [
        ("XCUIElementTypeButton", "buttons"), ("XCUIElementTypeOther", "otherElements"),
        ("XCUIElementTypeStaticText", "staticTexts"), ("XCUIElementTypeCell", "cells"),
        ("XCUIElementTypeSwitch", "switches"), ("XCUIElementTypeCheckBox", "checkBoxes"),
        ("XCUIElementTypeComboBox", "comboBoxes"), ("XCUIElementTypeKey", "keys"),
        ("XCUIElementTypeSecureTextField", "secureTextFields"), ("XCUIElementTypeTouchBar", "touchBars"),
    ])
    func queryNames(_ type: String, _ query: String) {
        #expect(XCUIElementTypeTable.queryName(forFullName: type) == query)
    }

    @Test func anyApplicationAndUnknownTypesHaveNoQuery() {
        #expect(XCUIElementTypeTable.queryName(forFullName: "XCUIElementTypeAny") == nil)
        #expect(XCUIElementTypeTable.queryName(forFullName: "XCUIElementTypeApplication") == nil)
        #expect(XCUIElementTypeTable.queryName(forFullName: "XCUIElementTypeRemotePlaceholder") == nil)
        #expect(XCUIElementTypeTable.fullName(forShortName: "RemotePlaceholder") == "XCUIElementTypeOther")
        #expect(XCUIElementTypeTable.fullName(forShortName: "Button") == "XCUIElementTypeButton")
    }

    @Test func platformOnlyAttributesComeFromTheDriversOrders() {
        let ios = Platform.ios.onlyAttributeNames
        let android = Platform.android.onlyAttributeNames
        for shared in ["index", "enabled", "focused"] {
            #expect(!ios.contains(shared) && !android.contains(shared))
        }
        #expect(["name", "label", "value", "x", "visible", "traits", "bundleId"].allSatisfy(ios.contains))
        #expect(["text", "content-desc", "resource-id", "bounds", "selected", "hint"].allSatisfy(android.contains))
        #expect(ios.isDisjoint(with: android))
    }

    @Test func namesPerPlatform() {
        #expect(Platform.ios.accessibilityNameAttribute == "name")
        #expect(Platform.android.accessibilityNameAttribute == "content-desc")
        #expect(Platform.ios.labelAttribute == "label")
        #expect(Platform.android.labelAttribute == "text")
        #expect(Platform.ios.driverName == "WebDriverAgent")
        #expect(Platform.android.driverName == "UiAutomator2")
    }

    /// WebDriverAgent's `wdName`, `wdLabel` and `wdValue`
    /// (`XCUIElement+FBWebDriverAttributes.m`).
    @Test(arguments: [
        (
            WebDriverAgentNaming.Snapshot(type: "XCUIElementTypeButton", identifier: "", label: "Save"),
            WebDriverAgentNaming.Attributes(name: "Save", label: "Save", value: nil)
        ),
        (
            WebDriverAgentNaming.Snapshot(type: "XCUIElementTypeButton", identifier: "Save.Button", isSelected: true),
            WebDriverAgentNaming.Attributes(name: "Save.Button", label: nil, value: "1")
        ),
        (
            WebDriverAgentNaming.Snapshot(type: "XCUIElementTypeStaticText", label: "Hello"),
            WebDriverAgentNaming.Attributes(name: "Hello", label: "Hello", value: "Hello")
        ),
        (
            WebDriverAgentNaming.Snapshot(type: "XCUIElementTypeTextField", placeholderValue: "Email"),
            WebDriverAgentNaming.Attributes(name: nil, label: "", value: "Email")
        ),
        (
            WebDriverAgentNaming.Snapshot(type: "XCUIElementTypeSwitch", label: "Alerts", value: "true"),
            WebDriverAgentNaming.Attributes(name: "Alerts", label: "Alerts", value: "1")
        ),
        (
            WebDriverAgentNaming.Snapshot(type: "XCUIElementTypeSwitch", label: "Alerts"),
            WebDriverAgentNaming.Attributes(name: "Alerts", label: "Alerts", value: "0")
        ),
        (
            WebDriverAgentNaming.Snapshot(type: "XCUIElementTypeOther", label: "", value: ""),
            WebDriverAgentNaming.Attributes(name: nil, label: nil, value: nil)
        ),
    ])
    func webDriverAgentNaming(_ snapshot: WebDriverAgentNaming.Snapshot, _ written: WebDriverAgentNaming.Attributes) {
        #expect(WebDriverAgentNaming.attributes(of: snapshot) == written)
    }
}
