/// A SARIF rule: a stable `id` ("LL001"), a `name` in UpperCamelCase
/// ("AmbiguousLocator"), descriptions and help, and its default level.
public struct SARIFReportingDescriptor: Sendable, Codable, Equatable {
    public var id: String
    public var name: String?
    public var shortDescription: SARIFMessage?
    public var fullDescription: SARIFMessage?
    public var help: SARIFMessage?
    public var helpUri: String?
    public var defaultConfiguration: SARIFReportingConfiguration?

    public init(
        id: String, name: String? = nil, shortDescription: String? = nil, fullDescription: String? = nil,
        help: SARIFMessage? = nil, helpUri: String? = nil, level: SARIFLevel? = nil
    ) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription.map { SARIFMessage($0) }
        self.fullDescription = fullDescription.map { SARIFMessage($0) }
        self.help = help
        self.helpUri = helpUri
        self.defaultConfiguration = level.map { SARIFReportingConfiguration(level: $0) }
    }
}
