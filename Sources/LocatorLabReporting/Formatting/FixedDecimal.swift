/// Formats numbers with a fixed number of decimals using integer arithmetic,
/// so the output never depends on a locale or on `printf` implementations.
enum FixedDecimal {
    /// `value` rounded half away from zero to `decimals` places ("12.30").
    /// Non-finite input gives "0"; callers filter those out before.
    static func string(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let places = max(0, min(decimals, 9))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^53 a Double has no fractional digits left to show.
        guard scaled < 9.0e15 else {
            return value.rounded().description
        }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        let whole = units / divisor
        let fraction = units % divisor
        var text = String(whole)
        if places > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return (value < 0 && units != 0 ? "-" : "") + text
    }

    /// Like `string(_:decimals:)` but without trailing zeros after the
    /// decimal point ("1.50" -> "1.5", "10.0" -> "10").
    static func trimmed(_ value: Double, decimals: Int) -> String {
        var text = string(value, decimals: decimals)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Decimals that show `value` (already scaled into its unit, below 1000)
    /// with three significant digits: 850, 12.3, 4.56.
    static func decimalsForThreeSignificantDigits(_ value: Double) -> Int {
        let magnitude = abs(value)
        if magnitude >= 100 { return 0 }
        if magnitude >= 10 { return 1 }
        return 2
    }
}
