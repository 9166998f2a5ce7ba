import LocatorLabModel
import LocatorLabXML

/// Everything about one XPath that does not depend on the page source, only
/// on its platform and the file's wrapper: the text the driver sends, its
/// syntax (read once, for everything below), the notes that follow from the
/// text alone, and what it needs of documents. Immutable, so the engines of
/// one run (a comparison's, one per page source) share it through an
/// ``XPathPreparationCache`` instead of each reading the text again: on
/// 2,000 page sources, preparing every locator on each was a third of the
/// run.
final class XPathPreparation: Sendable {
    let edit: XPathSourceEdit
    let syntax: XPathSyntax
    let needs: XPathDocumentNeeds
    /// Notes about the text (legacy UIA names, driver-only functions), as
    /// results carry them.
    let textNotes: (beforeEvaluation: [LocatorNote], afterEvaluation: [LocatorNote])
    /// The expression as the model answers it directly, when it can.
    let modelPath: ModelXPath?
    /// Names that only the other platform's page sources have; `nil` when
    /// there are none.
    let foreignNames: ForeignPlatformNames?
    /// The units of work the preparation counted (``PreparationMeter``),
    /// for tests holding it to a few per character.
    let work: Int

    /// Prepares `expression`, counting the work on `meter`: once the meter
    /// stops (the time limit passed), the preparation is incomplete and
    /// must not be used.
    init(_ expression: String, platform: Platform, wrapper: String?, meter: PreparationMeter = PreparationMeter()) {
        let syntax = XPathSyntax(expression, meter: meter)
        self.syntax = syntax
        needs = XPathDocumentNeeds(syntax, wrapper: wrapper, meter: meter)
        // The driver's edits are single passes over the text.
        meter.spend(syntax.length)
        // A preparation already past its limit is thrown away: editing a
        // megabyte of text then only delays the time limit's answer.
        edit = meter.stopped ? XPathSourceEdit(expression) : Self.driverEdit(of: expression, platform: platform)
        var before: [String] = []
        if platform == .ios { meter.spend(syntax.length) }
        if platform == .ios, !meter.stopped, let rewritten = IOSElementType.driverRewrite(ofLegacyXPath: expression) {
            before.append(
                "the XPath uses legacy UIAutomation names (UIA…); the XCUITest driver rewrites them "
                    + "and sends '\(rewritten)', but LocatorLab evaluated the XPath as written"
            )
        }
        var after: [String] = []
        // libxml2 fails on an unknown function only when it reaches the call.
        let driverOnly = XPathFunctionCatalog.driverOnly(on: platform)
        if let call = syntax.functions.first(where: { driverOnly.contains(String($0.localName)) }) {
            after.append(
                "the XPath calls \(call.localName)() at offset \(call.offset), which libxml2 (XPath 1.0) does not have; "
                    + "this page source never reached the call, but a device may evaluate it and match differently"
            )
        }
        textNotes = (before.map(LocatorNote.text), after.map(LocatorNote.text))
        // Only an XPath naming XCUIElementTypeAny is edited; the model reads
        // the edited text, which then needs a syntax of its own.
        meter.spend(syntax.tokens.count)
        modelPath = meter.stopped ? nil : edit.changed ? ModelXPath(edit.edited) : ModelXPath(syntax)
        let foreign = ForeignPlatformNames(
            elementNames: syntax.elementNames, attributes: needs.attributes, platform: platform)
        foreignNames = foreign.isEmpty ? nil : foreign
        work = meter.units
    }
}

extension XPathPreparation {
    /// What a driver does to the text before compiling it: WebDriverAgent
    /// replaces `XCUIElementTypeAny` with `*` textually, string literals
    /// included; UiAutomator2 changes nothing.
    static func driverEdit(of expression: String, platform: Platform) -> XPathSourceEdit {
        switch platform {
        // Looking for the name in the UTF-8 bytes first spares nearly every
        // XPath the walk over its characters.
        case .ios where expression.utf8.contains(IOSElementType.any.utf8):
            .replacingOccurrences(of: IOSElementType.any, with: "*", in: expression)
        case .ios, .android: XPathSourceEdit(expression)
        }
    }
}

extension LocatorEngine {
    /// The text a driver compiles for `expression`, as the engine evaluates
    /// it (``XPathPreparation/driverEdit(of:platform:)``), for timing it.
    public static func driverExpression(_ expression: String, platform: Platform) -> String {
        XPathPreparation.driverEdit(of: expression, platform: platform).edited
    }

    /// Where a driver evaluates an XPath from: UiAutomator2 from the
    /// document node (`AccessibilityNodeInfoDumper.fetchContext`),
    /// WebDriverAgent from the application element.
    public static func driverContextNode(for platform: Platform) -> XPathEvaluator.ContextNode {
        platform == .android ? .document : .rootElement
    }
}
