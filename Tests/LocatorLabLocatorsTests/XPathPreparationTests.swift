@testable import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML
import Testing

/// Issue 29: preparing an XPath (its syntax, what it needs of documents, the
/// driver's edits) happened before the time limit started, and took time
/// quadratic in its length: 9,000 `or` terms or 20,000 literals took 24-29 s
/// with `--xpath-timeout 1`. Preparation is now linear, counted in units of
/// work (``PreparationMeter``), and runs within the limit. No timing is
/// asserted: the work is counted, and a limit of a millisecond is only
/// checked for its outcome.
@Suite("Preparation of long XPaths")
struct XPathPreparationTests {
    /// 9,000 `or` terms, each comparing with a literal (the reproducer of
    /// issue 29).
    static let manyTerms = "//*[" + (0..<9_000).map { "@name='a\($0)'" }.joined(separator: " or ") + "]"
    /// 20,000 string literals.
    static let manyLiterals = "//*[@name=concat(" + Array(repeating: "'x'", count: 20_000).joined(separator: ",") + ")]"
    /// 9,000 `*` steps requiring an attribute, then an `or`: each `*`
    /// looked for an `or` in all the tokens after it.
    static let manyStars =
        "/" + Array(repeating: "*[@name]", count: 9_000).joined(separator: "/") + "[@name='a' or @label='b']"

    static let longXPaths = [manyTerms, manyLiterals, manyStars]

    /// A screen of a few elements, with the wrapper of a page-source file.
    private static func smallScreen() -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        builder.open(TreeFixtures.ios("Application", name: "App"))
        for index in 0..<5 { builder.add(TreeFixtures.ios("Button", name: "a\(index)", index: index)) }
        return builder.finish()
    }

    /// The work of preparing each is at most 16 units a character (these take 8-10): before,
    /// the text was searched for the wrapper's name once per literal
    /// (9,000 × 150,000 characters), and the tokens after each `*` were
    /// scanned for an `or`.
    @Test(arguments: longXPaths)
    func preparationWorkIsLinearInTheLength(_ xpath: String) {
        let meter = PreparationMeter()
        let prepared = PreparedXPath(xpath, platform: .ios, wrapper: "AppiumAUT", meter: meter)
        #expect(!meter.stopped)
        #expect(prepared.work == meter.units)
        #expect(prepared.work <= 16 * xpath.count, "\(prepared.work) units for \(xpath.count) characters")
    }

    /// Found on a small screen with a small limit: the answer or the time
    /// limit's error, never anything else. Before, the first two took
    /// 25 s each in a release build, whatever the limit; bounded here at a
    /// minute, so a return of the quadratic steps fails instead of hanging.
    @Test(.timeLimit(.minutes(1)), arguments: longXPaths)
    func aLongXPathEndsWithinTheLimit(_ xpath: String) {
        let engine = LocatorEngine(tree: Self.smallScreen(), limits: XPathLimits(timeLimit: 0.5))
        do {
            let result = try engine.evaluate(.xpath(xpath))
            #expect(result.matches.count <= 6)
        } catch {
            // Prepared in time on an idle machine, libxml2's own bound on
            // nesting (5,000 levels; the `or` chain nests 9,000) ends it:
            // the error WebDriverAgent gives too.
            #expect(error.isStoppedByLimit || "\(error)".hasSuffix("recursion limit exceeded"), "\(error)")
        }
        #expect(engine.prepare(xpath).work <= 16 * xpath.count)
    }

    /// A preparation that outlasts the limit stops there, with the error an
    /// evaluation gives, and is not kept: the engine answers the next
    /// locator. A millisecond is far less than preparing 150,000 terms
    /// takes (tens of milliseconds in a release build).
    @Test func aPreparationPastTheLimitStopsWithTheEvaluationsError() throws {
        let terms = 150_000
        let xpath = "//*[@name='a'" + String(repeating: " or @name='a'", count: terms - 1) + "]"
        let limits = XPathLimits(timeLimit: 0.001)
        let engine = LocatorEngine(tree: Self.smallScreen(), limits: limits)
        #expect(throws: LocatorError.xpathEvaluationFailed(
            expression: xpath, offset: 0,
            message: "stopped after 0.001 s, the time limit for one evaluation (raise it with --xpath-timeout)"
        )) {
            try engine.evaluate(.xpath(xpath))
        }
        // Stopped while reading, well before the last of its 750,003
        // tokens (`//`, `*`, `[`, four a term, the `or`s, `]`).
        let meter = PreparationMeter()
        let (prepared, _) = EvaluationBudget.run(limits) {
            PreparedXPath(xpath, platform: .ios, wrapper: "AppiumAUT", meter: meter)
        }
        #expect(meter.stopped)
        #expect(prepared.syntax.tokens.count < (5 * terms + 3) / 2)
        // Answered, or (a millisecond on a loaded machine) stopped by the
        // limit: never stuck on the cut-short preparation.
        do {
            #expect(try engine.evaluate(.xpath("//*[@name='a1']")).matches.count == 1)
        } catch {
            #expect(error.isStoppedByLimit, "\(error)")
        }
    }
}
