import LocatorLabReporting

/// Reading back a compare report's JSON (the parts of a sharded run,
/// `locatorlab merge`). Only what the report is built from is read: the
/// fired rules and the summary are derived again by ``init(run:pageSources:locators:)``,
/// exactly as the run that wrote the JSON derived them.
extension CompareReport: Decodable {
    private enum DecodingKeys: String, CodingKey {
        case schemaVersion, run, pageSources, locators
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DecodingKeys.self)
        try container.requireSchemaVersion(Self.currentSchemaVersion, forKey: .schemaVersion, what: "compare report")
        self.init(
            run: try container.decode(CompareRunInfo.self, forKey: .run),
            pageSources: try container.decode([PageSourceSummary].self, forKey: .pageSources),
            locators: try container.decode([LocatorReport].self, forKey: .locators))
    }
}
