import Foundation
import Testing

@testable import LocatorLabServer

/// Where `record` sends a request upstream: the upstream's base path once,
/// whether or not the client sent it too.
@Suite("record's upstream URL keeps one base path")
struct UpstreamURLTests {
    @Test(arguments: [
        ("http://host:4723/wd/hub", "/wd/hub/session", "http://host:4723/wd/hub/session"),
        ("http://host:4723/wd/hub/", "/wd/hub/session/S/element", "http://host:4723/wd/hub/session/S/element"),
        ("http://host:4723/wd/hub", "/session", "http://host:4723/wd/hub/session"),
        ("http://host:4723/wd/hub", "/status", "http://host:4723/wd/hub/status"),
        ("http://host:4723", "/wd/hub/session", "http://host:4723/wd/hub/session"),
        ("http://host:4723", "/session?x=1", "http://host:4723/session?x=1"),
        // A path that only starts with the same letters is not the base path.
        ("http://host:4723/wd", "/wdx/session", "http://host:4723/wd/wdx/session"),
    ])
    func theBasePathIsNotDoubled(base: String, target: String, expected: String) throws {
        let upstream = try #require(URL(string: base))
        let url = try #require(UpstreamClient.url(base: upstream, target: target))
        #expect(url.absoluteString == expected)
    }
}
