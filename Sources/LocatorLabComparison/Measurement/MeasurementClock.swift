/// Where measurements read the time. Production code uses
/// ``ContinuousMeasurementClock``; tests inject a clock they advance by hand,
/// so the statistics and the adaptive iteration count can be checked exactly
/// without timing anything.
public protocol MeasurementClock {
    /// A monotonic reading in nanoseconds. Only differences between two
    /// readings mean anything.
    func nanoseconds() -> UInt64
}

/// The standard library's `ContinuousClock` (monotonic, keeps counting while
/// the machine sleeps), read as nanoseconds since the clock was created.
public struct ContinuousMeasurementClock: MeasurementClock, Sendable {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    public init() {
        origin = clock.now
    }

    public func nanoseconds() -> UInt64 {
        let elapsed = origin.duration(to: clock.now).components
        return UInt64(max(0, elapsed.seconds)) &* 1_000_000_000 &+ UInt64(max(0, elapsed.attoseconds) / 1_000_000_000)
    }
}
