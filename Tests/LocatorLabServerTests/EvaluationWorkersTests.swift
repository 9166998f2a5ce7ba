import Foundation
import Synchronization
import Testing

@testable import LocatorLabServer

/// The order in which ``EvaluationWorkers`` serves its clients, with
/// evaluations that block until the test lets them go: no timing, only
/// which evaluation started and finished when.
@Suite("Evaluation workers are fair between clients", .serialized)
struct EvaluationWorkersTests {
    /// Evaluations held until released, and the order they started in.
    final class Gates: Sendable {
        private let state = Mutex<(started: [String], open: Set<String>)>(([], []))

        /// Blocks the worker thread until `name` is opened.
        func evaluate(_ name: String) -> String {
            state.withLock { $0.started.append(name) }
            while !state.withLock({ $0.open.contains(name) }) { usleep(200) }
            return name
        }

        func open(_ name: String) { state.withLock { _ = $0.open.insert(name) } }
        var started: [String] { state.withLock { $0.started } }
    }

    static func workers(_ count: Int) -> EvaluationWorkers<Int> {
        EvaluationWorkers(workers: Array(0..<count), maximumWaiting: 16, maximumAbandoned: 2, abandoned: { 0 })
    }

    /// Waits (yielding, bounded by a count of steps, not a time) until `condition` holds.
    static func until(_ condition: () -> Bool) async {
        for _ in 0..<20_000 where !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    }

    @Test func aClientWaitsBehindItselfWhileAnotherIsServed() async throws {
        let pool = Self.workers(2)
        let gates = Gates()
        let first = Task { try await pool.run(client: "hostile") { _ in gates.evaluate("h1") } }
        await Self.until { gates.started == ["h1"] }
        let second = Task { try await pool.run(client: "hostile") { _ in gates.evaluate("h2") } }
        await Self.until { pool.waitingCount == 1 }
        // A worker is free, but not for the hostile client's second find.
        let other = Task { try await pool.run(client: "suite") { _ in gates.evaluate("s1") } }
        await Self.until { gates.started.count == 2 }
        #expect(gates.started == ["h1", "s1"])
        gates.open("s1")
        #expect(try await other.value == "s1")
        #expect(gates.started == ["h1", "s1"])
        gates.open("h1")
        gates.open("h2")
        #expect(try await first.value == "h1")
        #expect(try await second.value == "h2")
        #expect(gates.started == ["h1", "s1", "h2"])
    }

    @Test func aFreeWorkerGoesToTheClientServedLeastRecently() async throws {
        let pool = Self.workers(1)
        let gates = Gates()
        let a1 = Task { try await pool.run(client: "a") { _ in gates.evaluate("a1") } }
        await Self.until { gates.started == ["a1"] }
        let a2 = Task { try await pool.run(client: "a") { _ in gates.evaluate("a2") } }
        await Self.until { pool.waitingCount == 1 }
        let b1 = Task { try await pool.run(client: "b") { _ in gates.evaluate("b1") } }
        await Self.until { pool.waitingCount == 2 }
        gates.open("a1")
        await Self.until { gates.started.count == 2 }
        // a's second find arrived first, but b has not been served yet.
        #expect(gates.started == ["a1", "b1"])
        gates.open("b1")
        gates.open("a2")
        _ = try await (a1.value, a2.value, b1.value)
        #expect(gates.started == ["a1", "b1", "a2"])
    }

    @Test func slowClientsKeepOffTheLastFreeWorker() async throws {
        let pool = Self.workers(2)
        let gates = Gates()
        // Both clients' last evaluation ran into its limit.
        for client in ["x", "y"] {
            _ = try await pool.run(client: client, isSlow: { _ in true }) { _ in "slow" }
        }
        let x = Task { try await pool.run(client: "x") { _ in gates.evaluate("x") } }
        await Self.until { gates.started == ["x"] }
        let y = Task { try await pool.run(client: "y") { _ in gates.evaluate("y") } }
        await Self.until { pool.waitingCount == 1 }
        let suite = Task { try await pool.run(client: "suite") { _ in gates.evaluate("s") } }
        await Self.until { gates.started.count == 2 }
        #expect(gates.started == ["x", "s"])
        gates.open("s")
        _ = try await suite.value
        gates.open("x")
        gates.open("y")
        _ = try await (x.value, y.value)
        #expect(gates.started == ["x", "s", "y"])
    }

    @Test func withoutAClientEvaluationsRunAsWorkersFree() async throws {
        let pool = Self.workers(2)
        let gates = Gates()
        let one = Task { try await pool.run { _ in gates.evaluate("1") } }
        let two = Task { try await pool.run { _ in gates.evaluate("2") } }
        await Self.until { gates.started.count == 2 }
        #expect(Set(gates.started) == ["1", "2"])
        gates.open("1")
        gates.open("2")
        _ = try await (one.value, two.value)
    }
}
