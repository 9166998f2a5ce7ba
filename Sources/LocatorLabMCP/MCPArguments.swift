import LocatorLabXML

/// `locatorlab-mcp`'s command line, parsed by hand: the executable does
/// not load ArgumentParser (only `LocatorLabCommandLine` does), and it has
/// a handful of options.
public struct MCPArguments: Sendable, Hashable {
    public var screens: [String] = []
    /// Test sources or folders `convert_preview` may read (never writes).
    public var tests: [String] = []
    public var xpathTimeout: Double = XPathLimits.default.timeLimit

    public static let usage = """
        usage: locatorlab-mcp --screens PATH... [--tests PATH...] [--xpath-timeout SECONDS]

        Serves the Model Context Protocol on standard input and output for AI
        assistants: what locators find on the saved page sources under PATH
        (files or folders), and the proven conversion of the test sources
        under --tests (previewed, never written), and nothing outside them.
        """

    public init() {}

    /// - Throws: ``ToolError`` with the usage problem.
    public init(_ arguments: [String]) throws(ToolError) {
        var pending = arguments[...]
        var current: String?
        while let argument = pending.popFirst() {
            switch argument {
            case "--screens", "--tests":
                current = argument
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
                default: throw ToolError("\(argument): which option is it for?\n\(Self.usage)")
                }
            }
        }
        guard !screens.isEmpty else { throw ToolError("--screens needs at least one page source or folder\n\(Self.usage)") }
    }

    public var limits: XPathLimits {
        var limits = XPathLimits.default
        limits.timeLimit = xpathTimeout
        return limits
    }
}
