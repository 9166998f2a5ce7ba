/// A controller in the style of `UIViewController`: owns a root ``view``,
/// while subclasses keep (often `weak`) references to the views inside it,
/// as outlets do. Its own ``view`` property is never reflected, just as
/// UIKit's is not, so only the subclass's properties get identifiers.
open class ViewNodeController {
    public let view: ViewNode

    public init(view: ViewNode = ViewNode()) {
        self.view = view
    }
}
