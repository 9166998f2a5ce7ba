import LocatorLabFiles

/// Where the XPath of a locator written as a name (`SIGN_IN`,
/// `Locators.DONE`, `loc.X`, `${VAR}`) was declared.
public struct ConstantReference: Sendable, Hashable {
    /// The name as declared.
    public var name: String
    /// The file that declares it, as the caller named it.
    public var file: String
    /// Where the declared value starts.
    public var position: SourcePosition
    /// Whether it is a constant (else a variable assigned once).
    public var isConstant: Bool
    /// The declaration, for the rewrite.
    package var declaration: ConstantDeclaration
}
