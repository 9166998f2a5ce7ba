/// Replaces `deletedRegion` with `insertedContent`; an empty region
/// (start == end) inserts, a missing `insertedContent` deletes.
public struct SARIFReplacement: Sendable, Codable, Equatable {
    public var deletedRegion: SARIFRegion
    public var insertedContent: SARIFArtifactContent?

    public init(deletedRegion: SARIFRegion, insertedText: String?) {
        self.deletedRegion = deletedRegion
        self.insertedContent = insertedText.map { SARIFArtifactContent(text: $0) }
    }
}
