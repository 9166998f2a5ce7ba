/// One note of a ``LocatorResult``: a sentence, or data the sentence is
/// made from when it is read.
enum LocatorNote: Sendable, Hashable {
    case text(String)
    case pageSourceDivergence(PageSourceDivergence)

    var text: String {
        switch self {
        case .text(let text): text
        case .pageSourceDivergence(let divergence): divergence.description
        }
    }
}
