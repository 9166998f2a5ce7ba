import LocatorLabComparison
import Testing

@Suite("Measurement runner and statistics")
struct MeasurementRunnerTests {
    @Test func constantCostGivesThatCostAsEveryStatistic() {
        let clock = FakeClock()
        let settings = MeasurementSettings(minimumTime: 10_000_000, minimumSamples: 5, targetSamples: 10)
        let runner = MeasurementRunner(settings: settings, clock: clock)
        let statistics = runner.measure { iterations in clock.advance(UInt64(iterations) * 2_000) }
        #expect(statistics.median == 2_000)
        #expect(statistics.p90 == 2_000)
        #expect(statistics.minimum == 2_000)
        #expect(statistics.samples >= 5)
    }

    @Test func batchesGrowSoThatASampleLastsTheTargetTime() {
        let clock = FakeClock()
        // 10 ms over 10 samples: 1 ms per sample, so 20,000 iterations of 50 ns.
        let settings = MeasurementSettings(minimumTime: 10_000_000, targetSamples: 10)
        let runner = MeasurementRunner(settings: settings, clock: clock)
        let statistics = runner.measure { iterations in clock.advance(UInt64(iterations) * 50) }
        #expect(statistics.iterationsPerSample == 20_000)
        #expect(statistics.median == 50)
        // Measuring stops once the minimum time is spent: 10 samples of 1 ms.
        #expect(statistics.samples == 10)
        #expect(statistics.iterations == 200_000)
    }

    @Test func slowOperationsStopAtTheMaximumTime() {
        let clock = FakeClock()
        let settings = MeasurementSettings(minimumTime: 1_000_000, minimumSamples: 5, maximumTime: 3_000_000_000)
        let runner = MeasurementRunner(settings: settings, clock: clock)
        var calls = 0
        let statistics = runner.measure { iterations in
            calls += iterations
            clock.advance(UInt64(iterations) * 1_000_000_000)
        }
        #expect(statistics.iterationsPerSample == 1)
        #expect(statistics.samples == 3)
        // One warm-up iteration (it alone lasts a whole sample), three measured.
        #expect(calls == 4)
    }

    @Test func theMaximumSampleCountIsHonoured() {
        let clock = FakeClock()
        let settings = MeasurementSettings(minimumTime: 1_000_000_000, minimumSamples: 2, maximumSamples: 7)
        let runner = MeasurementRunner(settings: settings, clock: clock)
        let statistics = runner.measure { iterations in clock.advance(UInt64(iterations) * 1_000) }
        #expect(statistics.samples == 7)
    }

    @Test func varyingCostsGiveMedianAndP90OfTheSamples() {
        let clock = FakeClock()
        // One iteration per sample (each takes the whole target); costs cycle 1…10 ms.
        let settings = MeasurementSettings(
            minimumTime: 10_000_000, minimumSamples: 10, maximumSamples: 10, targetSamples: 10, warmUpIterations: 1
        )
        let runner = MeasurementRunner(settings: settings, clock: clock)
        var call = 0
        let statistics = runner.measure { iterations in
            for _ in 0..<iterations {
                call += 1
                // Warm-up is call 1; samples are calls 2…11 costing 1…10 ms.
                clock.advance(UInt64(max(1, call - 1)) * 1_000_000)
            }
        }
        #expect(statistics.samples == 10)
        #expect(statistics.minimum == 1_000_000)
        #expect(statistics.median == 5_500_000)
        #expect(statistics.p90 == 9_100_000)
        #expect(statistics.maximum == 10_000_000)
    }

    @Test func percentilesInterpolateBetweenRanks() {
        #expect(TimingStatistics.percentile(0.5, ofSorted: [1, 2, 3, 4]) == 2.5)
        #expect(TimingStatistics.percentile(0.5, ofSorted: [1, 2, 3]) == 2)
        #expect(TimingStatistics.percentile(0.9, ofSorted: [10]) == 10)
        #expect(TimingStatistics.percentile(0.9, ofSorted: Array(1...11).map(Double.init)) == 10)
        #expect(TimingStatistics.percentile(0, ofSorted: [3, 4]) == 3)
        #expect(TimingStatistics.percentile(1, ofSorted: [3, 4]) == 4)
    }

    @Test func theContinuousClockMovesForward() {
        let clock = ContinuousMeasurementClock()
        let first = clock.nanoseconds()
        var total = 0
        for value in 0..<10_000 { total &+= value }
        MeasurementSink.consume(total)
        #expect(clock.nanoseconds() >= first)
    }
}

@Suite("Interleaved measurement")
struct InterleavedMeasurementTests {
    @Test func operationsAlternateAndKeepTheirOwnCosts() {
        let clock = FakeClock()
        let settings = MeasurementSettings(minimumTime: 10_000_000, minimumSamples: 4, targetSamples: 10)
        let runner = MeasurementRunner(settings: settings, clock: clock)
        var order: [String] = []
        let interleaved = runner.measureInterleaved([
            { iterations in
                order.append("a")
                clock.advance(UInt64(iterations) * 1_000)
            },
            { iterations in
                order.append("b")
                clock.advance(UInt64(iterations) * 4_000)
            },
        ])
        let statistics = interleaved.statistics
        #expect(statistics.map(\.median) == [1_000, 4_000])
        #expect(interleaved.pairedRatio(1, 0) == 4)
        #expect(statistics[0].samples == statistics[1].samples)
        // Both reach the minimum time: the cheap one takes bigger batches.
        #expect(statistics[0].iterationsPerSample == 4 * statistics[1].iterationsPerSample)
        // After the warm-ups, samples alternate a, b, a, b, …
        let measured = order.suffix(statistics[0].samples * 2)
        #expect(Array(measured) == Array(repeating: ["a", "b"], count: statistics[0].samples).flatMap { $0 })
    }
}
