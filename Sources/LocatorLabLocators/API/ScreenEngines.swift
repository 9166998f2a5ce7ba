import LocatorLabModel
import LocatorLabXML

/// The engines of a list of screens: one ``LocatorEngine`` per screen,
/// Android package and scope, made on first use and kept, so that its
/// indexes, query documents and compiled expressions serve the next locator
/// on that screen. `replay`'s finds, `inspect --serve`'s live queries and
/// the report of a recorded run all evaluate through one of these.
///
/// - The package is the one a session or run names (`appium:appPackage`,
///   `--app-package`); `nil` lets each engine take its screen's most
///   common one. Engines of one screen for two packages complete Android
///   ids differently, so they are two engines.
/// - A scope is an element a find was scoped to, evaluated on the
///   element's subtree as a tree of its own: WebDriverAgent builds the XPath
///   document of a find from an element with that element as its root
///   (`limitXpathContextScope`, on by default; formats.md 1.6 point 2) and
///   matches accessibility id, id and name on the element itself as well as
///   below it (formats.md 7.5). UiAutomator2 searches from the element's node
///   the same way (`FindElement.java`, the context element's
///   `AccessibilityNodeInfo` as the dump's root); that it also matches the
///   element itself is not checked against a device (note in the report).
///
/// Not `Sendable`, and not locked: the engines own libxml2 documents and
/// caches that one evaluation at a time may use. The servers give each of
/// their evaluation workers a `ScreenEngines` of its own, and a worker
/// serves one evaluation at a time.
public final class ScreenEngines {
    /// What one engine is kept under.
    public struct Key: Hashable, Sendable {
        /// The screen's position in ``ScreenEngines/screens``.
        public var screen: Int
        public var appPackage: String?
        /// The element the engine's tree is the subtree of; `nil` for the whole screen.
        public var scope: ElementID?
    }

    public let screens: [Screen]
    /// The bounds on each evaluation, every engine's.
    public let limits: XPathLimits
    /// Given to each whole-screen engine (``LocatorEngine/explainsPageSourceDifferences``);
    /// a scoped engine never explains them (its tree is a copy).
    public let explainsPageSourceDifferences: Bool
    private var whole: [Key: LocatorEngine] = [:]
    private var scoped: [Key: LocatorEngine] = [:]
    /// For a window (``window(onto:as:)``): the engines that hold the
    /// engines, and the position there of each of ``screens``.
    private let owner: (engines: ScreenEngines, positions: [Int])?

    /// Scoped engines kept at most: a suite that scopes finds to many
    /// elements rebuilds a few subtrees rather than holding every one.
    public static let scopedLimit = 256

    public init(screens: [Screen], limits: XPathLimits = .default, explainsPageSourceDifferences: Bool = true) {
        self.screens = screens
        self.limits = limits
        self.explainsPageSourceDifferences = explainsPageSourceDifferences
        owner = nil
    }

    private init(screens: [Screen], owner: ScreenEngines, positions: [Int]) {
        self.screens = screens
        limits = owner.limits
        explainsPageSourceDifferences = owner.explainsPageSourceDifferences
        self.owner = (owner, positions)
    }

    /// These engines' screens at `positions`, under other names (`screens`,
    /// one per position, each the same tree as the screen it stands for),
    /// with the engines made and kept here: a server's recording is
    /// analysed with the recording's own screen ids (`screen-001`) on the
    /// engines its other tools use (`run/screen-001`).
    public func window(onto positions: [Int], as screens: [Screen]) -> ScreenEngines {
        precondition(positions.count == screens.count, "a window names one screen per position")
        if let owner {
            return owner.engines.window(onto: positions.map { owner.positions[$0] }, as: screens)
        }
        return ScreenEngines(screens: screens, owner: self, positions: positions)
    }

    /// Engines kept now, whole-screen and scoped (a window's: its owner's).
    public var count: Int { owner?.engines.count ?? whole.count + scoped.count }

    /// The engine of the whole of screen `screen` (a position in ``screens``).
    public func engine(screen: Int, appPackage: String?) -> LocatorEngine {
        if let owner { return owner.engines.engine(screen: owner.positions[screen], appPackage: appPackage) }
        let key = Key(screen: screen, appPackage: appPackage, scope: nil)
        if let known = whole[key] { return known }
        let made = LocatorEngine(
            tree: screens[screen].tree, appPackage: appPackage, limits: limits,
            explainsPageSourceDifferences: explainsPageSourceDifferences)
        whole[key] = made
        return made
    }

    /// The engine of the subtree of `scope` on screen `screen` (the whole
    /// screen's when `scope` is `nil`). Element `i` of a scoped engine's
    /// tree is element `scope.index + i` of the screen's
    /// (``screenElements(_:scope:)``).
    public func engine(screen: Int, appPackage: String?, scope: ElementID?) -> LocatorEngine {
        if let owner {
            return owner.engines.engine(screen: owner.positions[screen], appPackage: appPackage, scope: scope)
        }
        let root = engine(screen: screen, appPackage: appPackage)
        guard let scope else { return root }
        let key = Key(screen: screen, appPackage: appPackage, scope: scope)
        if let known = scoped[key] { return known }
        var builder = ElementTreeBuilder(derivingFrom: screens[screen].tree)
        builder.copySubtree(of: scope)
        // The session's package, or the one the whole screen completes
        // ids with: a subtree's most common package may differ.
        let made = LocatorEngine(
            tree: builder.finish(), appPackage: appPackage ?? root.idPackage, limits: limits,
            explainsPageSourceDifferences: false)
        if scoped.count >= Self.scopedLimit { scoped.removeAll(keepingCapacity: true) }
        scoped[key] = made
        return made
    }

    /// The screen's elements that the matches of a scoped engine
    /// (``engine(screen:appPackage:scope:)``) are: a subtree is copied in
    /// document order, so its element `i` is the screen's `scope.index + i`.
    public static func screenElements(_ matches: [ElementID], scope: ElementID?) -> [ElementID] {
        guard let scope else { return matches }
        return matches.map { ElementID($0.index + scope.index) }
    }
}
