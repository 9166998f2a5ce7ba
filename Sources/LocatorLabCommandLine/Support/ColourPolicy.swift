/// When text output may be coloured: only on a terminal, and never when the
/// user set `NO_COLOR` (https://no-color.org). One rule for every command,
/// so it defers to ``Terminal/usesColour(_:)``.
enum ColourPolicy {
    static var standardOutput: Bool {
        Terminal.usesColour(.standardOutput)
    }
}
