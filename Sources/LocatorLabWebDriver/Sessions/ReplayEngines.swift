import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// The engines one evaluation worker uses: one ``LocatorEngine`` per screen
/// (and per `appPackage` a session names), made on first use and kept, so
/// its indexes, query documents and compiled expressions serve the next
/// find; and one per element a find was scoped to.
///
/// An element-scoped find is evaluated on the element's subtree as a tree
/// of its own: WebDriverAgent builds the XPath document of a find from an
/// element with that element as its root (`limitXpathContextScope`, on by
/// default; formats.md 1.6 point 2) and matches accessibility id, id and
/// name on the element itself as well as below it (formats.md 7.5).
/// UiAutomator2 searches from the element's node the same way
/// (`FindElement.java`, the context element's `AccessibilityNodeInfo` as
/// the dump's root); that it also matches the element itself is not
/// checked against a device (note in the report).
///
/// Not `Sendable` (the engines own libxml2 documents): each worker has its own.
public final class ReplayEngines {
    private let screens: [Screen]
    private let limits: XPathLimits
    private var roots: [EngineKey: LocatorEngine] = [:]
    private var scoped: [EngineKey: LocatorEngine] = [:]
    /// Scoped engines kept at most: a suite that scopes finds to many
    /// elements rebuilds a few subtrees rather than holding every one.
    private static let scopedLimit = 256

    private struct EngineKey: Hashable {
        var screen: Int
        var context: Int?
        var appPackage: String?
    }

    public init(screens: [Screen], limits: XPathLimits = .default) {
        self.screens = screens
        self.limits = limits
    }

    /// The elements `locator` matches on `screen` (below and including
    /// `context` when given), in document order, with the time taken.
    func evaluate(_ locator: Locator, screen: Int, context: ElementID?, appPackage: String?)
        throws(LocatorError) -> (matches: [ElementID], milliseconds: Double)
    {
        let root = rootEngine(screen: screen, appPackage: appPackage)
        let clock = ContinuousClock()
        guard let context else {
            let start = clock.now
            let matches = try root.evaluate(locator).matches
            return (matches, Self.milliseconds(clock.now - start))
        }
        let key = EngineKey(screen: screen, context: context.index, appPackage: appPackage)
        let engine: LocatorEngine
        if let known = scoped[key] {
            engine = known
        } else {
            var builder = ElementTreeBuilder(derivingFrom: screens[screen].tree)
            builder.copySubtree(of: context)
            // The session's package, or the one the whole screen completes
            // ids with: a subtree's most common package may differ.
            engine = LocatorEngine(
                tree: builder.finish(), appPackage: appPackage ?? root.idPackage, limits: limits,
                explainsPageSourceDifferences: false)
            if scoped.count >= Self.scopedLimit { scoped.removeAll(keepingCapacity: true) }
            scoped[key] = engine
        }
        let start = clock.now
        let matches = try engine.evaluate(locator).matches
        return (matches.map { ElementID($0.index + context.index) }, Self.milliseconds(clock.now - start))
    }

    private func rootEngine(screen: Int, appPackage: String?) -> LocatorEngine {
        let key = EngineKey(screen: screen, context: nil, appPackage: appPackage)
        if let known = roots[key] { return known }
        let made = LocatorEngine(
            tree: screens[screen].tree, appPackage: appPackage, limits: limits, explainsPageSourceDifferences: false)
        roots[key] = made
        return made
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
