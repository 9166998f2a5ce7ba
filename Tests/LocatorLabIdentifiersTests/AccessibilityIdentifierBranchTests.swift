import LocatorLabIdentifiers
import Testing

@Suite struct AccessibilityIdentifierBranchTests {
    @Test func branchesAppendThemselvesWithADot() {
        let branch = AccessibilityIdentifierBranch.root.appending("UIA").appending("Health").appending("Header")
        #expect(branch.path == "UIA.Health.Header")
        #expect(branch.identifier(forLeaf: "Title") == "UIA.Health.Header.Title")
    }

    @Test func leafWithoutBranchAppliesNothing() {
        #expect(AccessibilityIdentifierBranch.root.identifier(forLeaf: "Title") == nil)
        let resolution = AccessibilityIdentifierBranch.root.resolving([.leaf("Title")])
        #expect(resolution.identifier == nil)
        #expect(resolution.branchForContent == .root)
    }

    @Test func leafEndsBranchingForItsContent() {
        let resolution = AccessibilityIdentifierBranch(path: "Users").resolving([.leaf("Label")])
        #expect(resolution.identifier == "Users.Label")
        #expect(resolution.branchForContent == .root)
    }

    @Test func branchAppliesNoIdentifierToItsOwnElement() {
        let resolution = AccessibilityIdentifierBranch(path: "Users").resolving([.branch("UserDetails")])
        #expect(resolution.identifier == nil)
        #expect(resolution.branchForContent.path == "Users.UserDetails")
    }

    @Test func modifierWrittenLastIsOutermost() {
        // `view.leaf("Label").branch("Users")`: the branch is outside, so the leaf sees it.
        let leafInside = AccessibilityIdentifierBranch.root.resolving([.leaf("Label"), .branch("Users")])
        #expect(leafInside.identifier == "Users.Label")
        // `view.branch("Users").leaf("Label")`: the leaf is outside and sees no
        // branch; the branch then starts afresh for the content.
        let leafOutside = AccessibilityIdentifierBranch.root.resolving([.branch("Users"), .leaf("Label")])
        #expect(leafOutside.identifier == nil)
        #expect(leafOutside.branchForContent.path == "Users")
    }

    @Test func innermostIdentifierWinsAndBranchPassesThroughFixedIdentifier() {
        let resolution = AccessibilityIdentifierBranch(path: "Screen").resolving([.identifier("fixed"), .leaf("Leaf")])
        #expect(resolution.identifier == "fixed")
        let passing = AccessibilityIdentifierBranch(path: "Screen").resolving([.identifier("fixed")])
        #expect(passing.branchForContent.path == "Screen")
    }
}
