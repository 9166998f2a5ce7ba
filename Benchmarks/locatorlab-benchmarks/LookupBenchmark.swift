import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabXML

// Identifier lookups: `LocatorIndex.elements(withAccessibilityID:)` (what
// `bench` times as id-index), the whole `accessibility id` strategy
// through `LocatorEngine.evaluate` read as users of the result read it
// (`found.count`: compare's timings, replay, inspect), and the same with
// the array a caller that keeps the answer makes (`matches`), against a C
// hash table (libxml2's `xmlHashTable`) holding the same keys, measured
// alternately in the same run. The keys cycle over 1,024 accessibility ids
// of the page, so every side pays the same cache misses of a table as large
// as the page's.
//
//   locatorlab-benchmarks lookup [--elements N] [--runs 15] [--platform android]
//   (without --elements: 1k, 10k, 100k and 1M elements)
func lookupBenchmark(_ arguments: Arguments) throws {
    warnIfDebug()
    let sizes = arguments.elements == Arguments([]).elements
        ? [1_000, 10_000, 100_000, 1_000_000] : [arguments.elements]
    print("lookup: \(arguments.platform.rawValue); per lookup, medians of \(arguments.runs) alternating rounds; ratios against the C hash")
    for size in sizes {
        let tree = SyntheticPageSourceGenerator(elementCount: size, seed: 42, platform: arguments.platform).generate()
        let index = LocatorIndex(tree)
        let engine = LocatorEngine(tree: tree, explainsPageSourceDifferences: false)
        let attribute = tree.platform.accessibilityNameAttribute
        var counts: [String: Int] = [:]
        var order: [String] = []
        for id in tree.ids {
            guard let name = tree.attribute(attribute, of: id), !name.isEmpty else { continue }
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let table = CHashBaseline(order.map { ($0, counts[$0]!) })
        // 1,024 keys spread over the page (repeated on a smaller one), so a
        // key is picked with a mask and no division.
        let step = max(1, order.count / 1024)
        let keys = (0..<1024).map { order[($0 * step) % order.count] }
        let batch = 200_000

        var hash: [Double] = []
        var indexed: [Double] = []
        var evaluated: [Double] = []
        var arrays: [Double] = []
        var ratios: [Double] = []
        var checksum = 0
        for round in -1..<arguments.runs {
            let c = measure {
                for i in 0..<batch { checksum &+= table.value(of: keys[i & 1023]) ?? 0 }
            } / Double(batch)
            let ours = measure {
                for i in 0..<batch { checksum &+= index.elements(withAccessibilityID: keys[i & 1023]).count }
            } / Double(batch)
            let whole = try measure {
                for i in 0..<batch / 4 {
                    checksum &+= try engine.evaluate(.accessibilityID(keys[i & 1023])).found.count
                }
            } / Double(batch / 4)
            let kept = try measure {
                for i in 0..<batch / 4 {
                    checksum &+= try engine.evaluate(.accessibilityID(keys[i & 1023])).matches.count
                }
            } / Double(batch / 4)
            if round >= 0 {
                hash.append(c)
                indexed.append(ours)
                evaluated.append(whole)
                arrays.append(kept)
                ratios.append(ours / c)
            }
        }
        let nanoseconds = { (values: [Double]) in String(format: "%6.1f ns", median(values) * 1e6) }
        print(
            "  \(String(tree.count).padding(toLength: 8, withPad: " ", startingAt: 0)) elements, \(order.count) ids  "
                + "C hash \(nanoseconds(hash))  LocatorIndex \(nanoseconds(indexed)) "
                + String(format: "%.2fx", median(ratios))
                + "  LocatorEngine.evaluate \(nanoseconds(evaluated)) "
                + String(format: "%.2fx", median(evaluated) / median(hash))
                + "  + matches array \(nanoseconds(arrays)) "
                + String(format: "%.2fx", median(arrays) / median(hash)))
        if checksum == 42 { print("") }
    }
}
