import Foundation

/// One answer of the protocol: an HTTP status and `{"value": …}`.
public struct WebDriverReply: Sendable, Hashable {
    /// The header that tells a client which screen a find jumped to.
    /// No driver sends it and clients ignore it; `locatorlab record` in
    /// front of a replay reads it, because a jump moves the session as an
    /// action would, without a request saying so, and the recorder must
    /// capture the screen the find was answered on.
    public static let jumpHeader = "X-LocatorLab-Jumped-To"

    public let status: Int
    public let value: WebDriverValue
    /// The screen a find moved the session to (a jump), if it did.
    public let jumpedTo: String?

    public init(status: Int = 200, value: WebDriverValue, jumpedTo: String? = nil) {
        self.status = status
        self.value = value
        self.jumpedTo = jumpedTo
    }

    /// `{"value": null}`: what the drivers answer to actions and deletions.
    public static let null = WebDriverReply(value: .null)

    /// The status and the body as JSON bytes, keys sorted. A value JSON
    /// cannot hold (a NaN) is the server's failure: `unknown error`, 500,
    /// never `{}` with a 200.
    public func encoded() -> (status: Int, body: [UInt8]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(["value": value]) { return (status, Array(data)) }
        let failure = #"{"value":{"error":"unknown error","message":"the answer cannot be encoded as JSON","stacktrace":""}}"#
        return (500, Array(failure.utf8))
    }
}
