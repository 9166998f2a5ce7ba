import LocatorLabTestSources
/// Everything one `convert` run found and did.
public struct ConversionRun: Sendable {
    /// The page sources locators were proven on, by name.
    public var pageSources: [String]
    /// Every test source that was read, with its locators (possibly none).
    public var files: [FileConversion]
    /// Files that could not be read, decoded, lexed or written.
    public var problems: [ConversionError]
    /// Whether changed files were written.
    public var wrote: Bool
    public var allowsLabels: Bool
    /// Temporary files of an interrupted earlier run, removed before writing.
    public var removedTemporaryFiles: [String]
    /// Files an interrupted earlier run left half-written in a group, which
    /// this run finished (from its ``ReplacementJournal``) before reading.
    public var finishedInterruptedWrites: [String]
    /// The identifiers the app must add for locators nothing can replace
    /// (``IdentifierRequest``), by page source then document order.
    public var identifierRequests: [IdentifierRequest]

    public init(
        pageSources: [String], files: [FileConversion], problems: [ConversionError], wrote: Bool, allowsLabels: Bool,
        removedTemporaryFiles: [String] = [], finishedInterruptedWrites: [String] = [],
        identifierRequests: [IdentifierRequest] = []
    ) {
        self.identifierRequests = identifierRequests
        self.removedTemporaryFiles = removedTemporaryFiles
        self.finishedInterruptedWrites = finishedInterruptedWrites
        self.pageSources = pageSources
        self.files = files
        self.problems = problems
        self.wrote = wrote
        self.allowsLabels = allowsLabels
    }

    /// Every locator, in file then source order.
    public var locators: [LocatorConversion] { files.flatMap(\.locators) }

    /// What `count` of this run's locators are called in its summaries:
    /// XPath locators, XCUITest queries (a Swift suite's), or plain
    /// locators when the run has both.
    public func locatorNoun(_ count: Int) -> String {
        let one = count == 1
        switch locatorKind {
        case .xpath: return one ? "XPath locator" : "XPath locators"
        case .xcuitestQuery: return one ? "XCUITest query" : "XCUITest queries"
        case nil: return one ? "locator" : "locators"
        }
    }

    /// How many locators ended in each outcome (all outcomes present).
    public var totals: [ConversionOutcome: Int] {
        var totals = Dictionary(uniqueKeysWithValues: ConversionOutcome.allCases.map { ($0, 0) })
        for locator in locators { totals[locator.outcome, default: 0] += 1 }
        return totals
    }

    /// How many locators had their XPath known each way (all sources
    /// present): how much of the suite the converter reaches.
    public var valueSources: [LocatorValueSource: Int] {
        var totals = Dictionary(uniqueKeysWithValues: LocatorValueSource.allCases.map { ($0, 0) })
        for locator in locators { totals[locator.locator.valueSource, default: 0] += 1 }
        return totals
    }

    /// Changed files that could not be written, in the order tried: the
    /// run did not do what it was asked, so the CLI exits with 73.
    public var unwrittenFiles: [String] {
        problems.compactMap { problem in
            switch problem {
            case .unwritable(let file, _), .changedSinceRead(let file): return file
            case .interruptedWrite(let file, _) where wrote: return file
            default: return nil
            }
        }
    }

    /// The files conversion changes (or changed, with `wrote`).
    public var changedFiles: [FileConversion] { files.filter(\.isChanged) }

    /// XPath locators still in the sources after this run: all of them
    /// in a dry run (or in a file that could not be written), the
    /// unconverted ones of written files.
    /// An XCUITest query that already selects by an identifier is not one:
    /// it is what a conversion would leave.
    public var remainingXPathLocators: [LocatorConversion] {
        files.flatMap { file in
            (wrote && file.isChanged ? file.locators.filter { $0.outcome != .converted } : file.locators)
                .filter { $0.outcome != .alreadyIdentifier }
        }
    }

    /// The locators `--fail-on unconverted` counts: neither converted nor
    /// already an identifier query (``ConversionOutcome/alreadyIdentifier``,
    /// the Swift counterpart of an accessibility-id locator, which is no
    /// XPath and never counted).
    public var unconvertedLocators: [LocatorConversion] {
        locators.filter { $0.outcome != .converted && $0.outcome != .alreadyIdentifier }
    }
}
