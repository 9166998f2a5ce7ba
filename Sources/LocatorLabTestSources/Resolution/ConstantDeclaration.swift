/// One `NAME = value` found in a scanned test source: where it is and, when
/// the value is made of string literals only, the value.
package struct ConstantDeclaration: Sendable, Hashable {
    package var name: String
    /// Index of the file in the run (``ConstantTable/files``).
    package var fileIndex: Int
    /// The name token's byte range.
    package var nameRange: Range<Int>
    /// The value expression's byte range (what a rewrite replaces).
    package var valueRange: Range<Int>
    /// The literal value, or `nil` when the expression is built at run time.
    package var value: String?
    /// How the value's first literal is written (a rewrite keeps the style).
    package var literalStyle: LiteralStyle?
    /// Declared immutable (`final`, `const`, `val`, `readonly`, an upper-case
    /// Python or Ruby name, a page-object property) rather than a variable.
    package var isConstant: Bool
    /// The scope that holds it (``LexicalScopes``): the function or block
    /// of a local, the type of a field or `self.x`, the file (0) of a
    /// module-level name.
    package var scope: Int = 0
    /// The value is what a Robot Framework keyword returns
    /// (`${x}=    Row Locator    Cart`): a rewrite replaces the locator
    /// where it is used, since a literal cannot take the keyword's place.
    package var valueIsCall = false
    /// A property of an object literal (`LoginPage = { signIn: … }`): other
    /// files reach it only through its object (`LoginPage.signIn`).
    package var isObjectProperty = false
}

/// A name as declared in one scope of one file: what "assigned N times"
/// counts.
package struct ScopedName: Sendable, Hashable {
    package var scope: Int
    /// The name's key (``ConstantTable/key(_:)``).
    package var name: String

    package init(scope: Int, name: String) {
        self.scope = scope
        self.name = ConstantTable.key(name)
    }
}
