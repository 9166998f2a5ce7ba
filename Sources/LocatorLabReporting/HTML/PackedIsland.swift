import Foundation
import ZIPFoundation

/// Text an ``InteractivePage`` carries packed: raw DEFLATE (RFC 1951, what
/// browsers' `DecompressionStream("deflate-raw")` reads), then base64 in
/// lines of 76 characters (which `atob` reads, skipping the line breaks).
///
/// An inspect page's data is column after column of small numbers and
/// repeated locators: packed, the page of a real 70 KB page source went
/// from 295 KB to 46 KB; and base64 has no `<` or `&`, so nothing in the
/// data can end the element that holds it. The compressor is zlib's, through
/// ZIPFoundation, at its default level (deterministic for one zlib version).
public enum PackedIsland {
    /// The attribute value the page marks a packed element with.
    public static let encoding = "deflate-raw;base64"

    /// `bytes` deflated and base64-encoded, lines ending in `\n`.
    public static func pack(_ bytes: [UInt8]) throws(ReportingError) -> [UInt8] {
        var deflated = Data()
        deflated.reserveCapacity(bytes.count / 4 + 64)
        do {
            _ = try Data.compress(
                size: Int64(bytes.count), bufferSize: 1 << 16,
                provider: { position, size in
                    let start = Int(position)
                    return Data(bytes[start..<min(bytes.count, start + size)])
                },
                consumer: { deflated.append($0) })
        } catch {
            throw .packing(reason: "zlib could not compress it: \(error)")
        }
        return Array(deflated.base64EncodedData(options: [.lineLength76Characters, .endLineWithLineFeed]))
    }

    /// The text packed in `base64` (line breaks allowed), refused beyond
    /// `limit` bytes unpacked: for tools and tests that read a page back.
    public static func unpack(_ base64: [UInt8], limit: Int = 1 << 31) throws(ReportingError) -> [UInt8] {
        guard let deflated = Data(base64Encoded: Data(base64), options: .ignoreUnknownCharacters) else {
            throw .packing(reason: "a packed island is not base64")
        }
        var result: [UInt8] = []
        do {
            _ = try Data.decompress(
                size: Int64(deflated.count), bufferSize: 1 << 16, skipCRC32: true,
                provider: { position, size in
                    let start = Int(position)
                    return deflated.subdata(in: start..<min(deflated.count, start + size))
                },
                consumer: { chunk in
                    guard result.count + chunk.count <= limit else { throw PackedIslandLimit() }
                    result += chunk
                })
        } catch is PackedIslandLimit {
            throw .packing(reason: "a packed island unpacks to more than \(limit) bytes")
        } catch {
            throw .packing(reason: "a packed island is not raw DEFLATE: \(error)")
        }
        return result
    }
}

/// Thrown from inside ZIPFoundation's consumer to stop at the limit.
private struct PackedIslandLimit: Error {}
