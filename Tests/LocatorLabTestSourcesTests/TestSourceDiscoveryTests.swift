import Foundation
import LocatorLabTestSources
import Testing

@Suite("TestSourceDiscovery")
struct TestSourceDiscoveryTests {
    @Test func aFileNamedSeveralWaysIsConvertedOnce() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("locatorlab-discovery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/LoginTest.java"
        try Data("class LoginTest {}\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: folder + "/Link.java", withDestinationPath: file)

        let (sources, problems) = TestSourceDiscovery.sources(
            in: [file, folder + "/./LoginTest.java", folder, folder + "/Link.java"])
        #expect(problems.isEmpty)
        #expect(sources.map(\.path) == [file])
    }
}
