import ArgumentParser
import LocatorLabPageSource

/// Limits on inputs, shared by every command that reads page sources.
struct ReadLimitOptions: ParsableArguments {
    @Option(name: .customLong("max-bytes"), parsing: .unconditional, help: "Largest input accepted, in bytes.")
    var maximumBytes = ReadLimits.defaultMaximumBytes

    @Option(name: .customLong("max-depth"), parsing: .unconditional, help: "Deepest element nesting accepted (XML: at most 2048).")
    var maximumDepth = ReadLimits.defaultMaximumDepth

    @Option(name: .customLong("max-elements"), parsing: .unconditional, help: "Most elements accepted in one page source.")
    var maximumElements = ReadLimits.defaultMaximumElements

    func validate() throws {
        // "limits must be positive numbers" did not say which one.
        for (option, value) in [
            (ReadLimits.bytesOption, maximumBytes), (ReadLimits.depthOption, maximumDepth),
            (ReadLimits.elementsOption, maximumElements),
        ] where value <= 0 {
            throw ValidationError("\(option) must be a positive number, not \(value)")
        }
    }

    var limits: ReadLimits {
        ReadLimits(maximumBytes: maximumBytes, maximumDepth: maximumDepth, maximumElements: maximumElements)
    }
}
