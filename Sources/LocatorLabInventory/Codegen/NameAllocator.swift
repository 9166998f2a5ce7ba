/// Gives the symbols declared in one scope of generated code distinct names.
///
/// Candidates are served in a fixed order (desired name, then kind, then the
/// raw text they come from), so the result never depends on input order. The
/// first candidate keeps its desired name; a later one that clashes gets the
/// lowest free numbered variant (`name2`, `name3`, or `name_2` after a
/// digit), never one that another candidate wants for itself.
struct NameAllocator {
    enum Kind: Int, Comparable {
        case constant, function, namespace

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Candidate {
        var desired: String
        var kind: Kind
        /// What the candidate stands for (identifier template, segment); orders ties.
        var raw: String
    }

    let language: CodegenLanguage
    /// Names nested types may not take here (Java: the enclosing types' names).
    let forbiddenNamespaceNames: Set<String>

    /// The name of each candidate, in the order given.
    func allocate(_ candidates: [Candidate]) -> [String] {
        let order = candidates.indices.sorted { left, right in
            let a = candidates[left]
            let b = candidates[right]
            if a.desired != b.desired { return a.desired < b.desired }
            if a.kind != b.kind { return a.kind < b.kind }
            return a.raw < b.raw
        }
        let wanted = Set(candidates.map(\.desired))
        var taken: [Kind: Set<String>] = [:]
        var names = [String](repeating: "", count: candidates.count)
        for position in order {
            let candidate = candidates[position]
            var name = candidate.desired
            var number = 2
            while isTaken(name, by: candidate.kind, in: taken) || (name != candidate.desired && wanted.contains(name)) {
                let separator = candidate.desired.last?.isNumber == true ? "_" : ""
                name = candidate.desired + separator + String(number)
                number += 1
            }
            taken[candidate.kind, default: []].insert(name)
            names[position] = name
        }
        return names
    }

    private func isTaken(_ name: String, by kind: Kind, in taken: [Kind: Set<String>]) -> Bool {
        if kind == .namespace && forbiddenNamespaceNames.contains(name) { return true }
        return conflictingKinds(of: kind).contains { taken[$0]?.contains(name) == true }
    }

    /// Types clash with everything in a scope; constants and functions clash
    /// with their own kind, and with each other where the language says so.
    private func conflictingKinds(of kind: Kind) -> [Kind] {
        switch kind {
        case .namespace: return [.constant, .function, .namespace]
        case .constant:
            return language.constantsAndFunctionsShareNames
                ? [.constant, .function, .namespace] : [.constant, .namespace]
        case .function:
            return language.constantsAndFunctionsShareNames
                ? [.constant, .function, .namespace] : [.function, .namespace]
        }
    }
}
