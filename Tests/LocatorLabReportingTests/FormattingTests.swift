import LocatorLabReporting
import Testing

@Suite("Duration and byte formatting")
struct FormattingTests {
    @Test(
        "durations use three significant digits in the largest fitting unit",
        arguments: [
            (850.0, "850 ns"), (12_300.0, "12.3 µs"), (4_560_000.0, "4.56 ms"), (1.234e9, "1.23 s"),
            (1.0, "1.00 ns"), (0.5, "0.50 ns"), (0.0, "0 ns"), (999.6, "1.00 µs"), (999_960_000.0, "1.00 s"),
            (-2_500.0, "-2.50 µs"), (3_600e9, "3600 s"),
        ])
    func durations(nanoseconds: Double, expected: String) {
        #expect(DurationFormatting.string(nanoseconds: nanoseconds) == expected)
    }

    @Test("axis labels drop trailing zeros")
    func trimmedDurations() {
        #expect(DurationFormatting.string(nanoseconds: 1, trimmingZeros: true) == "1 ns")
        #expect(DurationFormatting.string(nanoseconds: 10_000, trimmingZeros: true) == "10 µs")
        #expect(DurationFormatting.string(nanoseconds: 1.5e6, trimmingZeros: true) == "1.5 ms")
        #expect(DurationFormatting.string(nanoseconds: 1e9, trimmingZeros: true) == "1 s")
    }

    @Test("non-finite durations and sizes say n/a instead of printing nan or inf")
    func nonFinite() {
        #expect(DurationFormatting.string(nanoseconds: .nan) == "n/a")
        #expect(DurationFormatting.string(nanoseconds: .infinity) == "n/a")
        #expect(ByteFormatting.string(bytes: Double.nan) == "n/a")
    }

    @Test(
        "sizes use binary units",
        arguments: [
            (0, "0 B"), (512, "512 B"), (1023, "1023 B"), (1024, "1 KiB"), (1536, "1.5 KiB"),
            (25_375_539, "24.2 MiB"), (1_048_575, "1 MiB"), (3 * 1_073_741_824, "3 GiB"),
        ])
    func sizes(bytes: Int, expected: String) {
        #expect(ByteFormatting.string(bytes: bytes) == expected)
    }
}
