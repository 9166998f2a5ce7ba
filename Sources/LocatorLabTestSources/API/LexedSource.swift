import Foundation
import LocatorLabFiles
import SwiftSyntax

/// A test source read, decoded and lexed: what conversion needs of a file
/// before any file is converted (every declaration must be known first).
package struct LexedSource {
    package var file: String
    package var language: SourceLanguage
    package var encoding: TestSourceEncoding
    /// The bytes as read.
    package var original: [UInt8]
    /// The text as UTF-8 without a byte-order mark.
    package var utf8: [UInt8]
    package var stream: TokenStream
    /// Swift: the syntax tree (the token stream is then empty; Swift is
    /// read by swift-syntax's parser, not the lexers).
    package var swiftTree: SourceFileSyntax? = nil

    /// - Throws: ``TestSourceError`` when the text cannot be decoded or lexed.
    package static func lex(_ bytes: [UInt8], file: String, language: SourceLanguage) throws(TestSourceError) -> LexedSource {
        let (utf8, encoding) = try TestSourceEncoding.decode(bytes, file: file)
        if language == .swift {
            let tree = try SwiftSource.parse(utf8, file: file)
            return LexedSource(
                file: file, language: language, encoding: encoding, original: bytes, utf8: utf8,
                stream: TokenStream(bytes: utf8, tokens: []), swiftTree: tree)
        }
        let tokens: [SourceToken]
        do {
            tokens = try SourceLexer.tokenize(utf8, language: language)
        } catch {
            throw .unparsable(file: file, position: LineIndex(utf8).position(of: error.offset), message: error.message)
        }
        return LexedSource(
            file: file, language: language, encoding: encoding, original: bytes, utf8: utf8,
            stream: TokenStream(bytes: utf8, tokens: tokens))
    }

    /// Test sources larger than this are skipped as unreadable (64 MiB).
    public static let maximumFileBytes = 64 << 20

    /// The bytes of the test source at `path`, through ``FileReader``: a
    /// FIFO without a writer, `/dev/zero` or a sparse file given as a test
    /// source used to block for ever or be read without bound.
    public static func read(_ path: String) throws(TestSourceError) -> [UInt8] {
        do {
            return try FileReader.read(path, maximumBytes: Self.maximumFileBytes, isText: true)
        } catch {
            switch error {
            case .tooLarge:
                throw .unreadable(file: path, reason: "larger than \(Self.maximumFileBytes >> 20) MiB; not a test source")
            case .unreadable(_, let reason): throw .unreadable(file: path, reason: reason)
            default: throw .unreadable(file: path, reason: error.message)
            }
        }
    }
}
