import LocatorLabInventory
import LocatorLabModel
import Testing

@Suite struct IdentifierShapeTests {
    @Test(arguments: [
        "Users.UserDetails.Label", "list.0", "login.username", "Feed.PostCell_12.Title", "Profil.Überschrift",
        "login_button", "loginButton", "searchFieldV2",
    ])
    func looksLikeAnIdentifier(_ text: String) {
        #expect(IdentifierShape.looksLikeIdentifier(text))
    }

    @Test(arguments: [
        "", "Add user", "Summary", "Wi-Fi", "e-mail", "iPhone", "eBay", "YouTube", "Users. Details", ".Users",
        "Users.", "a..b", "8.5", "Steps, 8,421 steps", "_", "9:41", "Users.Details\n",
    ])
    func doesNotLookLikeAnIdentifier(_ text: String) {
        #expect(!IdentifierShape.looksLikeIdentifier(text))
    }

    @Test func symbolAndHostNamesAreLowercaseDottedPaths() {
        #expect(IdentifierShape.isLowercaseDottedPath("person.circle"))
        #expect(IdentifierShape.isLowercaseDottedPath("person.2.fill"))
        #expect(IdentifierShape.isLowercaseDottedPath("example.com"))
        #expect(!IdentifierShape.isLowercaseDottedPath("Users.Label"))
        #expect(!IdentifierShape.isLowercaseDottedPath("cart.total_price"))
    }

    @Test(arguments: [
        ("3F2504E0-4F89-11D3-9A0C-0305E82C3301", GeneratedIdentifierPattern.uuid),
        ("cell-3f2504e0-4f89-11d3-9a0c-0305e82c3301", .uuid),
        ("view-0x600002d54e00", .address),
        ("Feed.Banner_1718099999", .longNumber),
        ("order123456", .longNumber),
        ("Feed.e3b0c44298fc1c149afbf4c8996fb924", .hexadecimalRun),
    ])
    func generatedPatterns(_ text: String, _ pattern: GeneratedIdentifierPattern) {
        #expect(IdentifierShape.generatedPattern(in: text) == pattern)
    }

    @Test(arguments: [
        "Feed.Post_12", "Profile.Header", "Cell_99999", "0x12", "deadbeefcafebabe", "Version.2024.06",
        "3F2504E0-4F89-11D3-9A0C",
    ])
    func namedIdentifiersDoNotLookGenerated(_ text: String) {
        #expect(IdentifierShape.generatedPattern(in: text) == nil)
    }
}
