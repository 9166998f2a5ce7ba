import Foundation
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `locatorlab inspect … --serve` as a user starts it (`locatorlab` hands
/// over to `locatorlab-inspect-server`), its port read from the `serving
/// http://…` line, and plain HTTP queries to it.
final class ServedInspector: @unchecked Sendable {
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

    /// What `/query` answered.
    struct Answer: Sendable {
        var count: Int?
        var error: String?
    }

    func query(_ strategy: String, _ value: String) throws -> Answer {
        let body = String(decoding: try JSONSerialization.data(withJSONObject: ["page": 0, "strategy": strategy, "value": value]), as: UTF8.self)
        let request = "POST /query HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
            + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        let answer = try RawConnection(port: port).exchange(request)
        guard let split = answer.range(of: "\r\n\r\n"),
            let reply = try JSONSerialization.jsonObject(with: Data(answer[split.upperBound...].utf8)) as? [String: Any]
        else { return Answer(count: nil, error: "not JSON: \(answer)") }
        return Answer(count: reply["count"] as? Int, error: reply["error"] as? String)
    }
}
