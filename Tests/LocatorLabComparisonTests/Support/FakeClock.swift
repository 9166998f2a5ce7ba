import LocatorLabComparison

/// A clock that only moves when the measured operation says so.
final class FakeClock: MeasurementClock {
    var now: UInt64 = 1_000
    /// Extra time every reading costs, like a real clock's overhead.
    var readingCost: UInt64 = 0

    func nanoseconds() -> UInt64 {
        now += readingCost
        return now
    }

    func advance(_ nanoseconds: UInt64) {
        now += nanoseconds
    }
}
