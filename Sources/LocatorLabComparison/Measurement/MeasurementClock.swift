/// Where measurements read the time. Production code uses
/// ``ContinuousMeasurementClock``; tests inject a clock they advance by hand,
/// so the statistics and the adaptive iteration count can be checked exactly
/// without timing anything.
public protocol MeasurementClock {
    /// A monotonic reading in nanoseconds. Only differences between two
    /// readings mean anything.
    func nanoseconds() -> UInt64
}
