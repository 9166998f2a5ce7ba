/// How chart values and axis ticks are written. All formats are independent
/// of the locale.
public enum SVGValueFormat: Sendable, Equatable {
    /// A plain number with this many decimals ("12.50"); ticks drop trailing zeros.
    case number(decimals: Int)
    /// A count with k/M/G suffixes ("950", "12.5k", "1M").
    case count
    /// Nanoseconds, as `DurationFormatting` writes them ("12.3 µs").
    case duration
    /// Bytes, as `ByteFormatting` writes them ("1.5 KiB").
    case bytes
    /// A percentage of 100 ("87.5%").
    case percent

    /// The text for a value label.
    public func string(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        switch self {
        case .number(let decimals): return FixedDecimal.string(value, decimals: decimals)
        case .count: return Self.count(value)
        case .duration: return DurationFormatting.string(nanoseconds: value)
        case .bytes: return ByteFormatting.string(bytes: value)
        case .percent: return FixedDecimal.trimmed(value, decimals: 1) + "%"
        }
    }

    /// The shorter text for an axis tick.
    public func tickString(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        switch self {
        case .number(let decimals): return FixedDecimal.trimmed(value, decimals: max(decimals, 6))
        case .count: return Self.count(value)
        case .duration: return DurationFormatting.string(nanoseconds: value, trimmingZeros: true)
        case .bytes: return ByteFormatting.string(bytes: value)
        case .percent: return FixedDecimal.trimmed(value, decimals: 1) + "%"
        }
    }

    private static func count(_ value: Double) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        if magnitude < 1000 { return sign + FixedDecimal.trimmed(magnitude, decimals: magnitude < 10 ? 2 : 1) }
        let suffixes: [(String, Double)] = [("k", 1e3), ("M", 1e6), ("G", 1e9), ("T", 1e12)]
        var index = 0
        while index + 1 < suffixes.count, magnitude >= suffixes[index + 1].1 * 0.9995 { index += 1 }
        let scaled = magnitude / suffixes[index].1
        return sign + FixedDecimal.trimmed(scaled, decimals: FixedDecimal.decimalsForThreeSignificantDigits(scaled))
            + suffixes[index].0
    }
}
