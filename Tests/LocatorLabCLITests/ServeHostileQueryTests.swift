import Foundation
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `inspect --serve` as a user starts it (the `locatorlab` executable,
/// which hands over to `locatorlab-inspect-server`), sent a catastrophic
/// regular expression while a page keeps querying: the hostile query is
/// refused at its time limit, the ordinary ones keep their answers
/// meanwhile, and nothing keeps a core busy once the refusal is sent.
@Suite("inspect --serve under a hostile query", .serialized, .timeLimit(.minutes(2)))
struct ServeHostileQueryTests {
    static let login = TestFixtures.url("inspect/ios-login.xml").path
    /// Exponential backtracking in ICU: minutes of CPU without a limit.
    static let redos = #"//*[matches('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab','^(a+)+$')]"#

    @Test func aCatastrophicRegexIsRefusedAtItsLimitWhileOrdinaryQueriesGoOn() async throws {
        let served = try ServedInspector(["inspect", Self.login, "--serve", "--port", "0", "--xpath-timeout", "2"])
        defer { served.stop() }
        #expect(try served.query("xpath", "//XCUIElementTypeButton").count == 5)

        let hostile = Task.detached { try served.query("xpath", Self.redos) }
        // Ordinary queries, one after another, for as long as the hostile one runs.
        let ordinary = Task.detached { () throws -> [ServedInspector.Answer] in
            var answers: [ServedInspector.Answer] = []
            let until = Date().addingTimeInterval(2.5)
            while Date() < until {
                answers.append(try served.query("xpath", "//XCUIElementTypeButton[starts-with(@name, 'Login.')]"))
            }
            return answers
        }
        let refusal = try await hostile.value
        let answers = try await ordinary.value

        let error = try #require(refusal.error, "\(refusal)")
        #expect(error.contains("stopped after 2 s"), "\(error)")
        #expect(refusal.count == 0)
        // The limit, plus what a loaded CI machine adds.
        #expect(refusal.seconds >= 1.9 && refusal.seconds < 8, "\(refusal.seconds) s")
        #expect(answers.count >= 5)
        #expect(answers.allSatisfy { $0.count == 3 && $0.error == nil }, "\(answers)")
        #expect(answers.map(\.seconds).max() ?? 0 < 1.5, "\(answers.map(\.seconds))")

        // Nothing spins afterwards: a core left busy would add a second of CPU in this second.
        let before = try served.cpuSeconds()
        try await Task.sleep(for: .seconds(1))
        #expect(try served.cpuSeconds() - before < 0.3)
        #expect(try served.query("xpath", "//XCUIElementTypeButton").count == 5)
    }
}
