/// Measures an operation: warm-up, adaptive batch size, samples until the
/// settings are satisfied, then ``TimingStatistics``.
///
/// The operation is handed the number of iterations to run and loops itself,
/// so the measured loop has no closure call per iteration; it should pass
/// its results to ``MeasurementSink`` so the optimiser keeps the work.
public struct MeasurementRunner<Clock: MeasurementClock> {
    public var settings: MeasurementSettings
    public let clock: Clock

    public init(settings: MeasurementSettings, clock: Clock) {
        self.settings = settings
        self.clock = clock
    }

    /// Runs `operation(iterations)` repeatedly and summarises the samples.
    public func measure<Failure: Error>(_ operation: (Int) throws(Failure) -> Void) throws(Failure) -> TimingStatistics
    {
        let measured = try measureSamples(operation)
        return TimingStatistics(samples: measured.samples, iterationsPerSample: measured.batch)
    }

    /// The samples behind ``measure(_:)`` (nanoseconds per iteration each),
    /// for timings made of parts measured apart.
    public func measureSamples<Failure: Error>(_ operation: (Int) throws(Failure) -> Void) throws(Failure)
        -> (samples: [Double], batch: Int)
    {
        let batch = try warmUp(operation)
        var samples: [Double] = []
        samples.reserveCapacity(min(settings.maximumSamples, 64))
        var spent: UInt64 = 0
        while true {
            let elapsed = try time(iterations: batch, operation)
            spent &+= elapsed
            samples.append(Double(elapsed) / Double(batch))
            if samples.count >= settings.maximumSamples { break }
            if spent >= settings.minimumTime && samples.count >= settings.minimumSamples { break }
            if spent >= settings.maximumTime { break }
        }
        return (samples, batch)
    }

    /// Measures several operations in alternation, one sample of each in
    /// turn, so that whatever else the machine does in the meantime slows
    /// them all alike and their ratios stay fair. Each gets its own warm-up
    /// and batch size, and the same stopping rules as ``measure(_:)``.
    public func measureInterleaved(_ operations: [(Int) -> Void]) -> InterleavedTimings {
        guard !operations.isEmpty else { return InterleavedTimings(samples: [], batches: []) }
        var batches: [Int] = []
        for operation in operations { batches.append(warmUp(operation)) }
        var samples = Array(repeating: [Double](), count: operations.count)
        var spent = Array(repeating: UInt64(0), count: operations.count)
        while true {
            for (index, operation) in operations.enumerated() {
                let elapsed = time(iterations: batches[index], operation)
                spent[index] &+= elapsed
                samples[index].append(Double(elapsed) / Double(batches[index]))
            }
            let rounds = samples[0].count
            if rounds >= settings.maximumSamples { break }
            if spent.allSatisfy({ $0 >= settings.minimumTime }) && rounds >= settings.minimumSamples { break }
            if spent.contains(where: { $0 >= settings.maximumTime }) { break }
        }
        return InterleavedTimings(samples: samples, batches: batches)
    }

    /// The warm-up: the requested iterations one at a time, then batches
    /// that grow until one takes a noticeable part of a sample, which gives
    /// the batch size. Bounded, so slow operations are not warmed for long.
    private func warmUp<Failure: Error>(_ operation: (Int) throws(Failure) -> Void) throws(Failure) -> Int {
        let target = settings.targetSampleTime
        var batch = 1
        var warmUpSpent: UInt64 = 0
        let warmUpLimit = max(target, settings.minimumTime / 4)
        var lastBatchTime: UInt64 = 0
        for _ in 0..<settings.warmUpIterations {
            lastBatchTime = try time(iterations: 1, operation)
            warmUpSpent &+= lastBatchTime
            // An operation that alone fills a sample is timed one at a time
            // anyway, and it has warmed its caches: more warm-up rounds of a
            // 40 ms query would only add to the run.
            if lastBatchTime >= target { break }
        }
        // A clock that does not move (a coarse or fake one) must not make the
        // batch grow without end: at most a dozen growth steps.
        var growthSteps = 0
        while lastBatchTime < target / 2 && warmUpSpent < warmUpLimit && batch < Self.largestBatch && growthSteps < 12 {
            growthSteps += 1
            batch = min(batch * 4, Self.largestBatch)
            lastBatchTime = try time(iterations: batch, operation)
            warmUpSpent &+= lastBatchTime
        }
        return Self.batchSize(forTarget: target, lastBatch: batch, lastBatchTime: lastBatchTime)
    }

    /// More iterations than this in one batch only means the operation is
    /// next to free; the clock resolves it well before then.
    static var largestBatch: Int { 1 << 24 }

    /// Scales the last warm-up batch to the target sample time.
    static func batchSize(forTarget target: UInt64, lastBatch: Int, lastBatchTime: UInt64) -> Int {
        guard lastBatchTime > 0 else { return min(lastBatch * 4, largestBatch) }
        let perIteration = Double(lastBatchTime) / Double(lastBatch)
        let size = (Double(target) / perIteration).rounded(.up)
        return Int(min(max(size, 1), Double(largestBatch)))
    }

    private func time<Failure: Error>(iterations: Int, _ operation: (Int) throws(Failure) -> Void) throws(Failure)
        -> UInt64
    {
        let start = clock.nanoseconds()
        try operation(iterations)
        let end = clock.nanoseconds()
        return end >= start ? end - start : 0
    }
}

/// Consumes a value in a way the optimiser cannot see through, so that work
/// whose result is otherwise unused is not removed from a measurement loop
/// (package-benchmark's `blackHole`).
public enum MeasurementSink {
    @inline(never) @_optimize(none)
    public static func consume<Value>(_ value: Value) {}

    /// Returns `value` unchanged, through a call the optimiser cannot see
    /// into: a loop that uses it cannot hoist work out of its iterations.
    @inline(never) @_optimize(none)
    public static func opaque<Value>(_ value: Value) -> Value { value }
}
