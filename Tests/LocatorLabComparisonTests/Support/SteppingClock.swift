import LocatorLabComparison

/// A clock where every reading is 10 µs after the previous one, so that
/// every measurement is deterministic (and quick: one iteration per sample).
final class SteppingClock: MeasurementClock {
    private var now: UInt64 = 0

    func nanoseconds() -> UInt64 {
        now += 10_000
        return now
    }
}
