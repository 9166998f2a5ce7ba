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
