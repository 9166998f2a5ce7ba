import Foundation
import LocatorLabTestSupport

/// Validates SARIF output against the OASIS SARIF 2.1.0 schema vendored in
/// `Tests/Fixtures/schemas/`, with Python's `jsonschema` (draft-04 aware).
/// Tests using it are disabled where python3 or the module is missing.
enum SARIFSchemaValidator {
    private static let script = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        instance = json.load(open(sys.argv[2], encoding="utf-8"))
        validator = jsonschema.validators.validator_for(schema)(schema, format_checker=jsonschema.FormatChecker())
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        for error in errors:
            print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    static let isAvailable: Bool = {
        guard let python = ExternalTool.python3,
            (try? ExternalTool.run(python, ["-c", "import jsonschema"], in: TestFixtures.repositoryRoot))?.status == 0
        else { return false }
        return FileManager.default.fileExists(atPath: TestFixtures.url("schemas/sarif-schema-2.1.0.json").path)
    }()

    static func validate(_ json: [UInt8]) throws -> (valid: Bool, message: String) {
        let folder = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let instance = folder.appendingPathComponent("audit.sarif")
        try Data(json).write(to: instance)
        let schema = TestFixtures.url("schemas/sarif-schema-2.1.0.json")
        let result = try ExternalTool.run(
            ExternalTool.python3!, ["-c", script, schema.path, instance.path], in: folder)
        return (result.status == 0, result.output)
    }
}
