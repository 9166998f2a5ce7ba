import LocatorLabLocators
import LocatorLabModel
import LocatorLabTestSources

/// Plans a dynamic locator from the values a recording saw it send.
///
/// **The rule.** A call whose XPath is built at run time
/// (``DynamicTemplate``) is rewritten to the same template of identifier
/// (`"//XCUIElementTypeCell[@name='Row_" + i + "']"` to `"Row_" + i`) when
/// 1. the template builds at least one value the recording sent with the
///    `xpath` strategy (its instances);
/// 2. every instance converts, by the rule a constant XPath follows
///    (``AccessibilityIDResolver``) on every page source and recorded
///    screen, to an identifier of one strategy (accessibility id, or id);
/// 3. one piece of the XPath template, holding every hole (text before the
///    first hole and after the last trimmed), builds each instance's
///    identifier from its holes: the identifier's varying part is the
///    XPath's;
/// 4. different holes give different identifiers over the instances (one
///    to one), and the identifier template can be written in the call's
///    own shape.
/// Otherwise the call is left alone, with the instance or step that failed.
struct DynamicLocatorPlanner {
    let resolver: AccessibilityIDResolver
    let values: [RecordedXPathValue]

    /// Markers that stand for the holes inside a value the client table
    /// wraps (`~` + identifier), taken apart again when it is written.
    private static let holeStart: Character = "\u{F0000}"
    private static let holeEnd: Character = "\u{F0001}"

    func plan(
        _ locator: FoundLocator, template: DynamicTemplate, bytes: [UInt8], generation: ClientGeneration? = nil
    ) -> LocatorPlan {
        let detail = locator.dynamicDetail ?? "is built at run time"
        var instances: [RecordedInstance] = []
        var matched: [(holes: [String], resolution: XPathResolution)] = []
        for recorded in values {
            guard let holes = template.match(recorded.value) else { continue }
            let resolution = resolver.resolve(recorded.value)
            let identifier = resolution.replacement.flatMap { Self.isIdentifier($0) ? $0.value : nil }
            instances.append(
                RecordedInstance(
                    value: recorded.value, holes: holes, screens: recorded.screens,
                    outcome: identifier == nil && resolution.outcome == .converted ? .notEquivalent : resolution.outcome,
                    identifier: identifier,
                    reason: identifier == nil && resolution.outcome == .converted
                        ? "it converts to \(resolution.replacement?.strategy.displayName ?? "another strategy"), not an identifier"
                        : resolution.reason))
            matched.append((holes, resolution))
        }
        func leftAlone(_ why: String) -> LocatorPlan {
            var plan = LocatorPlan(
                locator: locator, outcome: .dynamic, reason: "the XPath \(detail); \(why); it is left alone")
            plan.instances = instances
            return plan
        }
        guard !instances.isEmpty else { return leftAlone("no value the recording sent matches its template") }
        if let failed = instances.first(where: { $0.identifier == nil }) {
            return leftAlone(
                "the recorded instance \(XPathLiteral.quoted(failed.value)) is \(failed.outcome.rawValue) (\(failed.reason))")
        }
        let strategies = Set(matched.compactMap { $0.resolution.replacement?.strategy })
        guard strategies.count == 1, let strategy = strategies.first else {
            return leftAlone("its recorded instances convert to different strategies")
        }
        let identifiers = instances.compactMap(\.identifier)
        guard let pieces = Self.identifierTemplate(of: template, holes: matched.map(\.holes), identifiers: identifiers)
        else {
            return leftAlone("the identifiers of its recorded instances are not one piece of the template holding every hole")
        }
        guard Set(matched.map(\.holes)).count == Set(identifiers).count else {
            return leftAlone("different recorded holes give the same identifier, so the identifier template is not one to one")
        }

        // The client wraps the value (`~` + it for WebdriverIO); markers
        // carry the holes through, and the template writes the result.
        var holeNumber = 0
        var marked = ""
        for piece in pieces {
            switch piece {
            case .text(let text): marked += text
            case .hole:
                marked += "\(Self.holeStart)\(holeNumber)\(Self.holeEnd)"
                holeNumber += 1
            }
        }
        let holeCodes = pieces.compactMap { if case .hole(let code) = $0 { code } else { nil } }
        let written = { (value: String) -> String? in
            template.code(for: Self.pieces(ofMarked: value, holes: holeCodes), language: locator.language)
        }
        let prefix = locator.language.client.strategyName(strategy) ?? ""
        guard let identifierCode = written(marked), written(prefix + marked) != nil else {
            return leftAlone("the identifier template cannot be written as the call writes its XPath")
        }
        let platforms = Array(Set(matched.flatMap(\.resolution.platforms))).sorted { $0.rawValue < $1.rawValue }
        let rewrite = LocatorRewriter.rewrite(
            locator, to: Locator(strategy: strategy, value: marked), platforms: platforms, bytes: bytes,
            generation: generation, writing: { written($0) ?? $0 })
        guard !rewrite.edits.isEmpty else {
            return leftAlone("\(locator.call) has no form taking \(strategy.displayName) in this client library")
        }
        let examples = instances.prefix(3).map { "\(XPathLiteral.quoted($0.value)) is \($0.identifier ?? "")" }
        var plan = LocatorPlan(
            locator: locator, outcome: .converted,
            reason: "every recorded instance (\(instances.count)) proves equivalent to \(strategy.displayName) "
                + "\(identifierCode), the same template (\(examples.joined(separator: "; "))"
                + (instances.count > 3 ? "; …" : "") + ")",
            replacement: Locator(strategy: strategy, value: identifierCode), rewrite: rewrite)
        plan.instances = instances
        return plan
    }

    private static func isIdentifier(_ locator: Locator) -> Bool {
        locator.strategy == .accessibilityID || locator.strategy == .id
    }

    /// The piece of `template` (its first text's suffix, every hole and
    /// text between, its last text's prefix) that builds each identifier
    /// from the same instance's holes; nil when none does.
    static func identifierTemplate(of template: DynamicTemplate, holes: [[String]], identifiers: [String])
        -> [DynamicTemplate.Piece]?
    {
        let texts = template.texts
        guard let first = texts.first, let last = texts.last, texts.count >= 2 else { return nil }
        let inner = Array(template.pieces.dropFirst().dropLast())
        for suffix in 0...first.count {
            for prefix in 0...last.count {
                let pieces = [DynamicTemplate.Piece.text(String(first.suffix(suffix)))] + inner
                    + [.text(String(last.prefix(prefix)))]
                let builds = zip(holes, identifiers).allSatisfy { holes, identifier in
                    var built = ""
                    var next = 0
                    for piece in pieces {
                        switch piece {
                        case .text(let text): built += text
                        case .hole:
                            built += holes[next]
                            next += 1
                        }
                    }
                    return built == identifier
                }
                if builds { return pieces }
            }
        }
        return nil
    }

    /// A value holding hole markers, as text and holes again.
    private static func pieces(ofMarked value: String, holes: [String]) -> [DynamicTemplate.Piece] {
        var pieces: [DynamicTemplate.Piece] = []
        var text = ""
        var number: String?
        for character in value {
            if character == holeStart {
                number = ""
            } else if character == holeEnd, let digits = number, let index = Int(digits), index < holes.count {
                pieces += [.text(text), .hole(holes[index])]
                text = ""
                number = nil
            } else if number != nil {
                number?.append(character)
            } else {
                text.append(character)
            }
        }
        return pieces + [.text(text)]
    }
}
