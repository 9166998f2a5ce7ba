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

    /// Fixed limits, the same for every reader, so that whatever one reader
    /// accepts the XML writer can write and the XML reader read back.
    /// At most 512 attributes per element: real ones carry about 50, and
    /// libxml2 2.9 compares every attribute of an element with every other,
    /// so a crafted element would take minutes to parse.
    public static let maximumAttributesPerElement = 512
    /// At most 10,000,000 bytes in one attribute value or identifier:
    /// libxml2's `XML_MAX_TEXT_LENGTH`. A 50 MB label in a debugDescription
    /// dump made `compare` take 18 s and 1.4 GB.
    public static let maximumAttributeLength = 10_000_000

    /// What a reader with these limits would refuse in a page source of
    /// `elements` elements and `bytes` bytes (for `generate`, whose output
    /// the other commands must be able to read).
    public func refusals(elements: Int, bytes: Int) -> [PageSourceError] {
        var refusals: [PageSourceError] = []
        if elements > maximumElements {
            refusals.append(
                .limitExceeded(
                    file: nil, position: nil, what: "the number of elements (\(elements))", limit: maximumElements,
                    option: Self.elementsOption))
        }
        if bytes > maximumBytes {
            refusals.append(
                .limitExceeded(
                    file: nil, position: nil, what: "the size (\(bytes) bytes)", limit: maximumBytes,
                    option: Self.bytesOption))
        }
        return refusals
    }

    /// Command-line options that raise each limit (named in error messages).
    public static let bytesOption = "--max-bytes"
    public static let depthOption = "--max-depth"
    public static let elementsOption = "--max-elements"
}
