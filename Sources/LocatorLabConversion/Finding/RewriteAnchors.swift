/// Byte ranges of the parts of a locator call that a rewrite replaces.
struct RewriteAnchors: Sendable, Hashable {
    /// The callee: `By.xpath` (qualifier included), `findElementByXPath`,
    /// `By.XPATH`, `:xpath`, `'xpath'`, `xpath:`, `xpaths`.
    var callee: Range<Int>
    /// Annotations: the annotation's name (`FindBy`) and element key (`xpath`).
    var annotationName: Range<Int>?
    var annotationKey: Range<Int>?
    /// Annotations: the offset just after the closing parenthesis.
    var annotationEnd: Int?
}
