import LocatorLabInventory
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport

/// Page sources for inventory tests, named as reports show them.
enum InventoryFixtures {
    /// `Tests/Fixtures/<relativePath>`, named by that relative path.
    static func fixture(_ relativePath: String) throws -> Screen {
        let tree = try PageSourceReader.read(try TestFixtures.bytes(relativePath), file: relativePath)
        return Screen(name: relativePath, tree: tree)
    }

    /// `samples/<name>`, named `samples/<name>`.
    static func sample(_ name: String) throws -> Screen {
        let tree = try PageSourceReader.read(contentsOf: TestFixtures.sample(name).path)
        return Screen(name: "samples/" + name, tree: tree)
    }

    /// A page source built in the test.
    static func built(_ name: String, _ tree: ElementTree) -> Screen {
        Screen(name: name, tree: tree)
    }

    /// An iOS element as WebDriverAgent writes it: `name` given, `label`
    /// when given, the identifier unknown (as in an XML page source).
    static func iosElement(_ type: String, name: String? = nil, label: String? = nil, traits: String = "") -> Element {
        var attributes = [Attribute("type", "XCUIElementType" + type)]
        if let name { attributes.append(Attribute("name", name)) }
        if let label { attributes.append(Attribute("label", label)) }
        attributes.append(Attribute("traits", traits))
        return Element(type: "XCUIElementType" + type, attributes: attributes)
    }

    /// An Android element with the given attributes after `class`.
    static func androidElement(_ className: String, _ attributes: [(String, String)] = []) -> Element {
        Element(
            type: className,
            attributes: [Attribute("class", className)] + attributes.map { Attribute($0.0, $0.1) })
    }
}
