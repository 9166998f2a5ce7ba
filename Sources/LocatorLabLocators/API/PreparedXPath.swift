import LocatorLabModel
import LocatorLabXML

/// Everything about one XPath that does not depend on the page source, worked
/// out once per engine: the text the driver sends, its syntax (read once,
/// for everything below), the notes that follow from the text alone, and what it needs of documents.
/// A class, so that an evaluation finds all of it, the compiled expression
/// included, with one lookup and no copy.
final class PreparedXPath {
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
    /// `edit.edited` compiled, once it has been (``LocatorEngine/compiled(_:)``).
    var compiled: XPathExpression?
    /// The notes of the last result whose notes depended only on its number
    /// of matches (``LocatorEngine/notes(_:_:matches:droppedRoot:)``).
    var lastNotes: (matchCount: Int, droppedRoot: Bool, notes: [LocatorNote])?
    /// What the expression selected on the page-source file's shape, once
    /// it has been evaluated there. The engine's tree never changes, so
    /// neither does this answer: a repeated call compares against it
    /// instead of evaluating the XPath a second time (which made an axis
    /// XPath cost 2-3x libxml2 per call).
    var fileShape: FileShapeAnswer?

    /// The page-source file's answer to an XPath.
    enum FileShapeAnswer {
        /// The tags of the selected elements (-1 for the wrapper).
        case elements([Int])
        /// Not a set of elements, or the evaluation there failed: no note.
        case unknown
    }

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

extension PreparedXPath {
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
    /// it (``PreparedXPath/driverEdit(of:platform:)``), for timing it.
    public static func driverExpression(_ expression: String, platform: Platform) -> String {
        PreparedXPath.driverEdit(of: expression, platform: platform).edited
    }

    /// Where a driver evaluates an XPath from: UiAutomator2 from the
    /// document node (`AccessibilityNodeInfoDumper.fetchContext`),
    /// WebDriverAgent from the application element.
    public static func driverContextNode(for platform: Platform) -> XPathEvaluator.ContextNode {
        platform == .android ? .document : .rootElement
    }
}
