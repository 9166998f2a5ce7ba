import LocatorLabFiles

extension ConversionConfiguration {
    /// What a config file may hold before Yams sees it. `convert` picks up a
    /// `locatorlab.yml` from the folder it scans, which in CI is often a
    /// repository nobody vetted, and Yams bounds nothing:
    ///
    /// - **Aliases** (`*name`) are refused. Yams copies an alias's node
    ///   wherever it is used, so a 519-byte file of nested aliases (the
    ///   "billion laughs") grew past 10 GB; and it hashes mapping keys in full,
    ///   so an alias used as a key costs time exponential in the file. A
    ///   config of a dozen keys has nothing to share.
    /// - **Nesting**: Yams composes nodes recursively, one pair of stack
    ///   frames per level. libyaml stops at 1,000 levels
    ///   (`yaml_set_max_nest_level`), with a message about its own API; the
    ///   deepest value a config has is 3 levels, so this refuses more than
    ///   ``maximumFlowNesting`` levels of `[`/`{` or
    ///   ``maximumCompactIndicators`` `- ` or `? ` on one line first, and says
    ///   where in the user's words.
    /// - **Size**: ``maximumBytes`` (a 300 MB file was read whole).
    ///
    /// The scan is lexical: it skips quoted strings and comments, and treats
    /// a `*` where a node may start (line start, after `- `, `? `, `: `, `[`,
    /// `{` or `,`) as an alias, which is how YAML reads it too (an unquoted
    /// `*.py` is an alias, not a glob).
    enum Bounds {
        static let maximumBytes = 1 << 20
        static let maximumFlowNesting = 32
        static let maximumCompactIndicators = 16

        /// Throws `.invalidConfiguration` with the line and column of the
        /// first alias, or of the place that nests too deeply.
        static func check(_ text: String, file: String) throws(ConversionError) {
            var line = 1
            var column = 0
            var flowDepth = 0
            var atLineStart = true
            var compactIndicators = 0
            /// The last character that was not a space, on this line.
            var previous: Character = "\n"
            var quote: Character?
            var inComment = false
            func fail(_ message: String) -> ConversionError {
                .invalidConfiguration(file: file, position: SourcePosition(line: line, column: column), message: message)
            }
            let characters = Array(text)
            let nodeStarts = "\n-?:[{,"
            for (index, character) in characters.enumerated() {
                column += 1
                if character == "\n" {
                    line += 1
                    column = 0
                    atLineStart = true
                    compactIndicators = 0
                    previous = "\n"
                    inComment = false
                    continue
                }
                if inComment { continue }
                if let open = quote {
                    if character == open {
                        // '' inside single quotes is an escaped quote; \" inside double quotes.
                        let escaped =
                            open == "\"" ? index > 0 && characters[index - 1] == "\\"
                            : index + 1 < characters.count && characters[index + 1] == "'"
                        if !escaped { quote = nil }
                    }
                    continue
                }
                if atLineStart, character == " " { continue }
                atLineStart = false
                let next = index + 1 < characters.count ? characters[index + 1] : "\n"
                switch character {
                case "#" where previous == "\n" || (index > 0 && characters[index - 1] == " "):
                    inComment = true
                case "\"", "'":
                    if nodeStarts.contains(previous) { quote = character }
                case "*":
                    guard nodeStarts.contains(previous) else { break }
                    throw fail(
                        "aliases (*name) are not read in a config file: each use copies the anchored value, "
                            + "so a few lines can expand to gigabytes; write the value out, or quote it if it is text")
                case "[", "{":
                    flowDepth += 1
                    if flowDepth > maximumFlowNesting {
                        throw fail("nested more than \(maximumFlowNesting) levels of brackets deep")
                    }
                case "]", "}":
                    flowDepth = max(0, flowDepth - 1)
                case "-", "?":
                    if next == " " || next == "\n", "\n-?:".contains(previous) {
                        compactIndicators += 1
                        if compactIndicators > maximumCompactIndicators {
                            throw fail("more than \(maximumCompactIndicators) nested '\(character) ' on one line")
                        }
                    }
                default:
                    break
                }
                if character != " " {
                    // `key:` only counts as a node start when followed by a space.
                    previous = character == ":" && next != " " && next != "\n" ? "x" : character
                }
            }
        }
    }
}
