import LocatorLabLocators
import LocatorLabModel

/// Evaluates locators typed into the served page with the drivers'
/// semantics (``LocatorEngine``: every strategy, device-shaped XPath
/// documents). One engine per screen, made on first use and kept, so its
/// indexes and compiled expressions serve the next query.
///
/// Not thread-safe: the server keeps it inside an actor.
public final class LiveQuery {
    private let trees: [ElementTree]
    private let appPackage: String?
    private var engines: [Int: LocatorEngine] = [:]

    public init(trees: [ElementTree], appPackage: String? = nil) {
        self.trees = trees
        self.appPackage = appPackage
    }

    /// Evaluates `value` with the strategy named `strategy` (any spelling
    /// `locatorlab query --strategy` accepts) on screen `page`.
    public func evaluate(page: Int, strategy: String, value: String) -> LiveQueryResult {
        guard trees.indices.contains(page) else {
            return Self.failure("there is no screen \(page)")
        }
        guard let strategy = LocatorStrategy(name: strategy) else {
            return Self.failure("unknown strategy \(strategy)")
        }
        let engine = engines[page] ?? LocatorEngine(tree: trees[page], appPackage: appPackage)
        engines[page] = engine
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let result = try engine.evaluate(Locator(strategy: strategy, value: value))
            let elapsed = clock.now - start
            return LiveQueryResult(
                count: result.matches.count, matches: result.matches.map(\.index),
                milliseconds: Self.milliseconds(elapsed), notes: result.notes, error: nil)
        } catch {
            return Self.failure(error.description)
        }
    }

    private static func failure(_ message: String) -> LiveQueryResult {
        LiveQueryResult(count: 0, matches: [], milliseconds: 0, notes: [], error: message)
    }

    /// Rounded to microseconds: more digits would only be noise.
    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        let microseconds = Double(seconds) * 1_000_000 + Double(attoseconds / 1_000_000_000_000)
        return microseconds / 1000
    }
}
