import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Evaluates locators typed into the served page with the drivers'
/// semantics (``LocatorEngine``: every strategy, device-shaped XPath
/// documents), and works out any element's full locators. One engine per screen, made on first use and kept, so its
/// indexes and compiled expressions serve the next query.
///
/// Not thread-safe: the server keeps it inside an actor.
public final class LiveQuery {
    private let trees: [ElementTree]
    private let appPackage: String?
    /// The bounds on each evaluation, this server's own.
    private let limits: XPathLimits
    private var screens: [Int: ElementLocators] = [:]

    public init(trees: [ElementTree], appPackage: String? = nil, limits: XPathLimits = .default) {
        self.trees = trees
        self.appPackage = appPackage
        self.limits = limits
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
        let engine = screen(page).engine
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

    /// The full ranked locators of element `element` of screen `page`
    /// (what the static page lists only for some elements of large screens);
    /// `nil` when there is no such element.
    public func locators(page: Int, element: Int) -> [InspectedLocator]? {
        guard trees.indices.contains(page), (0..<trees[page].count).contains(element) else { return nil }
        return screen(page).full(for: ElementID(element))
    }

    private func screen(_ page: Int) -> ElementLocators {
        if let known = screens[page] { return known }
        let made = ElementLocators(engine: LocatorEngine(tree: trees[page], appPackage: appPackage, limits: limits))
        screens[page] = made
        return made
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
