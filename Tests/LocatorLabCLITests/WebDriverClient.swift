import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A W3C WebDriver session (the protocol Appium speaks) on chromedriver, over
/// plain HTTP: navigate, find, click, type, run a script,
/// take a screenshot.
final class WebDriverClient {
    let base: URL

    init(driver: URL, browser: String, width: Int, height: Int) throws {
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": browser,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
                        ],
                    ],
                ]
            ]
        ]
        let answer = try Self.request("POST", driver.appendingPathComponent("session"), body: capabilities)
        guard let value = answer["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw WebDriverError.failed("no session: \(answer)")
        }
        base = driver.appendingPathComponent("session").appendingPathComponent(id)
    }

    func open(_ url: String) throws {
        _ = try call("POST", "url", ["url": url])
    }

    /// Runs `script` (a function body) in the page and returns its value.
    @discardableResult
    func script(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try call("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// The element reference for a CSS selector.
    func element(_ selector: String) throws -> String {
        let value = try call("POST", "element", ["using": "css selector", "value": selector])
        guard let reference = (value as? [String: Any])?.values.first as? String else {
            throw WebDriverError.failed("no element \(selector)")
        }
        return reference
    }

    func click(_ selector: String) throws {
        _ = try call("POST", "element/\(try element(selector))/click", [:])
    }

    func type(_ text: String, into selector: String) throws {
        _ = try call("POST", "element/\(try element(selector))/value", ["text": text])
    }

    func screenshot() throws -> Data {
        guard let text = try call("GET", "screenshot") as? String, let data = Data(base64Encoded: text) else {
            throw WebDriverError.failed("no screenshot")
        }
        return data
    }

    /// Polls `condition` (a script returning true) for up to `seconds`.
    func wait(for condition: String, seconds: Double = 10) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try script(condition) as? Bool == true { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw WebDriverError.failed("timed out waiting for: \(condition)")
    }

    func quit() {
        _ = try? Self.request("DELETE", base)
    }

    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
        let answer = try Self.request(method, base.appendingPathComponent(path), body: body)
        if let value = answer["value"] as? [String: Any], let error = value["error"] as? String {
            throw WebDriverError.failed("\(error): \(value["message"] ?? "")")
        }
        return answer["value"]
    }

    /// One JSON request, synchronously, over a plain socket: HTTP/1.1 with
    /// `Connection: close`, read to the end. (FoundationNetworking's
    /// URLSession fails on chromedriver's answers here: "Failed writing header".)
    static func request(_ method: String, _ url: URL, body: [String: Any]? = nil) throws -> [String: Any] {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let port = UInt16(url.port ?? 80)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw WebDriverError.failed("socket: \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw WebDriverError.failed("cannot connect to \(url): \(errno)") }
        let path = url.path.isEmpty ? "/" : url.path
        var message = Data(
            ("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
                + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(payload.count)\r\n\r\n").utf8)
        message.append(payload)
        try message.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let written = send(descriptor, buffer.baseAddress! + sent, buffer.count - sent, 0)
                guard written > 0 else { throw WebDriverError.failed("send failed: \(errno)") }
                sent += written
            }
        }
        // Read to the end of the body (Content-Length; chromedriver may keep
        // the connection open despite `Connection: close`), or to EOF.
        var answer = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        var split: Range<Data.Index>?
        var expectedLength: Int?
        while true {
            if split == nil, let found = answer.range(of: Data("\r\n\r\n".utf8)) {
                split = found
                let head = String(decoding: answer[..<found.lowerBound], as: UTF8.self).lowercased()
                expectedLength = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
            }
            if let split, let expectedLength, answer.count - split.upperBound >= expectedLength { break }
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count <= 0 { break }
            answer.append(contentsOf: chunk[0..<count])
        }
        guard let split else { throw WebDriverError.failed("no HTTP answer from \(url)") }
        let headers = String(decoding: answer[..<split.lowerBound], as: UTF8.self).lowercased()
        var content = answer[split.upperBound...]
        if headers.contains("transfer-encoding: chunked") { content = dechunked(Data(content))[...] }
        return try JSONSerialization.jsonObject(with: Data(content)) as? [String: Any] ?? [:]
    }

    private static func dechunked(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16) ?? 0
            if size == 0 { break }
            let start = line.upperBound
            result.append(rest[start..<start + size])
            rest = rest[(start + size + 2)...]
        }
        return result
    }
}
