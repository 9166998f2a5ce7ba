import LocatorLabIdentifiers
import LocatorLabModel
import Testing

@Suite struct ElementAccessibilityIdentifierTests {
    @Test func settingAnIdentifierUpdatesNameInWDAOrder() {
        var tree = ViewDescription.vStack { ViewDescription.text("Total") }.elementTree()
        let text = ElementID(1)
        tree[text].accessibilityIdentifier = "Cart.Total"
        #expect(tree[text].identifier == "Cart.Total")
        #expect(tree[text].accessibilityIdentifier == "Cart.Total")
        #expect(Array(tree[text].attributes.map(\.name).prefix(4)) == ["type", "value", "name", "label"])
        #expect(tree[text].name == "Cart.Total")

        // A container without label had no name at all: it is inserted after `type`.
        tree[ElementID(0)].accessibilityIdentifier = "Cart"
        #expect(Array(tree[ElementID(0)].attributes.map(\.name).prefix(3)) == ["type", "name", "enabled"])
    }

    @Test func removingTheIdentifierFallsBackToTheLabel() {
        var element = Element(
            type: "XCUIElementTypeButton",
            attributes: [
                Attribute("type", "XCUIElementTypeButton"), Attribute("name", "buy"), Attribute("label", "Buy"),
            ]
        )
        #expect(element.accessibilityIdentifier == nil)  // unknown in an XML page source
        element.accessibilityIdentifier = nil
        #expect(element.name == "Buy")
        #expect(element.identifier == "")

        var unlabeled = Element(
            type: "XCUIElementTypeOther",
            attributes: [Attribute("type", "XCUIElementTypeOther"), Attribute("name", "panel")],
            identifier: "panel"
        )
        unlabeled.accessibilityIdentifier = nil
        #expect(unlabeled.name == nil)
        #expect(unlabeled.attributes.map(\.name) == ["type"])
    }

    @Test func androidElementsOnlyGetTheRawIdentifier() {
        var element = Element(type: "android.widget.Button", attributes: [Attribute("text", "OK")])
        element.accessibilityIdentifier = "ok"
        #expect(element.identifier == "ok")
        #expect(element.attributes == [Attribute("text", "OK")])
    }
}
