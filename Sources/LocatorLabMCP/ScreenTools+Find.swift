import LocatorLabLocators
import LocatorLabModel
import LocatorLabWebDriver

extension ScreenTools {
    struct FindInput: Decodable {
        var locator: ToolLocator
        var screen: String?
        var limit: Int?
    }

    struct FindOutput: Encodable {
        var locator: Locator
        var screens: [ScreenFinds]
    }

    struct ScreenFinds: Encodable {
        var screen: String
        var platform: Platform
        /// `unique`, `ambiguous`, `broken` (finds nothing) or `error`.
        var verdict: String
        var count: Int
        var matches: [QueryMatch]
        var omitted: Int
        var notes: [String]
        /// The W3C error the driver answers, as replay sends it.
        var error: DriverError?
    }

    struct DriverError: Encodable {
        var error: String
        var message: String
    }

    func find(_ input: FindInput) throws(ToolError) -> FindOutput {
        let locator = try input.locator.locator()
        let limit = Self.limit(input.limit)
        let finds = try screenIndexes(input.screen).map { index in
            let tree = served.screens[index].tree
            let name = served.screens[index].name
            do throws(LocatorError) {
                let result = try served.engine(index).evaluate(locator)
                let listed = ListedMatches(result.matches, in: tree, limit: limit)
                return ScreenFinds(
                    screen: name, platform: tree.platform, verdict: Self.verdict(listed.count), count: listed.count,
                    matches: listed.matches, omitted: listed.omitted, notes: result.notes, error: nil)
            } catch {
                // UiAutomator2 skips an XPath's non-element results: no error, nothing found.
                guard let failure = ReplaySessions.failure(error, platform: tree.platform) else {
                    return ScreenFinds(
                        screen: name, platform: tree.platform, verdict: "broken", count: 0, matches: [], omitted: 0,
                        notes: [error.description], error: nil)
                }
                return ScreenFinds(
                    screen: name, platform: tree.platform, verdict: "error", count: 0, matches: [], omitted: 0,
                    notes: [], error: DriverError(error: failure.code.rawValue, message: failure.message))
            }
        }
        return FindOutput(locator: locator, screens: finds)
    }

    static func verdict(_ count: Int) -> String {
        count == 0 ? "broken" : count == 1 ? "unique" : "ambiguous"
    }
}
