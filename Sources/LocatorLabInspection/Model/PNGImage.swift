import Foundation
import LocatorLabFiles

/// A PNG screenshot: its bytes, as they will be embedded in the page, and
/// its size in pixels, read from the `IHDR` chunk (the first one, right
/// after the signature, as the PNG specification requires).
public struct PNGImage: Sendable, Hashable {
    public let bytes: [UInt8]
    public let width: Int
    public let height: Int

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest screenshot read: a phone's or tablet's is 1–10 MB, and
    /// the page carries it as base64, a third larger again.
    public static let maximumBytes = 100 << 20

    /// Reads the size of the PNG in `bytes`; `file` names it in errors.
    public init(bytes: [UInt8], file: String) throws(InspectionError) {
        (width, height) = try Self.size(fromHeader: bytes, file: file)
        self.bytes = bytes
    }

    /// The width and height in the first 24 bytes of a PNG.
    private static func size(fromHeader bytes: [UInt8], file: String) throws(InspectionError) -> (Int, Int) {
        guard bytes.count >= 24, Array(bytes[0..<8]) == Self.signature else {
            throw .unreadableScreenshot(file: file, reason: "it does not start with the PNG signature")
        }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw .unreadableScreenshot(file: file, reason: "the PNG has no IHDR header chunk")
        }
        let width = Self.bigEndian(bytes[16..<20])
        let height = Self.bigEndian(bytes[20..<24])
        guard width > 0, height > 0 else {
            throw .unreadableScreenshot(file: file, reason: "the PNG is \(width)×\(height) pixels")
        }
        return (width, height)
    }

    /// Reads the PNG at `path`, at most `maximumBytes`: a larger file is
    /// refused by its size before it is read (a 2 GB file was read whole
    /// first), and a FIFO is given `fifoWaitSeconds` for its first data
    /// (through `FileHandle`, one with no writer blocked for ever).
    public init(
        contentsOf path: String, maximumBytes: Int = PNGImage.maximumBytes, fifoWaitSeconds: Double = 10
    ) throws(InspectionError) {
        let read: [UInt8]
        do {
            read = try FileReader.read(path, maximumBytes: maximumBytes, fifoWaitSeconds: fifoWaitSeconds)
        } catch .tooLarge {
            throw .unreadableScreenshot(
                file: path, reason: "it is larger than \(maximumBytes) bytes, more than any screenshot")
        } catch {
            guard access(path, F_OK) == 0 else { throw .missingScreenshot(file: path) }
            throw .unreadableScreenshot(file: path, reason: error.message)
        }
        try self.init(bytes: read, file: path)
    }

    /// The image as a `data:` URL, so the page needs no other file.
    public var dataURL: String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    private static func bigEndian(_ slice: ArraySlice<UInt8>) -> Int {
        slice.reduce(0) { $0 << 8 | Int($1) }
    }
}
