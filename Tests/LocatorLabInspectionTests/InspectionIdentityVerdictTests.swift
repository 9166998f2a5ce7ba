import LocatorLabInspection
import LocatorLabModel
import LocatorLabTestSupport
import Testing

/// The inspector's verdict on an element agrees with the shared identity
/// table (``IdentityExamples``). The page knows five verdicts, so a
/// state-carrying identifier shows as generated.
@Suite("inspect: the shared identity verdict")
struct InspectionIdentityVerdictTests {
    @Test(arguments: IdentityExamples.all)
    func theInspectorsVerdictIsTheTables(_ example: IdentityExample) throws {
        let document = try PageInspector().inspect([Screen(name: "screen", tree: example.tree)], title: "t")
        let element = document.pages[0].elements[example.targetID.index]
        let shown = example.verdict == .stateCarrying ? IdentityVerdict.generated : example.verdict
        #expect(element.verdict.rawValue == shown.rawValue)
        let byName = element.locators.first { $0.kind == "accessibility-id" }
        if let byName, example.verdict == .identifier || example.verdict == .labelDerived {
            #expect(byName.verdict == IdentifierVerdict(example.verdict))
        }
    }
}
