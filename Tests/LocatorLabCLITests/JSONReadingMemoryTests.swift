import Foundation
import LocatorLabTestSupport
import Testing

/// Issue 29 item 8: a valid JSON page source cost about 100 times its size
/// to read (48 MB took 4.6 GB through `JSONSerialization`), an XML one
/// about 0.5 KB per element. The same tree read from JSON must cost at most
/// twice what it costs from XML. Memory is compared, never time: the peak
/// resident size of one `locatorlab query` per form.
///
/// GNU time measures it, from a process of its own: the peak a test
/// spawns directly includes the test runner's own (posix_spawn shares the
/// runner's memory until exec, and Linux keeps the high-water mark of the
/// memory an exec replaces), which read 136 MB for XML in a busy runner
/// against 55 MB alone.
@Suite("Reading a JSON tree costs about what its XML costs")
struct JSONReadingMemoryTests {
    static let time = ExternalTool.find("time")

    @Test(.enabled(if: time != nil, "GNU time is not on PATH"))
    func peakMemoryReadingJSONIsWithinTwiceXML() throws {
        let time = try #require(Self.time)
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 50,000 elements: about 15 MB of XML and 30 MB of JSON, so the
        // reading, not the runtime's own 20–30 MB, dominates each figure.
        var peaks: [String: Int] = [:]
        for form in ["xml", "json"] {
            let path = folder.appendingPathComponent("screen.\(form)").path
            let generated = try CommandRunner.run(["generate", "--elements", "50k", "--seed", "3", "--to", form, "-o", path])
            try #require(generated.status == 0, "\(generated.standardError)")
            let report = folder.appendingPathComponent("\(form).peak").path
            let query = try ExternalTool.run(
                time,
                ["-f", "%M", "-o", report, CommandRunner.executable.path, "query", path, "Nothing.Here", "--strategy",
                 "accessibility-id"], in: folder)
            // No match, after reading the whole tree.
            #expect(query.status == 0, "\(form): \(query.output)")
            let kilobytes = try String(contentsOfFile: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            peaks[form] = try #require(Int(kilobytes), "\(form): GNU time wrote \(kilobytes)")
        }
        let xml = try #require(peaks["xml"])
        let json = try #require(peaks["json"])
        #expect(json <= 2 * xml, "peak resident size: JSON \(json) KB, XML \(xml) KB")
    }
}
