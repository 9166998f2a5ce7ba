import LocatorLabIdentifiers
import LocatorLabModel
import Testing

/// The identifiers the seed articles print come out exactly.
@Suite struct SeedArticleTests {
    @Test func raceHeaderCellGetsTheSevenIdentifiersOfSeed001() {
        let cell = RaceHeaderCollectionViewCell()
        let tree = cell.elementTree()
        let identifiers = tree.elements.dropFirst().map(\.identifier)
        #expect(
            identifiers == [
                "RaceHeaderCollectionViewCell.tvChannelImageView",
                "RaceHeaderCollectionViewCell.raceStatusImageView",
                "RaceHeaderCollectionViewCell.classLabel",
                "RaceHeaderCollectionViewCell.marketLabel",
                "RaceHeaderCollectionViewCell.watchLiveButton",
                "RaceHeaderCollectionViewCell.startTimeLabel",
                "RaceHeaderCollectionViewCell.raceStatusLabel",
            ]
        )
        // The cell's own view plumbing (its subviews) is not an outlet.
        #expect(tree.elements[0].identifier == "")
        #expect(cell.generateAccessibilityIdentifiers().count == 7)
    }

    @Test func userDetailsLeavesComposeUnderTheBranchesOfSeed000() {
        let tree = UserDetailsScreen.contentView.elementTree()
        let identified = tree.elements.filter { $0.identifier != "" }
        #expect(identified.map(\.identifier) == ["Users.UserDetails.Label", "Users.UserDetails.Value"])
        #expect(identified.map(\.type) == ["XCUIElementTypeStaticText", "XCUIElementTypeStaticText"])
        #expect(identified.map(\.name) == ["Users.UserDetails.Label", "Users.UserDetails.Value"])
        // The image has no identifier, and branches apply none to the stacks.
        let image = tree.elements.first { $0.type == "XCUIElementTypeImage" }
        #expect(image?.identifier == "")
        #expect(image?.name == nil)
        #expect(tree.elements.filter { $0.type == "XCUIElementTypeOther" }.allSatisfy { $0.identifier == "" })
    }

    @Test func somethingViewControllerOutletsGetTheIdentifiersOfSeed003() {
        let controller = SomethingViewController()
        controller.loadView()
        controller.viewDidLoad()
        let printed = controller.view.elementTree().elements.dropFirst().map { element in
            let shortType = element.type.replacingOccurrences(of: "XCUIElementType", with: "")
            return "\(shortType), identifier: '\(element.identifier ?? "")'"
        }
        #expect(
            printed == [
                "StaticText, identifier: 'SomethingViewController.titleLabel'",
                "StaticText, identifier: 'SomethingViewController.descriptionLabel'",
                "Button, identifier: 'SomethingViewController.doneButton'",
            ]
        )
        // The controller's root view is plumbing, as UIViewController's is.
        #expect(controller.view.accessibilityIdentifier == nil)
    }

    @Test func customViewLabelIsNamedAfterItsTypeAsInSeed002() {
        let view = CustomView()
        view.generateAccessibilityIdentifiers()
        #expect(view.subviews.map(\.accessibilityIdentifier) == ["CustomView.label"])
    }

    @Test func propertyWrapperGivesCustomIdAndArraysAreNumberedAsInSeed002() {
        let controller = CustomIdentifierViewController()
        controller.viewDidLoad()
        #expect(
            controller.view.subviews.map(\.accessibilityIdentifier) == [
                "custom_id",
                "CustomIdentifierViewController.labelList_0",
                "CustomIdentifierViewController.labelList_1",
            ]
        )
    }

    @Test func arraysCanBeNumberedTheSeed001Way() {
        let controller = CustomIdentifierViewController()
        controller.viewDidLoad(options: AccessibilityIdentifierGenerationOptions(indexStyle: .dot))
        #expect(
            controller.labelList.map(\.accessibilityIdentifier) == [
                "CustomIdentifierViewController.labelList.0",
                "CustomIdentifierViewController.labelList.1",
            ]
        )
    }
}
