import LocatorLabInventory
import LocatorLabModel
import LocatorLabTestSupport
import Testing

@Suite struct ElementIdentityTests {
    private func ios(_ type: String, name: String?, label: String?) -> ElementIdentity {
        ElementIdentity(of: InventoryFixtures.iosElement(type, name: name, label: label), platform: .ios)
    }

    @Test func iosNameDifferentFromLabelIsTheIdentifier() {
        let identity = ios("Button", name: "Users.AddUserButton", label: "Add user")
        #expect(identity.accessibilityIdentifier == "Users.AddUserButton")
        #expect(identity.evidence == .nameDiffersFromLabel)
        #expect(identity.labelDerivedName == nil)
        #expect(identity.isIdentified)
        // WDA drops empty labels (text fields keep ""): a name is then the identifier.
        #expect(ios("TextField", name: "Users.SearchField", label: "").accessibilityIdentifier == "Users.SearchField")
        #expect(ios("Other", name: "UIA.Health.Summary.NavigationBar", label: nil).accessibilityIdentifier != nil)
    }

    @Test func iosNameEqualToLabelIsTheLabelUnlessItLooksLikeAnIdentifier() {
        let label = ios("Button", name: "Add user", label: "Add user")
        #expect(label.accessibilityIdentifier == nil)
        #expect(label.labelDerivedName == "Add user")
        #expect(!label.isIdentified)

        let dotted = ios("StaticText", name: "Users.UserDetails.Label", label: "Users.UserDetails.Label")
        #expect(dotted.accessibilityIdentifier == "Users.UserDetails.Label")
        #expect(dotted.evidence == .identifierShape)
        #expect(ios("Button", name: "list.0", label: "list.0").accessibilityIdentifier == "list.0")
    }

    @Test func iosSymbolNamesOnImagesAndHostNamesOnLinksAreLabels() {
        #expect(ios("Image", name: "person.circle", label: "person.circle").labelDerivedName == "person.circle")
        #expect(ios("Link", name: "example.com", label: "example.com").labelDerivedName == "example.com")
        // The same text on a button is taken for a (lowercase) identifier.
        #expect(ios("Button", name: "person.circle", label: "person.circle").accessibilityIdentifier == "person.circle")
        // An image with a real identifier keeps it.
        #expect(
            ios("Image", name: "Profile.Avatar", label: "Profile.Avatar").accessibilityIdentifier == "Profile.Avatar")
    }

    @Test func aKnownIdentifierWinsAndAKnownEmptyOneMakesTheNameALabel() {
        var element = InventoryFixtures.iosElement("Button", name: "Done", label: "Done")
        element.identifier = "SomethingViewController.doneButton"
        let known = ElementIdentity(of: element, platform: .ios)
        #expect(known.accessibilityIdentifier == "SomethingViewController.doneButton")
        #expect(known.evidence == .explicit)

        // debugDescription: no `identifier:` means none, so even a dotted name is a label.
        var none = InventoryFixtures.iosElement("Button", name: "Users.Label", label: "Users.Label")
        none.identifier = ""
        let empty = ElementIdentity(of: none, platform: .ios)
        #expect(empty.accessibilityIdentifier == nil)
        #expect(empty.labelDerivedName == "Users.Label")
    }

    @Test func androidContentDescriptionCountsWhenItLooksLikeAnIdentifier() {
        let cart = ElementIdentity(
            of: InventoryFixtures.androidElement(
                "android.widget.ImageButton",
                [("content-desc", "Shop.Toolbar.Cart"), ("resource-id", "com.example.shop:id/cart_button")]),
            platform: .android)
        #expect(cart.accessibilityIdentifier == "Shop.Toolbar.Cart")
        #expect(cart.evidence == .contentDescriptionShape)
        #expect(cart.resourceID?.package == "com.example.shop")
        #expect(cart.resourceID?.entry == "cart_button")

        let navigateUp = ElementIdentity(
            of: InventoryFixtures.androidElement("android.widget.ImageButton", [("content-desc", "Navigate up")]),
            platform: .android)
        #expect(navigateUp.accessibilityIdentifier == nil)
        #expect(navigateUp.labelDerivedName == "Navigate up")
        #expect(!navigateUp.isIdentified)
    }

    @Test func androidResourceIDs() {
        let framework = AndroidResourceName("android:id/button1")
        #expect(framework.isFramework)
        #expect(framework.entry == "button1")
        // A Compose test tag exposed as resource-id has no package.
        let tag = AndroidResourceName("login_button")
        #expect(tag.package == nil)
        #expect(tag.entry == "login_button")
        #expect(!tag.isFramework)
        // A framework id still identifies the element for the id strategy.
        let ok = ElementIdentity(
            of: InventoryFixtures.androidElement("android.widget.Button", [("resource-id", "android:id/button1")]),
            platform: .android)
        #expect(ok.isIdentified)
    }
}

/// The audit's reading of identity agrees with the shared table
/// (``IdentityExamples``): its findings on generated and state-carrying
/// identifiers, and the identity it reads.
@Suite("audit: the shared identity verdict")
struct AuditIdentityVerdictTests {
    @Test(arguments: IdentityExamples.all)
    func theAuditsVerdictIsTheTables(_ example: IdentityExample) throws {
        let identity = ElementIdentity(of: example.element, platform: example.platform)
        #expect(IdentityVerdict(identity) == example.verdict)
        let report = try IdentifierAuditor().audit([Screen(name: "screen", tree: example.tree)])
        let rules = Set(report.findings.map(\.rule))
        #expect(rules.contains(.generatedIdentifier) == (example.verdict == .generated))
        #expect(rules.contains(.stateCarryingIdentifier) == (example.verdict == .stateCarrying))
    }
}
