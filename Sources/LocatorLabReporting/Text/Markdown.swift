import Foundation

/// Building blocks for GitHub-flavoured Markdown (pull-request comments,
/// job summaries). Functions taking `text` escape it; functions taking
/// `markdown` expect fragments built with these helpers.
public enum Markdown {
    /// Characters with inline meaning anywhere in a line. Backslash-escaping
    /// ASCII punctuation is always allowed in CommonMark, so escaping a few
    /// too many is harmless.
    private static let inlineSpecials: Set<Character> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "!",
    ]

    /// `text` shown literally: no emphasis, links, HTML, code or table cells
    /// appear from characters inside it. Line starts that would begin a
    /// list, heading, quote or rule are escaped too.
    public static func escape(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escapeLine(String($0)) }
            .joined(separator: "\n")
    }

    private static func escapeLine(_ line: String) -> String {
        var result = ""
        for character in line {
            if inlineSpecials.contains(character) { result.append("\\") }
            result.append(character)
        }
        // "- x", "+ x", "= x" (setext), "1. x", "1) x" start blocks.
        let trimmed = result.drop(while: { $0 == " " })
        let indent = String(result.prefix(result.count - trimmed.count))
        if let first = trimmed.first, "-+=".contains(first) {
            return indent + "\\" + trimmed
        }
        let digits = trimmed.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, let marker = trimmed.dropFirst(digits.count).first, marker == "." || marker == ")" {
            return indent + digits + "\\" + trimmed.dropFirst(digits.count)
        }
        return result
    }

    /// An inline code span that shows `text` exactly, even when it contains
    /// backticks: the fence is one backtick longer than the longest run inside,
    /// and a space pads content that starts or ends with a backtick (CommonMark
    /// strips one such space on each side). Line breaks become spaces, as a
    /// code span cannot hold them.
    public static func code(_ text: String) -> String {
        let content = text.replacingLineBreaks(with: " ")
        var longestRun = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let needsPadding =
            content.hasPrefix("`") || content.hasSuffix("`")
            || (content.hasPrefix(" ") && content.hasSuffix(" ") && content.contains(where: { $0 != " " }))
        let padding = needsPadding ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// A fenced code block (for diffs, page-source excerpts, command output).
    /// The fence is longer than any backtick run in `text`.
    public static func codeBlock(_ text: String, language: String = "") -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        let info = language.filter { !$0.isWhitespace && $0 != "`" }
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return fence + info + "\n" + body + fence + "\n"
    }

    /// An ATX heading ("## Title") of `text`; `level` is clamped to 1...6.
    public static func heading(_ text: String, level: Int = 2) -> String {
        String(repeating: "#", count: min(max(level, 1), 6)) + " " + escape(text.replacingLineBreaks(with: " ")) + "\n"
    }

    /// A bullet list, one item per element. Items are Markdown (build them
    /// with `escape` and `code`); lines after the first are indented so they
    /// stay inside their item.
    public static func bulletList(_ items: [String]) -> String {
        items.map { "- " + $0.replacingOccurrences(of: "\n", with: "\n  ") + "\n" }.joined()
    }

    /// A collapsed section (GitHub renders `<details>`): `summary` is plain
    /// text, `markdown` the hidden body.
    public static func details(summary: String, _ markdown: String) -> String {
        "<details>\n<summary>" + HTML.escape(summary.replacingLineBreaks(with: " ")) + "</summary>\n\n"
            + markdown + (markdown.hasSuffix("\n") ? "" : "\n") + "\n</details>\n"
    }
}

extension String {
    /// Every line break (LF, CR, CRLF) replaced by `replacement`.
    func replacingLineBreaks(with replacement: String) -> String {
        var result = ""
        var previousWasCarriageReturn = false
        for scalar in unicodeScalars {
            switch scalar {
            case "\r":
                result += replacement
                previousWasCarriageReturn = true
                continue
            case "\n":
                if !previousWasCarriageReturn { result += replacement }
            default:
                result.unicodeScalars.append(scalar)
            }
            previousWasCarriageReturn = false
        }
        return result
    }
}
