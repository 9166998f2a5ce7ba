/// A name interned in one ``XMLTreeBuilder``'s document dictionary, so that
/// elements and attributes of that name are added without converting or
/// hashing it again. Valid only with the builder that made it.
public struct XMLNameHandle: Sendable, Hashable {
    let index: Int
}
