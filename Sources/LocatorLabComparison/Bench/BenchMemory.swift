/// Resident memory around building one size's structures (see
/// ``ResidentMemory`` for what is measured). Each figure is the growth of
/// the resident set while building that structure, after returning free
/// memory to the system; `nil` where it cannot be read.
public struct BenchMemory: Sendable, Hashable, Encodable {
    /// The element tree (generated; includes the generator's leftovers).
    public var treeBytes: Int?
    /// The identifier index.
    public var indexBytes: Int?
    /// The libxml2 query document.
    public var queryDocumentBytes: Int?
    /// The whole process afterwards.
    public var residentBytes: Int?

    public init(treeBytes: Int?, indexBytes: Int?, queryDocumentBytes: Int?, residentBytes: Int?) {
        self.treeBytes = treeBytes
        self.indexBytes = indexBytes
        self.queryDocumentBytes = queryDocumentBytes
        self.residentBytes = residentBytes
    }
}
