import Foundation
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

/// ``ScreenSignatureTable`` counts what two signatures share by merging
/// numbered tokens, and skips pairs whose sizes differ too much: it must
/// answer every pair as ``ScreenSignature/match(_:)`` does.
@Suite struct ScreenSignatureTableTests {
    @Test func everyPairMatchesAsTheSignaturesDo() throws {
        let folder = TestFixtures.url("analysis/screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xml") }.sorted()
        let fixtures = try files.map { file in
            ScreenSignature(of: try PageSourceReader.read(contentsOf: folder.appendingPathComponent(file).path))
        }
        // The fixtures are alike (1.0, 0.75) or not at all (0); these are
        // near the threshold either side (one at it), by what they share and by
        // size (the application is a token too).
        let near = try [Array(1...20), Array(1...15) + Array(21...25), Array(1...17) + Array(21...23),
            Array(1...18) + [21, 22], Array(1...14), Array(1...15), Array(1...16)].map { rows in
            ScreenSignature(of: try PageSourceReader.read(Array(Self.page(rows: rows).utf8), file: "near.xml"))
        }
        let signatures = fixtures + near
        let names = files + near.indices.map { "near \($0)" }
        // A page source in a named group has no signature, and no match.
        let table = ScreenSignatureTable(signatures + [nil])
        var seen: Set<ScreenSignature.Match> = []
        for first in signatures.indices {
            for second in signatures.indices {
                let expected = signatures[first].match(signatures[second])
                #expect(table.match(first, second) == expected, "\(names[first]) with \(names[second])")
                seen.insert(expected)
            }
            #expect(table.match(first, signatures.count) == nil)
        }
        // The fixtures hold pairs of every kind, so each path is taken.
        #expect(seen == [.sameScreen, .otherScreen, .translated])
        let similarities = near.dropFirst().map { near[0].similarity(to: $0) }
        #expect(similarities.map { ($0 * 100).rounded() } == [62, 75, 83, 71, 76, 81])
    }

    /// An iOS page source of buttons `Row.N` (labelled `Row N`) for each of `rows`.
    static func page(rows: [Int]) -> String {
        let buttons = rows.map { "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"Row.\($0)\" label=\"Row \($0)\"/>" }
        return "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"App\">"
            + buttons.joined() + "</XCUIElementTypeApplication></AppiumAUT>"
    }
}
