import Foundation
import LocatorLabModel

// SARIF 2.1.0, the format GitHub code scanning and IDEs read: a log of runs,
// each with a tool (its rules) and results (a rule, a severity, a message,
// locations and fixes). Small parts are nested in the type that owns them;
// a region, a file and a message appear in several places, so they stand
// alone. Optional properties left `nil` are omitted from the JSON.

/// A SARIF 2.1.0 log:
///
///     let log = SARIFLog(
///         tool: SARIFToolComponent(name: "locatorlab", version: "1.0", rules: rules),
///         results: results)
///     let bytes = try log.json()
public struct SARIFLog: Sendable, Codable, Equatable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public var schema: String
    public var version: String
    public var runs: [Run]

    public init(runs: [Run]) {
        self.schema = Self.schemaURI
        self.version = "2.1.0"
        self.runs = runs
    }

    /// A log with one run of `tool`. Results that name a rule of the tool
    /// but no `ruleIndex` get the index filled in, so viewers link the rule.
    public init(tool: SARIFToolComponent, results: [SARIFResult], columnKind: ColumnKind? = nil) {
        let indices = Dictionary(
            (tool.rules ?? []).enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let linked = results.map { result in
            var result = result
            if result.ruleIndex == nil, let id = result.ruleId { result.ruleIndex = indices[id] }
            return result
        }
        self.init(runs: [Run(tool: Tool(driver: tool), results: linked, columnKind: columnKind)])
    }

    /// Deterministic JSON (see `ReportJSON`).
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the SARIF log")
    }

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// One run of one tool in a SARIF log.
    public struct Run: Sendable, Codable, Equatable {
        public var tool: Tool
        public var results: [SARIFResult]
        public var columnKind: ColumnKind?
        /// Where relative URIs with a `uriBaseId` (e.g. "%SRCROOT%") point.
        public var originalUriBaseIds: [String: SARIFArtifactLocation]?

        public init(
            tool: Tool, results: [SARIFResult], columnKind: ColumnKind? = nil,
            originalUriBaseIds: [String: SARIFArtifactLocation]? = nil
        ) {
            self.tool = tool
            self.results = results
            self.columnKind = columnKind
            self.originalUriBaseIds = originalUriBaseIds
        }
    }

    /// The tool that produced a SARIF run; `driver` is its main component.
    public struct Tool: Sendable, Codable, Equatable {
        public var driver: SARIFToolComponent

        public init(driver: SARIFToolComponent) {
            self.driver = driver
        }
    }

    /// What a SARIF column number counts. The SARIF default is UTF-16 code
    /// units; tools that count Unicode scalars must say so.
    public enum ColumnKind: String, Sendable, Codable, Equatable {
        case utf16CodeUnits
        case unicodeCodePoints
    }
}

/// A SARIF tool component: the tool's name, version and rules.
public struct SARIFToolComponent: Sendable, Codable, Equatable {
    public var name: String
    public var version: String?
    public var informationUri: String?
    public var rules: [SARIFReportingDescriptor]?

    public init(
        name: String, version: String? = nil, informationUri: String? = nil,
        rules: [SARIFReportingDescriptor]? = nil
    ) {
        self.name = name
        self.version = version
        self.informationUri = informationUri
        self.rules = rules
    }
}

/// A SARIF rule: a stable `id` ("LL001"), a `name` in UpperCamelCase
/// ("AmbiguousLocator"), descriptions and help, and its default level.
public struct SARIFReportingDescriptor: Sendable, Codable, Equatable {
    public var id: String
    public var name: String?
    public var shortDescription: SARIFMessage?
    public var fullDescription: SARIFMessage?
    public var help: SARIFMessage?
    public var helpUri: String?
    public var defaultConfiguration: Configuration?

    public init(
        id: String, name: String? = nil, shortDescription: String? = nil, fullDescription: String? = nil,
        help: SARIFMessage? = nil, helpUri: String? = nil, level: Severity? = nil
    ) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription.map { SARIFMessage($0) }
        self.fullDescription = fullDescription.map { SARIFMessage($0) }
        self.help = help
        self.helpUri = helpUri
        self.defaultConfiguration = level.map { Configuration(level: $0) }
    }

    /// The default settings of a SARIF rule; only the level matters to us.
    public struct Configuration: Sendable, Codable, Equatable {
        public var level: Severity

        public init(level: Severity) {
            self.level = level
        }
    }
}

/// One finding: which rule, how serious, what to say, where, and optionally
/// how to fix it. The level is a ``Severity``, whose raw values are SARIF's
/// (`error`, `warning`, `note`); GitHub code scanning shows the first two
/// as alerts and `note` as a hint.
public struct SARIFResult: Sendable, Codable, Equatable {
    public var ruleId: String?
    /// The rule's position in the driver's `rules`; `SARIFLog(tool:results:)`
    /// fills it in from `ruleId`.
    public var ruleIndex: Int?
    public var level: Severity?
    public var message: SARIFMessage
    public var locations: [SARIFLocation]?
    public var fixes: [SARIFFix]?
    /// Stable keys that let viewers track a finding across runs even when
    /// lines move (e.g. `["locator/v1": "<hash of the locator>"]`).
    public var partialFingerprints: [String: String]?
    /// SARIF's property bag (§3.8): facts a viewer may show beside the
    /// message, such as what a conversion was proven on.
    public var properties: [String: String]?
    /// How this result relates to the baseline run (SARIF 2.1.0 §3.27.24),
    /// set only when a run is compared with one (`--baseline`).
    public var baselineState: BaselineState?

    /// SARIF's `baselineState` values: in this run only, in both and the same,
    /// in both with a changed level or message, in the baseline only.
    public enum BaselineState: String, Sendable, Codable, Equatable {
        case new, unchanged, updated, absent
    }

    public init(
        ruleId: String?, level: Severity? = nil, message: String, locations: [SARIFLocation] = [],
        fixes: [SARIFFix] = [], partialFingerprints: [String: String]? = nil, ruleIndex: Int? = nil,
        properties: [String: String]? = nil
    ) {
        self.properties = properties
        self.ruleId = ruleId
        self.ruleIndex = ruleIndex
        self.level = level
        self.message = SARIFMessage(message)
        self.locations = locations.isEmpty ? nil : locations
        self.fixes = fixes.isEmpty ? nil : fixes
        self.partialFingerprints = partialFingerprints
    }
}

/// Where a result applies.
public struct SARIFLocation: Sendable, Codable, Equatable {
    public var physicalLocation: PhysicalLocation?
    public var message: SARIFMessage?

    public init(physicalLocation: PhysicalLocation?, message: SARIFMessage? = nil) {
        self.physicalLocation = physicalLocation
        self.message = message
    }

    /// A location in file `uri` (relative to the repository root, with `/`),
    /// at `line`/`column` when known. Without a valid line (nil or below 1)
    /// the result points at the whole file.
    public init(
        uri: String, uriBaseId: String? = nil, line: Int? = nil, column: Int? = nil, endLine: Int? = nil,
        endColumn: Int? = nil
    ) {
        let region = line.flatMap {
            SARIFRegion(startLine: $0, startColumn: column, endLine: endLine, endColumn: endColumn)
        }
        self.init(
            physicalLocation: PhysicalLocation(
                artifactLocation: SARIFArtifactLocation(uri: uri, uriBaseId: uriBaseId), region: region))
    }

    /// A file and, when known, a region in it.
    public struct PhysicalLocation: Sendable, Codable, Equatable {
        public var artifactLocation: SARIFArtifactLocation
        public var region: SARIFRegion?

        public init(artifactLocation: SARIFArtifactLocation, region: SARIFRegion? = nil) {
            self.artifactLocation = artifactLocation
            self.region = region
        }
    }
}

/// A proposed fix: replacements in one or more files.
public struct SARIFFix: Sendable, Codable, Equatable {
    public var description: SARIFMessage?
    public var artifactChanges: [ArtifactChange]

    public init(description: String? = nil, artifactChanges: [ArtifactChange]) {
        self.description = description.map { SARIFMessage($0) }
        self.artifactChanges = artifactChanges
    }

    /// The replacements a fix makes in one file.
    public struct ArtifactChange: Sendable, Codable, Equatable {
        public var artifactLocation: SARIFArtifactLocation
        public var replacements: [Replacement]

        public init(artifactLocation: SARIFArtifactLocation, replacements: [Replacement]) {
            self.artifactLocation = artifactLocation
            self.replacements = replacements
        }
    }

    /// Replaces `deletedRegion` with `insertedContent`; an empty region
    /// (start == end) inserts, a missing `insertedContent` deletes.
    public struct Replacement: Sendable, Codable, Equatable {
        public var deletedRegion: SARIFRegion
        public var insertedContent: ArtifactContent?

        public init(deletedRegion: SARIFRegion, insertedText: String?) {
            self.deletedRegion = deletedRegion
            self.insertedContent = insertedText.map { ArtifactContent(text: $0) }
        }
    }

    /// Text inserted by a fix.
    public struct ArtifactContent: Sendable, Codable, Equatable {
        public var text: String

        public init(text: String) {
            self.text = text
        }
    }
}

/// A file, by URI: relative paths (with `/`) resolve against `uriBaseId` or,
/// for GitHub code scanning, the repository checkout.
public struct SARIFArtifactLocation: Sendable, Codable, Equatable {
    public var uri: String
    public var uriBaseId: String?

    public init(uri: String, uriBaseId: String? = nil) {
        self.uri = uri
        self.uriBaseId = uriBaseId
    }

    /// The location of a file named by a path as the user gave it.
    public init(path: String) {
        self.init(uri: Self.uri(forPath: path))
    }

    /// A URI reference for a path as the user gave it: relative paths stay
    /// relative (resolved against the repository by code scanning), absolute
    /// ones become `file://` URIs, a first segment with a colon gets `./` (it
    /// would read as a scheme), and characters a URI cannot hold (spaces,
    /// `#`, `?`, `%`, non-ASCII) are percent-encoded.
    public static func uri(forPath path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        if path.hasPrefix("/") { return "file://" + encoded }
        // A colon in the first segment would read as a scheme (`a:b.xml`).
        let firstSegment = encoded.split(separator: "/", maxSplits: 1).first ?? ""
        return firstSegment.contains(":") ? "./" + encoded : encoded
    }
}

/// Lines and columns in a file, 1-based, end column exclusive (SARIF counts
/// columns in UTF-16 code units unless the run says otherwise).
public struct SARIFRegion: Sendable, Codable, Equatable {
    public var startLine: Int
    public var startColumn: Int?
    public var endLine: Int?
    public var endColumn: Int?

    /// `nil` when `startLine` is below 1, as SARIF forbids it; positions
    /// below 1 for the other values are left out rather than made up.
    public init?(startLine: Int, startColumn: Int? = nil, endLine: Int? = nil, endColumn: Int? = nil) {
        guard startLine >= 1 else { return nil }
        self.startLine = startLine
        self.startColumn = startColumn.flatMap { $0 >= 1 ? $0 : nil }
        self.endLine = endLine.flatMap { $0 >= startLine ? $0 : nil }
        self.endColumn = endColumn.flatMap { $0 >= 1 ? $0 : nil }
    }
}

/// SARIF `message` (also used where the schema wants a
/// `multiformatMessageString`, which has the same `text` and `markdown`).
public struct SARIFMessage: Sendable, Codable, Equatable {
    public var text: String
    /// An optional richer rendering; viewers fall back to `text`.
    public var markdown: String?

    public init(_ text: String, markdown: String? = nil) {
        self.text = text
        self.markdown = markdown
    }
}
