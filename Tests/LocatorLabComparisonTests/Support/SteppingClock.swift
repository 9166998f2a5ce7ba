import LocatorLabComparison

/// A clock where every reading is 10 µs after the previous one, so that
/// every measurement is deterministic (and quick: one iteration per sample).
/// A range of readings can step further, as a machine busy for a while.
final class SteppingClock: MeasurementClock {
    private var now: UInt64 = 0
    /// How many readings were taken.
    private(set) var readings = 0
    private let busyReadings: Range<Int>
    private let busyStep: UInt64

    init(busyReadings: Range<Int> = 0..<0, busyStep: UInt64 = 10_000) {
        self.busyReadings = busyReadings
        self.busyStep = busyStep
    }

    func nanoseconds() -> UInt64 {
        now += busyReadings.contains(readings) ? busyStep : 10_000
        readings += 1
        return now
    }
}
