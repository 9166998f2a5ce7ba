import LocatorLabXML

/// `locatorlab-mcp`'s command line, parsed by hand: the executable does
/// not load ArgumentParser (only `LocatorLabCommandLine` does), and it has
/// a handful of options.
public struct MCPArguments: Sendable, Hashable {
    public var screens: [String] = []
    /// Recording folders (`locatorlab record`) served with their screens.
    public var recordings: [String] = []
    /// Test sources or folders `convert_preview` may read (and write, with
    /// ``allowWrite`` and a call's `write: true`).
    public var tests: [String] = []
    /// Whether `convert_preview` may write when a call asks it to.
    public var allowWrite = false
    public var xpathTimeout: Double = XPathLimits.default.timeLimit

    public static let usage = """
        usage: locatorlab-mcp --screens PATH... [--recording DIR...] [--tests PATH...] [--allow-write]
                              [--xpath-timeout SECONDS]

        Serves the Model Context Protocol on standard input and output for AI
        assistants: what locators find on the saved page sources under PATH
        (files or folders) and the screens of the recordings in DIR (folders
        'locatorlab record' wrote), what each recorded run sent and where it
        broke, and the proven conversion of the test sources under --tests
        (previewed; written only with --allow-write and a call's write: true),
        and nothing outside them. Give --screens, --recording or both.
        """

    public init() {}

    /// - Throws: ``ToolError`` with the usage problem.
    public init(_ arguments: [String]) throws(ToolError) {
        var pending = arguments[...]
        var current: String?
        while let argument = pending.popFirst() {
            switch argument {
            case "--screens", "--tests", "--recording":
                current = argument
            case "--allow-write":
                allowWrite = true
                current = nil
            case "--xpath-timeout":
                guard let text = pending.popFirst(), let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw ToolError("--xpath-timeout needs a number of seconds above 0")
                }
                xpathTimeout = seconds
                current = nil
            case "-h", "--help":
                throw ToolError(Self.usage)
            default:
                guard !argument.hasPrefix("--") else { throw ToolError("unknown option \(argument)\n\(Self.usage)") }
                switch current {
                case "--screens": screens.append(argument)
                case "--tests": tests.append(argument)
                case "--recording": recordings.append(argument)
                default: throw ToolError("\(argument): which option is it for?\n\(Self.usage)")
                }
            }
        }
        guard !screens.isEmpty || !recordings.isEmpty else {
            throw ToolError("give --screens with at least one page source or folder, or --recording DIR\n\(Self.usage)")
        }
    }

    public var limits: XPathLimits {
        var limits = XPathLimits.default
        limits.timeLimit = xpathTimeout
        return limits
    }
}
