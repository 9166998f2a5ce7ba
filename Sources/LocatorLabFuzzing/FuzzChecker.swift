import Foundation
import LocatorLabConversion
import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// Runs one fuzz input through a target's parser and checks what the parser
/// promises beyond not crashing. The libFuzzer harnesses in `Fuzz/` trap on
/// a violation; the tests run the seed corpora through the same checks.
///
/// Not `Sendable` (the conversion resolver caches, and dry runs share a
/// scratch folder): give each thread its own.
public final class FuzzChecker {
    public let fixtures: FuzzFixtures
    /// The bounds on each XPath evaluation, for every engine the checks make.
    public let limits: XPathLimits
    let resolver: AccessibilityIDResolver
    /// Engines kept across inputs, as `compare` keeps one per page source:
    /// their caches must never change an answer.
    lazy var warmEngines: [Platform: LocatorEngine] = [
        .ios: LocatorEngine(tree: fixtures.iosTree, limits: limits),
        .android: LocatorEngine(tree: fixtures.androidTree, limits: limits),
    ]
    /// Plain libxml2 evaluation on complete documents, for the XPath check.
    lazy var xpathOracle = XPathOracle(trees: [fixtures.iosTree, fixtures.androidTree], limits: limits)
    /// A folder of its own for the dry-run `convert` checks, made on first use.
    var madeScratchFolder: String?

    public init(fixtures: FuzzFixtures, limits: XPathLimits = .default) {
        self.fixtures = fixtures
        self.limits = limits
        self.resolver = AccessibilityIDResolver(pageSources: fixtures.pageSources, limits: limits)
    }

    deinit {
        if let madeScratchFolder { try? FileManager.default.removeItem(atPath: madeScratchFolder) }
    }

    /// The first invariant `bytes` breaks for `target`, or `nil`.
    public func check(_ target: FuzzTarget, _ bytes: [UInt8]) -> InvariantViolation? {
        switch target {
        case .xml: return checkPageSource(bytes, target: target, format: .xml)
        case .debugDescription: return checkPageSource(bytes, target: target, format: .debugDescription)
        case .json: return checkPageSource(bytes, target: target, format: .json)
        case .convert(let language): return checkConversion(bytes, language: language)
        case .xpath: return checkXPath(bytes)
        case .predicate: return checkPredicate(bytes)
        case .classChain: return checkClassChain(bytes)
        case .uiAutomator: return checkUiAutomator(bytes)
        }
    }
}
