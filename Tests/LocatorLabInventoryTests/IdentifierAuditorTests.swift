import LocatorLabInventory
import LocatorLabModel
import LocatorLabTestSupport
import Testing

/// Every finding kind, on a fixture written for it (`Tests/Fixtures/audit/`).
@Suite struct IdentifierAuditorTests {
    static func audit(_ fixture: String, options: AuditOptions = AuditOptions()) throws -> AuditReport {
        try IdentifierAuditor(options: options).audit([InventoryFixtures.fixture("audit/" + fixture)])
    }

    static func findings(_ report: AuditReport, _ rule: AuditRule) -> [AuditFinding] {
        report.findings.filter { $0.rule == rule }
    }

    @Test func missingIdentifiersGetSuggestionsComposedFromTheirSurroundings() throws {
        let report = try Self.audit("ios-missing-and-labels.xml")
        let missing = Self.findings(report, .missingIdentifier)
        #expect(
            missing.map(\.suggestion) == [
                // The Checkout container's identifier is the branch; the label
                // and the type make the leaf; an existing identifier is not reused.
                "Checkout.CancelButton2", "Checkout.CardNumberField", "Checkout.SaveCardSwitch", "Checkout.TipButton",
                // Outside the container, the branch its identified neighbours share;
                // equal suggestions are numbered like rows.
                "Checkout.HelpButton_0", "Checkout.HelpButton_1",
            ])
        #expect(missing.allSatisfy { $0.severity == .warning && $0.pageSource == "audit/ios-missing-and-labels.xml" })
        #expect(
            missing[0].message
                == "XCUIElementTypeButton 'Cancel' has no identifier; suggested: Checkout.CancelButton2 (built from its label "
                + "'Cancel', in the page source's language)")
        #expect(
            missing[0].element.expression
                == "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeButton[2]")
        // The keyboard's keys and buttons are the system's: not counted.
        #expect(report.coverage.overall == CoverageCount(interactive: 7, identified: 1))
        #expect(!report.findings.contains { $0.element.expression.contains("Keyboard") })
    }

    @Test func labelDerivedNamesOfInteractiveElements() throws {
        let report = try Self.audit("ios-missing-and-labels.xml")
        let labels = Self.findings(report, .labelDerivedName)
        #expect(labels.map(\.identifier) == ["Cancel", "Save card", "Tip", "Help", "Help"])
        #expect(
            labels[0].message
                == "XCUIElementTypeButton 'Cancel' is found by its label 'Cancel', which changes with the app's language"
        )
        // Text and images named by their label are not reported: tests read text by its label on purpose.
        #expect(!labels.contains { $0.identifier == "Total" || $0.identifier == "person.circle" })

        let android = try Self.audit("android-audit.xml")
        #expect(Self.findings(android, .labelDerivedName).map(\.identifier) == ["More options"])
    }

    @Test func androidMissingIdentifiers() throws {
        let report = try Self.audit("android-audit.xml")
        #expect(
            Self.findings(report, .missingIdentifier).map(\.suggestion) == [
                "Notes.SearchNotesField", "Notes.MoreOptionsButton",
                // A clickable layout is named after the text inside it.
                "Notes.NewNoteButton",
            ])
        // Rows with only a resource-id, and the framework's OK button, are identified.
        #expect(report.coverage.overall == CoverageCount(interactive: 8, identified: 5))
    }

    @Test func duplicatesAreToldApartByKind() throws {
        let report = try Self.audit("ios-duplicates.xml")
        let duplicates = report.findings.filter { $0.rule.rawValue.hasPrefix("duplicate") }
        #expect(
            duplicates.map { "\($0.rule.rawValue) \($0.identifier ?? "") \($0.relatedElements.count)" } == [
                "duplicate-button-text Profile.EditButton 1",
                "duplicate-container Profile.Header 2",
                "duplicate-in-rows Profile.Row.Title 1",
                "duplicate-identifier Profile.SaveButton 1",
            ])
        #expect(duplicates.map(\.severity) == [.note, .warning, .warning, .error])
        let container = duplicates[1]
        #expect(
            container.element.expression
                == "/XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeOther/XCUIElementTypeOther[1]")
        #expect(container.message.contains("SwiftUI"))
        #expect(duplicates[2].message.contains("XCUIElementTypeCell row of XCUIElementTypeTable"))
    }

    @Test func androidRowsRepeatingAnIdentifierAndResourceIDsThatRepeatByDesign() throws {
        let report = try Self.audit("android-audit.xml")
        let rows = Self.findings(report, .duplicateInRows)
        #expect(rows.map(\.identifier) == ["Notes.Row.Title"])
        #expect(
            rows.first?.message.contains("android.view.ViewGroup row of androidx.recyclerview.widget.RecyclerView")
                == true)
        // note_row and note_title repeat in every row: not findings.
        #expect(!report.findings.contains { $0.identifier?.contains("note_") == true })
    }

    @Test func generatedLookingIdentifiers() throws {
        let report = try Self.audit("ios-names.xml")
        let generated = Self.findings(report, .generatedIdentifier)
        #expect(
            generated.map(\.identifier) == [
                "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "Feed.Banner_1718099999", "view-0x600002d54e00",
                "Feed.e3b0c44298fc1c149afbf4c8996fb924",
            ])
        #expect(
            generated.map { $0.message.split(separator: "(")[1].split(separator: ")")[0] } == [
                "a UUID", "a long number", "a memory address", "a long hexadecimal string",
            ])
    }

    /// The rules `compare` and `convert` use: a state-carrying name is a
    /// finding of its own, a GUID stays a generated one.
    @Test func stateCarryingIdentifiers() throws {
        let report = try IdentifierAuditor().audit([
            InventoryFixtures.fixture("convert/project-pagesources/ios-checkout.xml")
        ])
        let state = Self.findings(report, .stateCarryingIdentifier)
        #expect(state.map(\.identifier) == ["CapsuleNavigationBar?isSelected=true"])
        #expect(state.first?.message.contains("carries state (a query-like state such as ?isSelected=true)") == true)
        #expect(
            Self.findings(report, .generatedIdentifier).map(\.identifier) == ["7C9E6679-7425-40DE-944B-E07FC1F90AE7"])
    }

    @Test func identifiersOffTheConvention() throws {
        let convention = #"[A-Z][A-Za-z]*(\.[A-Z][A-Za-z0-9]*(_[0-9]+)?)+"#
        let report = try Self.audit("ios-names.xml", options: AuditOptions(convention: convention))
        let off = Self.findings(report, .offConvention).map(\.identifier)
        #expect(
            off == [
                "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "view-0x600002d54e00", "Feed.e3b0c44298fc1c149afbf4c8996fb924",
                "login_button",
            ])
        // The whole identifier must match, not a part of it.
        #expect(!off.contains("Feed.ComposeButton") && !off.contains("Grid.Row_0.Cell_0"))
        // Anchors written by the user change nothing.
        let anchored = try Self.audit("ios-names.xml", options: AuditOptions(convention: "^" + convention + "$"))
        #expect(Self.findings(anchored, .offConvention).map(\.identifier) == off)
        // Without a convention the rule does not run.
        #expect(Self.findings(try Self.audit("ios-names.xml"), .offConvention).isEmpty)
    }

    @Test func anInvalidConventionIsRefusedBeforeAuditing() {
        #expect(throws: InventoryError.invalidConvention(pattern: "[A-Z", reason: "expected ']'")) {
            try IdentifierAuditor(options: AuditOptions(convention: "[A-Z"))
        }
        #expect(throws: InventoryError.invalidMinimumCoverage(101)) {
            try IdentifierAuditor(options: AuditOptions(minimumCoverage: 101))
        }
    }

    @Test func gapsInIndexedIdentifiers() throws {
        let report = try Self.audit("ios-names.xml")
        let gaps = Self.findings(report, .indexGap)
        #expect(gaps.map(\.identifier) == ["Feed.Post_{i}", "Grid.Row_0.Cell_{i}"])
        #expect(
            gaps.map(\.message) == [
                "Feed.Post_{i}: 0–1, 3, 6 present, 2, 4–5 missing",
                "Grid.Row_0.Cell_{i}: 0, 2 present, 1 missing",
            ])
        #expect(gaps[0].relatedElements.count == 3)
        // A list scrolled to items 12–14, and a complete row 1, have no gap.
        #expect(!gaps.contains { $0.message.hasPrefix("List.") || $0.message.hasPrefix("Grid.Row_1") })
    }

    @Test func findingsAreSortedByPageSourceThenDocumentOrderThenRule() throws {
        let sources = try ["ios-names.xml", "android-audit.xml", "ios-duplicates.xml"].map {
            try InventoryFixtures.fixture("audit/" + $0)
        }
        let forward = try IdentifierAuditor().audit(sources)
        let backward = try IdentifierAuditor().audit(sources.reversed())
        #expect(forward.findings == backward.findings)
        #expect(forward.findings.map(\.pageSource) == forward.findings.map(\.pageSource).sorted())
        for (earlier, later) in zip(forward.findings, forward.findings.dropFirst())
        where earlier.pageSource == later.pageSource {
            #expect(earlier.element.element <= later.element.element)
            if earlier.element.element == later.element.element {
                #expect(earlier.rule.rawValue <= later.rule.rawValue)
            }
        }
        // Coverage per page source keeps the order given.
        #expect(forward.coverage.pageSources.map(\.pageSource) == sources.map(\.name))
    }

    @Test func aTreeBuiltInSwiftKnowsWhichElementsHaveNoIdentifier() throws {
        // Seed 000's UserDetails screen, plus a button without identifier.
        let screen = ViewDescriptionScreens.userDetailsWithSaveButton
        let report = try IdentifierAuditor().audit([InventoryFixtures.built("users.swift", screen)])
        #expect(report.coverage.overall == CoverageCount(interactive: 2, identified: 1))
        #expect(Self.findings(report, .missingIdentifier).map(\.suggestion) == ["Users.SaveButton"])
        // The builder marks "no identifier" explicitly, so the label-named button is found by its label.
        #expect(Self.findings(report, .labelDerivedName).map(\.identifier) == ["Save"])
    }

    /// A label in another script than Latin makes no word of a proposal:
    /// it gave `U4fddU5b58Button` for `保存`, which no developer could read.
    /// The role alone is left, numbered like any coinciding proposals; a
    /// label with Latin words in it keeps those.
    @Test func aLabelInAnotherScriptLeavesTheRoleAlone() throws {
        var builder = ElementTreeBuilder(platform: .ios, wrapper: "AppiumAUT")
        _ = builder.open(InventoryFixtures.iosElement("Application", name: "App"))
        _ = builder.open(InventoryFixtures.iosElement("Window"))
        for label in ["保存", "Сохранить", "Wi-Fi設定", "Café"] {
            _ = builder.add(InventoryFixtures.iosElement("Button", label: label, traits: "Button"))
        }
        builder.close()
        builder.close()
        let report = try IdentifierAuditor().audit([InventoryFixtures.built("ja.xml", builder.finish())])
        let missing = Self.findings(report, .missingIdentifier)
        #expect(missing.map(\.suggestion) == ["App.Button_0", "App.Button_1", "App.WiFiButton", "App.CafeButton"])
        #expect(missing.map(\.suggestionLabel) == [nil, nil, "Wi-Fi設定", "Café"])
        #expect(
            missing[0].message
                == "XCUIElementTypeButton '保存' has no identifier; suggested: App.Button_0 "
                + "(from its role: '保存' has no Latin word to name it by)")
    }

    /// Issue 21, item 15: a suggestion built from a German label is not
    /// passed off as a stable name; the finding says which label it comes
    /// from, and one built from the role alone says nothing of the kind.
    @Test func aSuggestionBuiltFromALabelSaysSo() throws {
        let report = try IdentifierAuditor().audit([try InventoryFixtures.sample("ios-health-summary-de.xml")])
        let missing = Self.findings(report, .missingIdentifier)
        let german = try #require(missing.first { $0.suggestion?.hasSuffix("AlleHealthDatenEinblendenButton") == true })
        #expect(german.suggestionLabel == "Alle Health-Daten einblenden")
        #expect(german.message.contains("(built from its label 'Alle Health-Daten einblenden', in the page source's language)"))
        let android = try Self.audit("android-audit.xml")
        let searchField = try #require(Self.findings(android, .missingIdentifier).first)
        #expect(searchField.suggestionLabel != nil)
        for finding in missing + Self.findings(android, .missingIdentifier) where finding.suggestionLabel == nil {
            #expect(!finding.message.contains("built from its label"))
        }
    }
}
