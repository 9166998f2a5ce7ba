import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Captures what the process writes to file descriptor 2 while `body` runs,
/// to prove that libxml2 prints nothing behind the library's back.
public enum StandardErrorCapture {
    private static let lock = NSLock()

    public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, stderr: String) {
        lock.lock()
        defer { lock.unlock() }
        let path = NSTemporaryDirectory() + "locatorlab-stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        fflush(nil)
        let saved = dup(2)
        let target = open(path, O_WRONLY)
        dup2(target, 2)
        close(target)
        let result: T
        do {
            result = try body()
        } catch {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
            throw error
        }
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return (result, foreignLines(in: text))
    }

    /// The test runner reports progress on stderr too, in lines that start
    /// with a symbol; anything else written meanwhile came from the code
    /// under test (libxml2 writes plain ASCII lines such as "XPath error").
    private static func foreignLines(in text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { line in line.unicodeScalars.first.map(\.isASCII) ?? false }
            .joined(separator: "\n")
    }
}
