import LocatorLabRecording

/// A W3C WebDriver error as the drivers send it: the error code, the HTTP
/// status that goes with it (W3C WebDriver §6.6, "Errors"), and a message.
/// This is also the module's one error type: every command that cannot be
/// answered throws one, and the server sends it as
/// `{"value": {"error": …, "message": …, "stacktrace": ""}}`.
public struct WebDriverError: Error, Sendable, Hashable, CustomStringConvertible {
    public let code: Code
    public let message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The error codes a replay answers with, spelled as on the wire
    /// (one table, in LocatorLabRecording, where a recorded find's error is read).
    public typealias Code = WireErrorCode

    public var description: String { "\(code.rawValue): \(message)" }

    /// The reply that carries this error.
    public var reply: WebDriverReply {
        WebDriverReply(
            status: code.httpStatus,
            value: .object(["error": .string(code.rawValue), "message": .string(message), "stacktrace": .string("")]))
    }

    // The messages below are the drivers' own where a client or a test may
    // read them (Appium's base driver `errors.js`, WebDriverAgent's
    // `FBCommandStatus.m`, UiAutomator2's `ElementNotFoundException`).

    static func noSuchElement(using: String, value: String) -> WebDriverError {
        WebDriverError(
            .noSuchElement,
            "An element could not be located on the page using the given search parameters "
                + "(using \"\(using)\", value \"\(value)\")")
    }

    static func invalidSession(_ id: String) -> WebDriverError {
        WebDriverError(.invalidSessionID, "A session is either terminated or not started (session id \"\(id)\")")
    }

    static func stale(_ reference: String) -> WebDriverError {
        WebDriverError(
            .staleElementReference,
            "The previously found element \"\(reference)\" is not present in the current view anymore: "
                + "the session has moved to another screen since it was found")
    }

    static func unknownCommand(method: String, path: String) -> WebDriverError {
        WebDriverError(
            .unknownCommand,
            "The requested resource could not be found, or a request was received using an HTTP method that is "
                + "not supported by the mapped resource (\(method) \(path) is not served by locatorlab replay)")
    }

    static func invalidArgument(_ message: String) -> WebDriverError {
        WebDriverError(.invalidArgument, message)
    }
}
