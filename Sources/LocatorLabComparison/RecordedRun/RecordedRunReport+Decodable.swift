import LocatorLabReporting

/// Reading back a recorded run's report from its JSON (the parts of a
/// sharded `compare --recording`, `locatorlab merge`). Only what the report
/// is built from is read: the fired rules and the summary are derived again
/// by ``init(screens:locators:estimated:)``, as the run that wrote the JSON
/// derived them.
extension RecordedRunReport: Decodable {
    private enum DecodingKeys: String, CodingKey {
        case schemaVersion, recordings, screens, locators, estimated, notes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DecodingKeys.self)
        try container.requireSchemaVersion(Self.currentSchemaVersion, forKey: .schemaVersion, what: "recorded run report")
        self.init(
            screens: try container.decode([ScreenSummary].self, forKey: .screens),
            locators: try container.decode([RecordedLocatorReport].self, forKey: .locators),
            estimated: try container.decode(Bool.self, forKey: .estimated))
        recordings = try container.decode([String].self, forKey: .recordings)
        notes = try container.decode([String].self, forKey: .notes)
    }
}
