/// Bounds on what a reader accepts, so a hostile or broken input fails fast
/// with a clear error instead of exhausting memory or the stack.
public struct ReadLimits: Sendable, Equatable {
    /// Default size limit: far beyond any real screen (a 100,000-element
    /// page source is about 30 MB).
    public static let defaultMaximumBytes = 256 * 1024 * 1024
    /// Default nesting limit (libxml2's own without `XML_PARSE_HUGE`; WDA
    /// snapshots stop at 50 levels by default).
    public static let defaultMaximumDepth = 256
    /// Default element-count limit.
    public static let defaultMaximumElements = 2_000_000

    public var maximumBytes: Int
    public var maximumDepth: Int
    public var maximumElements: Int

    public init(
        maximumBytes: Int = ReadLimits.defaultMaximumBytes,
        maximumDepth: Int = ReadLimits.defaultMaximumDepth,
        maximumElements: Int = ReadLimits.defaultMaximumElements
    ) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
    }

    /// Command-line options that raise each limit (named in error messages).
    public static let bytesOption = "--max-bytes"
    public static let depthOption = "--max-depth"
    public static let elementsOption = "--max-elements"
}
