import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabXML

// Benchmarks of LocatorLab's own hot paths, in a release build. Every figure
// is compared with libxml2 measured in the same run, in alternating order,
// because the machines are noisy: medians and ratios, not absolutes.
//
//   locatorlab-benchmarks load [--elements 100000] [--runs 15] [--platform ios]
//   locatorlab-benchmarks load-peak libxml2|locatorlab FILE     (one load; prints peak memory)
//   locatorlab-benchmarks evaluate [--elements 10000] [--runs 15] [--only LABEL] [--batch N]
//     (--only and a fixed --batch: the same calls every run, for instruction
//     counts under `valgrind --tool=callgrind`, which the noisy machines
//     leave alone)
//   locatorlab-benchmarks strategies [--elements 10000] [--runs 15]
//   locatorlab-benchmarks convert [--files 10000] [--runs 3]
//   locatorlab-benchmarks inspect [--elements 2000] [--runs 5] [--platform android]
//   locatorlab-benchmarks replay [--elements 1000]
//   locatorlab-benchmarks lookup [--elements N] [--runs 15] [--platform android]
// scripts/benchmark.sh runs them all, and the whole-process comparisons with xmllint.

struct Arguments {
    var command = "load"
    var positional: [String] = []
    var elements = 100_000
    var runs = 15
    var platform = Platform.ios
    var files = 10_000
    var runsGiven = false
    var only: String?
    var batch: Int?

    init(_ raw: [String]) {
        var rest = raw[...]
        if let first = rest.first, !first.hasPrefix("--") {
            command = first
            rest = rest.dropFirst()
        }
        while let flag = rest.popFirst() {
            guard flag.hasPrefix("--") else {
                positional.append(flag)
                continue
            }
            let value = rest.popFirst() ?? ""
            switch flag {
            case "--elements": elements = Int(value) ?? elements
            case "--runs":
                runs = max(3, Int(value) ?? runs)
                runsGiven = true
            case "--files": files = max(1, Int(value) ?? files)
            case "--platform": platform = Platform(rawValue: value) ?? platform
            case "--only": only = value
            case "--batch": batch = Int(value).map { max(1, $0) }
            default:
                FileHandle.standardError.write(Data("unknown option \(flag)\n".utf8))
                exit(64)
            }
        }
    }
}

func measure(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(body)
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func format(_ milliseconds: Double) -> String {
    // A 4 µs query printed as "0.004 ms" hid the difference being measured.
    milliseconds < 0.1 ? String(format: "%10.3f µs", milliseconds * 1000) : String(format: "%10.3f ms", milliseconds)
}

/// Peak resident memory of this process so far, in KiB.
func peakResidentKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

/// Resident memory now, in KiB.
func currentResidentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// glibc's `malloc_trim` (in `<malloc.h>`, which the Glibc module leaves out).
@_silgen_name("malloc_trim")
func malloc_trim(_ pad: Int) -> Int32

func warnIfDebug() {
    #if DEBUG
        print("warning: debug build; run with -c release for meaningful figures")
    #endif
}

/// Load: bytes to a queryable structure. libxml2's DOM (`xmlReadMemory`)
/// against LocatorLab's model + index, alternating, on the same bytes.
func loadBenchmark(_ arguments: Arguments) throws {
    warnIfDebug()
    let tree = SyntheticPageSourceGenerator(elementCount: arguments.elements, seed: 42, platform: arguments.platform).generate()
    let bytes = PageSourceWriter.write(tree, as: .xml)
    print("load: \(arguments.platform.rawValue), \(tree.count) elements, \(bytes.count / 1024) KiB, libxml2 \(LibXML.dottedVersion)")

    var bare: [Double] = []
    var ours: [Double] = []
    var ratios: [Double] = []
    var checksum = 0
    // One warm-up round of each, then alternate so drift hits both alike.
    // glibc defers merging freed chunks to the next large request, so the
    // heap is consolidated, untimed, after each side: otherwise one side's
    // frees are paid inside the other's measurement.
    for round in -1..<arguments.runs {
        let bareTime = measure {
            checksum &+= bytes.withUnsafeBytes { LibXMLBaseline.readMemory($0) } ? 1 : 0
        }
        _ = malloc_trim(0)
        let ourTime = try measure {
            let read = try XMLPageSourceReader.read(bytes, file: nil)
            let index = LocatorIndex(read)
            checksum &+= read.count &+ index.elements(withAccessibilityID: "x").count
        }
        _ = malloc_trim(0)
        if round >= 0 {
            bare.append(bareTime)
            ours.append(ourTime)
            ratios.append(ourTime / bareTime)
        }
    }
    print("  runs: \(arguments.runs) each, alternating (medians; min in brackets)")
    print("  libxml2 xmlReadMemory + free   \(format(median(bare)))  [\(format(bare.min()!))]  1.00x")
    print(
        "  LocatorLab model + index       \(format(median(ours)))  [\(format(ours.min()!))]  "
            + String(format: "%.2fx (median of paired ratios; target <= 1.00x)", median(ratios)))
    if checksum == 42 { print("") }  // keeps the work observable
}

/// One load in this process, for peak memory: `libxml2` (DOM) or
/// `locatorlab` (model + index). Prints `peak-KiB before-KiB elements`.
func loadPeak(_ arguments: Arguments) throws {
    guard arguments.positional.count == 2, let bytes = FileManager.default.contents(atPath: arguments.positional[1]) else {
        FileHandle.standardError.write(Data("usage: load-peak libxml2|locatorlab FILE\n".utf8))
        exit(64)
    }
    let input = [UInt8](bytes)
    let before = currentResidentKiB()
    var elements = 0
    switch arguments.positional[0] {
    case "libxml2":
        _ = input.withUnsafeBytes { LibXMLBaseline.readMemory($0) }
    default:
        let tree = try XMLPageSourceReader.read(input, file: nil)
        let index = LocatorIndex(tree)
        elements = tree.count + index.count(ofAccessibilityID: "x")
    }
    print("\(peakResidentKiB()) \(before) \(elements)")
}

/// The full API against libxml2 alone, per call, on the same document.
func evaluateBenchmark(_ arguments: Arguments) throws {
    warnIfDebug()
    let tree = SyntheticPageSourceGenerator(elementCount: arguments.elements, seed: 42, platform: .ios).generate()
    print("evaluate: ios, \(tree.count) elements; LocatorEngine.evaluate vs libxml2 on the engine's own document")
    // libxml2 2.9.14 leaves its XPath object cache off unless a program
    // turns it on; the evaluator does. The goal is set against the default
    // (`vs libxml2`); `vs +cache` is the same loop with the cache on, what
    // the wrapper adds to the libxml2 work it actually does.
    print("  (ratios: medians of per-round ratios; `vs +cache` against libxml2 with its object cache on)")
    let target = ElementID(tree.count * 2 / 3)
    let expressions = [
        ("//*[@name]", "//*[@name]"),
        ("absolute path", ElementPath(target, in: tree).expression),
        ("//Type[@name=…]", "//\(tree.type(of: target))[@name=\(XPathLiteral.quoted(tree.attribute("name", of: target) ?? ""))]"),
        // Axis XPaths: evaluated on a thread of their own and checked on the
        // page-source file's shape (the wrapper changes what `..` finds).
        ("…/parent::*", "//*[@name=\(XPathLiteral.quoted(tree.attribute("name", of: target) ?? ""))]/parent::*"),
        ("…/following-sib", "//*[@name=\(XPathLiteral.quoted(tree.attribute("name", of: target) ?? ""))]/following-sibling::*"),
        ("…/ancestor::*", "//*[@name=\(XPathLiteral.quoted(tree.attribute("name", of: target) ?? ""))]/ancestor::*"),
    ]
    let engine = LocatorEngine(tree: tree, explainsPageSourceDifferences: true)
    for (label, expression) in expressions where arguments.only.map(label.hasPrefix) ?? true {
        _ = try engine.evaluate(.xpath(expression))
        let document = try engine.queryDocument(for: expression)
        let compiled = try XPathExpression(expression)
        let loop = try DirectXPathLoop(document: document, expression: compiled, from: .rootElement)
        let cachedLoop = try DirectXPathLoop(
            document: document, expression: compiled, from: .rootElement, cachesObjects: true)
        var ours: [Double] = []
        var direct: [Double] = []
        var cached: [Double] = []
        var ratios: [Double] = []
        var cachedRatios: [Double] = []
        var checksum = 0
        // About 20 ms a sample whatever the expression costs: 200 calls of a
        // 4 µs absolute path lasted under a millisecond, short enough for one
        // scheduler hiccup to move the median.
        let once = try measure { checksum &+= try engine.evaluate(.xpath(expression)).matches.count }
        let batch = arguments.batch ?? max(1, min(1_000_000, Int(20 / max(once, 0.000_1))))
        for round in -1..<arguments.runs {
            let ourTime = try measure {
                for _ in 0..<batch { checksum &+= try engine.evaluate(.xpath(expression)).matches.count }
            } / Double(batch)
            let directTime = measure { checksum &+= loop.run(iterations: batch) } / Double(batch)
            let cachedTime = measure { checksum &+= cachedLoop.run(iterations: batch) } / Double(batch)
            if round >= 0 {
                ours.append(ourTime)
                direct.append(directTime)
                cached.append(cachedTime)
                ratios.append(ourTime / directTime)
                cachedRatios.append(ourTime / cachedTime)
            }
        }
        print(
            "  \(label.padding(toLength: 16, withPad: " ", startingAt: 0)) libxml2 \(format(median(direct)))  "
                + "+cache \(format(median(cached)))  LocatorEngine \(format(median(ours)))  "
                + String(format: "%.2fx", median(ratios)) + String(format: "  vs +cache %.2fx", median(cachedRatios)))
        if checksum == 42 { print("") }
    }
}

/// Each native strategy against the XPath that selects the same elements,
/// through the same engine, alternating (issue: a strategy may cost no more
/// than its XPath).
func strategiesBenchmark(_ arguments: Arguments) throws {
    warnIfDebug()
    for platform in [Platform.ios, .android] {
        let tree = SyntheticPageSourceGenerator(elementCount: arguments.elements, seed: 42, platform: platform).generate()
        let target = ElementID(tree.count * 2 / 3)
        let engine = LocatorEngine(tree: tree, explainsPageSourceDifferences: false)
        var pairs: [(String, Locator, Locator)] = []
        switch platform {
        case .ios:
            let name = tree.attribute("name", of: target) ?? ""
            let type = tree.type(of: target)
            let quoted = XPathLiteral.quoted(name)
            let label = tree.attribute("label", of: target) ?? ""
            let labelPart = XPathLiteral.quoted(String(label.dropFirst(label.count / 3).prefix(max(3, label.count / 3))))
            pairs = [
                ("predicate name ==", Locator(strategy: .predicate, value: "name == \(quoted)"), .xpath("//*[@name=\(quoted)]")),
                (
                    "predicate type AND name", Locator(strategy: .predicate, value: "type == '\(type)' AND name == \(quoted)"),
                    .xpath("//\(type)[@name=\(quoted)]")
                ),
                (
                    "class chain **/Type[`name`]", Locator(strategy: .classChain, value: "**/\(type)[`name == \(quoted)`]"),
                    .xpath("//\(type)[@name=\(quoted)]")
                ),
                (
                    "predicate label CONTAINS", Locator(strategy: .predicate, value: "label CONTAINS \(labelPart)"),
                    .xpath("//*[contains(@label,\(labelPart))]")
                ),
            ]
        case .android:
            let resourceID = tree.ids.lazy.compactMap { tree.attribute("resource-id", of: $0) }.first ?? ""
            let textElement = tree.ids.first { !(tree.attribute("text", of: $0) ?? "").isEmpty }
            let text = textElement.flatMap { tree.attribute("text", of: $0) } ?? ""
            let textClass = textElement.flatMap { tree.attribute("class", of: $0) } ?? ""
            let textPart = String(text.dropFirst(text.count / 3).prefix(max(3, text.count / 3)))
            pairs = [
                (
                    "uiautomator resourceId", Locator(strategy: .uiAutomator, value: "new UiSelector().resourceId(\"\(resourceID)\")"),
                    .xpath("//*[@resource-id=\(XPathLiteral.quoted(resourceID))]")
                ),
                (
                    "uiautomator text", Locator(strategy: .uiAutomator, value: "new UiSelector().text(\"\(text)\")"),
                    .xpath("//*[@text=\(XPathLiteral.quoted(text))]")
                ),
                (
                    "uiautomator className.text",
                    Locator(strategy: .uiAutomator, value: "new UiSelector().className(\"\(textClass)\").text(\"\(text)\")"),
                    .xpath("//\(textClass)[@text=\(XPathLiteral.quoted(text))]")
                ),
                (
                    "uiautomator textContains", Locator(strategy: .uiAutomator, value: "new UiSelector().textContains(\"\(textPart)\")"),
                    .xpath("//*[contains(@text,\(XPathLiteral.quoted(textPart)))]")
                ),
            ]
        }
        print("strategies: \(platform.rawValue), \(tree.count) elements; each strategy vs the XPath selecting the same elements")
        for (label, native, xpath) in pairs {
            let nativeMatches = try engine.evaluate(native).matches
            let xpathMatches = try engine.evaluate(xpath).matches
            var nativeTimes: [Double] = []
            var xpathTimes: [Double] = []
            var ratios: [Double] = []
            var checksum = 0
            for round in -1..<arguments.runs {
                let n = try measure { for _ in 0..<20 { checksum &+= try engine.evaluate(native).matches.count } } / 20
                let x = try measure { for _ in 0..<20 { checksum &+= try engine.evaluate(xpath).matches.count } } / 20
                if round >= 0 {
                    nativeTimes.append(n)
                    xpathTimes.append(x)
                    ratios.append(n / x)
                }
            }
            let same = nativeMatches == xpathMatches ? "same \(nativeMatches.count) matches" : "MATCHES DIFFER"
            print(
                "  \(label.padding(toLength: 28, withPad: " ", startingAt: 0)) XPath \(format(median(xpathTimes)))  "
                    + "strategy \(format(median(nativeTimes)))  " + String(format: "%.2fx", median(ratios)) + "  (\(same))")
            if checksum == 42 { print("") }
        }
    }
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
switch arguments.command {
case "load", "parse":
    try loadBenchmark(arguments)
case "load-peak":
    try loadPeak(arguments)
case "evaluate":
    try evaluateBenchmark(arguments)
case "strategies":
    try strategiesBenchmark(arguments)
case "convert":
    try convertBenchmark(arguments)
case "inspect":
    try inspectBenchmark(arguments)
case "replay":
    try replayBenchmark(arguments)
case "lookup":
    try lookupBenchmark(arguments)
default:
    FileHandle.standardError.write(
        Data("unknown benchmark \(arguments.command); available: load, load-peak, evaluate, strategies, convert, inspect, replay, lookup\n".utf8))
    exit(64)
}
