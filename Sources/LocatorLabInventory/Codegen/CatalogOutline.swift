/// The identifiers of a catalog arranged for code, before any language's
/// naming: a namespace per dotted segment (keyed by the segment without its
/// index), a member per identifier template, and the resource-ids in a
/// namespace of their own.
///
/// Namespaces are stored flat, parents before children, so nothing that
/// walks them recurses however many segments an identifier has.
struct CatalogOutline {
    struct Member {
        /// The raw text the member is named after: the last segment's base,
        /// or a resource-id's entry name.
        var base: String
        var template: IdentifierTemplate
        /// One per index of the template, in order: the base of the indexed
        /// segment, or `nil` for the member's own index.
        var parameterBases: [String?]
    }

    struct Namespace {
        /// The segment base it stands for (`""` for the root).
        var key: String
        var isResourceIDs: Bool
        var parent: Int?
        var children: [Int] = []
        var members: [Member] = []
    }

    /// The raw key of the namespace holding resource-ids.
    static let resourceIDsKey = "ResourceIDs"

    private(set) var namespaces: [Namespace] = [Namespace(key: "", isResourceIDs: false, parent: nil)]

    init(catalog: IdentifierCatalog) {
        var childIndex: [Int: [String: Int]] = [:]
        var templates: Set<IdentifierTemplate> = []
        for identifier in catalog.accessibilityIdentifiers {
            templates.insert(IdentifierTemplate.parse(identifier).template)
        }
        for template in templates.sorted() {
            var scope = 0
            for segment in template.segments.dropLast() {
                if let existing = childIndex[scope]?[segment.base] {
                    scope = existing
                } else {
                    namespaces.append(Namespace(key: segment.base, isResourceIDs: false, parent: scope))
                    let created = namespaces.count - 1
                    namespaces[scope].children.append(created)
                    childIndex[scope, default: [:]][segment.base] = created
                    scope = created
                }
            }
            let last = template.segments.count - 1
            var parameters: [String?] = []
            for (position, segment) in template.segments.enumerated() where segment.index != nil {
                parameters.append(position == last ? nil : segment.base)
            }
            namespaces[scope].members.append(
                Member(base: template.segments[last].base, template: template, parameterBases: parameters))
        }
        guard !catalog.resourceIDs.isEmpty else { return }
        namespaces.append(Namespace(key: Self.resourceIDsKey, isResourceIDs: true, parent: 0))
        let resources = namespaces.count - 1
        namespaces[0].children.append(resources)
        for resource in catalog.resourceIDs {
            namespaces[resources].members.append(
                Member(base: resource.entry, template: .literal(resource.rawValue), parameterBases: []))
        }
    }
}
