/// The inspector page's script and stylesheet, kept as real files
/// (`Resources/inspector-*.js`, `Resources/inspector.css`) so that editors,
/// linters and `node --check` read them, and compiled into the module as
/// bytes (SwiftPM's `embedInCode`), so the page needs no bundle at run time.
///
/// The script reads the JSON island and builds every piece of page-source
/// text with `textContent` (never `innerHTML`), so names, labels and values
/// stay text. The tree is virtualised: only the rows in view exist in the
/// DOM, so a 10,000-element screen opens as fast as a small one; the
/// screen's outlines are drawn on one canvas. The stylesheet is the report
/// pages' palette (system fonts, light and dark schemes) on a full-width
/// three-pane layout.
enum InspectorAssets {
    /// The script's parts in order, each a file of its own (code, tree,
    /// details), joined inside one function so they share its scope.
    static let scriptParts = [
        text(PackageResources.inspector_code_js), text(PackageResources.inspector_tree_js),
        text(PackageResources.inspector_details_js),
    ]
    static let script = "(() => {\n" + scriptParts.joined(separator: "\n") + "\n})();"
    static let styleSheet = text(PackageResources.inspector_css)

    /// The file's text without its final line break: ``InteractivePage``
    /// puts each asset on lines of its own.
    private static func text(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
