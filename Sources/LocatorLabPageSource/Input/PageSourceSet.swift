import Foundation
import LocatorLabFiles
import LocatorLabModel

/// The page sources a command is given: files as named, folders walked
/// (`FolderWalk`) for `.xml`, `.json` and `.txt` files. A file found in a
/// folder that is in no page-source format is skipped and reported: the
/// bundled `samples/` holds `locators.txt` beside its dumps, and one such
/// file used to fail the whole run. A named file is never skipped, and
/// neither is a folder's file that is a page source with an error in it.
/// Each file is read once, under the first path that reached it
/// (``FileIdentity``: `x.xml` and `./x.xml`, or a folder given twice).
public struct PageSourceSet: Sendable {
    public static let extensions: Set<String> = ["xml", "json", "txt"]

    /// Each named as given or found (`<stdin>` for `-`).
    public var pageSources: [Screen]
    /// Files found in folders that are not page sources (`unknownFormat`).
    public var skipped: [PageSourceError]

    /// Reads `paths` in order, each file once however it is spelt; `-`
    /// reads `standardInput`.
    /// - Throws: `PageSourceError` for a missing or unreadable path, a named
    ///   file in no known format, a broken page source, or a folder without
    ///   page sources.
    public static func read(
        _ paths: [String], format: PageSourceFormat? = nil, limits: ReadLimits = ReadLimits(),
        standardInput: () throws -> [UInt8] = { [] }
    ) throws -> PageSourceSet {
        var set = PageSourceSet(pageSources: [], skipped: [])
        var seen = Seen()
        for path in paths {
            if path == "-" {
                let bytes = try standardInput()
                set.pageSources.append(
                    Screen(name: "<stdin>", tree: try PageSourceReader.read(bytes, file: "<stdin>", format: format, limits: limits)))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                if seen.insert(path) {
                    set.pageSources.append(
                        Screen(name: path, tree: try PageSourceReader.read(contentsOf: path, format: format, limits: limits)))
                }
                continue
            }
            let found = FolderWalk.files(in: path).filter {
                extensions.contains(($0 as NSString).pathExtension.lowercased())
            }
            // A folder whose page sources were all read already (given
            // twice) is not a folder without page sources.
            var read = 0
            for file in found {
                guard seen.insert(file) else {
                    read += 1
                    continue
                }
                do {
                    set.pageSources.append(
                        Screen(name: file, tree: try PageSourceReader.read(contentsOf: file, format: format, limits: limits)))
                    read += 1
                } catch let error as PageSourceError {
                    guard case .unknownFormat = error else { throw error }
                    set.skipped.append(error)
                }
            }
            guard read > 0 else {
                throw PageSourceError.unreadableFile(
                    path: path, reason: "no page sources (.xml, .json, .txt) in this folder")
            }
        }
        return set
    }

    /// The files read so far, by identity; a path that cannot be looked
    /// up is kept by its spelling, so that reading it reports the error.
    private struct Seen {
        var identities: Set<FileIdentity> = []
        var paths: Set<String> = []

        /// Whether `path` names a file not seen before (and notes it).
        mutating func insert(_ path: String) -> Bool {
            guard let identity = FileIdentity(path: path) else { return paths.insert(path).inserted }
            return identities.insert(identity).inserted
        }
    }
}
