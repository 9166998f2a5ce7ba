import Foundation
import LocatorLabConversion
import LocatorLabFiles
import LocatorLabTestSupport
import Testing

/// `locatorlab.yml` is picked up from the scanned folder, often an untrusted
/// repository in CI: what it may hold is bounded before Yams reads it.
@Suite("convert config file: bounds")
struct ConfigurationBoundsTests {
    /// The "billion laughs": each line doubles tenfold what the last one
    /// names. 519 bytes of the same grew past 10 GB in Yams.
    static let aliasBomb: String = {
        var lines = ["convert:", "  a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let uses = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("  a\(level): &a\(level) [\(uses)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// A config text and what refusing it says; described by its start,
    /// as some are 100,000 characters long.
    struct Refusal: CustomTestStringConvertible, Sendable {
        var text: String
        var position: SourcePosition
        var message: String
        var testDescription: String { String(text.prefix(40)) }

        init(_ text: String, _ position: SourcePosition, _ message: String) {
            self.text = text
            self.position = position
            self.message = message
        }
    }

    @Test(
        "refused before Yams, where the problem is",
        arguments: [
            Refusal(aliasBomb, SourcePosition(line: 3, column: 12), "aliases (*name) are not read"),
            Refusal("convert:\n  page-sources: &p [a.xml]\n  targets: *p\n", SourcePosition(line: 3, column: 12), "aliases"),
            Refusal("convert:\n  page-sources:\n    - *p\n", SourcePosition(line: 3, column: 7), "aliases"),
            Refusal(
                "convert:\n  page-sources: " + String(repeating: "[", count: 100_000), SourcePosition(line: 2, column: 49),
                "nested more than 32 levels"),
            Refusal(
                "convert:\n  page-sources:\n" + String(repeating: "- ", count: 50_000) + "x\n",
                SourcePosition(line: 3, column: 33), "more than 16 nested '- ' on one line"),
        ])
    func refused(_ refusal: Refusal) throws {
        let started = ContinuousClock.now
        let error = try #require(throws: ConversionError.self) {
            try ConversionConfiguration.parse(refusal.text, file: "locatorlab.yml")
        }
        #expect(error.position == refusal.position)
        #expect(error.message.contains(refusal.message), "\(error.message)")
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test(
        "what looks like an alias but is text still reads",
        arguments: [
            "convert:\n  page-sources: ['*.xml', \"*/x.xml\"]  # *not an alias\n",
            "# *comment\nconvert:\n  page-sources: [a*b.xml, c.xml*]\n",
            "convert:\n  page-sources: [x.xml]\n  language: python\n",
        ])
    func accepted(text: String) throws {
        _ = try ConversionConfiguration.parse(text, file: "locatorlab.yml")
    }

    @Test func aHugeConfigFileIsRefusedWithoutReadingIt() throws {
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locatorlab.yml").path
        // Sparse: 300 MB that take no disk, and would take seconds to read.
        #expect(FileManager.default.createFile(atPath: file, contents: Data("convert: {}\n".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: 300_000_000)
        try handle.close()
        let error = try #require(throws: ConversionError.self) { try ConversionConfiguration.load(file) }
        #expect(error.message.contains("the file is 300000000 bytes"), "\(error.message)")
    }
}
