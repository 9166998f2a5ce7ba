import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When text output may be coloured: only on a terminal, and never when the
/// user set `NO_COLOR` (https://no-color.org).
enum ColourPolicy {
    static var standardOutput: Bool {
        guard ProcessInfo.processInfo.environment["NO_COLOR"] == nil else { return false }
        return isatty(STDOUT_FILENO) == 1
    }
}
