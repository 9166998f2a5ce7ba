import LocatorLabModel
import LocatorLabPageSource

extension Screen {
    /// The screen as a replay serves it: ``Screen/source`` replaced by what
    /// `GET /source` answers, the driver's own layout.
    ///
    /// An XML page source in the layout the driver answers is served as it
    /// was read; anything else (a debugDescription dump, a JSON tree,
    /// WebDriverAgent's own XML without the `AppiumAUT` scope, or no bytes
    /// at all) is written as the driver would answer it: the XCUITest
    /// driver asks WebDriverAgent for `/source?format=xml&scope=AppiumAUT`
    /// (xcuitest-driver@05ce2be: `lib/commands/source.ts`, formats.md 1.1),
    /// UiAutomator2 answers its `hierarchy` document.
    public var served: Screen {
        var served = self
        if let bytes = source, Self.servesAsIs(bytes, tree: tree) { return served }
        served.source = Self.driverLayout(of: tree)
        return served
    }

    static func servesAsIs(_ bytes: [UInt8], tree: ElementTree) -> Bool {
        let isXML = bytes.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            .first == UInt8(ascii: "<")
        switch tree.platform {
        case .ios: return isXML && tree.wrapper == "AppiumAUT"
        case .android: return isXML && tree.hasAndroidHierarchyRoot
        }
    }

    static func driverLayout(of tree: ElementTree) -> [UInt8] {
        var shaped = tree
        if shaped.platform == .ios {
            shaped.wrapper = "AppiumAUT"
            shaped.xmlLayout = .current
        }
        return PageSourceWriter.write(shaped, as: .xml)
    }
}
