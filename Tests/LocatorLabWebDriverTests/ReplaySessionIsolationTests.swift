import Foundation
import LocatorLabWebDriver
import Synchronization
import Testing

/// Sessions are a client's own, as a driver's are: ids no one can guess,
/// element references that resolve only in the session they were handed
/// to, and sessions that end when left idle past `newCommandTimeout`.
@Suite("Replay sessions are isolated and expire")
struct ReplaySessionIsolationTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        private let time = Mutex<Duration>(.zero)
        func advance(_ duration: Duration) { time.withLock { $0 += duration } }
        var now: @Sendable () -> Duration { { self.time.withLock { $0 } } }
    }

    @Test func sessionIDsAreRandomVersion4UUIDs() throws {
        let replay = try ReplayHarness()
        let ids = (0..<3).map { _ in replay.session(platform: "iOS") }
        #expect(Set(ids).count == 3)
        for id in ids {
            let uuid = try #require(UUID(uuidString: id))
            #expect(uuid.uuidString.lowercased() == id)
            #expect(id.split(separator: "-")[2].first == "4")
        }
    }

    @Test func anotherSessionsReferenceIsNoSuchElement() throws {
        let replay = try ReplayHarness()
        let first = replay.session(platform: "iOS")
        let second = replay.session(platform: "iOS")
        let email = try #require(replay.element(first, "accessibility id", "login.email"))
        #expect(replay.send("GET", "/session/\(first)/element/\(email)/text").status == 200)
        // Both sessions are on the same screen; the element is there too.
        let foreign = replay.send("GET", "/session/\(second)/element/\(email)/text")
        #expect(foreign.status == 404)
        #expect(ReplayHarness.error(foreign.value) == "no such element")
        #expect(ReplayHarness.error(replay.send("POST", "/session/\(second)/element/\(email)/click").value) == "no such element")
        let scoped = replay.find(second, "xpath", "//*", plural: true, from: email)
        #expect(ReplayHarness.error(scoped.value) == "no such element")
    }

    @Test func aForgedReferenceIsNoSuchElement() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let email = try #require(replay.element(session, "accessibility id", "login.email"))
        let parsed = try #require(ElementReference(email))
        // The session's own key and screen, an element it was never handed.
        let forged = ElementReference(
            screen: parsed.screen, element: .init(parsed.element.index + 1), sessionKey: parsed.sessionKey)
        let reply = replay.send("GET", "/session/\(session)/element/\(forged.string)/text")
        #expect(ReplayHarness.error(reply.value) == "no such element")
        // Found, it resolves.
        let all = replay.find(session, "xpath", "//*", plural: true)
        #expect(((all.value as? [Any])?.count ?? 0) > 2)
        #expect(replay.send("GET", "/session/\(session)/element/\(forged.string)/text").status == 200)
    }

    @Test func anIdleSessionExpiresAfterItsNewCommandTimeout() throws {
        let clock = ManualClock()
        let replay = try ReplayHarness(now: clock.now)
        let usual = replay.session(platform: "iOS")
        let short = replay.session(platform: "iOS", extra: #""appium:newCommandTimeout": 5"#)
        let forever = replay.session(platform: "iOS", extra: #""appium:newCommandTimeout": 0"#)
        clock.advance(.seconds(4))
        #expect(replay.send("GET", "/session/\(short)/source").status == 200)
        clock.advance(.seconds(4))
        // 4 s since its last command: alive; every command restarts the time.
        #expect(replay.send("GET", "/session/\(short)/source").status == 200)
        clock.advance(.milliseconds(5_001))
        #expect(ReplayHarness.error(replay.send("GET", "/session/\(short)/source").value) == "invalid session id")
        #expect(replay.send("GET", "/session/\(usual)/source").status == 200)
        clock.advance(.seconds(61))
        #expect(ReplayHarness.error(replay.send("GET", "/session/\(usual)/source").value) == "invalid session id")
        #expect(replay.send("GET", "/session/\(forever)/source").status == 200)
        #expect(replay.sessions.run.expiredSessions == 2)
        let listed = replay.send("GET", "/sessions").value as? [[String: Any]]
        #expect(listed?.compactMap { $0["id"] as? String } == [forever])
    }

    @Test func aNewCommandTimeoutThatIsNotANumberIsRefused() throws {
        let replay = try ReplayHarness()
        let reply = replay.send(
            "POST", "/session",
            #"{"capabilities": {"alwaysMatch": {"platformName": "iOS", "appium:newCommandTimeout": "soon"}}}"#)
        #expect(ReplayHarness.error(reply.value) == "session not created")
    }

    @Test func openSessionsAreBounded() throws {
        let replay = try ReplayHarness()
        for _ in 0..<ReplaySessions.maximumOpenSessions { _ = replay.session(platform: "iOS") }
        let reply = replay.send("POST", "/session", #"{"capabilities": {"alwaysMatch": {"platformName": "iOS"}}}"#)
        #expect(ReplayHarness.error(reply.value) == "session not created")
        #expect(ReplayHarness.message(reply.value).contains("driver.quit()"))
    }

    /// What one find adds to the run log is bounded, whatever it matched or sent.
    @Test func theRunLogKeepsABoundedPartOfEachFind() throws {
        let replay = try ReplayHarness()
        let session = replay.session(platform: "iOS")
        let long = "//*[@name='" + String(repeating: "é", count: 10_000) + "']"
        _ = replay.find(session, "xpath", long, plural: true)
        let find = try #require(replay.sessions.finds.last)
        #expect(find.valueWasCut)
        #expect(find.value.utf8.count <= ReplayedFind.maximumLoggedValueBytes)
        #expect(long.hasPrefix(find.value))
        #expect(replay.sessions.run.recordedFinds.isEmpty)
    }
}
