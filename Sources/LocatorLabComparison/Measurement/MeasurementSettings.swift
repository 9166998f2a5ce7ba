/// How long and how often one operation is measured (google/swift-benchmark's
/// model): a warm-up, then samples of a batch of iterations each, until both
/// the minimum time and the minimum number of samples are reached.
public struct MeasurementSettings: Sendable, Hashable, Codable {
    /// Measuring time to reach (warm-up excluded), in nanoseconds.
    public var minimumTime: UInt64
    /// Samples to collect even when ``minimumTime`` is already spent.
    public var minimumSamples: Int
    /// Samples after which measuring stops whatever the time.
    public var maximumSamples: Int
    /// Time after which measuring stops once there is at least one sample,
    /// so that an operation taking seconds is not repeated
    /// ``minimumSamples`` times. In nanoseconds.
    public var maximumTime: UInt64
    /// The batch of iterations one sample times is sized so that a sample
    /// lasts about `minimumTime / targetSamples`, and never less than
    /// ``minimumSampleTime``: short operations are timed many at a time, so
    /// that the clock's own cost and resolution do not show.
    public var targetSamples: Int
    /// The shortest a sample may last, in nanoseconds.
    public var minimumSampleTime: UInt64
    /// Iterations run before measuring (cold caches, lazy set-up), at least 1.
    public var warmUpIterations: Int

    public init(
        minimumTime: UInt64 = 50_000_000, minimumSamples: Int = 5, maximumSamples: Int = 1000,
        maximumTime: UInt64? = nil, targetSamples: Int = 25, minimumSampleTime: UInt64 = 20_000,
        warmUpIterations: Int = 2
    ) {
        self.minimumTime = minimumTime
        self.minimumSamples = max(1, minimumSamples)
        self.maximumSamples = max(self.minimumSamples, maximumSamples)
        self.maximumTime = max(maximumTime ?? minimumTime &* 20, minimumTime)
        self.targetSamples = max(1, targetSamples)
        self.minimumSampleTime = minimumSampleTime
        self.warmUpIterations = max(1, warmUpIterations)
    }

    /// The duration one sample aims for, in nanoseconds.
    public var targetSampleTime: UInt64 {
        max(minimumSampleTime, minimumTime / UInt64(targetSamples))
    }
}
