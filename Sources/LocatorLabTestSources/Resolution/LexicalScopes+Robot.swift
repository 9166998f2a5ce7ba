/// Robot Framework: each test, task and keyword is a function scope, from
/// its name (written at column one) to the next name or section. A
/// keyword's `[Arguments]` are its parameters; `${x}=` in a body is local
/// to it, as Robot Framework's user guide ("Variable scopes": local
/// scope) says, while `*** Variables ***` and `Set Suite Variable` reach the
/// whole file (``ConstantFinder/runRobot()``).
extension LexicalScopes {
    static func robotScopes(_ stream: TokenStream) -> [Scope] {
        var scopes: [Scope] = []
        var current: Scope?
        func close(at end: Int) {
            guard var scope = current else { return }
            scope.tokens = scope.tokens.lowerBound..<end
            scopes.append(scope)
            current = nil
        }
        var lastSection = ""
        for line in RobotLine.lines(of: stream) {
            let hasBodies = ["test case", "task", "keyword"].contains { line.section.contains($0) }
            if line.section != lastSection {
                close(at: line.cells.lowerBound)
                lastSection = line.section
            }
            guard hasBodies else { continue }
            if line.firstStep == line.cells.lowerBound + 1 {
                close(at: line.cells.lowerBound)
                let name = line.cells.lowerBound
                current = Scope(
                    kind: .function, tokens: (name + 1)..<(name + 1), parent: nil, name: stream.text(name),
                    nameToken: name)
            }
            let step = line.firstStep
            if step < line.cells.upperBound, stream.text(step).lowercased() == "[arguments]" {
                for cell in (step + 1)..<line.cells.upperBound where stream[cell].kind == .identifier {
                    current?.parameters.append((ConstantTable.key(stream.text(cell)), cell))
                }
            }
        }
        close(at: stream.count)
        return scopes
    }
}
