/// The samples of operations measured in alternation: sample `i` of each
/// was taken in the same round, moments apart.
public struct InterleavedTimings: Sendable, Hashable {
    /// Per operation, nanoseconds per iteration of each round's sample.
    public var samples: [[Double]]
    /// Per operation, iterations per sample.
    public var batches: [Int]

    public init(samples: [[Double]], batches: [Int]) {
        self.samples = samples
        self.batches = batches
    }

    /// The statistics of each operation.
    public var statistics: [TimingStatistics] {
        zip(samples, batches).map { TimingStatistics(samples: $0, iterationsPerSample: $1) }
    }

    /// The median over rounds of operation `numerator`'s sample divided by
    /// operation `denominator`'s: a ratio that a busy machine disturbs less
    /// than the ratio of two medians, because each pair shared its moment.
    public func pairedRatio(_ numerator: Int, _ denominator: Int) -> Double? {
        let ratios = zip(samples[numerator], samples[denominator]).compactMap { top, bottom in
            bottom > 0 ? top / bottom : nil
        }
        guard !ratios.isEmpty else { return nil }
        return TimingStatistics.percentile(0.5, ofSorted: ratios.sorted())
    }
}
