import Foundation
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabServer
import LocatorLabWebDriver
import LocatorLabXML

#if canImport(Glibc)
    import Glibc
#endif

/// `replay`: what a find costs through `locatorlab replay` (HTTP, routing,
/// the session lock, an evaluation worker, JSON) above the evaluation
/// itself, on one screen of `--elements` (default 1,000 here), measured
/// in the same run, interleaved in rounds: the p50 of each and of their
/// difference. Then 40 sessions × 25 finds at once, every answer checked.
func replayBenchmark(_ arguments: Arguments) throws {
    warnIfDebug()
    let elements = arguments.elements == 100_000 ? 1_000 : arguments.elements
    let tree = SyntheticPageSourceGenerator(elementCount: elements, seed: 42, platform: .ios).generate()
    let bytes = PageSourceWriter.write(tree, as: .xml)
    let screen = Screen(name: "synthetic.xml", tree: try PageSourceReader.read(bytes, file: "synthetic.xml"), source: bytes, screenshot: nil)
    let engine = LocatorEngine(tree: screen.tree, explainsPageSourceDifferences: false)
    // Elements whose name selects exactly them: the finds of the run.
    let unique = screen.tree.ids.compactMap { id -> (ElementID, String)? in
        guard let name = screen.tree.attribute("name", of: id), !name.isEmpty,
            (try? engine.evaluate(.accessibilityID(name)).matches) == [id]
        else { return nil }
        return (id, name)
    }
    guard unique.count >= 25 else {
        print("replay: the synthetic screen has only \(unique.count) uniquely named elements; give more --elements")
        return
    }
    let server = try ReplayServer(sessions: ReplaySessions(screens: [screen]), port: 0)
    let serving = Task { try? await server.run() }
    defer { serving.cancel() }
    let port = try blockingPort(server)
    print("replay: ios, \(screen.tree.count) elements, 127.0.0.1:\(port), one keep-alive connection per session")

    let (target, name) = unique[unique.count * 2 / 3]
    let type = screen.tree.type(of: target)
    let locators: [(String, Locator)] = [
        ("accessibility id", .accessibilityID(name)),
        ("//Type[@name=…]", .xpath("//\(type)[@name=\(XPathLiteral.quoted(name))]")),
    ]
    let client = try BenchmarkHTTPClient(port: port)
    let session = try client.newSession()
    for (label, locator) in locators {
        let body = findBody(locator)
        var alone: [Double] = []
        var through: [Double] = []
        var checksum = 0
        let finds = 1_000
        // The answer must be the element: an error answer is quicker and
        // would be timed instead of the find.
        let first = String(decoding: try client.post("/session/\(session)/element", body), as: UTF8.self)
        guard reference(in: first)?.element == target else {
            throw BenchmarkHTTPClient.Failure(message: "replay answered \(label) with \(first.prefix(300)), not the element")
        }
        for _ in 0..<10 { _ = try client.post("/session/\(session)/element", body) }
        // Interleaved in rounds of 100 so that drift of the machine falls on both.
        for _ in 0..<(finds / 100) {
            for _ in 0..<100 { alone.append(try measure { checksum &+= try engine.evaluate(locator).matches.count }) }
            for _ in 0..<100 {
                through.append(try measure { checksum &+= try client.post("/session/\(session)/element", body).count })
            }
        }
        let (evaluation, replay) = (median(alone), median(through))
        print(
            "  \(label.padding(toLength: 18, withPad: " ", startingAt: 0)) evaluation p50 \(format(evaluation))  "
                + "through replay p50 \(format(replay))  above \(format(replay - evaluation))  "
                + "p95 \(format(percentile(through, 0.95)))  (\(finds) finds each)")
        if checksum == 42 { print("") }
    }

    // 40 sessions × 25 finds at once, each answer checked against the element.
    let sessions = 40
    let perSession = 25
    let results = ConcurrentResults()
    let started = ContinuousClock.now
    DispatchQueue.concurrentPerform(iterations: sessions) { index in
        do {
            let client = try BenchmarkHTTPClient(port: port)
            let session = try client.newSession()
            for find in 0..<perSession {
                let (element, name) = unique[(index * 7 + find * 13) % unique.count]
                var answer: [UInt8] = []
                let time = try measure { answer = try client.post("/session/\(session)/element", findBody(.accessibilityID(name))) }
                let found = reference(in: String(decoding: answer, as: UTF8.self))
                results.add(time: time, right: found?.screen == 0 && found?.element == element)
            }
        } catch {
            results.add(time: 0, right: false)
        }
    }
    let wall = ContinuousClock.now - started
    let (times, right) = results.snapshot()
    print(
        "  \(sessions) sessions × \(perSession) finds at once: \(right) of \(sessions * perSession) answers right, "
            + "wall \(format(Double(wall.components.seconds) * 1e3 + Double(wall.components.attoseconds) / 1e15)), "
            + "per find p50 \(format(median(times))) p95 \(format(percentile(times, 0.95)))")
}

/// The element reference in a find's answer (the session's key is its
/// middle; screen and element are its ends).
private func reference(in answer: String) -> ElementReference? {
    answer.split(separator: "\"").lazy.compactMap { ElementReference(String($0)) }.first
}

/// A find's body. Every locator here goes on the wire (none is `xcuitest`):
/// a missing wire name printed `Optional(…)` into the body before, which
/// replay refused, so the timings were of error answers.
private func findBody(_ locator: Locator) -> String {
    let value = locator.value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "{\"using\": \"\(locator.strategy.webDriverName ?? locator.strategy.displayName)\", \"value\": \"\(value)\"}"
}

private func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

private func blockingPort(_ server: ReplayServer) throws -> Int {
    let box = ConcurrentResults()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.port = try? await server.port()
        done.signal()
    }
    done.wait()
    guard let port = box.port else { throw BenchmarkHTTPClient.Failure(message: "the replay did not listen") }
    return port
}

/// Times and verdicts gathered from many threads.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Double] = []
    private var right = 0
    var port: Int?

    func add(time: Double, right isRight: Bool) {
        lock.withLock {
            times.append(time)
            if isRight { right += 1 }
        }
    }

    func snapshot() -> ([Double], Int) { lock.withLock { (times, right) } }
}
