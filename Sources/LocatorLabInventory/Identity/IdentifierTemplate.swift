/// An identifier cut at its dots into segments, with list indices taken out:
/// `Feed.PostCell_12.Title` is `Feed` / `PostCell` indexed `_N` / `Title`,
/// `CustomView.labelList.0` is `CustomView` / `labelList` indexed `.N`.
///
/// Index rules (documented for users in `locatorlab codegen --help`):
/// - a segment ending in `_<digits>` (after at least one character that is
///   not `_`) is indexed: `Card_0`, `PostCell_12`;
/// - a segment of digits only, after a segment that is not indexed yet,
///   indexes that segment: `list.0`;
/// - digits count as an index when there are one to five of them without a
///   leading zero (`0`, `12`, but not `007` or `20240611`, which are names
///   or generated numbers).
///
/// An identifier with an empty segment (a leading, trailing or doubled dot)
/// is not treated as a path: it stays one segment.
public struct IdentifierTemplate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How a segment carries its index.
    public enum IndexStyle: Sendable, Hashable {
        /// `Card_0`.
        case underscore
        /// `list.0`.
        case dotted
    }

    public struct Segment: Sendable, Hashable {
        /// The segment without its index: `Card`, `list`, `Title`.
        public var base: String
        public var index: IndexStyle?
    }

    /// A piece of the identifier's text: literal text or the value of the n-th index.
    public enum Piece: Sendable, Hashable {
        case literal(String)
        case index(Int)
    }

    public private(set) var segments: [Segment]

    /// Parses `identifier`, returning the template and the index values it holds, in order.
    public static func parse(_ identifier: String) -> (template: IdentifierTemplate, indices: [Int]) {
        var parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        if parts.contains(where: \.isEmpty) { parts = [Substring(identifier)] }
        var segments: [Segment] = []
        var indices: [Int] = []
        for part in parts {
            if let last = segments.last, last.index == nil, let value = indexValue(part) {
                segments[segments.count - 1].index = .dotted
                indices.append(value)
            } else if let underscore = part.lastIndex(of: "_"),
                let value = indexValue(part[part.index(after: underscore)...]),
                underscore > part.startIndex, part[part.index(before: underscore)] != "_"
            {
                segments.append(Segment(base: String(part[..<underscore]), index: .underscore))
                indices.append(value)
            } else {
                segments.append(Segment(base: String(part), index: nil))
            }
        }
        return (IdentifierTemplate(segments: segments), indices)
    }

    /// A template of one segment, not parsed for indices (resource ids).
    public static func literal(_ text: String) -> IdentifierTemplate {
        IdentifierTemplate(segments: [Segment(base: text, index: nil)])
    }

    /// The number of indices an identifier of this template holds.
    public var indexCount: Int { segments.reduce(0) { $0 + ($1.index == nil ? 0 : 1) } }

    /// The identifier's text as literal pieces and index holes, adjacent
    /// literals merged: `Shop.Card_{0}.Favorite` is `"Shop.Card_"`, index 0, `".Favorite"`.
    public var pieces: [Piece] {
        var result: [Piece] = []
        var literal = ""
        var hole = 0
        for (position, segment) in segments.enumerated() {
            if position > 0 { literal += "." }
            literal += segment.base
            guard let style = segment.index else { continue }
            literal += style == .underscore ? "_" : "."
            result.append(.literal(literal))
            literal = ""
            result.append(.index(hole))
            hole += 1
        }
        if !literal.isEmpty || result.isEmpty { result.append(.literal(literal)) }
        return result
    }

    /// The identifier with the given index values filled in.
    public func identifier(indices: [Int]) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .index(let hole): return hole < indices.count ? String(indices[hole]) : "{\(hole)}"
            }
        }.joined()
    }

    /// The template with `{i}` (`{i1}`, `{i2}`… when several) for its indices,
    /// e.g. `Shop.ProductList.Card_{i}.Favorite`.
    public var description: String {
        let count = indexCount
        return pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .index(let hole): return count == 1 ? "{i}" : "{i\(hole + 1)}"
            }
        }.joined()
    }

    /// The identifier with the first indices filled in from `values` and
    /// the others written `{i}`: `Grid.Row_1.Cell_{i}`.
    public func pattern(filling values: [Int] = []) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .index(let hole): return hole < values.count ? String(values[hole]) : "{i}"
            }
        }.joined()
    }

    /// By ``description``; templates that read the same (a literal `{i}`
    /// in an identifier) are ordered by their structure, so sorting is total.
    public static func < (lhs: IdentifierTemplate, rhs: IdentifierTemplate) -> Bool {
        if lhs.description != rhs.description { return lhs.description < rhs.description }
        return lhs.structuralKey < rhs.structuralKey
    }

    private var structuralKey: String {
        segments.map { segment in
            let mark: String
            switch segment.index {
            case nil: mark = "0"
            case .underscore: mark = "1"
            case .dotted: mark = "2"
            }
            return segment.base + "\u{0}" + mark
        }.joined(separator: "\u{1}")
    }

    /// One to five ASCII digits, no leading zero unless the number is 0.
    private static func indexValue(_ text: Substring) -> Int? {
        guard (1...5).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        guard text.count == 1 || text.first != "0" else { return nil }
        return Int(text)
    }
}
