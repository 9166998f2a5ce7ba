/// Lines and columns in a file, 1-based, end column exclusive (SARIF counts
/// columns in UTF-16 code units unless the run says otherwise).
public struct SARIFRegion: Sendable, Codable, Equatable {
    public var startLine: Int
    public var startColumn: Int?
    public var endLine: Int?
    public var endColumn: Int?

    /// `nil` when `startLine` is below 1, as SARIF forbids it; positions
    /// below 1 for the other values are left out rather than made up.
    public init?(startLine: Int, startColumn: Int? = nil, endLine: Int? = nil, endColumn: Int? = nil) {
        guard startLine >= 1 else { return nil }
        self.startLine = startLine
        self.startColumn = startColumn.flatMap { $0 >= 1 ? $0 : nil }
        self.endLine = endLine.flatMap { $0 >= startLine ? $0 : nil }
        self.endColumn = endColumn.flatMap { $0 >= 1 ? $0 : nil }
    }
}
