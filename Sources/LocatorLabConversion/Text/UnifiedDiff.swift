/// A unified diff as `diff -u` and `git diff` write it: `--- a/path`,
/// `+++ b/path`, `@@ -l,s +l,s @@` hunks with three lines of context, and
/// `\ No newline at end of file` where a last line has no line break. Line
/// contents are written as they are, a CR of a CRLF line included.
public enum UnifiedDiff {
    /// `path` without `.` segments and repeated slashes: `git apply`
    /// rejects `a/./t/A.java`, which `convert .` would otherwise print.
    static func patchPath(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// The diff of two UTF-8 texts, or `""` when they are equal.
    public static func make(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let operations = LineDiff.operations(from: oldLines.map(\.text), to: newLines.map(\.text))

        // Positions of every operation in both files.
        var steps: [(operation: LineDiff.Operation, old: Int, new: Int)] = []
        steps.reserveCapacity(operations.count)
        var oldIndex = 0
        var newIndex = 0
        for operation in operations {
            steps.append((operation, oldIndex, newIndex))
            if operation != .insert { oldIndex += 1 }
            if operation != .delete { newIndex += 1 }
        }

        let shown = patchPath(path)
        var output = "--- a/\(shown)\n+++ b/\(shown)\n"
        let changed = steps.indices.filter { steps[$0].operation != .equal }
        var hunkStart = 0
        while hunkStart < changed.count {
            // Extend the hunk while the next change is within 2 × context.
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context + 1 {
                hunkEnd += 1
            }
            let first = max(0, changed[hunkStart] - context)
            let last = min(steps.count - 1, changed[hunkEnd] + context)
            let slice = steps[first...last]
            let oldCount = slice.filter { $0.operation != .insert }.count
            let newCount = slice.filter { $0.operation != .delete }.count
            output +=
                "@@ -\(range(start: slice.first!.old, count: oldCount)) +\(range(start: slice.first!.new, count: newCount)) @@\n"
            for step in slice {
                switch step.operation {
                case .equal:
                    output += " " + oldLines[step.old].text + "\n"
                    if oldLines[step.old].unterminated { output += "\\ No newline at end of file\n" }
                case .delete:
                    output += "-" + oldLines[step.old].text + "\n"
                    if oldLines[step.old].unterminated { output += "\\ No newline at end of file\n" }
                case .insert:
                    output += "+" + newLines[step.new].text + "\n"
                    if newLines[step.new].unterminated { output += "\\ No newline at end of file\n" }
                }
            }
            hunkStart = hunkEnd + 1
        }
        return output
    }

    /// `l,s` with GNU diff's conventions: `,1` is left out, and an empty
    /// range names the line before it.
    private static func range(start: Int, count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    private static func lines(of bytes: [UInt8]) -> [(text: String, unterminated: Bool)] {
        guard !bytes.isEmpty else { return [] }
        var result: [(String, Bool)] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            result.append((String(decoding: bytes[start..<index], as: UTF8.self), false))
            start = index + 1
        }
        if start < bytes.count {
            result.append((String(decoding: bytes[start...], as: UTF8.self), true))
        }
        return result
    }
}
