import Foundation

/// Standard output and error as byte sinks, so command output is written
/// exactly (no re-encoding, no added newline).
enum Terminal {
    struct Stream: Sendable {
        let handle: FileHandle

        func write(_ text: String) {
            write(Array(text.utf8))
        }

        /// Best effort, for messages: when standard error cannot be written
        /// there is nowhere left to report it.
        func write(_ bytes: [UInt8]) {
            try? handle.write(contentsOf: Data(bytes))
        }

        /// For a command's main output, whose loss must not pass silently
        /// (a full disk). `FileHandle.write(_:)` would trap instead.
        func writeAll(_ bytes: [UInt8]) throws {
            try handle.write(contentsOf: Data(bytes))
        }
    }

    static let standardOutput = Stream(handle: .standardOutput)
    static let standardError = Stream(handle: .standardError)

    enum Descriptor {
        case standardOutput, standardError

        var number: Int32 { self == .standardOutput ? 1 : 2 }
    }

    /// Whether the stream is a terminal (not a file or a pipe).
    static func isInteractive(_ descriptor: Descriptor) -> Bool {
        isatty(descriptor.number) == 1
    }

    /// Colour only on a terminal that has it: never when `NO_COLOR` is set
    /// to anything non-empty (https://no-color.org), nor with `TERM=dumb`
    /// (Emacs shells, some CI consoles), which shows escapes as text.
    static func usesColour(_ descriptor: Descriptor) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return !noColour && environment["TERM"] != "dumb" && isInteractive(descriptor)
    }
}

/// When text output may be coloured: only on a terminal, and never when the
/// user set `NO_COLOR` (https://no-color.org). One rule for every command,
/// so it defers to ``Terminal/usesColour(_:)``.
enum ColourPolicy {
    static var standardOutput: Bool {
        Terminal.usesColour(.standardOutput)
    }
}
