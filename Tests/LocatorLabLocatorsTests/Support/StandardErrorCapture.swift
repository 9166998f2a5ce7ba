#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Runs `body` with file descriptor 2 redirected to a temporary file and
/// returns what was written there, to prove libxml2 printed nothing. Other
/// tests running at the same moment may write too, so callers look for
/// libxml2's own wording rather than expecting silence.
func capturingStandardError<T>(_ body: () throws -> T) rethrows -> (result: T, output: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-stderr-\(UUID().uuidString)").path
    let file = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
    precondition(file >= 0, "cannot create \(path)")
    fflush(nil)
    let saved = dup(2)
    dup2(file, 2)
    defer {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        close(file)
        unlink(path)
    }
    let result = try body()
    fflush(nil)
    let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return (result, output)
}
