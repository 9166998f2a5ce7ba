import Foundation
import LocatorLabFiles
import LocatorLabTestSupport
import Testing

@Suite("Bounded file reads and UTF-8 text")
struct FileReaderTests {
    @Test("invalid UTF-8 is a text error at its line and character column")
    func invalidUTF8Position() throws {
        let bytes = Array("{\n\"é→x".utf8) + [0xFF] + Array("\"}".utf8)
        let error = try #require(throws: FileError.self) { try SourceText.decode(bytes, file: "bad.json") }
        guard case .invalidText(let path, let position, _, _) = error else {
            Issue.record("expected invalidText, got \(error)")
            return
        }
        #expect(path == "bad.json")
        #expect(position == SourcePosition(line: 2, column: 5))
        #expect(error.description == "bad.json:2:5: the input is not valid UTF-8; expected UTF-8 text")
    }

    @Test("a file over the limit is refused before it is read, naming its size")
    func tooLargeFile() throws {
        let path = NSTemporaryDirectory() + "locatorlab-filereader-\(UUID().uuidString).txt"
        try Data(repeating: 65, count: 100).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: FileError.tooLarge(path: path, size: 100, limit: 99)) {
            try FileReader.read(path, maximumBytes: 99)
        }
        #expect(try FileReader.read(path, maximumBytes: 100).count == 100)
    }

    @Test("a missing file and a folder are unreadable, in the words users know")
    func unreadable() throws {
        #expect(throws: FileError.unreadable(path: "/no/such/file", reason: "no such file")) {
            try FileReader.read("/no/such/file", maximumBytes: 10)
        }
        #expect(throws: FileError.unreadable(path: "/tmp", reason: "it is a directory")) {
            try FileReader.read("/tmp", maximumBytes: 10)
        }
    }

    /// `--max-bytes 9223372036854775807` trapped (SIGILL) on a pipe: the
    /// buffer was sized to "one byte past the limit" with `+ 1`.
    @Test("a stream read with the largest limit there is reads to its end", arguments: [Int.max, Int.max - 1, 1 << 62])
    func streamWithTheLargestLimit(limit: Int) throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let sent = Array(repeating: UInt8(ascii: "x"), count: 100_000)
        let writeEnd = ends[1]
        let writer = Thread {
            sent.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        #expect(try FileReader.read(ends[0], file: "<stdin>", maximumBytes: limit) == sent)
    }
}
