import Foundation

/// Validates JSON against a JSON Schema with Python's `jsonschema`, which
/// implements the draft-04 dialect the SARIF schema uses. Tests that need it
/// are disabled on machines without python3 and the module.
enum SchemaValidator {
    private static let script = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        instance = json.load(open(sys.argv[2], encoding="utf-8"))
        validator = jsonschema.validators.validator_for(schema)(schema)
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        for error in errors:
            print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """

    static let isAvailable: Bool = {
        (try? run(["-c", "import jsonschema"]).status) == 0
    }()

    static func validate(_ json: [UInt8], schema: URL) throws -> (valid: Bool, message: String) {
        let instance = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString).json")
        try Data(json).write(to: instance)
        defer { try? FileManager.default.removeItem(at: instance) }
        let outcome = try run(["-c", script, schema.path, instance.path])
        return (outcome.status == 0, outcome.output)
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
