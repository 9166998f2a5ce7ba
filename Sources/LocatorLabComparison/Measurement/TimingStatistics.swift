/// The summary of one measured operation. Times are nanoseconds per
/// iteration: each sample is a batch's duration divided by its iterations.
public struct TimingStatistics: Sendable, Hashable, Codable {
    public var median: Double
    /// 90th percentile of the samples.
    public var p90: Double
    public var minimum: Double
    public var maximum: Double
    public var mean: Double
    /// The number of samples the statistics are computed from.
    public var samples: Int
    /// Iterations timed together in one sample.
    public var iterationsPerSample: Int
    /// Every measured iteration (warm-up excluded).
    public var iterations: Int

    public init(
        median: Double, p90: Double, minimum: Double, maximum: Double, mean: Double, samples: Int,
        iterationsPerSample: Int,
        iterations: Int
    ) {
        self.median = median
        self.p90 = p90
        self.minimum = minimum
        self.maximum = maximum
        self.mean = mean
        self.samples = samples
        self.iterationsPerSample = iterationsPerSample
        self.iterations = iterations
    }

    /// Statistics of `samples` (nanoseconds per iteration each, at least one).
    public init(samples values: [Double], iterationsPerSample: Int) {
        precondition(!values.isEmpty, "statistics need at least one sample")
        let sorted = values.sorted()
        self.init(
            median: Self.percentile(0.5, ofSorted: sorted),
            p90: Self.percentile(0.9, ofSorted: sorted),
            minimum: sorted[0],
            maximum: sorted[sorted.count - 1],
            mean: sorted.reduce(0, +) / Double(sorted.count),
            samples: sorted.count,
            iterationsPerSample: iterationsPerSample,
            iterations: sorted.count * iterationsPerSample
        )
    }

    /// Statistics of an operation made of two independent parts measured
    /// apart (samples in nanoseconds per iteration): the distribution of
    /// their sum is estimated by every pairing of a sample of one with a
    /// sample of the other. The counts are of what was measured: samples
    /// and iterations of both parts, the second part's batch size.
    public init(sumOf first: (samples: [Double], batch: Int), and second: (samples: [Double], batch: Int)) {
        precondition(!first.samples.isEmpty && !second.samples.isEmpty, "statistics need at least one sample")
        var sums: [Double] = []
        sums.reserveCapacity(first.samples.count * second.samples.count)
        for a in first.samples {
            for b in second.samples { sums.append(a + b) }
        }
        let pairs = TimingStatistics(samples: sums, iterationsPerSample: 1)
        self.init(
            median: pairs.median, p90: pairs.p90, minimum: pairs.minimum, maximum: pairs.maximum, mean: pairs.mean,
            samples: first.samples.count + second.samples.count, iterationsPerSample: second.batch,
            iterations: first.samples.count * first.batch + second.samples.count * second.batch
        )
    }

    /// The `fraction` quantile (0…1) of ascending values, interpolating
    /// linearly between the two nearest ranks (Hyndman and Fan's type 7, the
    /// default of R and NumPy): the median of an even count is the mean of
    /// the middle two.
    public static func percentile(_ fraction: Double, ofSorted values: [Double]) -> Double {
        precondition(!values.isEmpty, "a percentile needs at least one value")
        let position = min(max(fraction, 0), 1) * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, values.count - 1)
        let weight = position - Double(lower)
        return values[lower] + (values[upper] - values[lower]) * weight
    }
}
