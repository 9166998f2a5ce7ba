/// The functions, types and blocks of one tokenized source, nested as the
/// language nests them, so a name resolves the way the language resolves it:
/// a local or parameter belongs to its function or block, and ten methods
/// each declaring `String xpath = "…"` declare ten different variables.
///
/// Scope 0 is the file. Each other scope is a token range inside its
/// parent's. How each language opens one is in `LexicalScopes+<Form>.swift`:
/// braces (Java, Kotlin, C#, JavaScript, TypeScript), indentation and `end`
/// (Python, Ruby), and the test and keyword tables of Robot Framework.
package struct LexicalScopes: Sendable {
    package struct Scope: Sendable {
        package enum Kind: Sendable {
            case file
            /// A class, interface, object, module, namespace or struct body.
            case type
            /// A function, method, constructor, lambda body, or a Robot test
            /// or keyword.
            case function
            /// Any other block (`if`, loops, object literals, bare braces).
            case block
        }

        package var kind: Kind
        /// The tokens inside, the header (name, parameters) left out.
        package var tokens: Range<Int>
        package var parent: Int?
        /// The function's or type's name; empty for blocks and the file.
        package var name: String
        /// The token naming the function or type, for a line in reasons.
        package var nameToken: Int?
        /// A function's parameters in order, by the key names match with
        /// (``ConstantTable/key(_:)``), with the token naming each.
        package var parameters: [(name: String, token: Int)] = []
    }

    package private(set) var scopes: [Scope]
    /// The innermost scope of each token.
    private var innermost: [Int32]

    /// Builds the scopes of `stream` by `language`'s rules.
    package init(stream: TokenStream, language: SourceLanguage) {
        var found: [Scope]
        switch language {
        case .java, .kotlin, .csharp, .javascript, .typescript: found = Self.braceScopes(stream, language: language)
        case .python: found = Self.pythonScopes(stream)
        case .ruby: found = Self.rubyScopes(stream) + Self.rubyBlocks(stream)
        case .robot: found = Self.robotScopes(stream)
        case .swift: found = []
        }
        self.init(nesting: found, tokenCount: stream.count)
    }

    /// Nests `found` (any order, properly nested ranges) under the file.
    private init(nesting found: [Scope], tokenCount: Int) {
        let file = Scope(kind: .file, tokens: 0..<tokenCount, parent: nil, name: "")
        // Outer before inner: by start, then the longer first.
        let sorted = found.filter { !$0.tokens.isEmpty }.sorted {
            ($0.tokens.lowerBound, -$0.tokens.count) < ($1.tokens.lowerBound, -$1.tokens.count)
        }
        var scopes = [file]
        var innermost = [Int32](repeating: 0, count: tokenCount)
        var open: [Int] = [0]
        for var scope in sorted {
            while let last = open.last, last != 0, scopes[last].tokens.upperBound <= scope.tokens.lowerBound {
                open.removeLast()
            }
            // A range crossing its parent's end (an unbalanced source) is cut.
            let parent = open.last ?? 0
            let upper = min(scope.tokens.upperBound, scopes[parent].tokens.upperBound)
            guard upper > scope.tokens.lowerBound else { continue }
            scope.tokens = scope.tokens.lowerBound..<upper
            scope.parent = parent
            scopes.append(scope)
            open.append(scopes.count - 1)
        }
        // Inner scopes come later in `scopes`, so they overwrite their parents.
        for (index, scope) in scopes.enumerated() where index > 0 {
            for token in scope.tokens { innermost[token] = Int32(index) }
        }
        self.scopes = scopes
        self.innermost = innermost
    }

    package subscript(index: Int) -> Scope { scopes[index] }

    /// The innermost scope holding token `index`.
    package func scope(of index: Int) -> Int {
        index >= 0 && index < innermost.count ? Int(innermost[index]) : 0
    }

    /// `scope` and the scopes around it, innermost first.
    package func chain(from scope: Int) -> [Int] {
        var chain = [scope]
        while let parent = scopes[chain[chain.count - 1]].parent { chain.append(parent) }
        return chain
    }

    /// The nearest scope of `kind` around `scope` (itself included).
    package func nearest(_ kinds: Set<Scope.Kind>, from scope: Int) -> Int? {
        chain(from: scope).first { kinds.contains(scopes[$0].kind) }
    }

    /// Whether the scope is a file or a type body, where a declaration is
    /// visible from other functions and other files.
    package func isShared(_ scope: Int) -> Bool {
        scopes[scope].kind == .file || scopes[scope].kind == .type
    }

    /// The parameter names of the comma-separated list between the
    /// brackets at `open` and `close`: in each item, the name that comes
    /// first (Python, Ruby, Kotlin, JavaScript, TypeScript: `t: String`,
    /// `t = 1`, `*args`) or last (Java, C#: `final String t`, `string t = ""`),
    /// before any default value or type.
    static func parameters(
        _ stream: TokenStream, open: Int, close: Int, nameComesLast: Bool
    ) -> [(name: String, token: Int)] {
        guard close > open + 1 else { return [] }
        return parameters(stream, items: (open + 1)..<close, depth: stream.depths[open] + 1, nameComesLast: nameComesLast)
    }

    /// The same for a list not in brackets (Ruby's `def tap_on name, index`),
    /// its items at `depth`.
    static func parameters(
        _ stream: TokenStream, items: Range<Int>, depth: Int32, nameComesLast: Bool
    ) -> [(name: String, token: Int)] {
        var result: [(name: String, token: Int)] = []
        var item: [Int] = []
        func finish() {
            defer { item.removeAll() }
            // The part before a default value (`=`) or, first-name languages,
            // a type (`:`).
            var names: [Int] = []
            for index in item {
                if stream.isPunctuation(index, "=") { break }
                if !nameComesLast, stream.isPunctuation(index, ":"), !names.isEmpty { break }
                if stream[index].kind == .identifier, !modifiers.contains(stream.text(index)) { names.append(index) }
            }
            guard let name = nameComesLast ? names.last : names.first else { return }
            result.append((ConstantTable.key(stream.text(name)), name))
        }
        // Commas inside type arguments (`Map<String, String> m`) part nothing.
        var angles = 0
        for index in items where stream.depths[index] == depth {
            if stream.isPunctuation(index, "<") { angles += 1 }
            if stream.isPunctuation(index, ">"), angles > 0 { angles -= 1 }
            if angles == 0, stream.isPunctuation(index, ",") {
                finish()
            } else {
                item.append(index)
            }
        }
        finish()
        return result
    }

    /// Words before a parameter that are not its name.
    private static let modifiers: Set<String> = [
        "final", "val", "var", "vararg", "private", "public", "protected", "internal", "readonly", "override",
        "this", "params", "ref", "out", "in", "scoped", "const", "crossinline", "noinline",
    ]
}
