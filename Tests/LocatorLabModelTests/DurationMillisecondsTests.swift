import LocatorLabModel
import Testing

/// The one reading of a `Duration` in milliseconds (and whole nanoseconds)
/// that replay, record, inspect and the clocks share.
@Suite("Duration in milliseconds")
struct DurationMillisecondsTests {
    @Test(arguments: [
        (Duration.zero, 0.0), (.milliseconds(1500), 1500), (.microseconds(42), 0.042), (.seconds(3), 3000),
        (.milliseconds(-3), -3), (.nanoseconds(1), 0.000001),
    ])
    func milliseconds(duration: Duration, expected: Double) {
        #expect(duration.inMilliseconds == expected)
    }

    @Test func fractionsOfAMillisecondAreKept() {
        let duration = Duration.seconds(2) + .nanoseconds(500)
        #expect(abs(duration.inMilliseconds - 2000.0005) < 1e-9)
    }

    static let nanosecondCases: [(Duration, Int64)] = [
        (.zero, 0), (.seconds(1) + .nanoseconds(7), 1_000_000_007), (.milliseconds(-3), -3_000_000),
        // Below a nanosecond is dropped.
        (Duration(secondsComponent: 0, attosecondsComponent: 999_999_999), 0),
        (.seconds(Int64.max), Int64.max), (.seconds(Int64.min), Int64.min),
        (Duration(secondsComponent: Int64.max / 1_000_000_000, attosecondsComponent: 999_999_999_999_999_999), Int64.max),
    ]

    @Test(arguments: nanosecondCases)
    func nanoseconds(duration: Duration, expected: Int64) {
        #expect(duration.inNanoseconds == expected)
    }
}
