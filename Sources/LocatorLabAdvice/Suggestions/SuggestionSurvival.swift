/// How often a suggested locator still found exactly its element after the
/// survival trials' mutations; suggestions are ranked by it.
public struct SuggestionSurvival: Sendable, Hashable, Codable {
    public var survived: Int
    public var trials: Int

    public init(survived: Int, trials: Int) {
        self.survived = survived
        self.trials = trials
    }
}
