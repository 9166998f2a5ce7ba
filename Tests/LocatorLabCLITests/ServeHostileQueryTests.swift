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

    /// The served process and its port, read from its `serving http://…` line.
    final class Served: @unchecked Sendable {
        let process = Process()
        let port: Int

        init(_ arguments: [String]) throws {
            process.executableURL = CommandRunner.executable
            process.arguments = arguments
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            var announced = ""
            let deadline = Date().addingTimeInterval(30)
            while !announced.contains("\n"), Date() < deadline {
                let chunk = errors.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                announced += String(decoding: chunk, as: UTF8.self)
            }
            guard let url = announced.split(separator: " ").first(where: { $0.hasPrefix("http://127.0.0.1:") }),
                let port = Int(url.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber })
            else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw POSIXError(.ECONNREFUSED)
            }
            self.port = port
        }

        /// SIGKILL: the test runner's blocked SIGTERM is inherited (see SpawnedCommand).
        func stop() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        /// CPU seconds the server has used (user and system), from /proc.
        func cpuSeconds() throws -> Double {
            let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
            // The fields after the parenthesised name; utime and stime are the 14th and 15th.
            let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
            let ticks = try #require(Double(fields[11])) + (try #require(Double(fields[12])))
            return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        }

        /// What `/query` answered, and how long the exchange took.
        struct Answer: Sendable {
            var count: Int?
            var error: String?
            var seconds: Double
        }

        func query(_ strategy: String, _ value: String) throws -> Answer {
            let body = String(decoding: try JSONSerialization.data(withJSONObject: ["page": 0, "strategy": strategy, "value": value]), as: UTF8.self)
            let request = "POST /query HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
                + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            let started = Date()
            let answer = try RawConnection(port: port).exchange(request)
            let seconds = Date().timeIntervalSince(started)
            guard let split = answer.range(of: "\r\n\r\n"),
                let reply = try JSONSerialization.jsonObject(with: Data(answer[split.upperBound...].utf8)) as? [String: Any]
            else { return Answer(count: nil, error: "not JSON: \(answer)", seconds: seconds) }
            return Answer(count: reply["count"] as? Int, error: reply["error"] as? String, seconds: seconds)
        }
    }

    @Test func aCatastrophicRegexIsRefusedAtItsLimitWhileOrdinaryQueriesGoOn() async throws {
        let served = try Served(["inspect", Self.login, "--serve", "--port", "0", "--xpath-timeout", "2"])
        defer { served.stop() }
        #expect(try served.query("xpath", "//XCUIElementTypeButton").count == 5)

        let hostile = Task.detached { try served.query("xpath", Self.redos) }
        // Ordinary queries, one after another, for as long as the hostile one runs.
        let ordinary = Task.detached { () throws -> [Served.Answer] in
            var answers: [Served.Answer] = []
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

    /// The deadlines of a request end with it: after a burst of queries
    /// the idle server does nothing. Each request's timers used to stay
    /// armed until the time they were set for (10–30 s), and firing woke
    /// the server for half a minute after a burst (0.16 s of CPU in 5 s).
    @Test func anIdleServerDoesNothingAfterABurstOfQueries() async throws {
        let served = try Served(["inspect", Self.login, "--serve", "--port", "0"])
        defer { served.stop() }
        let started = Date()
        var answered = 0
        while Date().timeIntervalSince(started) < 3 {
            if try served.query("accessibility id", "Login.Submit").count == 1 { answered += 1 }
        }
        #expect(answered > 100)
        // The request deadlines (10 s) of the burst come due in this window.
        try await Task.sleep(for: .seconds(max(0, 9.5 - Date().timeIntervalSince(started))))
        let before = try served.cpuSeconds()
        try await Task.sleep(for: .seconds(4))
        let used = try served.cpuSeconds() - before
        #expect(used < 0.05, "\(used) s of CPU in 4 s of idling after \(answered) queries")
    }
}
