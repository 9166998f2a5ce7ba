import LocatorLabInventory
import LocatorLabModel
import LocatorLabTestSupport
import Testing

@Suite struct IdentifierCodegenTests {
    static let sampleNames = [
        "ios-users-user-details.xml", "ios-health-summary.xml", "ios-race-header-cells.xml",
        "ios-something-view-controller.debugdescription.txt", "android-shop-products.xml",
    ]

    static func generate(_ identifiers: [String], _ language: CodegenLanguage = .swift, resourceIDs: [String] = [])
        throws -> String
    {
        let catalog = IdentifierCatalog(
            accessibilityIdentifiers: identifiers, resourceIDs: resourceIDs.map(AndroidResourceName.init),
            sourceNames: ["test.xml"])
        return try IdentifierCodegen.generate(catalog, options: CodegenOptions(language: language))
    }

    static func lines(_ identifiers: [String], _ language: CodegenLanguage = .swift) throws -> [String] {
        try generate(identifiers, language).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    // MARK: Goldens

    @Test(arguments: CodegenLanguage.allCases)
    func namingEdgeCasesGolden(_ language: CodegenLanguage) throws {
        let source = try InventoryFixtures.fixture("codegen/naming-edge-cases.xml")
        let text = try IdentifierCodegen.generate(
            IdentifierCatalog(pageSources: [source]), options: CodegenOptions(language: language))
        try Golden.check(text, against: "codegen/naming-edge-cases.\(language.fileExtension)")
    }

    @Test(arguments: CodegenLanguage.allCases)
    func samplesGolden(_ language: CodegenLanguage) throws {
        let sources = try Self.sampleNames.map(InventoryFixtures.sample)
        let options = CodegenOptions(
            language: language, package: language == .java || language == .kotlin ? "com.example.uitests" : nil)
        let text = try IdentifierCodegen.generate(IdentifierCatalog(pageSources: sources), options: options)
        try Golden.check(text, against: "codegen/samples.\(language.fileExtension)")
    }

    // MARK: Structure

    @Test func dottedIdentifiersBecomeNestedNamespacesAsInTheIssue() throws {
        let text = try Self.generate(["Profile.UserDetails.Value", "Profile.UserDetails.Label"])
        #expect(
            text.contains(
                """
                public enum Identifiers {
                    public enum Profile {
                        public enum UserDetails {
                            public static let label = "Profile.UserDetails.Label"
                            public static let value = "Profile.UserDetails.Value"
                        }
                    }
                }
                """))
    }

    @Test func indexedIdentifiersBecomeFunctionsOfTheIndex() throws {
        let lines = try Self.lines([
            "Feed.PostCell_12.Title", "Feed.PostCell_3.Title", "Feed.PostCell_3", "Cell_0", "Cell_1", "list.0",
        ])
        #expect(lines.contains(#"public static func cell(_ index: Int) -> String { "Cell_\(index)" }"#))
        #expect(lines.contains(#"public static func list(_ index: Int) -> String { "list.\(index)" }"#))
        #expect(lines.contains(#"public static func postCell(_ index: Int) -> String { "Feed.PostCell_\(index)" }"#))
        #expect(
            lines.contains(
                #"public static func title(_ postCell: Int) -> String { "Feed.PostCell_\(postCell).Title" }"#))
        // One function per template, however many indices were seen.
        #expect(lines.filter { $0.contains("func title(") }.count == 1)
    }

    @Test func anIdentifierThatPrefixesOthersStaysAddressable() throws {
        let lines = try Self.lines(["Tile", "Tile.Header", "Tile.Header.Image"])
        #expect(lines.contains(#"public static let tile = "Tile""#))
        #expect(lines.contains("public enum Tile {"))
        #expect(lines.contains(#"public static let header = "Tile.Header""#))
        #expect(lines.contains("public enum Header {"))
        #expect(lines.contains(#"public static let image = "Tile.Header.Image""#))
    }

    @Test func resourceIDsHaveTheirOwnNamespaceAndFrameworkIDsAreLeftOut() throws {
        let text = try Self.generate(
            ["ResourceIDs.x"], resourceIDs: ["com.example.shop:id/cart_button", "android:id/content", "login_tag"])
        #expect(text.contains(#"public static let cartButton = "com.example.shop:id/cart_button""#))
        #expect(text.contains(#"public static let loginTag = "login_tag""#))
        #expect(!text.contains("android:id/content"))
        // An accessibility namespace of the same name keeps it; resource-ids move aside.
        #expect(text.contains("public enum ResourceIDs {\n        public static let x = \"ResourceIDs.x\""))
        #expect(text.contains("public enum ResourceIDs2 {"))
    }

    // MARK: Names

    @Test func keywordsGetATrailingUnderscoreInEachLanguage() throws {
        let ids = ["Form.default", "Form.class", "Form.def", "Form.val", "Form.self"]
        let swift = try Self.lines(ids, .swift)
        #expect(swift.contains(#"public static let default_ = "Form.default""#))
        #expect(swift.contains(#"public static let self_ = "Form.self""#))
        #expect(swift.contains(#"public static let def = "Form.def""#))
        let python = try Self.lines(ids, .python)
        #expect(python.contains(#"def_ = "Form.def""#))
        #expect(python.contains(#"class_ = "Form.class""#))
        #expect(python.contains(#"self = "Form.self""#))
        let kotlin = try Self.lines(ids, .kotlin)
        #expect(kotlin.contains(#"const val val_ = "Form.val""#))
        #expect(kotlin.contains(#"const val default = "Form.default""#))
        let java = try Self.lines(ids, .java)
        #expect(java.contains(#"public static final String default_ = "Form.default";"#))
        #expect(java.contains(#"public static final String val = "Form.val";"#))
    }

    @Test func leadingDigitsAndNonASCIIBecomeValidASCIINames() throws {
        let lines = try Self.lines([
            "Settings.3DTouch", "Settings.2FA.Toggle", "Profil.Überschrift", "設定.ボタン", "🌧.Rain",
        ])
        #expect(lines.contains(#"public static let _3dTouch = "Settings.3DTouch""#))
        #expect(lines.contains("public enum _2FA {"))
        #expect(lines.contains(#"public static let uberschrift = "Profil.Überschrift""#))
        #expect(lines.contains("public enum U8a2dU5b9a {"))
        #expect(lines.contains("public enum Unnamed {"))
    }

    @Test func namesThatCollideAreNumberedInAFixedOrder() throws {
        let forward = try Self.lines(["Form.userName", "Form.user_name", "Form.UserName", "Café.Menu", "Cafe.Menu"])
        let backward = try Self.lines(["Cafe.Menu", "Café.Menu", "Form.UserName", "Form.user_name", "Form.userName"])
        #expect(forward == backward)
        #expect(forward.contains(#"public static let userName = "Form.UserName""#))
        #expect(forward.contains(#"public static let userName2 = "Form.userName""#))
        #expect(forward.contains(#"public static let userName3 = "Form.user_name""#))
        #expect(forward.contains("public enum Cafe2 {"))
    }

    @Test func constantAndFunctionShareANameExceptInPython() throws {
        let swift = try Self.lines(["Cell", "Cell_0"], .swift)
        #expect(swift.contains(#"public static let cell = "Cell""#))
        #expect(swift.contains(#"public static func cell(_ index: Int) -> String { "Cell_\(index)" }"#))
        let python = try Self.lines(["Cell", "Cell_0"], .python)
        #expect(python.contains(#"cell = "Cell""#))
        #expect(python.contains("def cell2(index: int) -> str:"))
    }

    @Test func javaNestedClassesNeverRepeatAnEnclosingName() throws {
        let lines = try Self.lines(["Users.Users.Label", "Identifiers.Inner"], .java)
        #expect(lines.contains("public static final class Users {"))
        #expect(lines.contains("public static final class Users2 {"))
        #expect(lines.contains("public static final class Identifiers2 {"))
        // Swift allows it.
        #expect(try Self.lines(["Users.Users.Label"], .swift).filter { $0 == "public enum Users {" }.count == 2)
    }

    @Test func builtInTypeNamesAreQualifiedWhenANamespaceShadowsThem() throws {
        let shadowed = try Self.generate(["String.value", "Int.max", "Cell_0"])
        #expect(shadowed.contains("(_ index: Swift.Int) -> Swift.String"))
        #expect(try Self.generate(["String.value", "Cell_0"], .kotlin).contains("(index: Int): kotlin.String"))
        #expect(
            try Self.generate(["String.value", "Cell_0"], .java).contains(
                "public static java.lang.String cell(int index)"))
        let plain = try Self.generate(["Cell_0"])
        #expect(plain.contains("(_ index: Int) -> String"))
    }

    @Test func stringValuesAreEscapedForEachLanguage() throws {
        let identifier = "Quote\"Back\\slash$dollar{brace}\nline\u{200B}"
        #expect(try Self.generate([identifier], .swift).contains(#""Quote\"Back\\slash$dollar{brace}\nline\u{200B}""#))
        #expect(try Self.generate([identifier], .kotlin).contains(#""Quote\"Back\\slash\$dollar{brace}\nline\u200B""#))
        #expect(try Self.generate([identifier], .java).contains(#""Quote\"Back\\slash$dollar{brace}\nline\u200B""#))
        #expect(try Self.generate([identifier], .python).contains(#""Quote\"Back\\slash$dollar{brace}\nline\u200B""#))
        // Java output is ASCII whatever the identifiers.
        #expect(try Self.generate(["Profil.Überschrift"], .java).utf8.allSatisfy { $0 < 0x80 })
        // Python f-strings double braces in literal parts.
        #expect(try Self.generate(["Set{x}_1"], .python).contains(#"return f"Set{{x}}_{index}""#))
    }

    // MARK: Determinism and options

    @Test func outputDependsOnTheIdentifiersOnlyNotOnInputOrder() throws {
        let sources = try Self.sampleNames.map(InventoryFixtures.sample)
        let forward = try IdentifierCodegen.generate(
            IdentifierCatalog(pageSources: sources), options: CodegenOptions(language: .swift))
        let backward = try IdentifierCodegen.generate(
            IdentifierCatalog(pageSources: sources.reversed()), options: CodegenOptions(language: .swift))
        #expect(forward == backward)
        #expect(
            forward.hasPrefix(
                "// @generated by locatorlab codegen from 5 page sources:\n//   android-shop-products.xml\n//   ios-health-summary.xml\n"
            ))
        #expect(!forward.contains("20"))  // no date or year anywhere
    }

    @Test func headerNamesFilesOnlyAndJavaCommentsStayASCII() throws {
        let catalog = IdentifierCatalog(
            accessibilityIdentifiers: ["A.b"], sourceNames: ["/tmp/screens/Übersicht\\u000a.xml", "b.xml"])
        let java = try IdentifierCodegen.generate(catalog, options: CodegenOptions(language: .java))
        #expect(
            java.hasPrefix(
                "// @generated by locatorlab codegen from 2 page sources:\n//   /tmp/screens/?bersicht?u000a.xml\n//   b.xml\n"
            ))
        let python = try IdentifierCodegen.generate(
            IdentifierCatalog(accessibilityIdentifiers: []), options: CodegenOptions(language: .python))
        #expect(python.hasSuffix("class Identifiers:\n    pass\n"))
    }

    @Test func invalidOptionsAreRefused() {
        let catalog = IdentifierCatalog(accessibilityIdentifiers: ["A.b"])
        #expect(throws: InventoryError.invalidRootNamespace("My Ids")) {
            try IdentifierCodegen.generate(catalog, options: CodegenOptions(language: .swift, rootNamespace: "My Ids"))
        }
        #expect(throws: InventoryError.invalidRootNamespace("class")) {
            try IdentifierCodegen.generate(catalog, options: CodegenOptions(language: .java, rootNamespace: "class"))
        }
        #expect(throws: InventoryError.packageNotSupported(language: "swift")) {
            try IdentifierCodegen.generate(catalog, options: CodegenOptions(language: .swift, package: "com.example"))
        }
        #expect(throws: InventoryError.invalidPackage("com.example.default")) {
            try IdentifierCodegen.generate(
                catalog, options: CodegenOptions(language: .java, package: "com.example.default"))
        }
        #expect(throws: InventoryError.invalidPackage("com..example")) {
            try IdentifierCodegen.generate(catalog, options: CodegenOptions(language: .kotlin, package: "com..example"))
        }
    }

    @Test func firstDifferenceFindsTheStaleLine() {
        let generated = "a\nb\nc\n"
        #expect(IdentifierCodegen.firstDifference(between: Array(generated.utf8), and: generated) == nil)
        #expect(IdentifierCodegen.firstDifference(between: Array("a\nB\nc\n".utf8), and: generated) == 2)
        #expect(IdentifierCodegen.firstDifference(between: Array("a\nb\n".utf8), and: generated) == 3)
        #expect(IdentifierCodegen.firstDifference(between: Array("a\nb\nc\nd\n".utf8), and: generated) == 4)
        #expect(IdentifierCodegen.firstDifference(between: [], and: generated) == 1)
    }
}
