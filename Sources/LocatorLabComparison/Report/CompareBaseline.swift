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
    /// sources (not one of `--recording`). Schema 1 listed a locator's
    /// results on other screens, which schema 2 only counts; both read, and
    /// ``Locator/result(on:listed:pageSources:)`` answers alike for both.
    public static func read(_ bytes: [UInt8], file: String) throws(BaselineError) -> CompareBaseline {
        try BaselineFile.decode(
            CompareBaseline.self, from: bytes, file: file, command: .compare,
            schemaVersions: 1...CompareReport.currentSchemaVersion)
    }

    /// The page sources' names, for ``Locator/result(on:listed:pageSources:)``.
    var pageSourceNames: Set<String> { Set(pageSources.map(\.name)) }
}

extension CompareBaseline.Locator {
    /// The locator's result on the baseline's page source `name`: the one
    /// listed, else, for a valid locator, `not-this-screen` (which schema 2
    /// counts rather than lists); `nil` for a page source not in the baseline.
    func result(on name: String, listed: [String: CompareBaseline.Page], pageSources: Set<String>) -> CompareBaseline.Page? {
        if let page = listed[name] { return page }
        guard invalid == nil, pageSources.contains(name) else { return nil }
        return CompareBaseline.Page(pageSource: name, status: LocatorStatus.notThisScreen.rawValue, count: 0, survival: nil)
    }
}
