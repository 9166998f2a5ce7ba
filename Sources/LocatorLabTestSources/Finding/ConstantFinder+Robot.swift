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
            if targets.isEmpty, cell + 1 < end, stream[cell].kind == .string,
                Self.robotScopeSetters.contains(LocatorFinder.normalizedKeyword(stream.text(cell))),
                let name = Self.robotVariableName(stream.text(cell + 1))
            {
                assignments[ScopedName(scope: 0, name: name), default: 0] += 1
                declareRobot(nameAt: cell + 1, valueAt: cell + 2, end: end, isConstant: false, scope: 0, name: name)
                continue
            }
            guard targets.count == 1, cell < end, stream[cell].kind == .string else { continue }
            if ["set variable", "set test variable", "set suite variable", "set global variable"].contains(
                LocatorFinder.normalizedKeyword(stream.text(cell)))
            {
                declareRobot(nameAt: targets[0], valueAt: cell + 1, end: end, isConstant: false, scope: local)
            } else {
                // `${xpath}=    Row Locator    Cart`: what a keyword returns,
                // known when it is a project keyword (``StaticEvaluator``).
                declareRobot(nameAt: targets[0], valueAt: cell, end: end, isConstant: false, scope: local, computed: true)
            }
        }
    }

    /// The keywords that set a variable for a wider scope, named in their
    /// first argument.
    /// (Normalized as ``LocatorFinder/normalizedKeyword(_:)`` does:
    /// `Set_Suite_Variable` is the same keyword.)
    package static let robotScopeSetters: Set<String> = [
        "set test variable", "set task variable", "set suite variable", "set global variable",
    ]

    /// The variable a scope setter names, in the three spellings Robot
    /// Framework's BuiltIn accepts (`Set Suite Variable` documentation):
    /// `${NAME}`, escaped `\${NAME}`, and `$NAME`.
    static func robotVariableName(_ cell: String) -> String? {
        if cell.hasPrefix("${"), cell.hasSuffix("}") { return cell }
        if cell.hasPrefix("\\${"), cell.hasSuffix("}") { return String(cell.dropFirst()) }
        if cell.hasPrefix("$"), cell.count > 1, !cell.contains("{") { return "${\(cell.dropFirst())}" }
        return nil
    }

    private mutating func declareRobot(
        nameAt index: Int, valueAt value: Int, end: Int, isConstant: Bool, scope: Int, name: String? = nil,
        computed: Bool = false
    ) {
        guard value < end else { return }
        let single = !computed && value + 1 == end && stream[value].kind == .string
        declarations.append(
            ConstantDeclaration(
                name: name ?? stream.text(index), fileIndex: fileIndex, nameRange: stream[index].range,
                valueRange: stream[value].start..<stream[end - 1].end,
                value: single ? stream[value].literal?.value : nil,
                literalStyle: single ? stream[value].literal?.style : nil, isConstant: isConstant, scope: scope,
                valueIsCall: computed))
    }
}
