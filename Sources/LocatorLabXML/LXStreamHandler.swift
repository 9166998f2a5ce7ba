/// Receives a document from ``LXStreamParser`` element by element, as
/// libxml2 reads it. Text, comments and processing instructions are not
/// passed on: page sources carry none that matter.
public protocol LXStreamHandler: AnyObject {
    /// The handler's own number for `name` (an element or attribute name,
    /// `prefix:local` when prefixed). Asked once per distinct name in a parse;
    /// ``LXStreamElement`` then reports names by that number.
    func number(forName name: String) -> UInt32
    /// An element starts. Return `false` to stop parsing at once (the
    /// handler keeps its own reason).
    func startElement(_ element: LXStreamElement) -> Bool
    /// The innermost open element ends. Return `false` to stop parsing.
    func endElement() -> Bool
}
