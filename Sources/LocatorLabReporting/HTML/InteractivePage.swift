/// One self-contained interactive page: inline CSS, its script and its data
/// packed (``PackedIsland``), nothing loaded from the network.
/// ``HTMLDocument`` is the script-free report page; this is for tools such
/// as `locatorlab inspect`.
///
/// The script and the data (untrusted text: page-source names and labels)
/// are deflated and base64-encoded into `<script type="application/octet-
/// stream">` elements: base64 has no `<`, so nothing in a label can end the
/// element. A small loader unpacks them with the browser's
/// `DecompressionStream`, puts the data back in its element as JSON (the
/// script must insert its text with `textContent` only) and runs the
/// script. Packed, a real screen's page is a sixth of what the plain JSON
/// made it. A Content-Security-Policy forbids every request except `data:`
/// images and, when ``allowsConnections`` is set, requests to the page's
/// own origin; the loader needs nothing beyond inline scripts.
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
    /// only occur inside a string), and inert inside a script element
    /// (``readable(_:)``).
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

    /// The ids of the packed elements, in the page's order.
    public static let dataID = "page-data"
    public static let scriptID = "page-script"

    /// The page as UTF-8 bytes ending in a newline.
    public func bytes() throws(ReportingError) -> [UInt8] {
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
        head += ["</header>", body]
        var result = Array(head.joined(separator: "\n").utf8)
        result.append(UInt8(ascii: "\n"))
        var json = data
        while json.last == UInt8(ascii: "\n") { json.removeLast() }
        for (id, text) in [(Self.dataID, json), (Self.scriptID, Array(script.utf8))] {
            result += Array("<script type=\"application/octet-stream\" id=\"\(id)\" data-encoding=\"\(PackedIsland.encoding)\">\n".utf8)
            result += try PackedIsland.pack(text)
            result += Array("</script>\n".utf8)
        }
        result += Array("<script>\n\(InteractivePageLoader.script)\n</script>\n</body>\n</html>\n".utf8)
        return result
    }

    /// `page` (one ``bytes()`` wrote) with its packed elements unpacked in
    /// place, the data made ``scriptSafe(_:)`` (the script is the tool's
    /// own text): to read and compare, not to open (the loader would fail
    /// on plain text).
    public static func readable(_ page: [UInt8]) throws(ReportingError) -> [UInt8] {
        var result = page
        for id in [scriptID, dataID] {
            let range = try packedRange(id, in: result)
            let text = try PackedIsland.unpack(Array(result[range]))
            result.replaceSubrange(range, with: (id == dataID ? scriptSafe(text) : text) + [UInt8(ascii: "\n")])
        }
        return result
    }

    /// The text packed in the element with `id` of `page` (one ``bytes()``
    /// wrote): the data's JSON, or the script.
    public static func unpacked(_ id: String, in page: [UInt8]) throws(ReportingError) -> [UInt8] {
        try PackedIsland.unpack(Array(page[try packedRange(id, in: page)]))
    }

    /// Where the base64 of the packed element with `id` is in `page`.
    private static func packedRange(_ id: String, in page: [UInt8]) throws(ReportingError) -> Range<Int> {
        let marker = Array(
            "<script type=\"application/octet-stream\" id=\"\(id)\" data-encoding=\"\(PackedIsland.encoding)\">\n".utf8)
        guard let open = page.firstRange(of: marker),
            let end = page[open.upperBound...].firstRange(of: Array("</script>".utf8))
        else { throw .packing(reason: "the page has no packed element '\(id)'") }
        return open.upperBound..<end.lowerBound
    }
}
