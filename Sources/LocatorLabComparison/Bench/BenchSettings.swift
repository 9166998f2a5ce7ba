import LocatorLabModel

/// What `locatorlab bench` measures.
public struct BenchSettings: Sendable, Hashable {
    /// Element counts of the generated page sources, in order.
    public var sizes: [Int]
    public var platform: Platform
    public var seed: UInt64
    /// For the XPath and identifier timings.
    public var measurement: MeasurementSettings
    /// For `xpath-device`, which rebuilds the whole document per query and
    /// takes seconds on a million elements: fewer samples.
    public var deviceMeasurement: MeasurementSettings
    public var measuresDevice: Bool

    public static let defaultSizes = [1_000, 10_000, 100_000, 1_000_000]

    public init(
        sizes: [Int] = BenchSettings.defaultSizes, platform: Platform = .ios, seed: UInt64 = 1,
        minimumTime: UInt64 = 200_000_000, measuresDevice: Bool = true
    ) {
        self.sizes = sizes
        self.platform = platform
        self.seed = seed
        measurement = MeasurementSettings(
            minimumTime: minimumTime, minimumSamples: 5, maximumTime: max(minimumTime * 10, 2_000_000_000),
            warmUpIterations: 1
        )
        deviceMeasurement = MeasurementSettings(
            minimumTime: minimumTime, minimumSamples: 3, maximumTime: max(minimumTime * 5, 3_000_000_000),
            warmUpIterations: 1
        )
        self.measuresDevice = measuresDevice
    }

    /// The largest size ``sizes(from:)`` accepts: 10 million elements.
    public static let maximumSize = 10_000_000

    /// Parses `1k,10k,100k,1m` (also plain numbers, `2.5k`, upper case).
    public static func sizes(from text: String) throws(AnalysisError) -> [Int] {
        var sizes: [Int] = []
        for part in text.split(separator: ",") {
            let token = part.trimmingWhitespace().lowercased()
            var multiplier = 1.0
            var digits = Substring(token)
            if token.hasSuffix("k") {
                multiplier = 1_000
                digits = digits.dropLast()
            } else if token.hasSuffix("m") {
                multiplier = 1_000_000
                digits = digits.dropLast()
            }
            guard let number = Double(digits), number.isFinite, number > 0 else { throw .invalidSize(String(part)) }
            let elements = (number * multiplier).rounded()
            guard elements >= 1 else { throw .invalidSize(String(part)) }
            // Compared as a Double first: `Int(9.3e18)` traps, and
            // `9223372036854775807` rounds to 2^63, one past `Int.max`.
            guard elements <= Double(maximumSize) else {
                throw .sizeTooLarge(
                    String(part.trimmingWhitespace()), elements: elements < 0x1p62 ? Int(elements) : Int.max,
                    maximum: maximumSize)
            }
            let size = Int(elements)
            sizes.append(size)
        }
        guard !sizes.isEmpty else { throw .invalidSize(text) }
        return sizes
    }
}
