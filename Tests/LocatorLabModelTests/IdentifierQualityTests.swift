import LocatorLabModel
import Testing

/// The one rule set compare, audit and convert judge identifiers by.
@Suite("Identifier quality: generated-looking and state-carrying identifiers")
struct IdentifierQualityTests {
    @Test(arguments: [
        ("7C9E6679-7425-40DE-944B-E07FC1F90AE7", IdentifierProblem.generated(.uuid)),
        ("cell-3f2504e0-4f89-11d3-9a0c-0305e82c3301", .generated(.uuid)),
        ("view-0x600002d54e00", .generated(.address)),
        ("cell_1699955512", .generated(.longNumber)),
        ("view-a3f9c2e81b4d77", .generated(.hexadecimalRun)),
        ("CapsuleNavigationBar?isSelected=true", .carriesState(.query)),
        ("tab?index=2", .carriesState(.query)),
        ("isSelected", .carriesState(.stateWord)),
        ("tab_selected", .carriesState(.stateWord)),
        ("Filter.Checked", .carriesState(.stateWord)),
        ("Inbox (3)", .carriesState(.count)),
        ("12 unread", .carriesState(.count)),
        ("Page 2 of 5", .carriesState(.count)),
        ("Alarm.9:41", .carriesState(.time)),
        ("Event.2024-06-11", .carriesState(.time)),
    ])
    func poorIdentifiers(_ text: String, _ problem: IdentifierProblem) {
        #expect(IdentifierQuality.problem(in: text) == problem)
    }

    @Test(arguments: [
        "Login.Submit", "Shop.ProductList.Card_12", "RaceHeaderCollectionViewCell.startTimeLabel", "deadbeef",
        "deadbeefcafebabe", "Cell_99999", "settings.notifications", "checkout.pay", "Version.2024.06", "0x12",
        "login.recent.0", "Selection", "unselectable",
    ])
    func chosenIdentifiers(_ text: String) {
        #expect(IdentifierQuality.problem(in: text) == nil)
    }

    /// Words are split and lowercased by Unicode's rules: ASCII by its code
    /// (a fast path), anything else by the scalar's properties; both must
    /// give the answers the properties give.
    @Test(arguments: [
        ("ÜberSelected", IdentifierProblem?.some(.carriesState(.stateWord))),
        ("caféSelected", .carriesState(.stateWord)),
        ("SELECTED", .carriesState(.stateWord)),
        ("tab\u{00A0}selected", .carriesState(.stateWord)),
        ("Tab.Sélectionné", nil),
        ("İSelected", nil),
        ("selectedé", nil),
        ("Filter.CHECKED.Item", .carriesState(.stateWord)),
        // ASCII is split in place: at non-letters and at a capital after a
        // lowercase letter, never after a capital.
        ("tabSelectedX", .carriesState(.stateWord)),
        ("CheckedIn", .carriesState(.stateWord)),
        ("a1selected", .carriesState(.stateWord)),
        ("HIGHLIGHTEDx", nil),
        ("xselected", nil),
        ("selectedness", nil),
        ("Expande", nil),
    ])
    func wordsFollowUnicodeBeyondASCII(_ text: String, _ problem: IdentifierProblem?) {
        #expect(IdentifierQuality.problem(in: text) == problem)
    }

    @Test func phrasesSayWhy() {
        #expect(IdentifierProblem.generated(.uuid).phrase == "looks generated (a UUID)")
        #expect(IdentifierProblem.carriesState(.count).phrase == "carries state (a count)")
    }
}
