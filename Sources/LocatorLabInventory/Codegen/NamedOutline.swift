/// A ``CatalogOutline`` with every namespace, member and parameter named
/// for one language, members and namespaces sorted by name: ready to write.
struct NamedOutline {
    struct Member {
        var name: String
        /// Empty for a constant.
        var parameters: [String]
        var pieces: [IdentifierTemplate.Piece]
        /// The template text, for ordering ties.
        var raw: String
    }

    struct Namespace {
        var name: String
        var members: [Member] = []
        var children: [Int] = []
    }

    /// One step of writing the outline out, in file order.
    enum Event {
        case open(Namespace, depth: Int)
        case member(Member, depth: Int)
        case close(Namespace, depth: Int)
    }

    private(set) var namespaces: [Namespace]

    init(_ outline: CatalogOutline, language: CodegenLanguage, rootName: String) {
        let source = outline.namespaces
        namespaces = source.map { _ in Namespace(name: "") }
        namespaces[0].name = rootName
        // Parents come before children in `source`, so every enclosing name
        // is final by the time a scope is named.
        for (index, scope) in source.enumerated() {
            var enclosing: Set<String> = []
            if language.forbidsNestedTypeNamedLikeEnclosing {
                var current: Int? = index
                while let position = current {
                    enclosing.insert(namespaces[position].name)
                    current = source[position].parent
                }
            }
            var candidates: [NameAllocator.Candidate] = []
            for member in scope.members {
                candidates.append(
                    NameAllocator.Candidate(
                        desired: language.memberName(for: member.base),
                        kind: member.parameterBases.isEmpty ? .constant : .function,
                        raw: member.template.description))
            }
            for child in scope.children {
                candidates.append(
                    NameAllocator.Candidate(
                        desired: language.namespaceName(for: source[child].key), kind: .namespace,
                        // Resource-ids sort after an accessibility namespace of the same key.
                        raw: (source[child].isResourceIDs ? "1" : "0") + source[child].key))
            }
            let names = NameAllocator(language: language, forbiddenNamespaceNames: enclosing).allocate(candidates)
            var members: [Member] = []
            for (position, member) in scope.members.enumerated() {
                members.append(
                    Member(
                        name: names[position],
                        parameters: Self.parameterNames(member.parameterBases, language: language),
                        pieces: member.template.pieces, raw: member.template.description))
            }
            // Constants first, then functions, each by name.
            namespaces[index].members = members.sorted {
                ($0.parameters.isEmpty ? 0 : 1, $0.name, $0.raw) < ($1.parameters.isEmpty ? 0 : 1, $1.name, $1.raw)
            }
            for (offset, child) in scope.children.enumerated() {
                namespaces[child].name = names[scope.members.count + offset]
            }
            namespaces[index].children = scope.children.sorted { namespaces[$0].name < namespaces[$1].name }
        }
    }

    /// Every namespace name in the outline (to tell whether a type name such
    /// as `String` is shadowed somewhere).
    var allNamespaceNames: Set<String> { Set(namespaces.map(\.name)) }

    /// The outline in file order: each namespace opens, lists its members,
    /// then its nested namespaces, and closes. Walked with an explicit stack.
    var events: [Event] {
        var result: [Event] = []
        var stack: [(namespace: Int, nextChild: Int, depth: Int)] = [(0, 0, 0)]
        result.append(.open(namespaces[0], depth: 0))
        result.append(contentsOf: namespaces[0].members.map { .member($0, depth: 1) })
        while let top = stack.last {
            let scope = namespaces[top.namespace]
            if top.nextChild < scope.children.count {
                stack[stack.count - 1].nextChild += 1
                let child = scope.children[top.nextChild]
                let depth = top.depth + 1
                result.append(.open(namespaces[child], depth: depth))
                result.append(contentsOf: namespaces[child].members.map { .member($0, depth: depth + 1) })
                stack.append((child, 0, depth))
            } else {
                result.append(.close(scope, depth: top.depth))
                stack.removeLast()
            }
        }
        return result
    }

    /// `index` for the member's own index, the indexed segment's name for
    /// the others (`favorite(_ card: Int)`), numbered when two coincide.
    private static func parameterNames(_ bases: [String?], language: CodegenLanguage) -> [String] {
        var used: Set<String> = []
        return bases.map { base in
            let desired = language.memberName(for: base ?? "index")
            var name = desired
            var number = 2
            while used.contains(name) {
                name = desired + (desired.last?.isNumber == true ? "_" : "") + String(number)
                number += 1
            }
            used.insert(name)
            return name
        }
    }
}
