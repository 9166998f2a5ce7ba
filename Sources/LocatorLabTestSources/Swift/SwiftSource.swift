import LocatorLabFiles
import SwiftParser
import SwiftSyntax

/// Swift test sources parsed with swift-syntax's parser, and the XCUITest
/// queries found in them.
package enum SwiftSource {
    /// The syntax tree of `utf8`, or the first syntax error at its line
    /// and column. The parser recovers from errors; a file with one is
    /// still refused, as a rewrite of it could not be checked.
    package static func parse(_ utf8: [UInt8], file: String) throws(TestSourceError) -> SourceFileSyntax {
        let tree = utf8.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard tree.hasError else { return tree }
        for token in tree.tokens(viewMode: .all) {
            let message: String
            if token.presence == .missing {
                message = "Swift syntax error: expected '\(token.text.isEmpty ? token.tokenKind.kindDescription : token.text)'"
            } else if token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
                message = "Swift syntax error: unexpected '\(token.text)'"
            } else {
                continue
            }
            throw .unparsable(
                file: file, position: LineIndex(utf8).position(of: token.positionAfterSkippingLeadingTrivia.utf8Offset),
                message: message)
        }
        throw .unparsable(file: file, position: SourcePosition(line: 1, column: 1), message: "Swift syntax error")
    }

    /// The queries of several parsed files, names resolved through the
    /// declarations of all of them. One list per file, in source order.
    package static func queries(in files: [(file: String, utf8: [UInt8], tree: SourceFileSyntax)]) -> [[FoundLocator]] {
        var declarations = SwiftDeclarations()
        for (index, file) in files.enumerated() { declarations.add(file.tree, file: index) }
        let constants = declarations.identifierConstants
        return files.enumerated().map { index, file in
            let finder = SwiftQueryFinder(
                file: file.file, index: index, utf8: file.utf8, declarations: declarations, identifierConstants: constants)
            finder.walk(file.tree)
            return finder.found.sorted { $0.argumentRange.lowerBound < $1.argumentRange.lowerBound }
        }
    }
}

extension TokenKind {
    /// A word for a missing token without text.
    fileprivate var kindDescription: String {
        switch self {
        case .identifier: "name"
        case .stringSegment: "string"
        default: "\(self)"
        }
    }
}
