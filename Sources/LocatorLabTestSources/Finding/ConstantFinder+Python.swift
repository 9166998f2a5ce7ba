/// Python imports that qualify constants of another module:
/// `import pages.locators as loc` then `loc.SIGN_IN`, `import locators`
/// then `locators.SIGN_IN`, and `from pages import locators as loc` (or
/// without `as`, `from . import locators`) then `loc.SIGN_IN`. (`from m
/// import X` needs nothing: `X` is looked up by name.)
extension ConstantFinder {
    package mutating func findPythonImports() {
        for index in 0..<stream.count where stream.isIdentifier(index, "import") {
            if let from = fromImportStart(index) {
                findFromImportedModules(after: index, from: from)
                continue
            }
            guard stream[index].followsLineBreak || index == 0 else { continue }
            var position = index + 1
            while position < stream.count, !stream[position].followsLineBreak || position == index + 1 {
                guard stream[position].kind == .identifier else { break }
                var end = position
                while stream.isPunctuation(end + 1, "."), end + 2 < stream.count, stream[end + 2].kind == .identifier {
                    end += 2
                }
                let module = stream.text(end)
                var alias = module
                var next = end + 1
                if stream.isIdentifier(next, "as"), next + 1 < stream.count, stream[next + 1].kind == .identifier {
                    alias = stream.text(next + 1)
                    next += 2
                }
                moduleAliases[alias] = module
                guard stream.isPunctuation(next, ",") else { break }
                position = next + 1
            }
        }
    }

    /// The `from` starting the statement of this `import`, if any.
    private func fromImportStart(_ index: Int) -> Int? {
        var first = index - 1
        while first > 0, !stream[first].followsLineBreak { first -= 1 }
        return first >= 0 && first < index && stream.isIdentifier(first, "from") ? first : nil
    }

    /// `from pkg import a as b, c` (parentheses allowed): each name may be
    /// a module, so each is an alias of itself or of what it renames. A
    /// name that is a constant is looked up by name anyway; as an alias it
    /// only qualifies names, which a constant never does.
    private mutating func findFromImportedModules(after index: Int, from: Int) {
        var position = index + 1
        if stream.isPunctuation(position, "(") { position += 1 }
        while position < stream.count, stream[position].kind == .identifier {
            let module = stream.text(position)
            var next = position + 1
            var alias = module
            if stream.isIdentifier(next, "as"), next + 1 < stream.count, stream[next + 1].kind == .identifier {
                alias = stream.text(next + 1)
                next += 2
            }
            if alias != module || moduleAliases[alias] == nil { moduleAliases[alias] = module }
            guard stream.isPunctuation(next, ",") else { break }
            position = next + 1
        }
    }
}
