import Foundation
import LocatorLabInspection
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabXML

// `inspect`: the interactive page of a generated screen, built and written
// as `locatorlab inspect` does, against libxml2 reading the same bytes
// (the cost of looking at the page source at all), alternating. Reports the
// medians, their ratio, and the page's size against the page source's.
//
//   locatorlab-benchmarks inspect [--elements 2000] [--runs 5] [--platform android]
func inspectBenchmark(_ arguments: Arguments) throws {
    warnIfDebug()
    let elements = arguments.elements == Arguments([]).elements ? 2_000 : arguments.elements
    let runs = arguments.runsGiven ? arguments.runs : 5
    let tree = SyntheticPageSourceGenerator(elementCount: elements, seed: 42, platform: arguments.platform).generate()
    let bytes = PageSourceWriter.write(tree, as: .xml)
    print("inspect: \(arguments.platform.rawValue), \(tree.count) elements, \(bytes.count / 1024) KiB")

    var bare: [Double] = []
    var ours: [Double] = []
    var pageBytes = 0
    for round in -1..<runs {
        let bareTime = measure { _ = bytes.withUnsafeBytes { LibXMLBaseline.readMemory($0) } }
        _ = malloc_trim(0)
        let ourTime = try measure {
            let document = try PageInspector().inspect([Screen(name: "screen", tree: tree)], title: "x")
            pageBytes = try document.html().count
        }
        _ = malloc_trim(0)
        if round >= 0 {
            bare.append(bareTime)
            ours.append(ourTime)
        }
    }
    print("  runs: \(runs) each, alternating (medians; min in brackets)")
    print("  libxml2 xmlReadMemory + free   \(format(median(bare)))  [\(format(bare.min()!))]  1.00x")
    print(
        "  inspect page (model given)     \(format(median(ours)))  [\(format(ours.min()!))]  "
            + String(format: "%.0fx", median(ours) / median(bare)))
    print(
        "  page \(pageBytes / 1024) KiB = "
            + String(format: "%.2fx the page source (target <= 1.50x)", Double(pageBytes) / Double(bytes.count)))
}
