import LocatorLabReporting

/// The part of an earlier `compare --format json` report that `compare
/// --baseline` compares with: each locator's status on each page source and
/// its survival. Only these fields are decoded, so a report with fields added
/// since (or timings measured on another machine) still reads.
public struct CompareBaseline: Sendable, Hashable, Decodable {
    public var run: Run
    public var pageSources: [PageSource]
    public var locators: [Locator]

    public struct Run: Sendable, Hashable, Decodable {
        /// Survival is compared only between runs of the same seeds.
        public var seeds: [UInt64]
    }

    public struct PageSource: Sendable, Hashable, Decodable {
        public var name: String
    }

    public struct Locator: Sendable, Hashable, Decodable {
        public var expression: String
        public var strategy: String?
        public var invalid: Invalid?
        public var pages: [Page]

        /// The same key as ``CompareReport/baselineKey(_:)``.
        var key: String { (strategy ?? "xpath") + "\u{1F}" + expression }
    }

    public struct Invalid: Sendable, Hashable, Decodable {
        public var message: String
    }

    public struct Page: Sendable, Hashable, Decodable {
        public var pageSource: String
        /// A string, so that a status added later does not make the baseline unreadable.
        public var status: String
        public var count: Int
        public var survival: Survival?
    }

    public struct Survival: Sendable, Hashable, Decodable {
        public var rates: [Rate]
    }

    public struct Rate: Sendable, Hashable, Decodable {
        public var strategy: String
        public var survived: Int
        public var trials: Int
    }

    /// Reads the baseline, refusing anything but a compare report of page
    /// sources (not one of `--recording`).
    public static func read(_ bytes: [UInt8], file: String) throws(BaselineError) -> CompareBaseline {
        try BaselineFile.decode(
            CompareBaseline.self, from: bytes, file: file, command: .compare,
            schemaVersion: CompareReport.currentSchemaVersion)
    }
}
