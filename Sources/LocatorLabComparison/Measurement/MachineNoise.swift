/// How steady the machine was while timings were taken: a fixed reference
/// workload (integer mixing, no memory traffic) timed several times right
/// before and right after the timing phase. Timings are honest only when
/// this workload took about the same time throughout; other processes (or
/// eight parallel runs of this tool) show up here first.
public struct MachineNoise: Sendable, Hashable, Encodable {
    /// Spread of the reference samples: (90th - 10th percentile) / median,
    /// so that one sample preempted once does not condemn a whole run.
    public var spread: Double
    /// How much slower the reference ran after the timings than before
    /// (median after / median before - 1; negative: faster).
    public var drift: Double
    /// Median time of one reference run, in nanoseconds.
    public var referenceNanoseconds: Double

    /// Above this spread or drift, timings are reported as unreliable.
    public static let tolerance = 0.25

    public var isTooNoisy: Bool { spread > Self.tolerance || abs(drift) > Self.tolerance }

    /// Times the reference workload `samples` times with `clock`.
    public static func sample<Clock: MeasurementClock>(clock: Clock, samples: Int = 9) -> [Double] {
        (0..<samples).map { _ in
            let start = clock.nanoseconds()
            MeasurementSink.consume(referenceWorkload())
            return Double(clock.nanoseconds() &- start)
        }
    }

    /// The noise judged from samples taken before and after.
    public init(before: [Double], after: [Double]) {
        let all = (before + after).sorted()
        let median = Self.median(all)
        let trim = all.count / 10
        spread = median > 0 && !all.isEmpty ? (all[all.count - 1 - trim] - all[trim]) / median : 0
        let medianBefore = Self.median(before.sorted())
        drift = medianBefore > 0 ? Self.median(after.sorted()) / medianBefore - 1 : 0
        referenceNanoseconds = median
    }

    private static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// About a millisecond of dependent integer work on any current CPU.
    private static func referenceWorkload() -> Int {
        var state: UInt64 = MeasurementSink.opaque(0x9E37_79B9_7F4A_7C15)
        for _ in 0..<400_000 {
            state = (state ^ (state >> 31)) &* 0xBF58_476D_1CE4_E5B9
        }
        return Int(truncatingIfNeeded: state)
    }
}
