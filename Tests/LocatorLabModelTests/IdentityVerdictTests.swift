import LocatorLabModel
import LocatorLabTestSupport
import Testing

/// The one identity verdict, on the shared table of examples that the
/// suggestion, convert, audit and inspect tests check their verdicts against.
@Suite("Identity verdict")
struct IdentityVerdictTests {
    @Test(arguments: IdentityExamples.all)
    func theVerdictIsTheTables(_ example: IdentityExample) {
        #expect(IdentityVerdict(of: example.element, platform: example.platform) == example.verdict)
    }

    @Test(arguments: IdentityExamples.all)
    func aNameComesFromTheLabelExactlyWhenTheVerdictSaysSo(_ example: IdentityExample) {
        let fromLabel = IdentityVerdict.nameComesFromLabel(example.element, platform: example.platform)
        #expect(fromLabel == (example.verdict == .labelDerived))
    }

    @Test func everyVerdictHasAnExample() {
        #expect(Set(IdentityExamples.all.map(\.verdict)) == Set(IdentityVerdict.allCases))
    }

    /// `iPhone` and `eBay` are words people read; the shapes developers
    /// write are paths, snake case and lower camel case.
    @Test(arguments: [
        ("Shop.Toolbar.Cart", true), ("login_button", true), ("loginButton", true), ("iPhone", false),
        ("eBay", false), ("$4.99", false), ("3.5", false), ("Wi-Fi", false), ("Log in", false),
        // Beyond ASCII the Unicode properties decide; ASCII controls and
        // spaces are refused by their code.
        ("Übersicht.Menü", true), ("Menu.Item²", true), ("login\u{00A0}button", false), ("tab\u{7F}bar.x", false),
        ("a\tb.c", false), ("Menu.Item€", false),
    ])
    func identifierShapes(_ text: String, _ looksLikeOne: Bool) {
        #expect(IdentifierShape.looksLikeIdentifier(text) == looksLikeOne)
    }
}
