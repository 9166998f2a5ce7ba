import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Times one XPath and its identifier lookup on one page source (see
/// ``TimingKind``). Every loop reuses its buffers and hands a checksum to
/// ``MeasurementSink`` once per batch, so the measured work is the lookup
/// and nothing else.
public struct LocatorTimer<Clock: MeasurementClock> {
    public let runner: MeasurementRunner<Clock>
    /// Which timings to take; the others are skipped.
    public var kinds: Set<TimingKind>
    /// The limits of every evaluation: the ones the locators were
    /// evaluated with, so that an XPath the comparison accepted under a
    /// raised limit can also be timed.
    public var limits: XPathLimits

    public init(
        runner: MeasurementRunner<Clock>, kinds: Set<TimingKind> = Set(TimingKind.allCases),
        limits: XPathLimits = .default
    ) {
        self.runner = runner
        self.kinds = kinds
        self.limits = limits
    }

    /// Measures the XPath timings of `expression` (which must evaluate
    /// without error on `document`) and the identifier timings of `lookup`.
    ///
    /// - Parameters:
    ///   - document: the device-shaped query document of `tree`, built once.
    ///   - native: native-strategy locators that select what the XPath
    ///     selects, timed through `engine` (which evaluates them on `tree`).
    ///   - snapshots: the snapshot part of `xpath-device` for this tree,
    ///     shared by the locators timed on it; without it, each driver query
    ///     is timed whole (build, compile, evaluate).
    ///   - checked: `expression` is known to evaluate without error on
    ///     `document` under ``limits``, and `native` with `engine`
    ///     (`compare` evaluated them in its analysis), so they are not
    ///     evaluated once more to find out; at a million elements that
    ///     evaluation takes a second.
    public func measure(
        expression: String, tree: ElementTree, document: LXDocument, index: LocatorIndex, lookup: IdentifierLookup?,
        native: [Locator] = [], engine: LocatorEngine? = nil, snapshots: DriverSnapshotTimings? = nil,
        checked: Bool = false
    ) throws(XMLError) -> LocatorTimings {
        var timings = LocatorTimings()
        let platform = tree.platform
        let source = LocatorEngine.driverExpression(expression, platform: platform)
        let compiled = try XPathExpression(source)
        let context = LocatorEngine.driverContextNode(for: platform)
        let functions = DriverXPathFunctions.set(for: platform)

        // The wrapper and libxml2 alone are measured in alternation: their
        // ratio is the wrapper's overhead, and must not depend on what the
        // machine did in between.
        // Both evaluate `compiled`, which evaluates without error (checked
        // here unless the caller knows), so the loops need no error channel.
        var pair: [(Int) -> Void] = []
        var pairKinds: [TimingKind] = []
        if kinds.contains(.xpath) {
            let evaluator = try XPathEvaluator(document: document, functions: functions, limits: limits)
            var tags: [Int] = []
            if !checked { try evaluator.evaluateTags(compiled, from: context, into: &tags) }
            pair.append { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    try? evaluator.evaluateTags(compiled, from: context, into: &tags)
                    checksum &+= tags.count
                }
                MeasurementSink.consume(checksum)
            }
            pairKinds.append(.xpath)
        }
        // The direct loop checks its expression once under libxml2's default
        // work limit; an XPath that only a raised limit admits is then timed
        // without it rather than losing every other timing. It keeps
        // libxml2's XPath object cache on, as the evaluator does, so that
        // `xpath/libxml2-direct` is the wrapper's own cost, not the cache's
        // gain (about 0.75x on a large screen against the cache off).
        if kinds.contains(.libxml2Direct),
            let loop = try? DirectXPathLoop(document: document, expression: compiled, from: context, cachesObjects: true)
        {
            pair.append { iterations in
                MeasurementSink.consume(loop.run(iterations: iterations))
            }
            pairKinds.append(.libxml2Direct)
        }
        let interleaved = runner.measureInterleaved(pair)
        for (kind, statistics) in zip(pairKinds, interleaved.statistics) {
            timings[kind] = statistics
        }
        if pairKinds.count == 2 {
            timings.pairedRatios[.xpath] = interleaved.pairedRatio(0, 1)
        }
        if kinds.contains(.xpathDevice) {
            let recipe = DriverQueryDocument(expression: source, platform: platform)
            // A query that rebuilds the whole document is timed 3 times at
            // least, not 5 (as `bench` does): its cost is the build, which
            // varies little, and at 10,000 elements each sample is 30 ms.
            // Timed in parts, both parts follow that rule: the evaluation
            // alone is what `xpath` times with 5 samples just before.
            var deviceRunner = runner
            deviceRunner.settings.minimumSamples = min(3, runner.settings.minimumSamples)
            if let snapshots {
                // In two parts: the snapshot (shared, see DriverSnapshotTimings)
                // and this XPath's query on a snapshot built untimed.
                let build = snapshots.samples(for: recipe, runner: deviceRunner)
                let built = snapshots.document(for: recipe)
                let query = try Self.driverQueries(
                    source: source, context: context, functions: functions, limits: limits,
                    runner: deviceRunner, document: { built })
                timings[.xpathDevice] = TimingStatistics(sumOf: build, and: query)
            } else {
                let whole = try Self.driverQueries(
                    source: source, context: context, functions: functions, limits: limits,
                    runner: deviceRunner, document: { recipe.build(from: tree) })
                timings[.xpathDevice] = TimingStatistics(samples: whole.samples, iterationsPerSample: whole.batch)
            }
        }
        if let engine {
            for locator in native {
                guard let kind = TimingKind(nativeStrategy: locator.strategy), kinds.contains(kind),
                    // `try?`: a native locator that fails is not timed; the
                    // analysis reports its failure.
                    checked || (try? engine.evaluate(locator)) != nil
                else { continue }
                timings[kind] = runner.measure { iterations in
                    var checksum = 0
                    for _ in 0..<iterations {
                        // Evaluated without error just above.
                        checksum &+= (try? engine.evaluate(MeasurementSink.opaque(locator)))?.found.count ?? 0
                    }
                    MeasurementSink.consume(checksum)
                }
            }
        }
        if let lookup {
            if kinds.contains(.idIndex) {
                timings[.idIndex] = runner.measure { iterations in
                    var checksum = 0
                    for _ in 0..<iterations {
                        // Opaque per iteration, so the lookup cannot be hoisted.
                        let key = MeasurementSink.opaque(lookup)
                        checksum &+= key.indexLookup(index).count
                    }
                    MeasurementSink.consume(checksum)
                }
            }
            if kinds.contains(.idScan) {
                let scan = IdentifierScan(lookup: lookup, tree: tree)
                var matches: [ElementID] = []
                timings[.idScan] = runner.measure { iterations in
                    var checksum = 0
                    for _ in 0..<iterations {
                        scan.run(tree, into: &matches)
                        checksum &+= matches.count
                    }
                    MeasurementSink.consume(checksum)
                }
            }
        }
        return timings
    }

    /// Driver queries: each iteration takes the document from `document`
    /// (a new build, for a query timed whole, or a snapshot built once),
    /// compiles and evaluates, as a driver does per query.
    private static func driverQueries(
        source: String, context: XPathEvaluator.ContextNode, functions: XPathFunctionSet, limits: XPathLimits,
        runner: MeasurementRunner<Clock>, document: () -> LXDocument
    ) throws(XMLError) -> (samples: [Double], batch: Int) {
        var tags: [Int] = []
        return try runner.measureSamples { (iterations: Int) throws(XMLError) in
            var checksum = 0
            for _ in 0..<iterations {
                let built = document()
                let query = try XPathExpression(source)
                // WebDriverAgent registers its functions on every query's
                // context too, so that cost belongs in the figure.
                let evaluator = try XPathEvaluator(document: built, functions: functions, limits: limits)
                try evaluator.evaluateTags(query, from: context, into: &tags)
                checksum &+= tags.count
            }
            MeasurementSink.consume(checksum)
        }
    }
}
