/// Where a synthetic element sits, for naming it: the dotted prefix of its
/// accessibility identifier (`Settings.Profile`, `Feed.PostCell_12`) and the
/// snake_case prefix of its Android resource id (`profile`, `post`).
struct SyntheticContext: Sendable {
    var prefix: String
    var resource: String

    /// `Settings.Profile.Title`.
    func identifier(for leaf: SyntheticVocabulary.Name) -> String {
        prefix + "." + leaf.name
    }

    /// `profile_title`, or just `title` without a resource prefix.
    func resourceName(for leaf: SyntheticVocabulary.Name) -> String {
        resource.isEmpty ? leaf.resource : resource + "_" + leaf.resource
    }
}
