import Foundation
import LocatorLabTestSupport
import Testing

/// Issue 29 item 8: a valid JSON page source cost about 100 times its size
/// to read (48 MB took 4.6 GB through `JSONSerialization`), an XML one
/// about 0.5 KB per element. The same tree read from JSON must cost at most
/// twice what it costs from XML. Memory is compared, never time: the peak
/// resident size of one `locatorlab query` per form, as the kernel counts it
/// for that process alone (`wait4`).
@Suite("Reading a JSON tree costs about what its XML costs")
struct JSONReadingMemoryTests {
    @Test func peakMemoryReadingJSONIsWithinTwiceXML() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // 50,000 elements: about 15 MB of either form, so the reading, not
        // the runtime's own 20–30 MB, dominates each figure.
        var peaks: [String: Int] = [:]
        for form in ["xml", "json"] {
            let path = folder.appendingPathComponent("screen.\(form)").path
            let generated = try CommandRunner.run(["generate", "--elements", "50k", "--seed", "3", "--to", form, "-o", path])
            try #require(generated.status == 0, "\(generated.standardError)")
            let query = try SpawnedCommand(["query", path, "Nothing.Here", "--strategy", "accessibility-id"])
            let usage = query.waitForResourceUsage()
            // No match, after reading the whole tree.
            #expect(usage.status == 0, "\(form): exit status \(usage.status)")
            peaks[form] = usage.maximumResidentKilobytes
        }
        let xml = try #require(peaks["xml"])
        let json = try #require(peaks["json"])
        #expect(json <= 2 * xml, "peak resident size: JSON \(json) KB, XML \(xml) KB")
    }
}
