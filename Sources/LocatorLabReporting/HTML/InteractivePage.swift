/// One self-contained interactive page: inline CSS and script, its data as
/// a JSON island, nothing loaded from the network. ``HTMLDocument`` is the
/// script-free report page; this is for tools such as `locatorlab inspect`.
///
/// The data is untrusted text (page-source names and labels). It goes in a
/// `<script type="application/json">` element with every `<` written as
/// `\u003c`, so no `</script>` or `<!--` inside a string can end the
/// element; the script must then insert it with `textContent` only. A
/// Content-Security-Policy forbids every request except `data:` images and,
/// when ``allowsConnections`` is set, requests to the page's own origin.
public struct InteractivePage: Sendable, Equatable {
    public var title: String
    public var subtitle: String?
    /// The page's CSS (a static string of the tool).
    public var styleSheet: String
    /// The markup of `<body>` (a static string of the tool, no page data).
    public var body: String
    /// The page's script (a static string of the tool).
    public var script: String
    /// UTF-8 JSON the script reads from the element with id `page-data`.
    public var data: [UInt8]
    /// Whether the script may call back to the server that served the page.
    public var allowsConnections: Bool

    public init(
        title: String, subtitle: String? = nil, styleSheet: String, body: String, script: String, data: [UInt8],
        allowsConnections: Bool = false
    ) {
        self.title = title
        self.subtitle = subtitle
        self.styleSheet = styleSheet
        self.body = body
        self.script = script
        self.data = data
        self.allowsConnections = allowsConnections
    }

    /// The Content-Security-Policy of the page.
    public var contentSecurityPolicy: String {
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
            + "connect-src \(allowsConnections ? "'self'" : "'none'"); base-uri 'none'; form-action 'none'"
    }

    /// `data` with every `<` as `\u003c`: still the same JSON (a `<` can
    /// only occur inside a string), and inert inside a script element.
    public static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(json.count + 64)
        let escaped = Array("\\u003c".utf8)
        for byte in json {
            if byte == UInt8(ascii: "<") {
                result += escaped
            } else {
                result.append(byte)
            }
        }
        return result
    }

    /// The page as UTF-8 bytes ending in a newline.
    public func bytes() -> [UInt8] {
        var head = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTML.escape(contentSecurityPolicy))\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"color-scheme\" content=\"light dark\">",
            "<title>\(HTML.escape(title))</title>",
            "<style>",
            styleSheet,
            "</style>",
            "</head>",
            "<body>",
            "<header>",
            "<h1>\(HTML.escape(title))</h1>",
        ]
        if let subtitle { head.append("<p class=\"subtitle\">\(HTML.escape(subtitle))</p>") }
        head += ["</header>", body, "<script type=\"application/json\" id=\"page-data\">"]
        var result = Array(head.joined(separator: "\n").utf8)
        result.append(UInt8(ascii: "\n"))
        var json = Self.scriptSafe(data)
        while json.last == UInt8(ascii: "\n") { json.removeLast() }
        result += json
        result += Array("\n</script>\n<script>\n\(script)\n</script>\n</body>\n</html>\n".utf8)
        return result
    }
}
