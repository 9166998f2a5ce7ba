import Foundation
import ZIPFoundation

/// A PNG of one grey, of a given size: what `replay` answers a screenshot
/// with when it was given none (a suite's `Capture Page Screenshot` step
/// then passes, and its report says the image is blank). PNG (ISO/IEC
/// 15948): the signature, an `IHDR` of an 8-bit greyscale image, one
/// `IDAT` holding the zlib stream (RFC 1950: a two-byte header, zlib's raw
/// DEFLATE through ZIPFoundation, the Adler-32 of the rows) of every row
/// (filter byte 0, then the pixels), and `IEND`, each chunk with its CRC-32.
/// A 1080 × 2340 screen is about 3 KB.
public enum BlankPNG {
    /// The image's sides are capped at 10,000 pixels (a screen's are a few
    /// thousand at most); a side of 0 is 1.
    public static func image(width: Int, height: Int, grey: UInt8 = 0xEE) throws(ReportingError) -> [UInt8] {
        let width = min(max(width, 1), 10_000)
        let height = min(max(height, 1), 10_000)
        var row = [UInt8](repeating: grey, count: width + 1)
        row[0] = 0
        let rowCount = height
        let total = (width + 1) * rowCount
        var deflated = Data()
        do {
            _ = try Data.compress(
                size: Int64(total), bufferSize: max(1 << 16, width + 1),
                provider: { position, size in
                    // Whole rows or parts of them, from where the compressor is.
                    var chunk = Data(capacity: size)
                    var offset = Int(position)
                    while chunk.count < size && offset < total {
                        let inRow = offset % (width + 1)
                        let take = min(size - chunk.count, width + 1 - inRow)
                        chunk.append(contentsOf: row[inRow..<inRow + take])
                        offset += take
                    }
                    return chunk
                },
                consumer: { deflated.append($0) })
        } catch {
            throw .packing(reason: "zlib could not compress a blank image: \(error)")
        }
        var zlib: [UInt8] = [0x78, 0x9C]
        zlib += deflated
        zlib += bigEndian(adler32(row: row, count: rowCount))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Width, height, bit depth 8, colour type 0 (greyscale), compression,
        // filter and interlace methods 0.
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(Data(typed).crc32(checksum: 0))
    }

    /// Adler-32 (RFC 1950 §9) of `count` copies of `row`.
    private static func adler32(row: [UInt8], count: Int) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for _ in 0..<count {
            for byte in row {
                a = (a + UInt32(byte)) % 65_521
                b = (b + a) % 65_521
            }
        }
        return b << 16 | a
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
