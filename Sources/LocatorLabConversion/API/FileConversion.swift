import LocatorLabTestSources
/// One test source converted (in memory): its locators with their outcomes,
/// and the bytes before and after.
public struct FileConversion: Sendable {
    public var file: String
    public var language: SourceLanguage
    public var encoding: TestSourceEncoding
    public var locators: [LocatorConversion]
    /// The import lines added (without line breaks).
    public var addedImports: [String]
    /// The file's bytes as read.
    public var original: [UInt8]
    /// The bytes after conversion, in the file's own encoding.
    public var converted: [UInt8]

    /// Whether conversion changes the file.
    public var isChanged: Bool { original != converted }

    public init(
        file: String, language: SourceLanguage, encoding: TestSourceEncoding, locators: [LocatorConversion],
        addedImports: [String],
        original: [UInt8], converted: [UInt8]
    ) {
        self.file = file
        self.language = language
        self.encoding = encoding
        self.locators = locators
        self.addedImports = addedImports
        self.original = original
        self.converted = converted
    }
}

extension FileConversion {
    /// The change as a unified diff of the text (decoded, for UTF-16
    /// files), labelled `a/<path>` and `b/<path>`; `""` when unchanged.
    /// A UTF-8 file's byte-order mark stays in its first line, as on disk,
    /// so the diff applies with `git apply`.
    public func unifiedDiff(path: String? = nil) -> String {
        guard isChanged else { return "" }
        if encoding == .utf8 || encoding == .utf8WithByteOrderMark {
            return UnifiedDiff.make(old: original, new: converted, path: path ?? file)
        }
        guard
            let before = try? TestSourceEncoding.decode(original, file: file).utf8,
            let after = try? TestSourceEncoding.decode(converted, file: file).utf8
        else { return "" }
        return UnifiedDiff.make(old: before, new: after, path: path ?? file)
    }
}
