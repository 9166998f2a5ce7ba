import LocatorLabInventory
import LocatorLabLocators
import LocatorLabModel

/// Collects the identifier requests of a run (``IdentifierRequest``).
///
/// **The rule.** A locator asks for an identifier when
/// 1. it stays an XPath as `not-equivalent`, `ambiguous` or `label-only`
///    (what an identifier would fix; a converted locator was replaced, and
///    `no-match`, `dynamic` and `invalid-xpath` name no element);
/// 2. its element is known: on the first page source where the XPath
///    matches, the first match of a singular find, or the only match of a
///    plural one (a plural find of several elements is a list, which one
///    identifier cannot stand for);
/// 3. that element has no identifier (``ElementIdentity/isIdentified``): an
///    element with one that merely failed the proof (it also names other
///    elements, or looks generated) needs another fix.
///
/// The same element asked for by several locators is one request listing
/// them all. Proposals are made per page source in one pass, so that two
/// requested elements whose proposals coincide are numbered as `audit`
/// numbers them.
struct IdentifierRequestPlanner {
    let resolver: AccessibilityIDResolver

    private static let requesting: Set<ConversionOutcome> = [.notEquivalent, .ambiguous, .labelOnly]

    private struct Key: Hashable, Comparable {
        var source: Int
        var element: ElementID

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.source, lhs.element.index) < (rhs.source, rhs.element.index)
        }
    }

    func requests(for files: [FileConversion]) -> [IdentifierRequest] {
        Self.requests(asked(by: files))
    }

    /// What `files`' locators ask for, one entry per element, by page
    /// source then document order, with what its numbering needs to know
    /// of its page: what a shard of `convert --shard` carries in its part.
    func asked(by files: [FileConversion]) -> [AskedIdentifier] {
        var asking: [Key: [RequestingLocator]] = [:]
        for file in files {
            for conversion in file.locators where Self.requesting.contains(conversion.outcome) {
                let locator = conversion.locator
                guard let expression = locator.expression,
                    let key = locator.xcuiQuery == nil
                        ? target(of: expression, findsOne: locator.findsOne) : queryTarget(of: expression)
                else { continue }
                asking[key, default: []].append(
                    RequestingLocator(
                        file: locator.file, line: locator.position.line, column: locator.position.column,
                        xpath: expression, outcome: conversion.outcome, isSwiftQuery: locator.xcuiQuery != nil))
            }
        }
        var asked: [AskedIdentifier] = []
        let bySource = Dictionary(grouping: asking.keys, by: \.source)
        for source in bySource.keys.sorted() {
            let keys = bySource[source]!.sorted()
            let page = resolver.pageSources[source]
            for facts in IdentifierProposer(page).numberingFacts(for: keys.map(\.element)) {
                asked.append(
                    AskedIdentifier(
                        pageSourceIndex: source, pageSource: page.name, facts: facts,
                        locators: asking[Key(source: source, element: ElementID(facts.element))]!))
            }
        }
        return asked
    }

    /// The requests of everything asked, however it was collected (one run,
    /// or the parts of a sharded one in any order): one request per element
    /// listing every locator that asked for it in file then source order,
    /// by page source then document order, with the proposals of each page
    /// numbered together (``IdentifierProposer/numbered(_:)``).
    static func requests(_ asked: [AskedIdentifier]) -> [IdentifierRequest] {
        var byKey: [Key: AskedIdentifier] = [:]
        for entry in asked {
            let key = Key(source: entry.pageSourceIndex, element: ElementID(entry.facts.element))
            if var known = byKey[key] {
                known.locators += entry.locators
                byKey[key] = known
            } else {
                byKey[key] = entry
            }
        }
        var requests: [IdentifierRequest] = []
        let bySource = Dictionary(grouping: byKey.keys, by: \.source)
        for source in bySource.keys.sorted() {
            let entries = bySource[source]!.sorted().map { byKey[$0]! }
            let identifiers = IdentifierProposer.numbered(entries.map(\.facts))
            for entry in entries {
                let facts = entry.facts
                let locators = entry.locators.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
                let proposed = identifiers[facts.element]!
                requests.append(
                    IdentifierRequest(
                        element: RequestedElement(
                            pageSource: entry.pageSource, type: facts.type, shown: facts.shown,
                            path: ElementPath(recorded: ElementID(facts.element), expression: facts.path)),
                        proposed: proposed, proposalLabel: facts.label, locators: locators,
                        // A Swift UI test tests an iOS app, whose code adds the identifier.
                        swiftCode: locators.contains(where: \.isSwiftQuery) ? SwiftIdentifierCode(identifier: proposed) : nil))
            }
        }
        return requests
    }

    /// The element the locator is about, when it has no identifier (rules 2–3).
    private func target(of expression: String, findsOne: Bool) -> Key? {
        for (index, engine) in resolver.engines.enumerated() {
            // `try?`: the resolver evaluated this XPath on this engine to
            // reach the outcome; a failure there would have been invalid-xpath.
            guard let matches = try? engine.evaluate(.xpath(expression)).matches, let first = matches.first else {
                continue
            }
            guard findsOne || matches.count == 1 else { return nil }
            let tree = resolver.pageSources[index].tree
            guard !ElementIdentity(of: tree[first], platform: tree.platform).isIdentified else { return nil }
            return Key(source: index, element: first)
        }
        return nil
    }

    /// The element an XCUITest query resolves to on the first page source
    /// where it does, when it has no identifier (rules 2–3 with XCTest's
    /// resolution: a unique match, the first match, the n-th).
    private func queryTarget(of expression: String) -> Key? {
        for (index, engine) in resolver.engines.enumerated() where engine.tree.platform == .ios {
            guard let outcome = try? engine.evaluateXCUIQuery(expression), !outcome.matches.isEmpty else { continue }
            let elements = outcome.element.map { [$0] } ?? outcome.matches
            guard elements.count == 1, let element = elements.first else { return nil }
            let tree = resolver.pageSources[index].tree
            guard !ElementIdentity(of: tree[element], platform: tree.platform).isIdentified else { return nil }
            return Key(source: index, element: element)
        }
        return nil
    }
}
