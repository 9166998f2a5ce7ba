/// Byte ranges of the parts of a locator call that a rewrite replaces.
package struct RewriteAnchors: Sendable, Hashable {
    /// The callee: `By.xpath` (qualifier included), `findElementByXPath`,
    /// `By.XPATH`, `:xpath`, `'xpath'`, `xpath:`, `xpaths`.
    package var callee: Range<Int>
    /// Annotations: the annotation's name (`FindBy`) and element key (`xpath`).
    package var annotationName: Range<Int>?
    package var annotationKey: Range<Int>?
    /// Annotations: the offset just after the closing parenthesis.
    package var annotationEnd: Int?
    /// Text the rewrite deletes: `@FindBy`'s `how = How.XPATH` element
    /// when it is not beside `using`, with the comma that parts it.
    package var removed: Range<Int>? = nil
}
