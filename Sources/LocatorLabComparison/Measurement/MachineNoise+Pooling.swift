extension MachineNoise {
    /// The reference samples and clock readings of one timing phase.
    public struct Samples: Sendable, Hashable, Codable {
        public var before: [Double]
        public var between: [Double]
        public var after: [Double]
        /// The process's CPU time during the phase; `nil` where the clock cannot tell.
        public var cpuNanoseconds: UInt64?
        public var wallNanoseconds: UInt64?
    }

    /// The noise of several timing phases (the shards of one run) as if
    /// they were one: every sample before, between and after pooled and the
    /// medians taken again, and the CPU share as all CPU time over all wall
    /// time (only when every phase has both). `nil` when no phase kept its
    /// samples: then there is nothing honest to pool.
    public init?(pooling noises: [MachineNoise]) {
        let samples = noises.compactMap(\.samples)
        guard !samples.isEmpty, samples.count == noises.count else { return nil }
        let cpu = samples.map(\.cpuNanoseconds)
        let wall = samples.map(\.wallNanoseconds)
        var cpuTotal: UInt64?
        var wallTotal: UInt64?
        if !cpu.contains(nil), !wall.contains(nil) {
            cpuTotal = cpu.map { $0! }.reduce(0, &+)
            wallTotal = wall.map { $0! }.reduce(0, &+)
        }
        self.init(
            before: samples.flatMap(\.before), between: samples.flatMap(\.between), after: samples.flatMap(\.after),
            cpuShare: nil, cpuNanoseconds: cpuTotal, wallNanoseconds: wallTotal)
        // The rule of `Watch.finish`: under 50 ms of wall clock the share says nothing.
        if let cpuTotal, let wallTotal, wallTotal >= 50_000_000 {
            cpuShare = min(1, Double(cpuTotal) / Double(wallTotal))
        }
    }
}
