import Foundation
import LocatorLabFiles
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

@Suite("Reading a FIFO")
struct FIFOInputTests {
    static func makeFIFO() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("source.xml").path
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    /// Opening a FIFO with no writer used to block for ever.
    @Test func aFIFOWithNoWriterIsRefusedInsteadOfBlocking() throws {
        let path = try Self.makeFIFO()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        #expect {
            _ = try PageSourceReader.readFile(path, fifoWaitSeconds: 0.2)
        } throws: { error in
            (error as? PageSourceError)?.message.contains("no data arrived") == true
        }
    }

    @Test func aFIFOWithAWriterIsRead() throws {
        let path = try Self.makeFIFO()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let text = #"<hierarchy rotation="0"><android.widget.TextView text="Hi"/></hierarchy>"#
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: path) {
                handle.write(Data(text.utf8))
                try? handle.close()
            }
        }
        writer.start()
        let bytes = try PageSourceReader.readFile(path, fifoWaitSeconds: 5)
        #expect(bytes == Array(text.utf8))
    }

    /// `cat /dev/zero > fifo`: refused at the first NUL character, after
    /// one 64 KiB piece and what the pipe held; it was read to --max-bytes
    /// (here 64 MiB) and refused as too large.
    @Test func aFIFOFedZerosIsRefusedAtTheFirstNULCharacter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locatorlab-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("zeros.xml").path
        let fifo = try EndlessFIFO(at: path, chunk: Array(repeating: 0, count: 4096))
        let error = try #require(throws: PageSourceError.self) {
            try PageSourceReader.readFile(path, limits: ReadLimits(maximumBytes: 64 << 20), fifoWaitSeconds: 5)
        }
        #expect(error.message.hasPrefix("a NUL character (byte 0)"), "\(error)")
        #expect(error.position == SourcePosition(line: 1, column: 1))
        #expect(fifo.bytesWritten() <= 4 << 16)
    }

    /// `query /dev/zero`: the same refusal, where it was read to the
    /// 256 MiB default limit first.
    @Test func devZeroIsNoPageSource() throws {
        let error = try #require(throws: PageSourceError.self) { try PageSourceReader.readFile("/dev/zero") }
        #expect(error.description.hasPrefix("/dev/zero:1:1: "), "\(error)")
        #expect(error.message.contains("a NUL character"))
    }

    /// UTF-16 without a byte-order mark has single zero bytes in every
    /// character; read from a file it is still named, not refused as zeros.
    @Test func aUTF16FileIsStillNamedAsUTF16() throws {
        let path = NSTemporaryDirectory() + "locatorlab-utf16-\(UUID().uuidString).xml"
        let text = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>"#
        try Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: PageSourceError.self) { try PageSourceReader.read(contentsOf: path) }
        #expect(error.message.hasPrefix("the input looks like UTF-16 (little-endian) without a byte-order mark"), "\(error)")
    }
}
