import LocatorLabIdentifiers
import LocatorLabModel
import Testing

@Suite struct ViewDescriptionTests {
    @Test func nestedBranchesComposeInOrder() {
        let screen = ViewDescription.vStack {
            ViewDescription.vStack {
                ViewDescription.vStack {
                    ViewDescription.button("OK").accessibilityIdentifierLeaf("Confirm")
                }
                .accessibilityIdentifierBranch("Footer")
            }
            .accessibilityIdentifierBranch("Settings")
        }
        .accessibilityIdentifierBranch("App")
        #expect(screen.composedIdentifiers() == [nil, nil, nil, "App.Settings.Footer.Confirm"])
    }

    @Test func leafWithoutBranchAppliesNothing() {
        let screen = ViewDescription.vStack {
            ViewDescription.text("Hello").accessibilityIdentifierLeaf("Greeting")
        }
        #expect(screen.composedIdentifiers() == [nil, nil])
        let text = screen.elementTree().elements[1]
        #expect(text.identifier == "")
        #expect(text.name == "Hello")
    }

    @Test func leafEndsBranchingForItsContent() {
        let screen = ViewDescription.vStack {
            ViewDescription.vStack {
                ViewDescription.text("a").accessibilityIdentifierLeaf("Inner")
                ViewDescription.vStack {
                    ViewDescription.text("b").accessibilityIdentifierLeaf("Deep")
                }
                .accessibilityIdentifierBranch("Fresh")
            }
            .accessibilityIdentifierLeaf("Card")
        }
        .accessibilityIdentifierBranch("Screen")
        // The leaf's content gets nothing from above; a branch inside it starts over.
        #expect(screen.composedIdentifiers() == [nil, "Screen.Card", nil, nil, "Fresh.Deep"])
    }

    @Test func hostBranchComposesAboveTheScreen() {
        let identifiers = UserDetailsScreen.userDetails(name: "Daffy").composedIdentifiers(
            under: AccessibilityIdentifierBranch(path: "Friends")
        )
        #expect(identifiers.compactMap { $0 } == ["Friends.Label", "Friends.Value"])
    }

    @Test func builderTakesLoopsAndConditions() {
        let showFooter = false
        let screen = ViewDescription.vStack {
            for row in 0..<3 {
                ViewDescription.text("Row \(row)").accessibilityIdentifierLeaf("Row\(row)")
            }
            if showFooter {
                ViewDescription.text("Footer")
            } else {
                ViewDescription.button("More").accessibilityIdentifierLeaf("More")
            }
        }
        .accessibilityIdentifierBranch("List")
        #expect(screen.composedIdentifiers() == [nil, "List.Row0", "List.Row1", "List.Row2", "List.More"])
    }

    @Test func elementsCarryWDAAttributesInWDAOrder() {
        let tree = UserDetailsScreen.contentView.elementTree()
        #expect(tree.platform == .ios)
        #expect(tree.wrapper == nil)
        #expect(tree.elements.map(\.type) == [
            "XCUIElementTypeOther", "XCUIElementTypeOther", "XCUIElementTypeImage", "XCUIElementTypeOther",
            "XCUIElementTypeStaticText", "XCUIElementTypeStaticText",
        ])
        let label = tree.elements[4]
        #expect(label.attributes == [
            Attribute("type", "XCUIElementTypeStaticText"),
            Attribute("value", "Name"),
            Attribute("name", "Users.UserDetails.Label"),
            Attribute("label", "Name"),
            Attribute("enabled", "true"),
            Attribute("visible", "true"),
            Attribute("accessible", "true"),
            Attribute("x", "195"),
            Attribute("y", "0"),
            Attribute("width", "195"),
            Attribute("height", "44"),
            Attribute("index", "0"),
            Attribute("traits", "StaticText"),
        ])
        let image = tree.elements[2]
        #expect(image.attributes.map(\.name) == [
            "type", "enabled", "visible", "accessible", "x", "y", "width", "height", "index", "traits",
        ])
        for element in tree.elements {
            let order = element.attributes.compactMap { AttributeName.iosOrder.firstIndex(of: $0.name) }
            #expect(order.count == element.attributes.count)
            #expect(order == order.sorted())
        }
    }

    @Test func nameIsTheIdentifierElseTheLabel() {
        let screen = ViewDescription.vStack {
            ViewDescription.button("Save").accessibilityIdentifier("save-button")
            ViewDescription.button("Cancel")
            ViewDescription.image()
        }
        let elements = screen.elementTree().elements
        #expect(elements.map(\.identifier) == ["", "save-button", "", ""])
        #expect(elements.map(\.name) == [nil, "save-button", "Cancel", nil])
        #expect(elements.map(\.label) == [nil, "Save", "Cancel", nil])
    }

    @Test func syntheticFramesStackVerticallyAndSplitHorizontally() {
        let tree = UserDetailsScreen.contentView.elementTree()
        #expect(tree.elements.map(\.frame) == [
            Frame(x: 0, y: 0, width: 390, height: 88),  // Users VStack
            Frame(x: 0, y: 0, width: 390, height: 88),  // UserDetails HStack
            Frame(x: 0, y: 0, width: 195, height: 44),  // Image
            Frame(x: 195, y: 0, width: 195, height: 88),  // VStack
            Frame(x: 195, y: 0, width: 195, height: 44),  // Label
            Frame(x: 195, y: 44, width: 195, height: 44),  // Value
        ])
        #expect(tree.elements.map { $0[attribute: "index"] } == ["0", "0", "0", "1", "0", "1"])
    }

    @Test func appiumPageSourceOptionsAddApplicationAndWrapper() {
        let tree = UserDetailsScreen.contentView.elementTree(options: .appiumPageSource(applicationName: "Looney"))
        #expect(tree.wrapper == "AppiumAUT")
        #expect(tree.count == 7)
        let application = tree.elements[0]
        #expect(application.attributes == [
            Attribute("type", "XCUIElementTypeApplication"),
            Attribute("name", "Looney"),
            Attribute("label", "Looney"),
            Attribute("enabled", "true"),
            Attribute("visible", "true"),
            Attribute("accessible", "false"),
            Attribute("x", "0"),
            Attribute("y", "0"),
            Attribute("width", "390"),
            Attribute("height", "844"),
            Attribute("index", "0"),
            Attribute("traits", ""),
        ])
        #expect(tree.children(of: ElementID(0)).map(\.index) == [1])
        #expect(tree.elements[5].identifier == "Users.UserDetails.Label")
    }

    @Test func disabledContainerDisablesItsContent() {
        let screen = ViewDescription.vStack {
            ViewDescription.vStack {
                ViewDescription.button("Pay")
            }
            .disabled()
            ViewDescription.button("Back")
        }
        #expect(screen.elementTree().elements.map { $0[attribute: "enabled"] } == ["true", "false", "false", "true"])
    }

    @Test func onlyTheOutermostAccessibilityElementIsAccessible() {
        let screen = ViewDescription.vStack {
            ViewDescription.container(.cell, label: "Row") {
                ViewDescription.text("Title")
            }
            .accessibilityElement(true)
        }
        #expect(screen.elementTree().elements.map { $0[attribute: "accessible"] } == ["false", "true", "false"])
    }

    @Test func deepDescriptionsRenderWithoutRecursion() {
        let depth = 3_000
        var view = ViewDescription.text("deep").accessibilityIdentifierLeaf("Leaf")
        for _ in 0..<depth {
            view = ViewDescription.vStack { view }.accessibilityIdentifierBranch("L")
        }
        let tree = view.elementTree()
        #expect(tree.count == depth + 1)
        #expect(tree.elements[depth].depth == depth)
        let expected = Array(repeating: "L", count: depth).joined(separator: ".") + ".Leaf"
        #expect(tree.elements[depth].identifier == expected)
    }
}
