import LocatorLabIdentifiers

/// The tests' `UIImageView`.
class ImageNode: ViewNode {
    init() {
        super.init(type: .image)
    }
}
