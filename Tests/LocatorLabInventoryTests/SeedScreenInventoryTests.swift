import LocatorLabIdentifiers
import LocatorLabInventory
import LocatorLabModel
import Testing

/// Seed 002's flow end to end: views get identifiers by reflection, the
/// screen is rendered, and the constants come from what it exposes, as the
/// Sourcery template did from the source code.
@Suite struct SeedScreenInventoryTests {
    final class SignUpViewController: ViewNodeController, AccessibilityIdentifierGenerating {
        let titleLabel = ViewNode(type: .staticText, label: "Almost there")
        let nameField = ViewNode(type: .textField, label: "Your name")
        let plans = [ViewNode(type: .button, label: "Free"), ViewNode(type: .button, label: "Pro")]
        @AccessibilityIdentify(identifier: "SignUp.DoneButton") var doneButton = ViewNode(type: .button, label: "Done")
        let skipButton = ViewNode(type: .button, label: "Skip")

        init() {
            super.init()
            for view in [titleLabel, nameField] + plans + [doneButton, skipButton] { self.view.addSubview(view) }
            generateAccessibilityIdentifiers()
            // A view added later, never identified.
            self.view.addSubview(ViewNode(type: .button, label: "Help"))
        }
    }

    static var screen: Screen {
        let tree = SignUpViewController().view.elementTree(options: .appiumPageSource(applicationName: "SignUp"))
        return InventoryFixtures.built("sign-up", tree)
    }

    @Test func reflectedIdentifiersBecomeConstantsAndArraysFunctions() throws {
        let code = try IdentifierCodegen.generate(
            IdentifierCatalog(pageSources: [Self.screen]), options: CodegenOptions(language: .swift))
        #expect(
            code.contains(
                """
                public enum Identifiers {
                    public enum SignUp {
                        public static let doneButton = "SignUp.DoneButton"
                    }

                    public enum SignUpViewController {
                        public static let nameField = "SignUpViewController.nameField"
                        public static let skipButton = "SignUpViewController.skipButton"
                        public static let titleLabel = "SignUpViewController.titleLabel"

                        public static func plans(_ index: Int) -> String { "SignUpViewController.plans_\\(index)" }
                    }
                }
                """))
        // Labels never become constants.
        #expect(!code.contains("\"Help\"") && !code.contains("\"Free\""))
    }

    @Test func theAuditSeesWhatReflectionMissed() throws {
        let report = try IdentifierAuditor().audit([Self.screen])
        #expect(report.coverage.overall == CoverageCount(interactive: 6, identified: 5))
        #expect(
            report.findings.filter { $0.rule == .missingIdentifier }.map(\.suggestion) == [
                "SignUpViewController.HelpButton"
            ])
        #expect(report.findings.filter { $0.rule == .indexGap }.isEmpty)
    }
}
