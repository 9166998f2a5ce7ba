import Foundation
import LocatorLabPageSource
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
}
