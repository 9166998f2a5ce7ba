import Foundation
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import LocatorLabWebDriver
import LocatorLabXML
import Testing

@testable import LocatorLabServer

/// A catastrophic regular expression sent to `inspect --serve` or `replay`:
/// stopped at its time limit with a timeout error, while other clients
/// keep their answers. Limits of milliseconds and assertions on order and
/// counts, never on the time taken (house style): what a served inspector
/// checked in 4 s of wall clock and CPU bounds, and a replay in 10 s.
@Suite("A hostile evaluation is stopped at its limit and others are served")
struct HostileEvaluationTests {
    /// Exponential backtracking in ICU: minutes of CPU without a limit.
    /// ICU gives a catastrophic match up on its own after about half a
    /// second, so six of them an element keep the evaluation going.
    static let redos: String = {
        let match = "matches('\(String(repeating: "a", count: 40))b', '^(a+)+$')"
        return "//*[" + Array(repeating: match, count: 6).joined(separator: " or ") + "]"
    }()
    /// A limit no catastrophic evaluation finishes within, and an ordinary
    /// one does even in a test process busy with the other suites (with
    /// 5 ms, an ordinary query there was stopped too).
    static let limits = XPathLimits(timeLimit: 0.25)

    static func login(_ fixture: String = "replay/ios-login.xml") throws -> Screen {
        let bytes = try TestFixtures.bytes(fixture)
        return Screen(name: "ios-login.xml", tree: try PageSourceReader.read(bytes, file: fixture), source: bytes)
    }

    /// `inspect --serve`'s live query: the hostile one gets the time
    /// limit's error and no matches; the next query on the same workers is
    /// answered in full.
    @Test func aHostileLiveQueryIsStoppedAndTheNextIsAnswered() async throws {
        let service = LiveQueryService(screens: [try Self.login("inspect/ios-login.xml")], appPackage: nil, limits: Self.limits)
        let refusal = try await service.evaluate(page: 0, strategy: "xpath", value: Self.redos)
        let error = try #require(refusal.error, "\(refusal)")
        #expect(error.contains("stopped after 0.25 s"), "\(error)")
        #expect(refusal.count == 0)
        let answers = try await (0..<3).asyncMap { _ in
            try await service.evaluate(page: 0, strategy: "xpath", value: "//XCUIElementTypeButton")
        }
        #expect(answers.allSatisfy { $0.error == nil && $0.count == 5 }, "\(answers)")
    }

    /// `replay`: while one session's find holds a worker (as a hostile
    /// evaluation does until its limit: libxml2 cannot be interrupted),
    /// another session's find is answered; the hostile find then ends with
    /// the W3C `timeout` error.
    @Test func aHostileFindTimesOutWhileAnotherSessionIsAnswered() async throws {
        // A clock that stands still: a loaded machine may take longer than
        // a session's newCommandTimeout between its commands.
        let sessions = ReplaySessions(screens: [try Self.login()], now: { .zero })
        let pool = EvaluationWorkers(
            workers: (0..<2).map { _ in sessions.engines(limits: Self.limits) }, maximumWaiting: 8,
            maximumAbandoned: 2, abandoned: { 0 })
        let first = try Self.newSession(sessions)
        let second = try Self.newSession(sessions)
        let hostile = try Self.find(session: first, using: "xpath", value: Self.redos)
        let ordinary = try Self.find(session: second, using: "id", value: "login.email")

        let gates = EvaluationWorkersTests.Gates()
        let held = Task {
            try await pool.run(client: first) { engines in
                _ = gates.evaluate("hostile")
                return sessions.handle(hostile.command, body: hostile.body, engines: engines)
            }
        }
        await EvaluationWorkersTests.until { gates.started == ["hostile"] }
        let answered = try await pool.run(client: second) { engines in
            sessions.handle(ordinary.command, body: ordinary.body, engines: engines)
        }
        // Answered while the hostile find still held its worker.
        #expect(answered.encoded().status == 200)
        #expect(gates.started == ["hostile"])
        gates.open("hostile")
        let stopped = try await held.value
        #expect(stopped.encoded().status == 500)
        #expect(stopped.value.members?["error"]?.text == "timeout")
        #expect(stopped.value.members?["message"]?.text?.contains("the time limit for one evaluation") == true)
        #expect(sessions.finds.map(\.error) == [nil, "timeout"])
    }

    static func newSession(_ sessions: ReplaySessions) throws -> String {
        let reply = sessions.handle(
            try WebDriverCommand.parse(method: "POST", path: "/session"),
            body: Array(#"{"capabilities": {"alwaysMatch": {"platformName": "iOS"}}}"#.utf8), engines: nil)
        return try #require(reply.value.members?["sessionId"]?.text, "\(reply.value)")
    }

    static func find(session: String, using: String, value: String) throws -> (command: WebDriverCommand, body: [UInt8]) {
        let body = try JSONSerialization.data(withJSONObject: ["using": using, "value": value])
        return (try WebDriverCommand.parse(method: "POST", path: "/session/\(session)/element"), Array(body))
    }
}

extension Range where Bound == Int {
    /// One after another, in order.
    fileprivate func asyncMap<T>(_ transform: (Int) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for index in self { results.append(try await transform(index)) }
        return results
    }
}
