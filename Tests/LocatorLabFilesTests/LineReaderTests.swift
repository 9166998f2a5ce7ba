import Foundation
import LocatorLabFiles
import LocatorLabTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Reading lines, each held to its limit")
struct LineReaderTests {
    static func file(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "locatorlab-lines-\(UUID().uuidString).jsonl"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func lines(_ path: String, limit: Int) throws(FileError) -> [(String, Int, Bool)] {
        let reader = try LineReader(path: path, maximumLineBytes: limit, maximumBytes: 1 << 30)
        var lines: [(String, Int, Bool)] = []
        while let line = try reader.next() {
            lines.append((String(decoding: line.bytes, as: UTF8.self), line.number, line.isTerminated))
        }
        return lines
    }

    @Test func linesComeWithTheirNumbersAndWhetherALineFeedEndedThem() throws {
        let path = try Self.file(Array("one\n\nthree\nfour".utf8))
        defer { unlink(path) }
        let lines = try Self.lines(path, limit: 5)
        #expect(lines.map(\.0) == ["one", "", "three", "four"])
        #expect(lines.map(\.1) == [1, 2, 3, 4])
        #expect(lines.map(\.2) == [true, true, true, false])
    }

    @Test(arguments: [("a\nsixsix\nb\n", 2), ("a\nsixsix", 2), ("sixsix\n", 1)])
    func aLineOverTheLimitIsRefusedWithItsNumber(text: String, line: Int) throws {
        let path = try Self.file(Array(text.utf8))
        defer { unlink(path) }
        #expect(throws: FileError.lineTooLong(path: path, line: line, limit: 5)) { try Self.lines(path, limit: 5) }
        #expect(FileError.lineTooLong(path: path, line: line, limit: 5).description
            == "\(path):\(line): the line is longer than the limit of 5 bytes")
    }

    /// The line is refused once one byte past its limit has been read: of
    /// a FIFO fed `x` for ever, the writer got no further than the limit,
    /// one piece and what the pipe holds (64 KiB each). Read whole, it
    /// would have been read to `maximumBytes` (here 64 MiB).
    @Test func aLongLineIsRefusedBeforeTheRestOfItIsRead() throws {
        let path = NSTemporaryDirectory() + "locatorlab-lines-\(UUID().uuidString).fifo"
        let fifo = try EndlessFIFO(at: path, chunk: Array(repeating: UInt8(ascii: "x"), count: 4096))
        #expect(throws: FileError.lineTooLong(path: path, line: 1, limit: 1 << 20)) {
            let reader = try LineReader(path: path, maximumLineBytes: 1 << 20, maximumBytes: 64 << 20)
            _ = try reader.next()
        }
        #expect(fifo.bytesWritten() <= (1 << 20) + (4 << 16))
    }

    @Test func aZeroByteIsRefusedWhereItIs() throws {
        let path = try Self.file(Array("{}\n{\"a\":".utf8) + [0] + Array("}\n".utf8))
        defer { unlink(path) }
        let error = try #require(throws: FileError.self) { try Self.lines(path, limit: 100) }
        #expect(error.description.hasPrefix("\(path):2:6: a NUL byte"), "\(error)")
    }
}
