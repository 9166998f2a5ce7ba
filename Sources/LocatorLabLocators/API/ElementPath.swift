import LocatorLabModel

/// An absolute XPath that selects exactly one element on the document a
/// driver queries (``XPathQueryDocument/Shape/device``):
/// `/XCUIElementTypeApplication/XCUIElementTypeWindow[1]/XCUIElementTypeButton[2]`
/// or `/hierarchy/android.widget.FrameLayout/…`.
///
/// A step carries a position `[n]` (1-based among siblings of the same type)
/// only when its parent has more than one child of that type. A type that is
/// not a plain XML name in XPath (a colon, spaces, a leading digit, non-ASCII
/// letters) is written `*[name()='…']`, which positions the same way.
public struct ElementPath: Sendable, Hashable, CustomStringConvertible {
    /// The element the path selects.
    public let element: ElementID
    /// The XPath.
    public var expression: String {
        switch text {
        case .written(let expression): expression
        case .deferred(let table): table.expression(of: element)
        }
    }
    private let text: Text

    /// The XPath, or the table that writes it when it is read
    /// (``ElementPathTable/deferredPath(of:)``).
    private enum Text: Sendable {
        case written(String)
        case deferred(ElementPathTable)
    }

    /// The path of `id` in `tree`. Walks the ancestors without recursion.
    public init(_ id: ElementID, in tree: ElementTree) {
        element = id
        var chain: [ElementID] = [id]
        var current = tree.parent(of: id)
        while let ancestor = current {
            chain.append(ancestor)
            current = tree.parent(of: ancestor)
        }
        // Names by type ID: siblings are compared by the name the query
        // document gives them, worked out once per type.
        var names: [StringID: String] = [:]
        func name(of element: ElementID) -> String {
            let type = tree.typeID(of: element)
            if let known = names[type] { return known }
            let made = XPathQueryDocument.elementName(ofType: tree.strings.string(type), platform: tree.platform)
            names[type] = made
            return made
        }
        var steps: [String] = []
        steps.reserveCapacity(chain.count)
        for step in chain.reversed() {
            let stepName = name(of: step)
            var text = Self.nameTest(for: stepName)
            if let parent = tree.parent(of: step) {
                var sameName = 0
                var position = 0
                for sibling in tree.children(of: parent) where name(of: sibling) == stepName {
                    sameName += 1
                    if sibling == step { position = sameName }
                }
                if sameName > 1 { text += "[\(position)]" }
            }
            steps.append(text)
        }
        text = .written("/" + steps.joined(separator: "/"))
    }

    init(element: ElementID, expression: String) {
        self.element = element
        self.text = .written(expression)
    }

    init(element: ElementID, table: ElementPathTable) {
        self.element = element
        self.text = .deferred(table)
    }

    /// Equal when they select the same element by the same XPath, however
    /// the XPath is kept.
    public static func == (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.element == rhs.element && lhs.expression == rhs.expression
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(expression)
    }

    public var description: String { expression }

    static func nameTest(for name: String) -> String {
        isPlainName(name) ? name : "*[name()=\(XPathLiteral.quoted(name))]"
    }

    /// ASCII NCNames only: libxml2 accepts more, but these are certain to
    /// read the same in every XPath engine a user may paste the path into.
    static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            guard scalar.isASCII else { return false }
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-.".unicodeScalars.contains(scalar)
        }
    }
}
