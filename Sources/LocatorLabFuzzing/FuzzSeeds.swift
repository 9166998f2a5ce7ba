import Foundation

/// The seed corpus of a target, as `Fuzz/<target>/seeds.txt` lists it, so
/// `scripts/fuzz.sh` and the tests start from the same inputs: the
/// project's own samples and fixtures, never third-party files.
///
/// Each line of `seeds.txt` is a glob relative to the repository root (every
/// matching file is a seed), or `lines: PATH` (every line of PATH that is
/// not blank and does not start with `#` is a seed); `#` starts a comment.
public enum FuzzSeeds {
    public struct Seed: Sendable, CustomStringConvertible {
        /// Where it comes from: a path, or `PATH:LINE`.
        public var name: String
        public var bytes: [UInt8]
        public var description: String { name }
    }

    public static func seeds(for target: FuzzTarget, repositoryRoot: String) throws -> [Seed] {
        let list = repositoryRoot + "/Fuzz/\(target.name)/seeds.txt"
        let text = try String(contentsOfFile: list, encoding: .utf8)
        var seeds: [Seed] = []
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("lines:") {
                let path = line.dropFirst("lines:".count).trimmingCharacters(in: .whitespaces)
                let content = try String(contentsOfFile: repositoryRoot + "/" + path, encoding: .utf8)
                for (number, entry) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let seed = entry.trimmingCharacters(in: .whitespaces)
                    if seed.isEmpty || seed.hasPrefix("#") { continue }
                    seeds.append(Seed(name: "\(path):\(number + 1)", bytes: Array(seed.utf8)))
                }
            } else {
                for path in expand(repositoryRoot + "/" + line) {
                    seeds.append(Seed(name: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
                }
            }
        }
        return seeds
    }

    /// The regular files matching `pattern`, sorted.
    private static func expand(_ pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(pattern, 0, nil, &matches) == 0 else { return [] }
        var paths: [String] = []
        for index in 0..<Int(matches.gl_pathc) {
            guard let path = matches.gl_pathv[index].map({ String(cString: $0) }) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { paths.append(path) }
        }
        return paths.sorted()
    }
}
