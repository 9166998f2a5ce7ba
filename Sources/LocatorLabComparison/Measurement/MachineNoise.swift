/// How steady the machine was while timings were taken: a fixed reference
/// workload (integer mixing, no memory traffic) timed several times right
/// before the timing phase, once between the timings of each locator on
/// each page source, and several times right after. Timings are honest only
/// when this workload took about the same time throughout; other processes
/// (or eight parallel runs of this tool) show up here first. Samples taken
/// only before and after missed contention in between: eight compares on one
/// 100k screen reported 7-19% noise while their timings were 5x (up to 16x)
/// a solo run's. The share of the phase the process actually ran
/// (``cpuShare``) is checked as well, as it sees contention that slows every
/// sample alike.
public struct MachineNoise: Sendable, Hashable, Codable {
    /// Spread of the reference samples: (90th - 10th percentile) / median,
    /// so that one sample preempted once does not condemn a whole run.
    public var spread: Double
    /// How much slower the reference ran after the timings than before
    /// (median after / median before - 1; negative: faster).
    public var drift: Double
    /// Median time of one reference run, in nanoseconds.
    public var referenceNanoseconds: Double
    /// The process's CPU time during the timing phase over its wall-clock
    /// time (1: never preempted; only the timing runs then); `nil` where
    /// the clock cannot tell.
    public var cpuShare: Double?
    /// What the figures above were computed from, so that the noise of
    /// shards run apart can be pooled into the figures of one run
    /// (``init(pooling:)``: medians of all samples, never a mean of medians).
    public var samples: Samples?

    /// Above this spread or drift, or below `1 - tolerance` of CPU share,
    /// timings are reported as unreliable.
    public static let tolerance = 0.25

    public var isTooNoisy: Bool {
        spread > Self.tolerance || abs(drift) > Self.tolerance || (cpuShare.map { $0 < 1 - Self.tolerance } ?? false)
    }

    /// Times the reference workload `samples` times with `clock`.
    public static func sample<Clock: MeasurementClock>(clock: Clock, samples: Int = 9) -> [Double] {
        (0..<samples).map { _ in
            let start = clock.nanoseconds()
            MeasurementSink.consume(referenceWorkload())
            return Double(clock.nanoseconds() &- start)
        }
    }

    /// The noise judged from samples taken before, between and after the
    /// timings, and the process's share of the CPU.
    public init(
        before: [Double], between: [Double] = [], after: [Double], cpuShare: Double? = nil,
        cpuNanoseconds: UInt64? = nil, wallNanoseconds: UInt64? = nil
    ) {
        let all = (before + between + after).sorted()
        let median = Self.median(all)
        let trim = all.count / 10
        spread = median > 0 && !all.isEmpty ? (all[all.count - 1 - trim] - all[trim]) / median : 0
        let medianBefore = Self.median(before.sorted())
        drift = medianBefore > 0 ? Self.median(after.sorted()) / medianBefore - 1 : 0
        referenceNanoseconds = median
        self.cpuShare = cpuShare
        samples = Samples(
            before: before, between: between, after: after, cpuNanoseconds: cpuNanoseconds,
            wallNanoseconds: wallNanoseconds)
    }

    /// Watches one timing phase: samples before, between and after, and the
    /// process's CPU time against the wall clock.
    struct Watch<Clock: MeasurementClock> {
        let clock: Clock
        private let before: [Double]
        private var between: [Double] = []
        private let startWall: UInt64
        private let startCPU: UInt64?

        init(clock: Clock) {
            self.clock = clock
            before = MachineNoise.sample(clock: clock)
            startCPU = clock.processCPUNanoseconds()
            startWall = clock.nanoseconds()
        }

        /// One reference sample between two timings.
        mutating func sampleBetween() {
            between += MachineNoise.sample(clock: clock, samples: 1)
        }

        func finish() -> MachineNoise {
            let wall = clock.nanoseconds() &- startWall
            let cpu = clock.processCPUNanoseconds().flatMap { end in startCPU.map { end &- $0 } }
            // Under 50 ms, scheduler granularity makes the share meaningless.
            let share = cpu.flatMap { wall >= 50_000_000 ? min(1, Double($0) / Double(wall)) : nil }
            return MachineNoise(
                before: before, between: between, after: MachineNoise.sample(clock: clock), cpuShare: share,
                cpuNanoseconds: cpu, wallNanoseconds: wall)
        }
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
