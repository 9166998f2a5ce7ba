import Foundation
import Testing

@testable import LocatorLabServer

/// A request's deadline ends with its work: no timer stays armed for the
/// 10–30 s it was set for (an idle server once woke for half a minute
/// after a burst of queries, 0.16 s of CPU in 5 s). What a body finished
/// with after its deadline is dropped, except a socket read's bytes, which
/// are gone from the socket once read.
@Suite("Deadlines end with their work and never drop bytes read")
struct DeadlineTests {
    @Test func noTimerOutlivesItsWork() async throws {
        let before = DeadlineTimer.armed
        for _ in 0..<200 {
            // An hour: a starved pool (every suite shares two threads) may
            // take seconds to run the work; the deadline must not be what ends it.
            let answer = await withDeadline(ContinuousClock.now + .seconds(3600)) { 42 }
            #expect(try answer?.get() == 42)
        }
        // Other suites' servers arm and end their own meanwhile (a few at a
        // time); 200 left armed would be these.
        #expect(DeadlineTimer.armed < before + 100)
    }

    @Test func aDeadlineThatPassesCancelsTheWork() async {
        let answer = await withDeadline(ContinuousClock.now + .milliseconds(20)) {
            try await Task.sleep(for: .seconds(60))
            return 1
        }
        #expect(answer == nil)
    }

    /// Work that ignores cancellation and ends 50 ms after a 1 ms deadline,
    /// as a read that had already returned when the timer fired.
    private static func lateWork(keepingLateSuccess: Bool) async -> Result<[UInt8], any Error>? {
        await withDeadline(ContinuousClock.now + .milliseconds(1), keepingLateSuccess: keepingLateSuccess) {
            usleep(50_000)
            return Array("GET / HTTP/1.1\r\n".utf8)
        }
    }

    @Test func lateWorkIsDroppedByDefault() async {
        #expect(await Self.lateWork(keepingLateSuccess: false) == nil)
    }

    /// Before, the bytes were dropped too, and the reader closed a
    /// connection that had sent a whole request as idle: its client got an
    /// empty reply (seen under load in the server suites).
    @Test func bytesReadLateAreKept() async throws {
        let result = try #require(await Self.lateWork(keepingLateSuccess: true))
        #expect(try result.get() == Array("GET / HTTP/1.1\r\n".utf8))
    }

    @Test func aLateFailureIsStillNoAnswer() async {
        let result = await withDeadline(ContinuousClock.now + .milliseconds(1), keepingLateSuccess: true) {
            usleep(50_000)
            throw CancellationError()
        }
        #expect(result == nil)
    }
}
