import LocatorLabIdentifiers

/// Seed 001's base cell: a view with no outlets of its own.
class BaseCollectionViewCell: ViewNode {
    init() {
        super.init(type: .cell)
    }
}
