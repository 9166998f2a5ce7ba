import LocatorLabModel

/// Writes the XCUITest queries a Swift UI test would use for one element,
/// each verified on the tree to resolve to exactly that element
/// (``XCUIQueryOutcome/element``): what `compare` suggests for iOS
/// elements, what `inspect` shows in its element panel, and what a
/// conversion rewrites a label or position query into.
///
/// In order of preference:
/// 1. the identifier: `app.buttons["Profile.doneButton"]` (the element's
///    type query, `XCUIElementTypeTable.queryName`);
/// 2. the identifier below the nearest ancestor with a unique identifier,
///    when the identifier alone is shared: `app.cells["Row_1"].buttons["Save"]`;
/// 3. the label: `app.staticTexts["Welcome back"]` (it changes with the
///    language);
/// 4. the position: `app.cells.element(boundBy: 2)`.
///
/// On a WebDriverAgent XML page source the identifier is `name` where it
/// differs from the label; where they are equal, the query is written as a
/// label query (basis ``Basis/label``), since the element may have no
/// identifier at all.
public struct XCUIQueryWriter {
    /// What a query is built on.
    public enum Basis: String, Sendable, Hashable, Codable {
        case identifier
        case anchoredIdentifier = "anchored-identifier"
        case label
        case position
    }

    /// One verified query.
    public struct Candidate: Sendable, Hashable {
        public var query: String
        public var basis: Basis
    }

    let engine: LocatorEngine

    public init(engine: LocatorEngine) {
        self.engine = engine
    }

    private var tree: ElementTree { engine.tree }

    /// The verified queries for `target`, best first; empty on an Android
    /// tree and for elements whose type has no query (the application).
    public func candidates(for target: ElementID) -> [Candidate] {
        guard tree.platform == .ios, let typeQuery = XCUIElementTypeTable.queryName(forFullName: tree.type(of: target))
        else { return [] }
        let reader = XCUIAttributeReader(tree: tree)
        var result: [Candidate] = []
        let identifier = reader.identifier(of: target)
        let knownIdentifier = !identifier.isEmpty && !reader.nameMayBeLabel(target)
        if knownIdentifier {
            let query = "app.\(typeQuery)[\(Self.literal(identifier))]"
            if resolves(query, to: target) {
                result.append(Candidate(query: query, basis: .identifier))
            } else if let anchored = anchoredQuery(for: target, typeQuery: typeQuery, key: identifier, reader: reader) {
                result.append(Candidate(query: anchored, basis: .anchoredIdentifier))
            }
        }
        if let label = tree.attribute(AttributeName.label, of: target), !label.isEmpty, label != identifier || !knownIdentifier {
            let query = "app.\(typeQuery)[\(Self.literal(label))]"
            if resolves(query, to: target) { result.append(Candidate(query: query, basis: .label)) }
        }
        if result.isEmpty {
            let all = (try? engine.evaluateXCUIQuery("app.\(typeQuery)"))?.matches ?? []
            if let position = all.firstIndex(of: target) {
                let query = "app.\(typeQuery).element(boundBy: \(position))"
                if resolves(query, to: target) { result.append(Candidate(query: query, basis: .position)) }
            }
        }
        return result
    }

    /// `app.cells["Row_1"].buttons["Save"]`: the key below the nearest
    /// ancestor whose own identifier query is unique.
    private func anchoredQuery(for target: ElementID, typeQuery: String, key: String, reader: XCUIAttributeReader) -> String? {
        for ancestor in tree.ancestors(of: target) {
            let anchorIdentifier = reader.identifier(of: ancestor)
            guard !anchorIdentifier.isEmpty, !reader.nameMayBeLabel(ancestor),
                let anchorType = XCUIElementTypeTable.queryName(forFullName: tree.type(of: ancestor))
            else { continue }
            let anchor = "app.\(anchorType)[\(Self.literal(anchorIdentifier))]"
            guard resolves(anchor, to: ancestor) else { continue }
            let query = "\(anchor).\(typeQuery)[\(Self.literal(key))]"
            return resolves(query, to: target) ? query : nil
        }
        return nil
    }

    private func resolves(_ query: String, to target: ElementID) -> Bool {
        (try? engine.evaluateXCUIQuery(query))?.element == target
    }

    /// `text` as a Swift string literal, by the rules `codegen` and the
    /// inspector's Swift code use (``ClientLanguage/literalRules``).
    public static func literal(_ text: String) -> String {
        ClientLanguage.swift.literalRules.literal(text)
    }
}
