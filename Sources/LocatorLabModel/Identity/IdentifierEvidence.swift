/// How an element's accessibility identifier was told apart from its label.
public enum IdentifierEvidence: String, Sendable, Hashable, Codable {
    /// The source gives the raw identifier (debugDescription dumps, JSON
    /// trees, trees built in Swift): no guessing.
    case explicit
    /// iOS XML: `name` differs from `label`. WebDriverAgent writes the
    /// identifier as `name` and falls back to the label only when there is
    /// no identifier, so a different `name` is the identifier.
    case nameDiffersFromLabel = "name-differs-from-label"
    /// iOS XML: `name` equals `label`, but has the shape of an identifier
    /// (see ``IdentifierShape/looksLikeIdentifier(_:)``).
    case identifierShape = "identifier-shape"
    /// Android: a `content-desc` with the shape of an identifier; other
    /// content descriptions are TalkBack labels.
    case contentDescriptionShape = "content-description-shape"
}
