import Foundation
import LocatorLabFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs that never end or are mostly holes (issue 29, item 10):
/// `/dev/zero`, sparse files, and text read a piece at a time.
@Suite("Zeros, holes and the pieces they are read in")
struct TextInputBoundsTests {
    static func sparseFile(size: Int) throws -> String {
        let path = NSTemporaryDirectory() + "locatorlab-sparse-\(UUID().uuidString).xml"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, off_t(size)) == 0)
        close(descriptor)
        return path
    }

    /// `/dev/zero` as text was read to the limit (256 MiB for a page
    /// source) before anything looked at the bytes.
    @Test func devZeroAsTextIsRefusedAtItsFirstNULCharacter() throws {
        let error = try #require(throws: FileError.self) {
            try FileReader.read("/dev/zero", maximumBytes: 64 << 20, isText: true)
        }
        guard case .invalidText(let path, let position, let message, _) = error else {
            Issue.record("expected a NUL refusal, got \(error)")
            return
        }
        #expect(path == "/dev/zero")
        #expect(position == SourcePosition(line: 1, column: 1))
        #expect(message.hasPrefix("a NUL character (byte 0)"))
    }

    /// Without `isText` (a fingerprint of any file) zeros are bytes like
    /// any other, and `/dev/zero` ends at the limit.
    @Test func devZeroAsBytesEndsAtTheLimit() throws {
        #expect(throws: FileError.tooLarge(path: "/dev/zero", size: nil, limit: 1 << 20)) {
            try FileReader.read("/dev/zero", maximumBytes: 1 << 20)
        }
    }

    /// A sparse file over the limit costs one `fstat`.
    @Test func aHugeSparseFileIsRefusedBySizeBeforeReading() throws {
        let path = try Self.sparseFile(size: 1 << 40)
        defer { unlink(path) }
        #expect(throws: FileError.tooLarge(path: path, size: 1 << 40, limit: 256 << 20)) {
            try FileReader.read(path, maximumBytes: 256 << 20, isText: true)
        }
    }

    /// A sparse file under the limit is refused after its first piece: the
    /// descriptor has moved no further than one piece into its 64 MiB.
    @Test func zerosUnderTheLimitAreRefusedAfterOnePiece() throws {
        let path = try Self.sparseFile(size: 64 << 20)
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(throws: FileError.self) {
            try FileReader.read(descriptor, file: path, maximumBytes: 256 << 20, isText: true)
        }
        #expect(lseek(descriptor, 0, SEEK_CUR) <= 1 << 20)
        #expect(throws: FileError.self) { try FileReader.read(path, maximumBytes: 256 << 20, isText: true) }
    }

    /// A NUL character is two zero bytes at an even offset; UTF-16 text
    /// has single ones, which the decoders name as UTF-16.
    @Test func utf16TextIsNoNULCharacter() {
        let littleEndian = Array("<a>\n</a>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let bigEndian = Array("<a>\n</a>".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(FileReader.firstNUL(in: littleEndian, from: 0) == nil)
        #expect(FileReader.firstNUL(in: bigEndian, from: 0) == nil)
        #expect(FileReader.firstNUL(in: Array("ab".utf8) + [0, 0], from: 0) == 2)
        // "a\0" then "\0b": zero bytes side by side, but across two units.
        #expect(FileReader.firstNUL(in: [0x61, 0, 0, 0x62], from: 0) == nil)
        #expect(FileReader.firstNUL(in: [0x61, 0, 0, 0, 0x62, 0], from: 0) == 2)
    }

    @Test func aNULCharacterIsPlacedByLineAndColumn() throws {
        let path = NSTemporaryDirectory() + "locatorlab-nul-\(UUID().uuidString).xml"
        try Data(Array("<a>\n<b/>".utf8) + [0, 0] + Array("</a>".utf8)).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let error = try #require(throws: FileError.self) { try FileReader.read(path, maximumBytes: 1 << 20, isText: true) }
        #expect(error.description.hasPrefix("\(path):2:5: a NUL character (byte 8)"), "\(error)")
    }
}
