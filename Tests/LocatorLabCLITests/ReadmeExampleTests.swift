import Foundation
import LocatorLabTestSupport
import Testing

/// The README's `convert` examples are what the command prints today: each
/// block's lines between `…` appear in the output, together and in order
/// (`…` stands for lines left out). The diff of the first example had
/// drifted from what `convert` printed.
@Suite("README convert examples match the command")
struct ReadmeExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let parts: [[String]]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Every ```-block of the README that starts with `$ locatorlab convert`.
    static func examples() throws -> [Example] {
        let readme = try String(
            contentsOf: TestFixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var open: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                if let block = open { blocks.append(block) }
                open = open == nil ? [] : nil
            } else {
                open?.append(line)
            }
        }
        return blocks.compactMap { block in
            var lines = block
            guard let command = lines.first, command.hasPrefix("$ locatorlab convert ") else { return nil }
            lines.removeFirst()
            while lines.last == "" { lines.removeLast() }
            var parts: [[String]] = [[]]
            for line in lines {
                if line == "…" { parts.append([]) } else { parts[parts.count - 1].append(line) }
            }
            let arguments = command.dropFirst("$ locatorlab ".count).split(separator: " ").map(String.init)
            return Example(arguments: arguments, parts: parts.filter { !$0.isEmpty })
        }
    }

    @Test func thereAreConvertExamples() throws {
        #expect(try Self.examples().count >= 3)
    }

    @Test(arguments: try examples())
    func theExampleIsWhatTheCommandPrints(example: Example) throws {
        let run = try CommandRunner.run(example.arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let output = (run.output + run.standardError).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        var from = 0
        for part in example.parts {
            let found = (from...max(from, output.count - part.count)).first { start in
                start + part.count <= output.count && Array(output[start..<(start + part.count)]) == part
            }
            #expect(found != nil, "not in the output, in order:\n\(part.joined(separator: "\n"))\n--- output:\n\(run.output)")
            guard let found else { return }
            from = found + part.count
        }
    }
}
