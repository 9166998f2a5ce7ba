#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import LocatorLabModel

/// Where measurements read the time. Production code uses
/// ``ContinuousMeasurementClock``; tests inject a clock they advance by hand,
/// so the statistics and the adaptive iteration count can be checked exactly
/// without timing anything.
public protocol MeasurementClock {
    /// A monotonic reading in nanoseconds. Only differences between two
    /// readings mean anything.
    func nanoseconds() -> UInt64
    /// The CPU time the process has used, in nanoseconds, or `nil` where
    /// the clock cannot tell. Against ``nanoseconds()`` it shows how much of
    /// a timing phase the process actually ran (``MachineNoise/cpuShare``).
    /// The process, not the thread: an XPath that can spin is evaluated on
    /// a thread of its own while the timing thread waits.
    func processCPUNanoseconds() -> UInt64?
}

extension MeasurementClock {
    public func processCPUNanoseconds() -> UInt64? { nil }
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
        UInt64(max(0, origin.duration(to: clock.now).inNanoseconds))
    }

    public func processCPUNanoseconds() -> UInt64? {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return nil }
        return UInt64(max(0, time.tv_sec)) &* 1_000_000_000 &+ UInt64(max(0, time.tv_nsec))
    }
}
