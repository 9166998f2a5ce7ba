import Foundation
import LocatorLabConversion

extension ScreenTools {
    struct ConvertPreviewInput: Decodable {
        /// A test source inside the `--tests` roots (absolute, or relative
        /// to a root).
        var file: String
        /// Write the rewrite; refused unless the server allows writing.
        var write: Bool?
        var limit: Int?
    }

    struct ConvertPreviewOutput: Encodable {
        var file: String
        var language: String
        /// The proven rewrite as a unified diff; empty when nothing converts.
        var diff: String
        var locators: [PreviewedLocator]
        /// Locators past the limit, left out.
        var omittedLocators: Int
        /// Whether the file was rewritten (only with `--allow-write` and
        /// `write: true`, and only when something converts).
        var written: Bool
        var provenOn: [String]
    }

    struct PreviewedLocator: Encodable {
        var line: Int
        var column: Int
        var locator: String
        var outcome: String
        var replacement: String?
        var proof: String?
        var reason: String
    }

    /// `convert`'s dry run on one test source: the rewrite proven on the
    /// served screens, as a diff, and each locator's outcome. With
    /// `write: true` on a server started with `--allow-write`, `convert
    /// --write` itself (``ConversionRunner``: atomic replacement, the
    /// journal, encoding and line endings kept); otherwise nothing is written.
    func convertPreview(_ input: ConvertPreviewInput) throws(ToolError) -> ConvertPreviewOutput {
        guard let testRoots else {
            throw ToolError("convert_preview: this server was started without --tests, so it reads no test sources")
        }
        let writes = input.write ?? false
        if writes && !allowsWrite {
            throw ToolError(
                "convert_preview: this server was started without --allow-write, so it writes nothing; call again without write (the diff is the preview) or apply the diff yourself"
            )
        }
        let file = try resolveTestSource(input.file, in: testRoots)
        let resolver = AccessibilityIDResolver(pageSources: screens, limits: served.limits)
        let run = ConversionRunner(writesChanges: writes).run(paths: [file], resolver: resolver)
        if let problem = run.problems.first { throw ToolError("convert_preview: \(problem)") }
        guard let conversion = run.files.first else {
            throw ToolError("convert_preview: \(input.file) is not a test source LocatorLab reads (by its extension)")
        }
        let limit = Self.limit(input.limit)
        let locators = conversion.locators.prefix(limit).map { converted in
            PreviewedLocator(
                line: converted.locator.position.line, column: converted.locator.position.column,
                locator: converted.locator.expression ?? converted.locator.argumentText,
                outcome: converted.outcome.rawValue, replacement: converted.replacementText,
                proof: converted.proof?.rawValue, reason: converted.reason)
        }
        return ConvertPreviewOutput(
            file: input.file, language: conversion.language.rawValue,
            diff: conversion.unifiedDiff(path: input.file), locators: Array(locators),
            omittedLocators: max(0, conversion.locators.count - limit), written: writes && conversion.isChanged,
            provenOn: screens.map(\.name))
    }

    /// `path` resolved inside `roots`: an absolute path as it is, a
    /// relative one against each root in turn (never the working folder,
    /// which may hold a file of the same name outside the roots).
    private func resolveTestSource(_ path: String, in roots: ServedRoots) throws(ToolError) -> String {
        let candidates = path.hasPrefix("/") ? [path] : roots.paths.map { $0 + "/" + path }
        for candidate in candidates {
            guard let real = ServedRoots.realPath(candidate) else { continue }
            guard roots.contains(resolved: real) else {
                throw ToolError("\(ToolError.quoted(path)) is outside the files and folders this server was started with")
            }
            return real
        }
        throw ToolError("\(ToolError.quoted(path)): no such file under the --tests folders")
    }
}
