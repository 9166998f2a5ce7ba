/// A W3C WebDriver error code as the drivers send it on the wire, with
/// the HTTP status that goes with it (W3C WebDriver §6.6, "Errors"): the
/// vocabulary of ``RecordedFind/error``, which a replay answers with
/// (`WebDriverError.Code`) and a recorded run's analysis reads.
public enum WireErrorCode: String, Sendable, Hashable, CaseIterable {
    case noSuchElement = "no such element"
    case invalidSelector = "invalid selector"
    case invalidSessionID = "invalid session id"
    case staleElementReference = "stale element reference"
    case noSuchAlert = "no such alert"
    case unknownCommand = "unknown command"
    case unknownMethod = "unknown method"
    case invalidArgument = "invalid argument"
    case sessionNotCreated = "session not created"
    case unableToCaptureScreen = "unable to capture screen"
    case unsupportedOperation = "unsupported operation"
    case timeout = "timeout"
    case unknownError = "unknown error"

    /// The HTTP status of the code (W3C WebDriver, the table of §6.6).
    public var httpStatus: Int {
        switch self {
        case .noSuchElement, .invalidSessionID, .staleElementReference, .noSuchAlert, .unknownCommand: 404
        case .invalidSelector, .invalidArgument: 400
        case .unknownMethod: 405
        case .sessionNotCreated, .unableToCaptureScreen, .unsupportedOperation, .timeout, .unknownError: 500
        }
    }
}
