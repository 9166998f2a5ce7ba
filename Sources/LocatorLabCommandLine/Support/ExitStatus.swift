import ArgumentParser

/// The exit codes `locatorlab` documents (sysexits.h values where one fits).
enum ExitStatus {
    /// The command did its job.
    static let success: Int32 = 0
    /// The command ran, and a check the user asked for failed (reserved for
    /// gates such as `--fail-on` and `--min-coverage`).
    static let checkFailed: Int32 = 1
    /// The command line is wrong (EX_USAGE; ArgumentParser's own code).
    static let usage: Int32 = 64
    /// An input is not valid: malformed page source, invalid locator (EX_DATAERR).
    static let badInput: Int32 = 65
    /// An input file cannot be opened (EX_NOINPUT).
    static let missingInput: Int32 = 66
    /// An output file cannot be written (EX_CANTCREAT).
    static let cannotWrite: Int32 = 73
    /// LocatorLab itself failed: a bug to report (EX_SOFTWARE).
    static let internalError: Int32 = 70
    /// A program the command hands over to is not installed
    /// (`locatorlab-server` beside `locatorlab`): sysexits' EX_UNAVAILABLE,
    /// not an internal error, since installing it fixes it.
    static let unavailable: Int32 = 69
}
