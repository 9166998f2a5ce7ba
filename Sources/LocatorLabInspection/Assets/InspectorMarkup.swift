/// The static body of the inspector page. It holds no page data: the script
/// fills it from the JSON island, inserting page-source text as text only.
enum InspectorMarkup {
    static let body = #"""
        <div class="toolbar">
        <label id="page-switcher-label" hidden>Screen <select id="page-switcher"></select></label>
        <input id="search" type="search" placeholder="Filter by identifier, label, text or type" aria-label="Filter the tree" autocomplete="off">
        <span id="search-status" class="muted"></span>
        <label class="toggle"><input id="audit-toggle" type="checkbox"> Audit overlay</label>
        <button id="expand-all" type="button">Expand all</button>
        <button id="collapse-all" type="button">Collapse all</button>
        <span id="audit-summary" class="muted"></span>
        </div>
        <form id="live-query" class="toolbar" hidden>
        <label>Live query <select id="query-strategy" aria-label="Strategy"></select></label>
        <input id="query-value" type="text" placeholder="A locator, evaluated by LocatorLab as the driver would" aria-label="Locator" autocomplete="off" spellcheck="false">
        <button type="submit">Find</button>
        <span id="query-status" class="muted" aria-live="polite"></span>
        </form>
        <p id="static-note" class="muted" hidden>Each element lists the locators verified to select exactly it. For a live query box that evaluates any locator with the driver's semantics, run <code>locatorlab inspect … --serve</code> (a browser's own XPath engine is not the driver's, so this file does not use it).</p>
        <p id="page-notes" class="warning"></p>
        <main class="inspector">
        <section class="pane tree-pane" aria-label="Element tree"><div id="tree" role="tree" tabindex="0" aria-label="Elements"><div id="tree-spacer"></div></div></section>
        <section class="pane screen-pane" aria-label="Screen"><div id="screen"><img id="screenshot" alt="Screenshot" hidden><canvas id="overlay"></canvas><div id="hover-box" class="box hover" hidden></div><div id="selected-box" class="box selected" hidden></div></div><p id="screen-caption" class="muted"></p></section>
        <section class="pane details-pane" aria-label="Selected element"><div id="details"></div></section>
        </main>
        """#
}
