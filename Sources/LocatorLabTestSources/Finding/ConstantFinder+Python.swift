/// Python imports that qualify constants of another module:
/// `import pages.locators as loc` then `loc.SIGN_IN`, and
/// `import locators` then `locators.SIGN_IN`. (`from m import X` needs
/// nothing: `X` is looked up by name.)
extension ConstantFinder {
    package mutating func findPythonImports() {
        for index in 0..<stream.count where stream.isIdentifier(index, "import") {
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
}
