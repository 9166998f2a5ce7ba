/// Robot Framework variables: `${NAME}    value` in `*** Variables ***`
/// (a constant), and `${name}=    Set Variable    value` in a test or
/// keyword (a variable). Every `${name}=` assignment target counts as an
/// assignment. A variable with several values (a list) has none.
extension ConstantFinder {
    package mutating func runRobot() {
        for line in RobotLine.lines(of: stream) {
            let index = line.cells.lowerBound
            let end = line.cells.upperBound
            if line.section.contains("variable") {
                guard stream[index].kind == .identifier else { continue }
                var value = index + 1
                if stream.isPunctuation(value, "=") { value += 1 }
                assignments[ScopedName(scope: 0, name: stream.text(index)), default: 0] += 1
                declareRobot(nameAt: index, valueAt: value, end: end, isConstant: true, scope: 0)
                continue
            }
            var cell = line.firstStep
            var targets: [Int] = []
            while cell < end, stream[cell].kind == .identifier {
                targets.append(cell)
                cell += 1
                if stream.isPunctuation(cell, "=") { cell += 1 }
            }
            let local = scopes.scope(of: line.firstStep)
            for target in targets { assignments[ScopedName(scope: local, name: stream.text(target)), default: 0] += 1 }
            // `Set Suite Variable    ${NAME}    value`: the keyword names the
            // variable in its first argument (test, task and global alike).
            if targets.isEmpty, cell + 1 < end, stream[cell].kind == .string, stream[cell + 1].kind == .identifier,
                Self.robotScopeSetters.contains(stream.text(cell).lowercased())
            {
                assignments[ScopedName(scope: 0, name: stream.text(cell + 1)), default: 0] += 1
                declareRobot(nameAt: cell + 1, valueAt: cell + 2, end: end, isConstant: false, scope: 0)
                continue
            }
            guard targets.count == 1, cell < end, stream[cell].kind == .string,
                ["set variable", "set test variable", "set suite variable", "set global variable"].contains(
                    stream.text(cell).lowercased())
            else { continue }
            declareRobot(nameAt: targets[0], valueAt: cell + 1, end: end, isConstant: false, scope: local)
        }
    }

    /// The keywords that set a variable for a wider scope, named in their
    /// first argument.
    package static let robotScopeSetters: Set<String> = [
        "set test variable", "set task variable", "set suite variable", "set global variable",
    ]

    private mutating func declareRobot(nameAt index: Int, valueAt value: Int, end: Int, isConstant: Bool, scope: Int) {
        guard value < end else { return }
        let single = value + 1 == end && stream[value].kind == .string
        declarations.append(
            ConstantDeclaration(
                name: stream.text(index), fileIndex: fileIndex, nameRange: stream[index].range,
                valueRange: stream[value].start..<stream[end - 1].end,
                value: single ? stream[value].literal?.value : nil,
                literalStyle: single ? stream[value].literal?.style : nil, isConstant: isConstant, scope: scope))
    }
}
