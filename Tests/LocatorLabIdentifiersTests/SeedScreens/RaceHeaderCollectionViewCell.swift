import LocatorLabIdentifiers

/// Seed 001's cell, property for property (themes left out).
final class RaceHeaderCollectionViewCell: BaseCollectionViewCell, AccessibilityIdentifierGenerating {
    private let tvChannelImageView = ImageNode()
    private let raceStatusImageView = ImageNode()
    private let classLabel = LabelNode("C4")
    private let marketLabel = LabelNode("Win")
    private let watchLiveButton = ButtonNode("Watch live")
    private let startTimeLabel = LabelNode("14:30")
    private let raceStatusLabel = LabelNode("Open")

    override init() {
        super.init()
        setupLayout()
        generateAccessibilityIdentifiers()
    }

    private func setupLayout() {
        let views: [ViewNode] = [
            tvChannelImageView, raceStatusImageView, classLabel, marketLabel, watchLiveButton, startTimeLabel,
            raceStatusLabel,
        ]
        for view in views {
            addSubview(view)
        }
    }
}
