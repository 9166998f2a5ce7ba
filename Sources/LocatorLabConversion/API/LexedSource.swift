/// A test source read, decoded and lexed: what conversion needs of a file
/// before any file is converted (every declaration must be known first).
struct LexedSource {
    var file: String
    var language: SourceLanguage
    var encoding: TestSourceEncoding
    /// The bytes as read.
    var original: [UInt8]
    /// The text as UTF-8 without a byte-order mark.
    var utf8: [UInt8]
    var stream: TokenStream

    /// - Throws: ``ConversionError`` when the text cannot be decoded or lexed.
    static func lex(_ bytes: [UInt8], file: String, language: SourceLanguage) throws(ConversionError) -> LexedSource {
        let (utf8, encoding) = try TestSourceEncoding.decode(bytes, file: file)
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
}
