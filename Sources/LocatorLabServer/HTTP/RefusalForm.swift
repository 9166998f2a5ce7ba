import FlyingFox
import Foundation
import LocatorLabWebDriver

/// How a server words a request its ``GuardedHTTPServer`` refuses before
/// any route sees it (a foreign `Host`, a body over the limit, a request
/// that did not arrive in time, too many connections, no answer in time):
/// in the form its own clients read errors in. The HTTP status stays the
/// guard's (403, 413, 408, 503, …) either way.
public enum RefusalForm: Sendable, Hashable {
    /// `{"error": message}`: what the inspector page reads (`inspect --serve`).
    case plain
    /// W3C `{"value": {"error", "message", "stacktrace"}}`: what a WebDriver
    /// client reads (`replay`, `record`). Selenium's and Appium's clients
    /// raise the exception of `value.error` and show `value.message`
    /// (selenium/webdriver/remote/errorhandler.py, `check_response`); a
    /// body without `value` reaches the user as a bare status.
    case webDriver

    /// The refusal's body.
    func body(status: HTTPStatusCode, message: String) -> [UInt8] {
        switch self {
        case .plain: return InspectionServer.errorBody(message)
        case .webDriver: return WebDriverError(Self.webDriverCode(for: status.code), message).reply.encoded().body
        }
    }

    /// The content type of ``body(status:message:)``.
    var contentType: String {
        switch self {
        case .plain: "application/json"
        case .webDriver: "application/json; charset=utf-8"
        }
    }

    /// The W3C error code closest to a refusal's HTTP status (the codes of
    /// https://www.w3.org/TR/webdriver2/#errors). No code means "refused
    /// by a limit" or "not allowed to call": those are `unknown error`,
    /// the code the spec gives everything else, with the reason in the message.
    static func webDriverCode(for status: Int) -> WebDriverError.Code {
        switch status {
        // A malformed request, or one larger than the limits: its
        // arguments cannot be read.
        case 400, 413, 414, 431: .invalidArgument
        case 404: .unknownCommand
        case 405: .unknownMethod
        // The request did not arrive in time.
        case 408: .timeout
        // 403 (Host or Origin), 501 (Transfer-Encoding), 503 (busy), 500.
        default: .unknownError
        }
    }
}
