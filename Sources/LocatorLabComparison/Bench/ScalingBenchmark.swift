import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabXML

/// Times the same locator kinds on generated page sources of growing size
/// (``SyntheticPageSourceGenerator``), to show XPath cost growing with the
/// tree while the identifier index lookup stays flat, and records memory.
public struct ScalingBenchmark<Clock: MeasurementClock> {
    public let settings: BenchSettings
    public let clock: Clock

    public init(settings: BenchSettings, clock: Clock) {
        self.settings = settings
        self.clock = clock
    }

    /// Runs every size in order; `progress` gets a line before each step.
    public func run(progress: ((String) -> Void)? = nil) throws(XMLError) -> BenchReport {
        var results: [BenchSizeResult] = []
        for size in settings.sizes {
            progress?("\(size) elements: generating")
            results.append(try measure(size: size, progress: progress))
        }
        return BenchReport(settings: settings, sizes: results, libxml2: LibXML.dottedVersion, build: .current)
    }

    private func measure(size: Int, progress: ((String) -> Void)?) throws(XMLError) -> BenchSizeResult {
        let before = ResidentMemory.currentBytes()
        let tree = SyntheticPageSourceGenerator(elementCount: size, seed: settings.seed, platform: settings.platform)
            .generate()
        let afterTree = ResidentMemory.currentBytes()
        let index = LocatorIndex(tree)
        let afterIndex = ResidentMemory.currentBytes()
        // The document a driver builds for these XPaths: the attributes they
        // name (formats.md 1.6, 2.2), shared by all of them.
        let target = Self.target(in: tree, index: index)
        let expressions = Self.expressions(for: target, in: tree)
        let attributes = expressions.map { XPathDocumentNeeds($0.1, wrapper: tree.wrapper).attributes }
            .reduce(XPathAttributeSelection.named([])) { $0.union($1) }
        let document = XPathQueryDocument(tree: tree, shape: .device, attributes: attributes)
        let afterDocument = ResidentMemory.currentBytes()
        let memory = BenchMemory(
            treeBytes: Self.difference(afterTree, before), indexBytes: Self.difference(afterIndex, afterTree),
            queryDocumentBytes: Self.difference(afterDocument, afterIndex), residentBytes: afterDocument
        )

        let element = tree[target]
        let platform = tree.platform
        let nameAttribute = platform.accessibilityNameAttribute
        let name = element.accessibilityName(on: platform) ?? ""
        let lookup = IdentifierLookup(
            locator: .accessibilityID(name), source: .targetName, attribute: nameAttribute, value: name,
            count: index.elements(withAccessibilityID: name).count
        )

        let runner = MeasurementRunner(settings: settings.measurement, clock: clock)
        var timings = try LocatorTimer(runner: runner, kinds: [.idIndex, .idScan]).measure(
            expression: "/*", tree: tree, document: document.document, index: index, lookup: lookup
        )
        let engine = LocatorEngine(tree: tree, explainsPageSourceDifferences: false)
        var locators: [BenchLocatorResult] = []
        for (kind, expression) in expressions {
            progress?("\(size) elements: \(kind.rawValue)")
            // One of the benchmark's own XPaths that fails (a limit) fails
            // the run, as its timings would, instead of counting 0.
            let count: Int
            do {
                count = try engine.evaluate(.xpath(expression)).matches.count
            } catch {
                throw .xpathEvaluation(expression: expression, offset: 0, message: error.description, code: 0)
            }
            let measured = try LocatorTimer(runner: runner, kinds: [.xpath, .libxml2Direct]).measure(
                expression: expression, tree: tree, document: document.document, index: index, lookup: nil
            )
            locators.append(BenchLocatorResult(kind: kind, expression: expression, count: count, timings: measured))
            if kind == .namePredicate && settings.measuresDevice {
                progress?("\(size) elements: xpath-device")
                let device = MeasurementRunner(settings: settings.deviceMeasurement, clock: clock)
                let deviceTimings = try LocatorTimer(runner: device, kinds: [.xpathDevice]).measure(
                    expression: expression, tree: tree, document: document.document, index: index, lookup: nil
                )
                timings[.xpathDevice] = deviceTimings[.xpathDevice]
                // The same XPath's evaluation, so the ratios are about one locator.
                timings[.xpath] = measured[.xpath]
            }
        }
        return BenchSizeResult(
            elements: tree.count, memory: memory, target: QueryMatch(element: target, in: tree), identifier: lookup,
            timings: timings, locators: locators
        )
    }

    private static func difference(_ after: Int?, _ before: Int?) -> Int? {
        guard let after, let before else { return nil }
        return after - before
    }

    /// An element with a unique, developer-chosen accessibility name and a
    /// label, as near the middle of the document as possible (so positional
    /// and path locators are typical, not the first element).
    static func target(in tree: ElementTree, index: LocatorIndex) -> ElementID {
        let middle = tree.count / 2
        var best: ElementID?
        var fallback: ElementID?
        for id in tree.ids {
            let element = tree[id]
            guard let name = element.accessibilityName(on: tree.platform),
                index.elements(withAccessibilityID: name).count == 1, element.parent != nil
            else { continue }
            let hasLabel = !(element.visibleText(on: tree.platform) ?? "").isEmpty
            let chosen = !IdentityVerdict.nameComesFromLabel(element, platform: tree.platform)
            if chosen && hasLabel {
                if best == nil || abs(id.index - middle) < abs(best!.index - middle) { best = id }
                if id.index > middle { break }
            } else if fallback == nil || abs(id.index - middle) < abs(fallback!.index - middle) {
                fallback = id
            }
        }
        return best ?? fallback ?? ElementID(tree.count - 1)
    }

    /// The XPath of each kind for `target`.
    static func expressions(for target: ElementID, in tree: ElementTree) -> [(BenchLocatorKind, String)] {
        let element = tree[target]
        let platform = tree.platform
        let typeTest = LocatorSuggester.nameTest(for: element)
        let nameAttribute = platform.accessibilityNameAttribute
        let labelAttribute = platform.labelAttribute
        var result: [(BenchLocatorKind, String)] = []
        if let name = element.accessibilityName(on: platform) {
            result.append((.namePredicate, "//*[@\(nameAttribute)=\(XPathLiteral.quoted(name))]"))
            result.append((.typedName, "//\(typeTest)[@\(nameAttribute)=\(XPathLiteral.quoted(name))]"))
        }
        if let label = element[attribute: labelAttribute], !label.isEmpty {
            result.append((.labelPredicate, "//\(typeTest)[@\(labelAttribute)=\(XPathLiteral.quoted(label))]"))
        }
        result.append((.absolutePath, ElementPath(target, in: tree).expression))
        let typeID = tree.typeID(of: target)
        let sameType = tree.ids.filter { tree.typeID(of: $0) == typeID }.map(\.index)
        if let position = sameType.firstIndex(of: target.index) {
            result.append((.positional, "(//\(typeTest))[\(position + 1)]"))
        }
        return result
    }
}

extension ScalingBenchmark where Clock == ContinuousMeasurementClock {
    public init(settings: BenchSettings) {
        self.init(settings: settings, clock: ContinuousMeasurementClock())
    }
}
