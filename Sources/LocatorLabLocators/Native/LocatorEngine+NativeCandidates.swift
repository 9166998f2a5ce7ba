import LocatorLabModel

/// Native expressions for a set of elements, each verified here to select
/// exactly that set: predicates and class chains on iOS, UiSelectors on
/// Android. Callers decide which to keep (a converter also checks them on
/// every other page source).
extension LocatorEngine {
    /// Candidates of `strategy` that select exactly `targets` (in document
    /// order) on this tree, best first: identifier and type, anchored on an
    /// identified ancestor (or, for a container, on an identified
    /// descendant), the type alone, then label or text, then position.
    public func nativeCandidates(for targets: [ElementID], strategy: LocatorStrategy) -> [NativeCandidate] {
        guard !targets.isEmpty, strategy.onlyPlatform == tree.platform else { return [] }
        let proposals: [NativeCandidate]
        switch strategy {
        case .predicate: proposals = predicateProposals(for: targets)
        case .classChain: proposals = classChainProposals(for: targets)
        case .uiAutomator: proposals = uiSelectorProposals(for: targets)
        default: return []
        }
        let wanted = targets.sorted { $0.index < $1.index }
        var seen: Set<Locator> = []
        return proposals.filter { proposal in
            guard seen.insert(proposal.locator).inserted else { return false }
            // `try?`: native strategies are matched on the tree, without
            // libxml2 or its limits; a proposal that fails is one built wrong.
            return (try? evaluate(proposal.locator))?.found.elementsEqual(wanted) == true
        }
    }

    // MARK: - What the targets share

    /// The value every target has for `read`, when they all have the same
    /// non-empty one.
    private func shared(_ targets: [ElementID], _ read: (ElementID) -> String?) -> String? {
        guard let first = read(targets[0]), !first.isEmpty else { return nil }
        return targets.dropFirst().allSatisfy { read($0) == first } ? first : nil
    }

    /// Whether the name accessibility id matches on `id` (iOS `name`,
    /// Android `content-desc`) is its label, by the one verdict every
    /// feature shares (``IdentityVerdict/nameComesFromLabel(_:platform:)``).
    private func nameIsText(_ id: ElementID) -> Bool {
        IdentityVerdict.nameComesFromLabel(tree[id], platform: tree.platform)
    }

    /// The nearest ancestor below the root whose identifier alone finds it.
    private func identifiedAncestor(of targets: [ElementID]) -> (ElementID, String)? {
        let attribute = tree.platform == .ios ? AttributeName.name : AttributeName.resourceID
        for ancestor in tree.ancestors(of: targets[0]) where tree.parent(of: ancestor) != nil {
            guard let value = tree.attribute(attribute, of: ancestor), !value.isEmpty else { continue }
            if tree.platform == .ios && nameIsText(ancestor) { continue }
            let unique = tree.platform == .ios
                ? index.count(ofAccessibilityID: value) == 1 : index.elements(withResourceID: value).count == 1
            guard unique else { continue }
            let end = tree.subtreeEnd(of: ancestor)
            if targets.allSatisfy({ $0.index > ancestor.index && $0.index < end }) { return (ancestor, value) }
        }
        return nil
    }

    /// The first descendant, in document order, whose `name` is an
    /// identifier (not the label) that no other element has.
    private func identifiedDescendant(of target: ElementID) -> (ElementID, String)? {
        for descendant in tree.descendants(of: target) {
            guard let name = tree.attribute(AttributeName.name, of: descendant), !name.isEmpty, !nameIsText(descendant),
                index.count(ofAccessibilityID: name) == 1
            else { continue }
            return (descendant, name)
        }
        return nil
    }

    /// `T1/T2/…/Tn`: the types of `id`'s ancestors below the root, then its
    /// own; `nil` when one is not a type WebDriverAgent knows.
    private func typePath(_ id: ElementID) -> String? {
        var types = [tree.type(of: id)]
        for ancestor in tree.ancestors(of: id) where tree.parent(of: ancestor) != nil {
            types.append(tree.type(of: ancestor))
        }
        guard types.allSatisfy(IOSElementType.known.contains) else { return nil }
        return types.reversed().joined(separator: "/")
    }

    // MARK: - Predicate

    private func predicateProposals(for targets: [ElementID]) -> [NativeCandidate] {
        var proposals: [NativeCandidate] = []
        let type = shared(targets) { tree.type(of: $0) }
        let name = shared(targets) { tree.attribute(AttributeName.name, of: $0) }
        let label = shared(targets) { tree.attribute(AttributeName.label, of: $0) }
        let value = shared(targets) { tree.attribute(AttributeName.value, of: $0) }
        let typeTerm = type.map { "type == \(NativeLiteral.predicate($0))" }
        if let typeTerm, let name {
            let basis: NativeCandidate.Basis = targets.contains(where: nameIsText) ? .text : .identifier
            proposals.append(.init(locator: .predicate("\(typeTerm) AND name == \(NativeLiteral.predicate(name))"), basis: basis))
        }
        if let typeTerm { proposals.append(.init(locator: .predicate(typeTerm), basis: .type)) }
        if let typeTerm, let label {
            proposals.append(.init(locator: .predicate("\(typeTerm) AND label == \(NativeLiteral.predicate(label))"), basis: .text))
        }
        if let typeTerm, let value {
            proposals.append(.init(locator: .predicate("\(typeTerm) AND value == \(NativeLiteral.predicate(value))"), basis: .text))
        }
        return proposals
    }

    // MARK: - Class chain

    private func classChainProposals(for targets: [ElementID]) -> [NativeCandidate] {
        guard let type = shared(targets, { tree.type(of: $0) }), IOSElementType.known.contains(type) else { return [] }
        var proposals: [NativeCandidate] = []
        func filter(_ predicate: String) -> String { "[`\(NativeLiteral.classChainPredicate(predicate))`]" }
        if let name = shared(targets, { tree.attribute(AttributeName.name, of: $0) }) {
            let basis: NativeCandidate.Basis = targets.contains(where: nameIsText) ? .text : .identifier
            proposals.append(.init(locator: .classChain("**/\(type)\(filter("name == \(NativeLiteral.predicate(name))"))"), basis: basis))
        }
        if let (anchor, anchorName) = identifiedAncestor(of: targets), IOSElementType.known.contains(tree.type(of: anchor)) {
            let anchorStep = "**/\(tree.type(of: anchor))\(filter("name == \(NativeLiteral.predicate(anchorName))"))"
            proposals.append(.init(locator: .classChain("\(anchorStep)/**/\(type)"), basis: .identifier))
            if targets.count == 1 {
                let sameType = Array(tree.descendants(of: anchor).filter { tree.type(of: $0) == type })
                if let position = sameType.firstIndex(of: targets[0]) {
                    proposals.append(.init(locator: .classChain("\(anchorStep)/**/\(type)[\(position + 1)]"), basis: .position))
                }
            }
        }
        // A container found by what it contains (`[$…$]`), the class-chain
        // answer to an XPath's `/..`: its nearest identified descendant; the
        // innermost such container is the last in document order.
        if targets.count == 1, let (_, descendantName) = identifiedDescendant(of: targets[0]) {
            let contains = "[$\(NativeLiteral.descendantPredicate("name == \(NativeLiteral.predicate(descendantName))"))$]"
            proposals.append(.init(locator: .classChain("**/\(type)\(contains)"), basis: .identifier))
            proposals.append(.init(locator: .classChain("**/\(type)\(contains)[-1]"), basis: .identifier))
        }
        // The type alone: anywhere, or along the types from the application
        // down, as an absolute XPath spells them (`XCUIElementTypeWindow/…`).
        proposals.append(.init(locator: .classChain("**/\(type)"), basis: .type))
        if let path = shared(targets, typePath) {
            proposals.append(.init(locator: .classChain(path), basis: .type))
        }
        if let label = shared(targets, { tree.attribute(AttributeName.label, of: $0) }) {
            proposals.append(.init(locator: .classChain("**/\(type)\(filter("label == \(NativeLiteral.predicate(label))"))"), basis: .text))
        }
        if targets.count == 1, let root = tree.root {
            // `**/T[`name == 'v'`][k]`: the position among those sharing the name.
            if let name = tree.attribute(AttributeName.name, of: targets[0]), !name.isEmpty, !nameIsText(targets[0]) {
                let sameName = Array(tree.descendants(of: root).filter {
                    tree.type(of: $0) == type && tree.attribute(AttributeName.name, of: $0) == name
                })
                if sameName.count > 1, let position = sameName.firstIndex(of: targets[0]) {
                    let step = "**/\(type)\(filter("name == \(NativeLiteral.predicate(name))"))[\(position + 1)]"
                    proposals.append(.init(locator: .classChain(step), basis: .indexedIdentifier))
                }
            }
            let sameType = Array(tree.descendants(of: root).filter { tree.type(of: $0) == type })
            if let position = sameType.firstIndex(of: targets[0]) {
                proposals.append(.init(locator: .classChain("**/\(type)[\(position + 1)]"), basis: .position))
            }
        }
        return proposals
    }

    // MARK: - UiSelector

    private func uiSelectorProposals(for targets: [ElementID]) -> [NativeCandidate] {
        var proposals: [NativeCandidate] = []
        func className(_ id: ElementID) -> String? { tree.attribute(AttributeName.className, of: id) ?? tree.type(of: id) }
        let classCall = shared(targets, className).flatMap(NativeLiteral.uiSelector).map { ".className(\($0))" }
        let start = "new UiSelector()"
        if let resourceID = shared(targets, { tree.attribute(AttributeName.resourceID, of: $0) }).flatMap(NativeLiteral.uiSelector) {
            if let classCall { proposals.append(.init(locator: .uiAutomator("\(start)\(classCall).resourceId(\(resourceID))"), basis: .identifier)) }
            proposals.append(.init(locator: .uiAutomator("\(start).resourceId(\(resourceID))"), basis: .identifier))
        }
        if let description = shared(targets, { tree.attribute(AttributeName.contentDescription, of: $0) }).flatMap(NativeLiteral.uiSelector), let classCall {
            let basis: NativeCandidate.Basis = targets.contains(where: nameIsText) ? .text : .identifier
            proposals.append(.init(locator: .uiAutomator("\(start)\(classCall).description(\(description))"), basis: basis))
        }
        if let classCall, let (anchor, anchorID) = identifiedAncestor(of: targets), let anchorLiteral = NativeLiteral.uiSelector(anchorID) {
            let container = "\(start).resourceId(\(anchorLiteral))"
            proposals.append(.init(locator: .uiAutomator("\(container).childSelector(\(start)\(classCall))"), basis: .identifier))
            if targets.count == 1, let wanted = shared(targets, className) {
                let sameClass = Array(tree.descendants(of: anchor).filter { className($0) == wanted })
                if let position = sameClass.firstIndex(of: targets[0]) {
                    let instance = position
                    proposals.append(.init(locator: .uiAutomator("\(container).childSelector(\(start)\(classCall).instance(\(instance)))"), basis: .position))
                }
            }
        }
        if let classCall { proposals.append(.init(locator: .uiAutomator("\(start)\(classCall)"), basis: .type)) }
        if let classCall, let text = shared(targets, { tree.attribute(AttributeName.text, of: $0) }).flatMap(NativeLiteral.uiSelector) {
            proposals.append(.init(locator: .uiAutomator("\(start)\(classCall).text(\(text))"), basis: .text))
        }
        if targets.count == 1, let classCall, let wanted = shared(targets, className) {
            // `.resourceId(R).instance(k)`: the position among those sharing the id.
            if let resourceID = tree.attribute(AttributeName.resourceID, of: targets[0]), !resourceID.isEmpty,
                let literal = NativeLiteral.uiSelector(resourceID)
            {
                let sameID = Array(tree.ids.filter {
                    className($0) == wanted && tree.attribute(AttributeName.resourceID, of: $0) == resourceID
                })
                if sameID.count > 1, let position = sameID.firstIndex(of: targets[0]) {
                    proposals.append(
                        .init(
                            locator: .uiAutomator("\(start)\(classCall).resourceId(\(literal)).instance(\(position))"),
                            basis: .indexedIdentifier))
                }
            }
            let sameClass = Array(tree.ids.filter { className($0) == wanted && !tree.isAndroidHierarchy($0) })
            if let position = sameClass.firstIndex(of: targets[0]) {
                proposals.append(.init(locator: .uiAutomator("\(start)\(classCall).instance(\(position))"), basis: .position))
            }
        }
        return proposals
    }
}
