import Foundation
import LocatorLabConversion
import LocatorLabTestSources

/// `convert` on one test source: a refusal is a `ConversionError`; the
/// original bytes are kept as given; a conversion converted again changes
/// nothing and still lexes; a dry run over the file on disk (what
/// `convert` does without `--write`) leaves the file and its folder exactly
/// as they were and agrees with the in-memory conversion; and `--write`
/// then writes exactly that conversion, keeping the mode, with no
/// temporary file left.
extension FuzzChecker {
    func checkConversion(_ bytes: [UInt8], language: SourceLanguage) -> InvariantViolation? {
        func violation(_ invariant: String, _ detail: String) -> InvariantViolation {
            InvariantViolation(target: .convert(language), invariant: invariant, detail: detail)
        }
        let converter = TestSourceConverter(resolver: resolver)
        let conversion: FileConversion
        do {
            conversion = try converter.convert(bytes, file: "fuzz", language: language)
        } catch {
            return dryRunProblem(bytes, language: language, expected: nil).map { violation("a dry run changes no file", $0) }
        }
        if conversion.original != bytes { return violation("the original bytes are kept", "they differ from the input") }
        for found in conversion.locators.map(\.locator) {
            if found.argumentRange.lowerBound < 0 || found.position.line < 1 || (found.endPosition.line, found.endPosition.column) < (found.position.line, found.position.column) {
                return violation(
                    "a found locator has a place in the file",
                    "\(found.call) at \(found.position)–\(found.endPosition), bytes \(found.argumentRange)")
            }
        }
        if conversion.isChanged {
            do {
                let again = try converter.convert(conversion.converted, file: "fuzz", language: language)
                if again.isChanged {
                    return violation(
                        "converting converted code again changes nothing",
                        String(decoding: again.converted, as: UTF8.self).debugDescription)
                }
            } catch {
                return violation("converted code still reads", "\(error)")
            }
        }
        // A dry run can only go wrong where there is something to write.
        guard conversion.isChanged else { return nil }
        return dryRunProblem(bytes, language: language, expected: conversion.converted).map {
            violation("a dry run changes no file and converts as in memory", $0)
        }
    }

    /// Writes `bytes` to a scratch file, runs `convert` over it without
    /// `--write`, and says what changed on disk, or how the run's conversion
    /// differs from `expected` (`nil`: the run must report a problem).
    private func dryRunProblem(_ bytes: [UInt8], language: SourceLanguage, expected: [UInt8]?) -> String? {
        let folder = scratchFolder()
        let path = folder + "/fuzz." + Self.fileExtension(of: language)
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        var before = stat()
        stat(path, &before)
        let run = ConversionRunner(language: language, writesChanges: false).run(paths: [path], resolver: resolver)
        var after = stat()
        stat(path, &after)
        let listing = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if listing != [path.split(separator: "/").last.map(String.init) ?? path] {
            return "the folder now holds \(listing.sorted())"
        }
        if FileManager.default.contents(atPath: path) != Data(bytes) { return "the file's bytes changed" }
        if before.st_mtim.tv_sec != after.st_mtim.tv_sec || before.st_mtim.tv_nsec != after.st_mtim.tv_nsec
            || before.st_mode != after.st_mode
        {
            return "the file's modification time or mode changed"
        }
        if let expected {
            guard let file = run.files.first, run.files.count == 1 else {
                return "the run converted \(run.files.count) files and reported \(run.problems)"
            }
            if file.converted != expected { return "the run's conversion differs from the in-memory one" }
            // `--write` then writes exactly that, keeps the mode and leaves
            // no temporary file behind.
            let written = ConversionRunner(language: language, writesChanges: true).run(paths: [path], resolver: resolver)
            var afterWrite = stat()
            stat(path, &afterWrite)
            if !written.problems.isEmpty { return "--write reported \(written.problems)" }
            if FileManager.default.contents(atPath: path) != Data(expected) { return "--write wrote other bytes" }
            if afterWrite.st_mode != before.st_mode { return "--write changed the file's mode" }
            if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.count != 1 {
                return "--write left \(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted())"
            }
        } else if run.problems.isEmpty {
            return "the run reported no problem for a source the converter refuses"
        }
        return nil
    }

    private func scratchFolder() -> String {
        if let madeScratchFolder { return madeScratchFolder }
        var template = Array((NSTemporaryDirectory() + "/locatorlab-fuzz-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
        let folder = made ?? NSTemporaryDirectory()
        madeScratchFolder = folder
        return folder
    }

    static func fileExtension(of language: SourceLanguage) -> String {
        switch language {
        case .java: "java"
        case .kotlin: "kt"
        case .python: "py"
        case .javascript: "js"
        case .typescript: "ts"
        case .ruby: "rb"
        case .csharp: "cs"
        case .robot: "robot"
        case .swift: "swift"
        }
    }
}
