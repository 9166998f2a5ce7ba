import ArgumentParser
import LocatorLabComparison
import LocatorLabConversion
import LocatorLabFiles
import LocatorLabInspection
import LocatorLabInventory
import LocatorLabLocators
import LocatorLabPageSource
import LocatorLabRecording
import LocatorLabTestSources
import LocatorLabReporting

/// Runs a command body and turns every library error into a compiler-style
/// message on stderr plus the documented exit code.
enum ErrorPresenter {
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as PageSourceError {
            throw failure(for: error).report()
        } catch let error as FileError {
            // The same words and exit codes as a page source's file errors.
            throw failure(for: PageSourceError(error)).report()
        } catch let error as AnalysisError {
            throw failure(for: error).report()
        } catch let error as LocatorError {
            // A strategy of the other platform is a wrong option, not bad data.
            let status = if case .wrongPlatform = error { ExitStatus.usage } else { ExitStatus.badInput }
            throw CommandFailure(message: "error: \(LocatorErrorRendering.render(error))", status: status).report()
        } catch let error as ConversionError {
            throw failure(for: error).report()
        } catch let error as TestSourceError {
            throw failure(for: ConversionError(error)).report()
        } catch let error as InventoryError {
            // Every inventory error is about the options given, but a
            // requests file that is not a report is bad input.
            let status = if case .invalidRequestsFile = error { ExitStatus.badInput } else { ExitStatus.usage }
            throw CommandFailure(message: "error: \(error)", status: status).report()
        } catch let error as InspectionError {
            throw failure(for: error).report()
        } catch let error as RecordingError {
            throw failure(for: error).report()
        } catch let error as BaselineError {
            // A --baseline that is not the command's JSON report is bad input.
            throw CommandFailure(message: "\(error.file): error: \(error.message)", status: ExitStatus.badInput).report()
        } catch let error as ShardMergeError {
            // Parts that do not belong together are bad input, like a malformed page source.
            throw CommandFailure(message: "error: \(error)", status: ExitStatus.badInput).report()
        } catch let error as ReportingError {
            // A report holding a value JSON cannot (a NaN timing) is a bug
            // of the tool: say what and where instead of printing `{}`.
            throw CommandFailure(message: "error: internal error: \(error)", status: ExitStatus.internalError).report()
        } catch let exit as ExitCode {
            throw exit  // already reported (gates, failures above)
        } catch {
            // Anything else is a failure of the tool itself, not of the
            // input: say so plainly instead of letting it pass for exit 1.
            throw CommandFailure(message: "error: internal error: \(error)", status: ExitStatus.internalError).report()
        }
    }

    static func failure(for error: RecordingError) -> CommandFailure {
        let status: Int32
        switch error {
        case .notARecording, .invalidEvent: status = ExitStatus.badInput
        case .unreadable: status = ExitStatus.missingInput
        case .unwritable: status = ExitStatus.cannotWrite
        }
        return CommandFailure(message: "error: \(error)", status: status)
    }

    static func failure(for error: ConversionError) -> CommandFailure {
        let status: Int32
        switch error {
        case .unreadable: status = ExitStatus.missingInput
        case .unwritable, .changedSinceRead, .interruptedWrite, .untrustedJournal: status = ExitStatus.cannotWrite
        default: status = ExitStatus.badInput
        }
        return CommandFailure(message: "\(location(of: error)): error: \(error.message)", status: status)
    }

    /// `file:line:column` of a conversion problem, leaving out what is unknown.
    static func location(of error: ConversionError) -> String {
        guard let position = error.position else { return error.file }
        return "\(error.file):\(position.line):\(position.column)"
    }

    /// `file:line:column` of a test source that could not be read or lexed.
    static func location(of error: TestSourceError) -> String {
        location(of: ConversionError(error))
    }

    static func failure(for error: InspectionError) -> CommandFailure {
        switch error {
        case .missingScreenshot: CommandFailure(message: "error: \(error)", status: ExitStatus.missingInput)
        case .unreadableScreenshot: CommandFailure(message: "error: \(error)", status: ExitStatus.badInput)
        case .screenshotCountMismatch, .noPageSource, .invalidAuditOptions:
            CommandFailure(message: "error: \(error)", status: ExitStatus.usage)
        case .unencodable: CommandFailure(message: "error: internal error: \(error)", status: ExitStatus.internalError)
        }
    }

    static func failure(for error: AnalysisError) -> CommandFailure {
        let status: Int32
        switch error {
        case .unreadableLocatorsFile: status = ExitStatus.missingInput
        case .noLocators, .undecodableLocatorsFile: status = ExitStatus.badInput
        case .invalidSize, .sizeTooLarge: status = ExitStatus.usage
        }
        let location = error.file.map { "\($0): " } ?? ""
        return CommandFailure(message: "\(location)error: \(error)", status: status)
    }

    static func failure(for error: PageSourceError) -> CommandFailure {
        var location = error.file ?? "<input>"
        if let position = error.position {
            location += ":\(position.line)"
            if position.column > 0 { location += ":\(position.column)" }
        }
        let status: Int32
        switch error {
        case .unreadableFile: status = ExitStatus.missingInput
        case .unwritableFile: status = ExitStatus.cannotWrite
        default: status = ExitStatus.badInput
        }
        return CommandFailure(message: "\(location): error: \(error.message)", status: status)
    }
}
