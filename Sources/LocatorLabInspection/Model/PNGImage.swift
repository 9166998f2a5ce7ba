import Foundation

/// A PNG screenshot: its bytes, as they will be embedded in the page, and
/// its size in pixels, read from the `IHDR` chunk (the first one, right
/// after the signature, as the PNG specification requires).
public struct PNGImage: Sendable, Hashable {
    public let bytes: [UInt8]
    public let width: Int
    public let height: Int

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the size of the PNG in `bytes`; `file` names it in errors.
    public init(bytes: [UInt8], file: String) throws(InspectionError) {
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
        self.bytes = bytes
        self.width = width
        self.height = height
    }

    /// Reads the PNG at `path`.
    public init(contentsOf path: String) throws(InspectionError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .missingScreenshot(file: path)
        }
        try self.init(bytes: [UInt8](data), file: path)
    }

    /// The image as a `data:` URL, so the page needs no other file.
    public var dataURL: String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    private static func bigEndian(_ slice: ArraySlice<UInt8>) -> Int {
        slice.reduce(0) { $0 << 8 | Int($1) }
    }
}
