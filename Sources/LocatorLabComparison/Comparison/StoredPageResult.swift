/// One locator's result on one page source as a comparison holds it until
/// the locator's report is made. On an estate of many screens nearly every
/// result finds nothing (most page sources are of other screens), and at
/// 248 bytes each, the 4 million results of 2,000 locators on 2,000 page
/// sources were most of the run's 1.1 GiB. So a result that found nothing
/// keeps only what it says beyond that, one of another screen nothing, and
/// any other is boxed.
enum StoredPageResult: Sendable {
    indirect case full(LocatorPageResult)
    /// Broken, with no match, timing, lookup, suggestion or survival.
    case foundNothing(notes: [String], identifierUnavailable: String?, survivalSkipped: String?)
    /// ``LocatorStatus/notThisScreen``: dropped from the report, counted.
    case otherScreen

    init(_ result: LocatorPageResult) {
        if result.status == .notThisScreen {
            self = .otherScreen
        } else if result.status == .broken && result.count == 0 && result.matches.isEmpty
            && result.fileOnlyMatches.isEmpty && result.error == nil && result.timings == nil
            && result.nativeLocators.isEmpty && result.identifierLookup == nil && result.suggestions.isEmpty
            && result.survival == nil && !result.xpathSurvivesBetter
        {
            // Every field of LocatorPageResult but these is checked empty
            // above: a field added there must be checked or kept here.
            self = .foundNothing(
                notes: result.notes, identifierUnavailable: result.identifierUnavailable,
                survivalSkipped: result.survivalSkipped)
        } else {
            self = .full(result)
        }
    }

    /// Whether the locator belongs on this page source's screen: it finds
    /// something here, or only the page-source file does, or it fails.
    var placesLocator: Bool {
        guard case .full(let result) = self else { return false }
        return result.count > 0 || !result.fileOnlyMatches.isEmpty || result.status == .error
    }

    /// Found nothing, on a screen not yet known to be another one.
    var isBroken: Bool {
        switch self {
        case .full(let result): result.status == .broken
        case .foundNothing: true
        case .otherScreen: false
        }
    }

    /// The result again, on the page source named `pageSource` (the one it
    /// was made on).
    func result(on pageSource: String) -> LocatorPageResult {
        switch self {
        case .full(let result):
            return result
        case .foundNothing(let notes, let identifierUnavailable, let survivalSkipped):
            var result = LocatorPageResult(pageSource: pageSource, status: .broken, count: 0)
            result.notes = notes
            result.identifierUnavailable = identifierUnavailable
            result.survivalSkipped = survivalSkipped
            return result
        case .otherScreen:
            return LocatorPageResult(pageSource: pageSource, status: .notThisScreen, count: 0)
        }
    }
}
