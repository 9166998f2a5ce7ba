/// The one plain script of an ``InteractivePage``
/// (`Resources/interactive-page-loader.js`, a real file so that editors,
/// linters and `node --check` read it, compiled in as bytes like the
/// inspector's scripts): it unpacks the packed script and data
/// (``PackedIsland``) with `DecompressionStream`, puts the data back in its
/// element as JSON, and runs the script as an inline script element (the
/// page's Content-Security-Policy allows inline scripts and nothing else:
/// no `eval`, no `blob:`). A browser without
/// `DecompressionStream("deflate-raw")`, or a file cut short, gets a
/// sentence on the page instead of a blank one, and `data-ready="failed"`
/// on the body for tools that wait for the page.
enum InteractivePageLoader {
    /// The file's text without its final line break: the page puts it on
    /// lines of its own.
    static let script: String = {
        let text = String(decoding: PackageResources.interactive_page_loader_js, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }()
}
