/// How a container lays out its children in the synthetic frames of a
/// rendered tree: stacked top to bottom, or side by side.
public enum LayoutAxis: Sendable, Hashable {
    case vertical
    case horizontal
}
