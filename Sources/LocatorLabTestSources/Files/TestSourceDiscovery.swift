import Foundation
import LocatorLabFiles

/// The test sources under the paths a user names: a file is taken as given;
/// a folder is walked (hidden folders and `node_modules` skipped) for files
/// whose extension names a supported language — only the forced language's
/// files when one is given. Paths come out sorted, each file once however
/// it is spelled (`t/A.java`, `./t/A.java`, a symbolic link to it): twice
/// would print two patches for one file, and the second would not apply.
public enum TestSourceDiscovery {
    public struct Source: Sendable, Hashable {
        public var path: String
        public var language: SourceLanguage
    }

    /// The sources, and the named paths that could not be used.
    public static func sources(
        in paths: [String], language forced: SourceLanguage? = nil
    ) -> (sources: [Source], problems: [TestSourceError]) {
        var sources: [Source] = []
        var problems: [TestSourceError] = []
        var seen = Set<String>()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(.unreadable(file: path, reason: "no such file or directory"))
                continue
            }
            if !isDirectory.boolValue {
                guard let language = forced ?? SourceLanguage(path: path) else {
                    problems.append(.unknownLanguage(file: path))
                    continue
                }
                if seen.insert(identity(of: path)).inserted { sources.append(Source(path: path, language: language)) }
                continue
            }
            for file in walk(path) {
                guard let language = SourceLanguage(path: file), forced == nil || forced == language else { continue }
                if seen.insert(identity(of: file)).inserted {
                    sources.append(Source(path: file, language: forced ?? language))
                }
            }
        }
        sources.sort { $0.path < $1.path }
        return (sources, problems)
    }

    /// The file a path names: absolute, without `.`/`..`, links resolved.
    private static func identity(of path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Regular files under `folder`, without recursion on the call stack.
    package static func walk(_ folder: String) -> [String] {
        FolderWalk.files(in: folder)
    }
}
