import LocatorLabModel
import LocatorLabXML

/// An XPath prepared for one engine: what its text says
/// (``XPathPreparation``, which engines of one run may share) and what this
/// engine learnt of it, its compiled expression first.
/// A class, so that an evaluation finds all of it, the compiled expression
/// included, with one lookup and no copy.
final class PreparedXPath {
    /// What the text says, whatever the page source.
    let preparation: XPathPreparation
    var edit: XPathSourceEdit { preparation.edit }
    var syntax: XPathSyntax { preparation.syntax }
    var needs: XPathDocumentNeeds { preparation.needs }
    var textNotes: (beforeEvaluation: [LocatorNote], afterEvaluation: [LocatorNote]) { preparation.textNotes }
    var modelPath: ModelXPath? { preparation.modelPath }
    var foreignNames: ForeignPlatformNames? { preparation.foreignNames }
    var work: Int { preparation.work }
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

    init(_ preparation: XPathPreparation) {
        self.preparation = preparation
    }

    /// Prepares `expression` for this engine alone (see ``XPathPreparation/init(_:platform:wrapper:meter:)``).
    convenience init(_ expression: String, platform: Platform, wrapper: String?, meter: PreparationMeter = PreparationMeter()) {
        self.init(XPathPreparation(expression, platform: platform, wrapper: wrapper, meter: meter))
    }
}
