import Foundation
import LocatorLabPageSource

/// Reads the page sources a conversion is proven on: files as given, and
/// folders walked for `.xml`, `.json` and `.txt` files (hidden ones skipped),
/// in sorted order.
public enum PageSourceLoader {
    public static let extensions: Set<String> = ["xml", "json", "txt"]

    /// - Throws: `PageSourceError` for a missing or unreadable file, one in
    ///   no known format, or a folder without page sources: every locator is
    ///   proven on all of them, so none may be left out silently.
    public static func load(_ paths: [String], limits: ReadLimits = ReadLimits()) throws -> [NamedPageSource] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = TestSourceDiscovery.walk(path).filter {
                    extensions.contains(($0 as NSString).pathExtension.lowercased())
                }
                guard !found.isEmpty else {
                    throw PageSourceError.unreadableFile(
                        path: path, reason: "no page sources (.xml, .json, .txt) in this folder")
                }
                files += found
            } else {
                files.append(path)
            }
        }
        var seen = Set<String>()
        return try files.filter { seen.insert($0).inserted }.map { path in
            NamedPageSource(name: path, tree: try PageSourceReader.read(contentsOf: path, limits: limits))
        }
    }
}
