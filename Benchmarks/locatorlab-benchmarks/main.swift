import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabXML

// Benchmarks of LocatorLab's own hot paths, in a release build. Every figure
// is compared with a baseline measured in the same run, in alternating
// order, because the machines are noisy: medians and ratios, not absolutes.
//
//   swift run -c release locatorlab-benchmarks parse [--elements 100000] [--runs 15] [--platform ios]
//   swift run -c release locatorlab-benchmarks convert [--files 10000] [--runs 3]

struct Arguments {
    var command = "parse"
    var elements = 100_000
    var runs = 15
    var platform = Platform.ios
    var files = 10_000
    var runsGiven = false

    init(_ raw: [String]) {
        var rest = raw[...]
        if let first = rest.first, !first.hasPrefix("--") {
            command = first
            rest = rest.dropFirst()
        }
        while let flag = rest.popFirst() {
            let value = rest.popFirst() ?? ""
            switch flag {
            case "--elements": elements = Int(value) ?? elements
            case "--runs":
                runs = max(3, Int(value) ?? runs)
                runsGiven = true
            case "--files": files = max(1, Int(value) ?? files)
            case "--platform": platform = Platform(rawValue: value) ?? platform
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
    String(format: "%9.2f ms", milliseconds)
}

func parseBenchmark(_ arguments: Arguments) throws {
    #if DEBUG
        print("warning: debug build; run with -c release for meaningful figures")
    #endif
    let tree = SyntheticPageSourceGenerator(elementCount: arguments.elements, seed: 42, platform: arguments.platform).generate()
    let bytes = PageSourceWriter.write(tree, as: .xml)
    print("page source: \(arguments.platform.rawValue), \(tree.count) elements, \(bytes.count / 1024) KiB, libxml2 \(LibXML.dottedVersion)")

    var bare: [Double] = []
    var model: [Double] = []
    var modelAndIndex: [Double] = []
    var checksum = 0
    // One warm-up round of each, then alternate so drift hits all equally.
    for round in -1..<arguments.runs {
        let bareTime = try measure {
            let document = try LXDocument.parse(bytes)
            checksum &+= document.rootElementName?.count ?? 0
        }
        let modelTime = try measure {
            let read = try XMLPageSourceReader.read(bytes, file: nil)
            checksum &+= read.count
        }
        let indexTime = try measure {
            let read = try XMLPageSourceReader.read(bytes, file: nil)
            let index = LocatorIndex(read)
            checksum &+= read.count &+ index.elements(withAccessibilityID: "x").count
        }
        if round >= 0 {
            bare.append(bareTime)
            model.append(modelTime)
            modelAndIndex.append(indexTime)
        }
    }
    let baseline = median(bare)
    print("runs: \(arguments.runs) each (medians; min in brackets)")
    print("  libxml2 parse alone          \(format(baseline))  [\(format(bare.min()!))]  1.00x")
    print("  read into model              \(format(median(model)))  [\(format(model.min()!))]  \(String(format: "%.2f", median(model) / baseline))x")
    print("  read into model + index      \(format(median(modelAndIndex)))  [\(format(modelAndIndex.min()!))]  \(String(format: "%.2f", median(modelAndIndex) / baseline))x")
    print("target: model + index at most 1.50x the bare parse")
    if checksum == 42 { print("") }  // keeps the work observable
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
switch arguments.command {
case "parse":
    try parseBenchmark(arguments)
case "convert":
    try convertBenchmark(arguments)
default:
    FileHandle.standardError.write(Data("unknown benchmark \(arguments.command); available: parse, convert\n".utf8))
    exit(64)
}
