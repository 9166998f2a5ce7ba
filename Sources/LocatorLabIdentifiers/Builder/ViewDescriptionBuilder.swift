/// Collects the content of a ``ViewDescription`` container, like SwiftUI's
/// `ViewBuilder`: one view per line, `if`/`else`, optional views and `for`
/// loops.
@resultBuilder
public enum ViewDescriptionBuilder {
    public static func buildExpression(_ view: ViewDescription) -> [ViewDescription] {
        [view]
    }

    public static func buildBlock(_ parts: [ViewDescription]...) -> [ViewDescription] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [ViewDescription]?) -> [ViewDescription] {
        part ?? []
    }

    public static func buildEither(first part: [ViewDescription]) -> [ViewDescription] {
        part
    }

    public static func buildEither(second part: [ViewDescription]) -> [ViewDescription] {
        part
    }

    public static func buildArray(_ parts: [[ViewDescription]]) -> [ViewDescription] {
        parts.flatMap { $0 }
    }
}
