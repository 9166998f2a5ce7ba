import LocatorLabIdentifiers
import Testing

@Suite struct AccessibilityIdentifierGenerationTests {
    @Test func lazyStoragePrefixIsRemovedAndUnusedLazyPropertiesAreSkipped() {
        let view = LazyOutletsView()
        _ = view.usedLabel
        let assignments = view.generateAccessibilityIdentifiers()
        #expect(assignments.map(\.property) == ["usedLabel"])
        #expect(view.usedLabel.accessibilityIdentifier == "LazyOutletsView.usedLabel")
        // Using it now creates it without an identifier: generation could not see it.
        #expect(view.unusedLabel.accessibilityIdentifier == nil)
    }

    @Test func propertyWrapperStorageUnderscoreIsRemoved() {
        let view = WrappedOutletsView()
        let assignments = view.generateAccessibilityIdentifiers()
        #expect(assignments.map(\.property) == ["titleLabel", "customLabel", "rows", "rows", "_legacyLabel"])
        #expect(view.titleLabel.accessibilityIdentifier == "WrappedOutletsView.titleLabel")
        #expect(view._legacyLabel.accessibilityIdentifier == "WrappedOutletsView._legacyLabel")
    }

    @Test func customIdentifierWinsOverTheGeneratedOne() {
        let view = WrappedOutletsView()
        let assignments = view.generateAccessibilityIdentifiers()
        #expect(view.customLabel.accessibilityIdentifier == "custom_id")
        #expect(view.rows.map(\.accessibilityIdentifier) == ["custom_rows_0", "custom_rows_1"])
        #expect(assignments.map(\.isCustom) == [false, true, true, true, false])
    }

    @Test func storageSuffixIsRemoved() {
        let subject = StorageSuffixSubject()
        subject.generateAccessibilityIdentifiers()
        #expect(subject.titleLabel.accessibilityIdentifier == "StorageSuffixSubject.titleLabel")
    }

    @Test func nilOptionalsAreSkippedAndPresentOnesHandled() {
        let view = OptionalOutletsView()
        let assignments = view.generateAccessibilityIdentifiers()
        #expect(assignments.map(\.property) == ["presentLabel", "nestedOptional", "sparseLabels", "sparseLabels"])
        #expect(view.presentLabel?.accessibilityIdentifier == "OptionalOutletsView.presentLabel")
        #expect(view.nestedOptional??.accessibilityIdentifier == "OptionalOutletsView.nestedOptional")
        // Array positions count the empty slots, so indexes match the array.
        #expect(assignments.compactMap(\.index) == [0, 2])
        #expect(view.sparseLabels.map { $0?.accessibilityIdentifier } == [
            "OptionalOutletsView.sparseLabels_0", nil, "OptionalOutletsView.sparseLabels_2",
        ])
    }

    @Test func inheritedPropertiesComeFirstAndTakeTheInstanceTypeName() {
        let view = LoginFormView()
        let assignments = view.generateAccessibilityIdentifiers()
        #expect(assignments.map(\.identifier) == [
            "LoginFormView.headerLabel",
            "LoginFormView.footerButton",
            "LoginFormView.userField",
            "LoginFormView.footerButton",
        ])
        #expect(view.headerLabel.accessibilityIdentifier == "LoginFormView.headerLabel")
    }

    @Test func inheritedPropertiesCanTakeTheDeclaringTypeName() {
        let view = LoginFormView()
        let assignments = view.generateAccessibilityIdentifiers(
            options: AccessibilityIdentifierGenerationOptions(inheritedPropertyPrefix: .declaringType)
        )
        #expect(assignments.map(\.identifier) == [
            "BaseFormView.headerLabel",
            "BaseFormView.footerButton",
            "LoginFormView.userField",
            "LoginFormView.footerButton",
        ])
        #expect(view.headerLabel.accessibilityIdentifier == "BaseFormView.headerLabel")
    }

    @Test func existingIdentifierIsKeptUnlessOverwritingIsAsked() {
        let view = CustomView()
        view.subviews[0].accessibilityIdentifier = "hand-made"
        let kept = view.generateAccessibilityIdentifiers()
        #expect(kept.map(\.outcome) == [.keptExisting("hand-made")])
        #expect(kept.map(\.identifier) == ["CustomView.label"])
        #expect(view.subviews[0].accessibilityIdentifier == "hand-made")

        let overwritten = view.generateAccessibilityIdentifiers(
            options: AccessibilityIdentifierGenerationOptions(overwritesExistingIdentifiers: true)
        )
        #expect(overwritten.map(\.outcome) == [.assigned])
        #expect(view.subviews[0].accessibilityIdentifier == "CustomView.label")
    }

    @Test func emptyIdentifierCountsAsNone() {
        let view = CustomView()
        view.subviews[0].accessibilityIdentifier = ""
        view.generateAccessibilityIdentifiers()
        #expect(view.subviews[0].accessibilityIdentifier == "CustomView.label")
    }

    @Test func arrayIndexStyles() {
        let underscore = CustomIdentifierViewController()
        underscore.generateAccessibilityIdentifiers()
        #expect(underscore.labelList.map(\.accessibilityIdentifier) == [
            "CustomIdentifierViewController.labelList_0", "CustomIdentifierViewController.labelList_1",
        ])
        let dot = CustomIdentifierViewController()
        dot.generateAccessibilityIdentifiers(options: AccessibilityIdentifierGenerationOptions(indexStyle: .dot))
        #expect(dot.labelList.map(\.accessibilityIdentifier) == [
            "CustomIdentifierViewController.labelList.0", "CustomIdentifierViewController.labelList.1",
        ])
    }

    @Test func propertiesHoldingNoElementAreIgnored() {
        let view = MixedPropertiesView()
        let assignments = view.generateAccessibilityIdentifiers()
        #expect(assignments.map(\.identifier) == ["MixedPropertiesView.onlyElement"])
        #expect(view.model.label.accessibilityIdentifier == nil)
        #expect(view.labelsByKey["one"]?.accessibilityIdentifier == nil)
    }

    @Test func valueTypesCanOptIn() {
        let screen = StructScreen()
        screen.generateAccessibilityIdentifiers()
        #expect(screen.greeting.accessibilityIdentifier == "StructScreen.greeting")
    }
}
