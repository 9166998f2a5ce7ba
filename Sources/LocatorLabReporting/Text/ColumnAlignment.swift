/// Where a table column puts its text: names read best on the left,
/// numbers on the right so their digits line up.
public enum ColumnAlignment: Sendable, Equatable {
    case left
    case right
}
