/// Human-readable sizes in binary units, independent of the locale:
/// "512 B", "1.5 KiB", "24.2 MiB".
public enum ByteFormatting {
    private static let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"]

    /// Whole bytes below 1 KiB; above, three significant digits without
    /// trailing zeros. Non-finite input gives "n/a".
    public static func string(bytes: Double) -> String {
        guard bytes.isFinite else { return "n/a" }
        if bytes < 0 { return "-" + string(bytes: -bytes) }
        if bytes < 1024 { return FixedDecimal.string(bytes, decimals: 0) + " B" }
        var unitIndex = 0
        var scaled = bytes
        while unitIndex + 1 < units.count, scaled >= 1024 {
            scaled /= 1024
            unitIndex += 1
        }
        var decimals = FixedDecimal.decimalsForThreeSignificantDigits(scaled)
        // 1023.9 KiB would round to "1024 KiB": move up a unit.
        if unitIndex + 1 < units.count, FixedDecimal.trimmed(scaled, decimals: decimals) == "1024" {
            scaled /= 1024
            unitIndex += 1
            decimals = FixedDecimal.decimalsForThreeSignificantDigits(scaled)
        }
        return FixedDecimal.trimmed(scaled, decimals: decimals) + " " + units[unitIndex]
    }

    /// `string(bytes:)` for an integer count.
    public static func string(bytes: Int) -> String {
        string(bytes: Double(bytes))
    }
}
