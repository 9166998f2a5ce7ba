import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Evaluates locators typed into the served page with the drivers'
/// semantics (``LocatorEngine``: every strategy, device-shaped XPath
/// documents), and works out any element's full locators. The engines are
/// one ``ScreenEngines``, so a screen's indexes and compiled expressions
/// serve the next query; an element's ranking state is made on the first
/// full-locator request of its screen and kept.
///
/// Not thread-safe: each of the server's evaluation workers has its own.
public final class LiveQuery {
    private let engines: ScreenEngines
    private let appPackage: String?
    private var rankings: [Int: ElementLocators] = [:]

    /// - Parameter limits: the bounds on each evaluation, this server's own.
    public init(screens: [Screen], appPackage: String? = nil, limits: XPathLimits = .default) {
        engines = ScreenEngines(screens: screens, limits: limits)
        self.appPackage = appPackage
    }

    private var screens: [Screen] { engines.screens }

    /// Evaluates `value` with the strategy named `strategy` (any spelling
    /// `locatorlab query --strategy` accepts) on screen `page`.
    public func evaluate(page: Int, strategy: String, value: String) -> LiveQueryResult {
        guard screens.indices.contains(page) else {
            return Self.failure("there is no screen \(page)")
        }
        guard let strategy = LocatorStrategy(name: strategy) else {
            return Self.failure("unknown strategy \(strategy)")
        }
        let engine = engines.engine(screen: page, appPackage: appPackage)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let result = try engine.evaluate(Locator(strategy: strategy, value: value))
            let elapsed = clock.now - start
            return LiveQueryResult(
                count: result.found.count, matches: result.found.map(\.index),
                // Whole microseconds: more digits would only be noise.
                milliseconds: (elapsed.inMilliseconds * 1000).rounded(.down) / 1000, notes: result.notes, error: nil)
        } catch {
            return Self.failure(error.description)
        }
    }

    /// The full ranked locators of element `element` of screen `page`
    /// (what the static page lists only for some elements of large screens);
    /// `nil` when there is no such element.
    public func locators(page: Int, element: Int) -> [InspectedLocator]? {
        guard screens.indices.contains(page), (0..<screens[page].tree.count).contains(element) else { return nil }
        return ranking(page).full(for: ElementID(element))
    }

    private func ranking(_ page: Int) -> ElementLocators {
        if let known = rankings[page] { return known }
        let made = ElementLocators(engine: engines.engine(screen: page, appPackage: appPackage))
        rankings[page] = made
        return made
    }

    private static func failure(_ message: String) -> LiveQueryResult {
        LiveQueryResult(count: 0, matches: [], milliseconds: 0, notes: [], error: message)
    }
}
