import Foundation
import LocatorLabInventory
import LocatorLabTestSupport
import Testing

/// The generated files compile (and, for Python, run and give back the
/// exact identifiers). Each compiler runs on a file in a fresh temporary
/// directory; a missing compiler disables its test with a note.
@Suite struct GeneratedCodeCompilationTests {
    /// Both goldens' inputs: every naming edge case, and all the samples.
    static func generated(_ language: CodegenLanguage, rootNamespace: String = "Identifiers") throws -> [String] {
        let edgeCases = try InventoryFixtures.fixture("codegen/naming-edge-cases.xml")
        let samples = try IdentifierCodegenTests.sampleNames.map(InventoryFixtures.sample)
        let package = language == .java || language == .kotlin ? "com.example.uitests" : nil
        let options = CodegenOptions(language: language, rootNamespace: rootNamespace, package: package)
        return try [
            IdentifierCodegen.generate(IdentifierCatalog(pageSources: [edgeCases]), options: options),
            IdentifierCodegen.generate(IdentifierCatalog(pageSources: samples + [edgeCases]), options: options),
        ]
    }

    private static func compile(
        _ text: String, named fileName: String, with tool: URL, arguments: (URL) -> [String]
    ) throws -> (status: Int32, output: String) {
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(fileName)
        try Data(text.utf8).write(to: file)
        return try ExternalTool.run(tool, arguments(file), in: folder)
    }

    @Test(.enabled(if: ExternalTool.swiftc != nil, "swiftc is not on PATH"))
    func swiftTypeChecksInSwift6Mode() throws {
        for text in try Self.generated(.swift) {
            let result = try Self.compile(text, named: "Identifiers.swift", with: ExternalTool.swiftc!) { file in
                ["-typecheck", "-swift-version", "6", "-warnings-as-errors", file.path]
            }
            #expect(result.status == 0, "swiftc -typecheck failed:\n\(result.output)")
        }
    }

    @Test(.enabled(if: ExternalTool.javac != nil, "javac is not on PATH"))
    func javaCompiles() throws {
        for text in try Self.generated(.java) {
            let result = try Self.compile(text, named: "Identifiers.java", with: ExternalTool.javac!) { file in
                [
                    "-Xlint:all", "-Werror", "-d",
                    file.deletingLastPathComponent().appendingPathComponent("classes").path, file.path,
                ]
            }
            #expect(result.status == 0, "javac failed:\n\(result.output)")
        }
    }

    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not on PATH"))
    func pythonCompiles() throws {
        for text in try Self.generated(.python) {
            let result = try Self.compile(text, named: "identifiers.py", with: ExternalTool.python3!) { file in
                ["-m", "py_compile", file.path]
            }
            #expect(result.status == 0, "py_compile failed:\n\(result.output)")
        }
    }

    /// Escaping is right when the running code hands back the page source's text.
    @Test(.enabled(if: ExternalTool.python3 != nil, "python3 is not on PATH"))
    func pythonValuesAreTheIdentifiersExactly() throws {
        let text = try Self.generated(.python)[0]
        let probe = """
            import json, sys
            sys.path.insert(0, ".")
            from identifiers import Identifiers as I
            print(json.dumps([I.quote_back_slash_dollar_brace, I.line_break_tab, I.U8a2dU5b9a.u30db_u30bf_u30f3,
                I.Feed.PostCell.title2(7), I.Grid.Row.cell(1, 2), I.CustomIdentifierViewController.label_list(0),
                I.Profile.class_, I.Cafe2.menu]))
            """
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("identifiers.py"))
        try Data(probe.utf8).write(to: folder.appendingPathComponent("probe.py"))
        let result = try ExternalTool.run(ExternalTool.python3!, ["probe.py"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        let values = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String]
        #expect(
            values == [
                "Quote\"Back\\slash$dollar{brace}", "Line\nBreak\ttab", "設定.ボタン", "Feed.PostCell_7.Title",
                "Grid.Row_1.Cell_2", "CustomIdentifierViewController.labelList.0", "Profile.class", "Café.Menu",
            ])
    }

    /// kotlinc is rarely installed (it is not on CI): the goldens pin the
    /// Kotlin output, and this test compiles it when a compiler is around.
    @Test(
        .enabled(
            if: ExternalTool.kotlinc != nil, "kotlinc is not on PATH: Kotlin output is checked by its goldens only"))
    func kotlinCompiles() throws {
        for text in try Self.generated(.kotlin) {
            let result = try Self.compile(text, named: "Identifiers.kt", with: ExternalTool.kotlinc!) { file in
                [file.path, "-d", file.deletingLastPathComponent().appendingPathComponent("classes").path]
            }
            #expect(result.status == 0, "kotlinc failed:\n\(result.output)")
        }
    }
}
