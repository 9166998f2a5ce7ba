import LocatorLabConversion
import Testing

@Suite("UnifiedDiff")
struct UnifiedDiffTests {
    private func bytes(_ lines: [String], newlineAtEnd: Bool = true) -> [UInt8] {
        guard !lines.isEmpty else { return [] }
        return Array((lines.joined(separator: "\n") + (newlineAtEnd ? "\n" : "")).utf8)
    }

    @Test func hunksHaveThreeLinesOfContextAndMergeWhenClose() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "changed 2"
        new[7] = "changed 8"
        new.insert("inserted", at: 18)
        let diff = UnifiedDiff.make(old: bytes(old), new: bytes(new), path: "src/T.java")
        #expect(
            diff == """
                --- a/src/T.java
                +++ b/src/T.java
                @@ -1,11 +1,11 @@
                 line 1
                -line 2
                +changed 2
                 line 3
                 line 4
                 line 5
                 line 6
                 line 7
                -line 8
                +changed 8
                 line 9
                 line 10
                 line 11
                @@ -16,5 +16,6 @@
                 line 16
                 line 17
                 line 18
                +inserted
                 line 19
                 line 20

                """)
    }

    @Test func pathsLoseDotSegmentsThatGitApplyRejects() {
        let diff = UnifiedDiff.make(old: bytes(["a"]), new: bytes(["b"]), path: "./tests//./T.java")
        #expect(diff.hasPrefix("--- a/tests/T.java\n+++ b/tests/T.java\n"))
    }

    @Test func aMissingFinalNewlineIsMarked() {
        let diff = UnifiedDiff.make(
            old: bytes(["a", "b"], newlineAtEnd: false), new: bytes(["a", "c"], newlineAtEnd: false), path: "f")
        #expect(diff.hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
    }

    @Test func equalTextsHaveNoDiffAndEmptyRangesNameTheLineBefore() {
        #expect(UnifiedDiff.make(old: bytes(["a"]), new: bytes(["a"]), path: "f") == "")
        let diff = UnifiedDiff.make(old: [], new: bytes(["new"]), path: "f")
        #expect(diff.contains("@@ -0,0 +1 @@\n+new\n"))
    }

    /// Applying the hunks to the old lines gives the new lines, for many
    /// random edits.
    @Test func applyingTheDiffGivesTheNewText() throws {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let old = (0..<next(40)).map { _ in "l\(next(6))" }
            var new = old
            for _ in 0..<next(6) {
                switch next(3) {
                case 0 where !new.isEmpty: new.remove(at: next(new.count))
                case 1: new.insert("n\(next(6))", at: next(new.count + 1))
                default: if !new.isEmpty { new[next(new.count)] = "c\(next(6))" }
                }
            }
            let diff = UnifiedDiff.make(old: bytes(old), new: bytes(new), path: "f")
            let applied = try? Self.apply(diff, to: old)
            #expect(applied == new, "\(old) → \(new)\n\(diff)")
        }
    }

    /// A minimal patch: checks every context and removed line against `old`.
    private static func apply(_ diff: String, to old: [String]) throws -> [String] {
        guard !diff.isEmpty else { return old }
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var result: [String] = []
        var position = 0
        var index = 2
        while index < lines.count {
            let header = lines[index]
            let oldRange = header.split(separator: " ")[1].dropFirst().split(separator: ",")
            let start = Int(oldRange[0])!
            let count = oldRange.count > 1 ? Int(oldRange[1])! : 1
            let first = count == 0 ? start : start - 1
            result += old[position..<first]
            position = first
            index += 1
            while index < lines.count, !lines[index].hasPrefix("@@") {
                let line = lines[index]
                let body = String(line.dropFirst())
                switch line.first {
                case " ":
                    try #require(position < old.count && old[position] == body)
                    result.append(body)
                    position += 1
                case "-":
                    try #require(position < old.count && old[position] == body)
                    position += 1
                case "+":
                    result.append(body)
                default:
                    break
                }
                index += 1
            }
        }
        return result + old[position...]
    }
}
