import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabReporting
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// `convert --shard I/N` then `merge`: the run rebuilt from the shards'
/// parts (each through its JSON, as `merge` reads it) renders every format
/// byte for byte as the dry run on one machine, whatever the split.
@Suite("convert: shards merge into the unsharded run")
struct ConversionShardMergeTests {
    struct Suite: CustomTestStringConvertible, Sendable {
        var name: String
        var folder: String
        var pageSources: [String]
        var helpers: [XPathHelper] = []
        var testDescription: String { name }

        func resolver() throws -> AccessibilityIDResolver {
            AccessibilityIDResolver(
                pageSources: try pageSources.map { path in
                    let name = URL(fileURLWithPath: path).lastPathComponent
                    return Screen(name: name, tree: try PageSourceReader.read(TestFixtures.bytes(path), file: name))
                })
        }

        var runner: ConversionRunner { ConversionRunner(helpers: helpers) }
        var path: String { TestFixtures.url(folder).path }
    }

    static let project = ["convert/project-pagesources/ios-checkout.xml", "convert/project-pagesources/android-checkout.xml"]

    static let suites: [Suite] = [
        // Constants declared in one file and used from others, page objects, a shared constant.
        Suite(name: "java project", folder: "convert/java/project/before", pageSources: project),
        Suite(
            name: "python project", folder: "convert/python/project/before", pageSources: project,
            helpers: [XPathHelper(name: "xpath_click", replacement: "accessibility_click")]),
        Suite(name: "javascript project", folder: "convert/javascript/project/before", pageSources: project),
        Suite(name: "kotlin project", folder: "convert/kotlin/project/before", pageSources: project),
        Suite(name: "csharp project", folder: "convert/csharp/project/before", pageSources: project),
        Suite(name: "ruby project", folder: "convert/ruby/project/before", pageSources: project),
        Suite(name: "robot project", folder: "convert/robot/project/before", pageSources: project),
        Suite(name: "python scopes", folder: "convert/python/scopes/before", pageSources: project),
        // Page objects, identifier enums, helpers: names resolved across the suite.
        Suite(
            name: "swift XCUITest", folder: "convert/swift/before",
            pageSources: ["convert/swift/pagesources/ios-profile.debugdescription.txt"]),
        // Identifier requests whose numbering crosses shards, and a file that cannot be lexed.
        Suite(name: "requests across shards", folder: "convert/shards/tests", pageSources: ["convert/shards/ios-tips.xml"]),
    ]

    static func render(_ run: ConversionRun) throws -> [String: [UInt8]] {
        [
            "text": Array(run.text().utf8), "json": try ConversionReport(run).json(), "markdown": Array(run.markdown().utf8),
            "sarif": try run.sarifJSON(toolVersion: "test"), "junit": run.junit(),
        ]
    }

    /// The parts of an `total`-way split, each written and read back as JSON.
    static func parts(_ suite: Suite, total: Int) throws -> [ConversionRun.Part] {
        let resolver = try suite.resolver()
        return try (1...total).map { index in
            let part = suite.runner.part(paths: [suite.path], resolver: resolver, shard: ReportShard(index: index, total: total)!)
            let bytes = try ReportJSON.encode(part, what: "the part")
            return try JSONDecoder().decode(ConversionRun.Part.self, from: Data(bytes))
        }
    }

    /// 1, 2 and 3 shards, and more shards than groups (empty parts).
    @Test(arguments: suites)
    func mergedRendersAsTheUnshardedRunInEveryFormat(_ suite: Suite) throws {
        let whole = try Self.render(suite.runner.run(paths: [suite.path], resolver: try suite.resolver()))
        for total in [1, 2, 3, 12] {
            // Merge takes the parts in any order.
            let merged = try ConversionRun.merged(try Self.parts(suite, total: total).reversed())
            for (format, bytes) in try Self.render(merged).sorted(by: { $0.key < $1.key }) {
                let same = bytes == whole[format]
                #expect(same, "\(suite.name) in \(total) shards, \(format): the merged report differs from the unsharded one")
            }
        }
    }

    /// A part as `merge` reads it, for looking into.
    static func json(_ part: ConversionRun.Part) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(ReportJSON.encode(part, what: "the part"))) as? [String: Any])
    }

    @Test func filesTiedByAConstantGoToOneShard() throws {
        var acrossFiles = 0
        for total in [2, 3] {
            for part in try Self.parts(Self.suites[0], total: total) {
                let files = try Self.json(part)["files"] as? [[String: Any]] ?? []
                let paths = Set(files.compactMap { $0["path"] as? String })
                for file in files {
                    for locator in file["locators"] as? [[String: Any]] ?? [] {
                        guard let constant = (locator["constant"] as? [String: Any])?["file"] as? String else { continue }
                        #expect(paths.contains(constant), "\(constant) is judged apart from its locator in \(file["path"] ?? "")")
                        if constant != file["path"] as? String { acrossFiles += 1 }
                    }
                }
            }
        }
        // The suite has locators through constants of other files.
        #expect(acrossFiles > 0)
    }

    @Test func requestsForCoincidingProposalsFromTwoShardsAreNumberedAsOneRun() throws {
        let suite = Self.suites.first { $0.name == "requests across shards" }!
        let whole = suite.runner.run(paths: [suite.path], resolver: try suite.resolver())
        let proposed = whole.identifierRequests.map(\.proposed)
        #expect(proposed.count == 2)
        #expect(proposed.allSatisfy { $0.hasSuffix("_0") || $0.hasSuffix("_1") }, "\(proposed)")
        #expect(whole.problems.count == 1)
        // Weights 1 (the file that cannot be lexed), 3 and 3: three shards
        // take a file each, so each of the two elements is asked for apart.
        let parts = try Self.parts(suite, total: 3)
        let alone = try parts.map { part -> [String] in
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(ReportJSON.encode(part, what: "the part"))) as? [String: Any])
            return (json["asked"] as? [[String: Any]] ?? []).compactMap { ($0["locators"] as? [[String: Any]])?.first?["file"] as? String }
        }
        #expect(alone.map(\.count) == [0, 1, 1])
        #expect(try ConversionRun.merged(parts).identifierRequests == whole.identifierRequests)
    }

    @Test func partsThatDoNotFitAreRefused() throws {
        let suite = Self.suites.first { $0.name == "requests across shards" }!
        let parts = try Self.parts(suite, total: 2)
        #expect(throws: ShardMergeError.mismatch(file: "", reason: "the parts do not take each of the 3 test sources once")) {
            try ConversionRun.merged([parts[0]])
        }
        #expect(throws: ShardMergeError.mismatch(file: "", reason: "the parts do not take each of the 3 test sources once")) {
            try ConversionRun.merged([parts[0], parts[1], parts[1]])
        }
        let other = try Self.parts(Self.suites[0], total: 2)
        #expect(throws: ShardMergeError.self) { try ConversionRun.merged([parts[0], other[1]]) }
    }
}
