import ArgumentParser
import LocatorLabReporting

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// The `locatorlab` command. The executables only call ``start()`` or
/// ``main()``: the commands live in this library so that
/// `locatorlab-server` is the same command line with a server
/// attached (see ``Serving``).
public struct LocatorLabCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "locatorlab",
        abstract: "Measure and fix the locators of mobile UI tests: page sources, XPath, accessibility identifiers.",
        discussion: """
            Exit codes: 0 success; 1 a requested check failed; 64 usage error; \
            65 invalid input (malformed page source, invalid locator); 66 input file missing \
            or unreadable; 69 locatorlab-server missing (inspect --serve, record, replay); 70 internal \
            error; 73 output cannot be written.
            """,
        version: "0.1.0",
        subcommands: [
            QueryCommand.self, CompareCommand.self, BenchCommand.self, ConvertCommand.self, ExportCommand.self,
            GenerateCommand.self, CodegenCommand.self, AuditCommand.self, InspectCommand.self, RecordCommand.self,
            ReplayCommand.self, MergeCommand.self,
        ]
    )

    /// The executable's entry point: ``main()``, except that `query` with
    /// only its two arguments runs without the argument parser (see
    /// ``QueryJob/init(plainArguments:)``), with the same output and exit
    /// status.
    public static func start() {
        // ArgumentParser answers `help bogus` with the root help and 0, so
        // a script with a typo passed.
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "help", let name = arguments.dropFirst().first,
            !(configuration.subcommands.contains { $0._commandName == name })
        {
            Terminal.standardError.write("error: unknown command '\(TerminalText.sanitized(name))' (see locatorlab --help)\n")
            terminate(ExitStatus.usage)
        }
        guard let job = QueryJob(plainArguments: Array(CommandLine.arguments.dropFirst())) else {
            main()
            return
        }
        do {
            try job.run()
        } catch let code as ExitCode {
            // What `exit(withError:)` does with an ExitCode (the message is
            // already on stderr), without building the usage text it drops.
            terminate(code.rawValue)
        } catch {
            exit(withError: error)
        }
    }

    /// The C library's `exit`, which the name `exit` inside a command does
    /// not reach (it is ArgumentParser's `exit(withError:)` there).
    private static func terminate(_ status: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }

    /// Without a command there is nothing to do: show the help, and exit
    /// with 64 so a script that forgot the command does not pass.
    public init() {}

    public func run() throws {
        print(Self.helpMessage())
        throw ExitCode(ExitStatus.usage)
    }
}
