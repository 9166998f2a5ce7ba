import Foundation

/// A resource `resources/list` offers (``ScreenTools/resources()``): a
/// screen's page source, its screenshot, or a recording, under a URI that
/// stays the same from one start of the server to the next as long as the
/// screen keeps its name (`locatorlab://screens/samples/ios-cart.xml`).
/// As data: ``MCPServerSetup`` turns it into the SDK's `Resource`.
public struct ServedResource: Sendable, Hashable {
    public var uri: String
    public var name: String
    public var description: String
    public var mimeType: String

    /// What `resources/read` answers: text, or bytes (the SDK sends them
    /// base64 as a `blob`).
    public struct Content: Sendable, Hashable {
        public enum Body: Sendable, Hashable {
            case text(String)
            case bytes([UInt8])
        }

        public var uri: String
        public var mimeType: String
        public var body: Body
    }

    static let scheme = "locatorlab://"

    /// `locatorlab://screens/<name>`, the name percent-encoded but for its
    /// slashes, so a screen in a sub-folder keeps a readable URI.
    static func screenURI(_ name: String) -> String {
        scheme + "screens/" + encoded(name)
    }

    static func screenshotURI(_ name: String) -> String {
        screenURI(name) + "/screenshot"
    }

    static func recordingURI(_ name: String) -> String {
        scheme + "recordings/" + encoded(name)
    }

    /// RFC 3986 unreserved characters and `/` as they are; every other byte
    /// of the UTF-8 name as `%XX`.
    static func encoded(_ name: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }

    /// The MIME type of a page source, by its file's extension.
    static func pageSourceMIMEType(_ file: String) -> String {
        switch (file as NSString).pathExtension.lowercased() {
        case "xml": "application/xml"
        case "json": "application/json"
        default: "text/plain"
        }
    }
}
