import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's `chromedriver` driving its `chromium` headless, started for one
/// test and stopped with it. `nil` when either is not installed (the test is
/// then skipped with that reason; CI installs both in `.ci/run`).
final class ChromeDriverProcess {
    static let driverPath = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let browserPath = ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Why the browser tests cannot run here, or `nil` when they can.
    static var unavailableReason: String? {
        if driverPath == nil { return "chromedriver is not installed (apt-get install chromium-driver)" }
        if browserPath == nil { return "chromium is not installed (apt-get install chromium)" }
        return nil
    }

    let process = Process()
    let port: Int

    init() throws {
        guard let driverPath = Self.driverPath else { throw WebDriverError.unavailable("chromedriver") }
        port = Self.freePort()
        process.executableURL = URL(fileURLWithPath: driverPath)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Ready when its status endpoint answers.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let status = try? WebDriverClient.request("GET", URL(string: "http://127.0.0.1:\(port)/status")!),
                (status["value"] as? [String: Any])?["ready"] as? Bool == true
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        stop()
        throw WebDriverError.unavailable("chromedriver did not start on port \(port)")
    }

    /// A new headless Chromium session (root needs --no-sandbox).
    func session(width: Int = 1400, height: Int = 900) throws -> WebDriverClient {
        try WebDriverClient(
            driver: URL(string: "http://127.0.0.1:\(port)")!, browser: Self.browserPath ?? "/usr/bin/chromium", width: width,
            height: height)
    }

    /// SIGKILL: `Process` hands the test runner's signal mask on, which
    /// blocks SIGTERM, so `terminate()` would leave the driver running.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { stop() }

    /// A port the kernel just handed out and released.
    static func freePort() -> Int {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
