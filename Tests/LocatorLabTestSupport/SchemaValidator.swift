import Foundation

/// Validates JSON against a JSON Schema with Python's `jsonschema`, which
/// implements the draft-04 dialect the SARIF schema uses (formats checked
/// too). Tests that need it are disabled on machines without python3 and the
/// module; CI has both.
public enum SchemaValidator {
    /// The OASIS SARIF 2.1.0 schema, vendored in `Tests/Fixtures/schemas/`.
    public static let sarifSchema = TestFixtures.url("schemas/sarif-schema-2.1.0.json")

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

    /// Whether python3 with `jsonschema` is installed.
    public static let isAvailable: Bool = {
        (try? run(["-c", "import jsonschema"]).status) == 0
    }()

    /// Whether SARIF output can be validated here.
    public static var isSARIFAvailable: Bool {
        isAvailable && FileManager.default.fileExists(atPath: sarifSchema.path)
    }

    public static func validate(_ json: [UInt8], schema: URL) throws -> (valid: Bool, message: String) {
        let instance = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).json")
        try Data(json).write(to: instance)
        defer { try? FileManager.default.removeItem(at: instance) }
        let outcome = try run(["-c", script, schema.path, instance.path])
        return (outcome.status == 0, outcome.output)
    }

    /// Validates a SARIF log against the official schema.
    public static func validateSARIF(_ json: [UInt8]) throws -> (valid: Bool, message: String) {
        try validate(json, schema: sarifSchema)
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
