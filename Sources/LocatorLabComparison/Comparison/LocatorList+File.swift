import Foundation
import LocatorLabFiles
import LocatorLabPageSource

extension LocatorList {
    /// The largest locators file read: a list of 100,000 locators is a few
    /// megabytes, so 64 MiB bounds only a wrong file.
    public static let maximumBytes = 64 << 20

    /// Reads a locators file (UTF-8, optional byte-order mark, LF or CRLF).
    public static func read(contentsOf path: String) throws(AnalysisError) -> LocatorList {
        // Through FileReader: a FIFO with no writer blocked for ever, and
        // `/dev/zero` was read until memory ran out.
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, maximumBytes: maximumBytes, isText: true)
        } catch {
            switch error {
            case .unreadable(_, let reason): throw .unreadableLocatorsFile(path: path, reason: reason)
            default: throw .undecodableLocatorsFile(path: path, reason: error.message)
            }
        }
        let text: String
        do {
            text = try SourceText.decode(bytes, file: path)
        } catch {
            throw .undecodableLocatorsFile(path: path, reason: error.message)
        }
        let list = parse(text, file: path)
        guard !list.entries.isEmpty else { throw .noLocators(source: path) }
        return list
    }
}
