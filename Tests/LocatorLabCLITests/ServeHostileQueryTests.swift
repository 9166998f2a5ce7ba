import Foundation
import LocatorLabTestSupport
import Testing

/// `inspect --serve` as a user starts it (the `locatorlab` executable,
/// which hands over to `locatorlab-server`), sent a catastrophic regular
/// expression: refused with the time limit's error, and the server answers
/// the next query. One end-to-end check, with a limit of a second (the
/// next query must be answered within it, also on a machine busy with the
/// other suites: 5 ms stopped it there too) and no bound on the time
/// taken; that the limit holds while other clients
/// are served is HostileEvaluationTests' and EvaluationWorkersTests'
/// (LocatorLabServerTests), without a process or a clock.
@Suite("inspect --serve under a hostile query", .timeLimit(.minutes(2)))
struct ServeHostileQueryTests {
    static let login = TestFixtures.url("inspect/ios-login.xml").path
    /// Exponential backtracking in ICU: minutes of CPU without a limit.
    static let redos = #"//*[matches('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab','^(a+)+$')]"#

    @Test func aCatastrophicRegexIsRefusedAtItsLimitAndTheNextQueryIsAnswered() throws {
        let served = try ServedInspector(["inspect", Self.login, "--serve", "--port", "0", "--xpath-timeout", "1"])
        defer { served.stop() }
        let refusal = try served.query("xpath", Self.redos)
        let error = try #require(refusal.error, "\(refusal)")
        #expect(error.contains("stopped after 1 s"), "\(error)")
        #expect(refusal.count == 0)
        let answer = try served.query("xpath", "//XCUIElementTypeButton[starts-with(@name, 'Login.')]")
        #expect(answer.count == 3 && answer.error == nil, "\(answer)")
    }
}
