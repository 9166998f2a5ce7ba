import LocatorLabModel

extension PageSourceAnalysis {
    /// Each distinct accessibility identifier with the first element carrying it, in document order.
    var distinctIdentifiers: [(identifier: String, element: ElementID)] {
        var seen = SeenStrings(tree.strings)
        var result: [(String, ElementID)] = []
        for id in tree.ids {
            guard let identifier = identities[id.index].accessibilityIdentifier, seen.insert(identifier) else {
                continue
            }
            result.append((identifier, id))
        }
        return result
    }

    /// Identifiers (accessibility identifiers and resource-id entry names)
    /// that look machine-made or carry state, once per identifier.
    func generatedIdentifierFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var seen = SeenStrings(tree.strings)
        for id in tree.ids {
            let identity = identities[id.index]
            // The accessibility identifier, then the resource-id (no array
            // of the two per element).
            for identifier in [identity.accessibilityIdentifier, identity.resourceID?.rawValue].lazy.compactMap({ $0 })
            where seen.insert(identifier) {
                let text =
                    identifier == identity.resourceID?.rawValue ? identity.resourceID?.entry ?? identifier : identifier
                // One rule set with compare and convert (IdentifierQuality).
                switch IdentifierQuality.problem(in: text) {
                case .generated(let pattern):
                    findings.append(
                        AuditFinding(
                            rule: .generatedIdentifier,
                            message:
                                "'\(identifier)' looks generated (\(pattern.phrase)); it is likely to change between builds or runs",
                            pageSource: name, element: path(id), identifier: identifier))
                case .carriesState(let pattern):
                    findings.append(
                        AuditFinding(
                            rule: .stateCarryingIdentifier,
                            message:
                                "'\(identifier)' carries state (\(pattern.phrase)); it changes when the element's state does",
                            pageSource: name, element: path(id), identifier: identifier))
                case nil:
                    continue
                }
            }
        }
        return findings
    }

    /// Accessibility identifiers the convention does not accept as a whole, once per identifier.
    func conventionFindings(_ convention: IdentifierConvention) -> [AuditFinding] {
        distinctIdentifiers.filter { !convention.accepts($0.identifier) }.map { entry in
            AuditFinding(
                rule: .offConvention,
                message: "'\(entry.identifier)' does not match the convention \(convention.pattern)",
                pageSource: name, element: path(entry.element), identifier: entry.identifier)
        }
    }

    /// Indexed identifiers (``IdentifierTemplate``) whose last index skips
    /// values between the smallest and largest present, for each template and
    /// each value of its other indices. A list scrolled to rows 12–18 has
    /// no gap; rows 0, 1 and 3 have one.
    func indexGapFindings() -> [AuditFinding] {
        struct Group: Hashable {
            var template: IdentifierTemplate
            var outerIndices: [Int]
        }
        var groups: [Group: [(index: Int, element: ElementID)]] = [:]
        for (identifier, element) in distinctIdentifiers {
            // An index is ASCII digits (``IdentifierTemplate``): without one,
            // parsing (6% of `inspect` on a generated 20k-element screen)
            // would find none.
            guard identifier.utf8.contains(where: { (0x30...0x39).contains($0) }) else { continue }
            let (template, indices) = IdentifierTemplate.parse(identifier)
            guard let last = indices.last else { continue }
            groups[Group(template: template, outerIndices: Array(indices.dropLast())), default: []].append(
                (last, element))
        }
        var findings: [AuditFinding] = []
        for (group, entries) in groups where entries.count > 1 {
            let present = Set(entries.map(\.index))
            guard let low = present.min(), let high = present.max(), high - low + 1 > present.count else { continue }
            let missing = (low...high).filter { !present.contains($0) }
            let first = entries.min { $0.element < $1.element }!.element
            let pattern = group.template.pattern(filling: group.outerIndices)
            findings.append(
                AuditFinding(
                    rule: .indexGap,
                    message: "\(pattern): \(Self.list(present.sorted())) present, \(Self.list(missing)) missing",
                    pageSource: name, element: path(first), identifier: pattern,
                    relatedElements: entries.map(\.element).filter { $0 != first }.sorted().map(path)))
        }
        return findings
    }

    /// `0–2, 5, 7–9`: runs of consecutive numbers as ranges.
    private static func list(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var position = 0
        while position < numbers.count {
            var end = position
            while end + 1 < numbers.count && numbers[end + 1] == numbers[end] + 1 { end += 1 }
            parts.append(end == position ? "\(numbers[position])" : "\(numbers[position])–\(numbers[end])")
            position = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
