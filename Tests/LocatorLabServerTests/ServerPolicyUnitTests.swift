import LocatorLabPageSource
import Testing

@testable import LocatorLabServer

/// The policy's reading of what a request says, without a socket.
@Suite("A server reads Host and bodies as bytes, within bounds")
struct ServerPolicyUnitTests {
    /// Each is refused, never a crash: digits with combining marks (one
    /// `Character` Swift calls a digit, which once reached a force-unwrapped
    /// `Int(…)` and crashed the servers), other scripts' digits, ports out
    /// of range or spelled with signs.
    @Test(arguments: [
        "1\u{301}.0.0.1:4723", "127.0.0.1\u{301}:4723", "127.0.0.1:47\u{301}23", "\u{661}\u{662}\u{667}.0.0.1:4723",
        "127.0.0.1:+4723", "127.0.0.1:99999999999999999999999", "127.0.0.1:", "[::1\u{301}]:4723", "256.0.0.1:4723",
        "1234.0.0.1:4723", "127.0.0.1:4723\u{301}", "localhost\u{301}:4723", "\u{FF4C}ocalhost:4723", ":4723", "",
    ])
    func aHostThatIsNotThisServerIsRefused(host: String) {
        #expect(ServerPolicy().refusal(host: host, origin: nil, port: 4723) != nil)
    }

    @Test(arguments: ["127.0.0.1:4723", "localhost:4723", "LocalHost:4723", "[::1]:4723", "10.0.0.255:4723"])
    func thisMachineByAddressIsAccepted(host: String) {
        #expect(ServerPolicy().refusal(host: host, origin: nil, port: 4723) == nil)
    }

    @Test func aNameTheUserAllowedIsAccepted() {
        var policy = ServerPolicy()
        policy.allowedHostNames = ["replay"]
        #expect(policy.refusal(host: "Replay:4723", origin: nil, port: 4723) == nil)
        #expect(policy.refusal(host: "replay.evil:4723", origin: nil, port: 4723) != nil)
    }

    @Test(arguments: [
        (#"{"a": [1, {"b": 2}]}"#, 3, false), (#"{"a": [1, {"b": 2}]}"#, 2, true),
        // Brackets inside strings, escaped quotes included, do not count.
        (#"{"a": "[[[[\"[[[["}"#, 1, false), (String(repeating: "[", count: 33), 32, true),
        (String(repeating: "[", count: 32) + String(repeating: "]", count: 32), 32, false),
    ] as [(String, Int, Bool)])
    func bodiesNestedPastTheLimitAreFound(body: String, limit: Int, exceeds: Bool) {
        #expect(JSONNesting.exceeds(Array(body.utf8), limit: limit) == exceeds)
    }
}
