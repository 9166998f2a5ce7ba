import LocatorLabModel

/// Every identifier the app exposes in a set of page sources, as code
/// generation uses them: accessibility identifiers (never label-derived names,
/// see ``ElementIdentity``) and the app's own Android resource-ids.
///
/// Framework resource-ids (`android:id/…`) are left out: they are the same
/// in every app and not the app's to name.
public struct IdentifierCatalog: Sendable, Hashable {
    /// Accessibility identifiers, sorted, each once.
    public private(set) var accessibilityIdentifiers: [String]
    /// The app's resource-ids, sorted, each once.
    public private(set) var resourceIDs: [AndroidResourceName]
    /// The file names of the page sources (last path component), sorted, each
    /// once: what the generated header lists, so that the same screens give
    /// the same file wherever the inputs live.
    public private(set) var sourceNames: [String]

    public init(accessibilityIdentifiers: [String], resourceIDs: [AndroidResourceName] = [], sourceNames: [String] = [])
    {
        self.accessibilityIdentifiers = Array(Set(accessibilityIdentifiers)).sorted()
        self.resourceIDs = Array(Set(resourceIDs.filter { !$0.isFramework })).sorted()
        self.sourceNames = Array(Set(sourceNames)).sorted()
    }

    /// Collects the identifiers of every element of `pageSources`.
    public init(pageSources: [Screen]) {
        var identifiers: Set<String> = []
        var resources: Set<AndroidResourceName> = []
        for source in pageSources {
            for element in source.tree.elements {
                let identity = ElementIdentity(of: element, platform: source.tree.platform)
                if let identifier = identity.accessibilityIdentifier { identifiers.insert(identifier) }
                if let resource = identity.resourceID { resources.insert(resource) }
            }
        }
        self.init(
            accessibilityIdentifiers: Array(identifiers), resourceIDs: Array(resources),
            sourceNames: pageSources.map { Self.fileName(of: $0.name) })
    }

    /// The catalog with identifiers the app does not have yet: those `convert`
    /// requests (``IdentifierRequestsFile``), read from `file`, which the
    /// header lists beside the page sources.
    public func adding(requested identifiers: [String], from file: String) -> IdentifierCatalog {
        IdentifierCatalog(
            accessibilityIdentifiers: accessibilityIdentifiers + identifiers, resourceIDs: resourceIDs,
            sourceNames: sourceNames + [Self.fileName(of: file)])
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}
