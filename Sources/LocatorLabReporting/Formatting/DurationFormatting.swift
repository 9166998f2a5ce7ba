/// Human-readable durations for timing tables and chart axes, independent of
/// the locale: "850 ns", "12.3 µs", "4.56 ms", "1.23 s".
public enum DurationFormatting {
    private static let units: [(name: String, nanoseconds: Double)] = [
        ("ns", 1), ("µs", 1e3), ("ms", 1e6), ("s", 1e9),
    ]

    /// Three significant digits in the largest unit that keeps the number at
    /// least 1, so columns of timings line up ("1.00 ms", "12.3 µs").
    /// With `trimmingZeros`, trailing zeros go ("1 ms", "1.5 µs"), which suits
    /// axis ticks. Non-finite input gives "n/a".
    public static func string(nanoseconds: Double, trimmingZeros: Bool = false) -> String {
        guard nanoseconds.isFinite else { return "n/a" }
        if nanoseconds < 0 {
            return "-" + string(nanoseconds: -nanoseconds, trimmingZeros: trimmingZeros)
        }
        if nanoseconds == 0 { return "0 ns" }
        var unitIndex = 0
        while unitIndex + 1 < units.count, nanoseconds >= units[unitIndex + 1].nanoseconds { unitIndex += 1 }
        var scaled = nanoseconds / units[unitIndex].nanoseconds
        var decimals = FixedDecimal.decimalsForThreeSignificantDigits(scaled)
        // 999.6 ns rounds to "1000 ns": show it as "1.00 µs" instead.
        if unitIndex + 1 < units.count, (scaled * pow10(decimals)).rounded() >= 1000 * pow10(decimals) {
            unitIndex += 1
            scaled = nanoseconds / units[unitIndex].nanoseconds
            decimals = FixedDecimal.decimalsForThreeSignificantDigits(scaled)
        }
        let number =
            trimmingZeros
            ? FixedDecimal.trimmed(scaled, decimals: decimals)
            : FixedDecimal.string(scaled, decimals: decimals)
        return number + " " + units[unitIndex].name
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
