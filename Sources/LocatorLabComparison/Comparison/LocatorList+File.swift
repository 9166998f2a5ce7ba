import Foundation
import LocatorLabPageSource

extension LocatorList {
    /// Reads a locators file (UTF-8, optional byte-order mark, LF or CRLF).
    public static func read(contentsOf path: String) throws(AnalysisError) -> LocatorList {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied"
            throw .unreadableLocatorsFile(path: path, reason: reason)
        }
        let text: String
        do {
            text = try SourceText.decode([UInt8](data), file: path)
        } catch {
            throw .undecodableLocatorsFile(path: path, reason: (error as? PageSourceError)?.message ?? "\(error)")
        }
        let list = parse(text, file: path)
        guard !list.entries.isEmpty else { throw .noLocators(source: path) }
        return list
    }
}
