import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel

extension ScreenTools {
    struct LocatorsForElementInput: Decodable {
        var screen: String
        /// Any locator that finds exactly the element (the `path` find and
        /// element_at answer).
        var locator: ToolLocator
        /// A ``ClientLanguage`` raw value; Python unless told.
        var language: String?
        var limit: Int?
    }

    struct LocatorsForElementOutput: Encodable {
        var screen: String
        var element: QueryMatch
        var language: ClientLanguage
        var locators: [ElementLocator]
        var omitted: Int
    }

    struct ElementLocator: Encodable {
        var rank: Int
        var kind: SuggestionKind
        var strategy: String
        var value: String
        /// Checked by evaluating it again on the screen with the driver's rules.
        var unique: Bool
        var survival: SuggestionSurvival?
        var findings: [FragilityFinding]
        var notes: [String]
        /// The find statement in the chosen client, or `nil` when that
        /// client cannot say this locator.
        var code: String?
    }

    /// The ranking `compare` and `inspect` use (``LocatorRanking``), each
    /// locator evaluated once more to verify it selects exactly the element.
    func locatorsForElement(_ input: LocatorsForElementInput) throws(ToolError) -> LocatorsForElementOutput {
        let index = try served.index(of: input.screen, roots: roots)
        let screen = served.screens[index]
        let language: ClientLanguage
        if let asked = input.language {
            guard let known = ClientLanguage(rawValue: asked.lowercased()) else {
                let names = ClientLanguage.allCases.map(\.rawValue).joined(separator: ", ")
                throw ToolError("unknown language \(ToolError.quoted(asked)); the languages are \(names)")
            }
            language = known
        } else {
            language = .python
        }
        let engine = served.engine(index)
        let locator = try input.locator.locator()
        let matches: [ElementID]
        do throws(LocatorError) {
            matches = try engine.evaluate(locator).matches
        } catch {
            throw ToolError("the locator does not evaluate on \(screen.name): \(error)")
        }
        guard matches.count == 1, let element = matches.first else {
            throw ToolError(
                "the locator finds \(matches.count) elements on \(screen.name); give one that finds exactly the element (its path from find or element_at)"
            )
        }
        let ranked = served.ranked(element, screen: index)
        let limit = Self.limit(input.limit)
        let tree = screen.tree
        let locators = ranked.locators.prefix(limit).map { candidate in
            let unique = (try? engine.evaluate(candidate.locator))?.found == [element]
            return ElementLocator(
                rank: candidate.rank, kind: candidate.kind, strategy: candidate.locator.strategy.displayName,
                value: candidate.locator.value, unique: unique, survival: candidate.survival,
                findings: candidate.findings, notes: candidate.notes,
                code: language.findStatement(
                    for: candidate.locator, elementType: tree[element].type, identifier: tree[element].identifier,
                    platform: tree.platform))
        }
        return LocatorsForElementOutput(
            screen: screen.name, element: QueryMatch(element: element, in: tree), language: language,
            locators: Array(locators), omitted: ranked.locators.count - locators.count)
    }
}
