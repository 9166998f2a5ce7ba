/// The inspector page's CSS: the report pages' palette (system fonts, light
/// and dark schemes) on a full-width three-pane layout.
enum InspectorStyleSheet {
    static let css = #"""
        :root {
          color-scheme: light dark;
          --text: #1f2328; --background: #ffffff; --muted: #59636e; --border: #d1d9e0;
          --surface: #f6f8fa; --good: #1a7f37; --bad: #cf222e; --warning: #9a6700;
          --accent: #0969da; --selected: #ddf4ff; --hover: #eaeef2; --hit: #fff8c5;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #e6edf3; --background: #0d1117; --muted: #9198a1; --border: #3d444d;
            --surface: #151b23; --good: #3fb950; --bad: #f85149; --warning: #d29922;
            --accent: #4493f8; --selected: #122d42; --hover: #1f2630; --hit: #3b2f00;
          }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html, body { height: 100%; }
        body {
          margin: 0; padding: 12px 16px; display: flex; flex-direction: column;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
          color: var(--text); background: var(--background);
        }
        header h1 { font-size: 20px; margin: 0; display: inline; }
        header .subtitle { display: inline; margin-left: 12px; color: var(--muted); }
        code, pre, .row, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12.5px; }
        code { background: var(--surface); padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
        pre { background: var(--surface); border: 1px solid var(--border); border-radius: 6px; padding: 8px; white-space: pre-wrap; overflow-wrap: anywhere; margin: 6px 0; }
        .toolbar { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; margin: 8px 0; }
        .toolbar input[type=search], #query-value { flex: 1 1 260px; min-width: 200px; padding: 4px 8px; font: inherit; }
        select, button, input { font: inherit; color: inherit; background: var(--background); border: 1px solid var(--border); border-radius: 6px; padding: 3px 8px; }
        button { cursor: pointer; background: var(--surface); }
        .muted { color: var(--muted); }
        .warning { color: var(--warning); margin: 4px 0; }
        .warning:empty { display: none; }
        .inspector { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(280px, 1.1fr) minmax(240px, auto) minmax(320px, 1.2fr); gap: 12px; }
        .pane { min-height: 0; border: 1px solid var(--border); border-radius: 8px; overflow: hidden; display: flex; flex-direction: column; }
        #tree { flex: 1; overflow: auto; position: relative; outline: none; }
        #tree:focus-visible { box-shadow: inset 0 0 0 2px var(--accent); }
        #tree-spacer { position: relative; min-width: 100%; }
        .row { position: absolute; left: 0; right: 0; height: 22px; line-height: 22px; white-space: nowrap; cursor: default; padding-right: 8px; }
        .row:hover, .row.hovered { background: var(--hover); }
        .row.selected { background: var(--selected); }
        .row.filter-hit .type, .row.filter-hit .ident, .row.filter-hit .label { background: var(--hit); }
        .row.query-hit { box-shadow: inset 3px 0 0 var(--accent); }
        .twisty { display: inline-block; width: 14px; color: var(--muted); cursor: pointer; }
        .type { font-weight: 600; }
        .ident { color: var(--accent); margin-left: 8px; }
        .ident::before { content: "#"; }
        .label { color: var(--muted); margin-left: 8px; }
        .label-derived { color: var(--warning); margin-left: 8px; font-style: italic; }
        .label-derived::after { content: " (label-derived)"; font-size: 11px; }
        .count { color: var(--muted); margin-left: 8px; font-size: 11px; }
        .count::before { content: "("; } .count::after { content: ")"; }
        .badge { margin-left: 8px; font-size: 11px; border-radius: 8px; padding: 0 6px; color: #fff; }
        .badge.error { background: var(--bad); } .badge.warning { background: var(--warning); } .badge.note { background: var(--muted); }
        body:not(.audit-on) .badge.note { display: none; }
        body.audit-on .row.audited { background: color-mix(in srgb, var(--bad) 12%, transparent); }
        .screen-pane { align-items: center; padding: 8px; overflow: auto; }
        #screen { position: relative; flex: none; background: var(--surface); }
        #screenshot, #overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        #screenshot { image-rendering: auto; }
        .box { position: absolute; pointer-events: none; border: 2px solid var(--accent); }
        .box.hover { border-style: dashed; border-color: #bf8700; }
        .box.selected { background: color-mix(in srgb, var(--accent) 18%, transparent); box-shadow: 0 0 0 2px #fff, 0 0 0 4px #bf3989; border-color: #bf3989; }
        #screen-caption { font-size: 12px; margin: 6px 0 0; text-align: center; }
        .details-pane { overflow: auto; padding: 8px 12px; display: block; }
        #details h2 { font-size: 16px; margin: 4px 0; overflow-wrap: anywhere; }
        #details h3 { font-size: 14px; margin: 14px 0 4px; }
        .locator { border-top: 1px solid var(--border); padding: 6px 0; }
        .locator .head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
        .locator .strategy { font-weight: 600; }
        .verdict { font-size: 12px; border-radius: 8px; padding: 0 6px; border: 1px solid var(--border); }
        .verdict.identifier, .verdict.resource-id { color: var(--good); }
        .verdict.label-derived, .verdict.generated { color: var(--warning); }
        .verdict.none { color: var(--muted); }
        .findings { margin: 4px 0; padding-left: 18px; font-size: 13px; }
        .findings .high { color: var(--bad); } .findings .medium { color: var(--warning); }
        .notes { margin: 2px 0; font-size: 13px; color: var(--muted); }
        .copy-row { display: flex; gap: 6px; align-items: center; margin-top: 4px; }
        table.attributes { border-collapse: collapse; font-size: 13px; width: 100%; }
        table.attributes td { border-bottom: 1px solid var(--border); padding: 2px 6px; vertical-align: top; overflow-wrap: anywhere; }
        table.attributes td:first-child { color: var(--muted); white-space: nowrap; width: 1%; }
        ul.audit { padding-left: 18px; margin: 4px 0; }
        ul.audit .error { color: var(--bad); } ul.audit .warning { color: var(--warning); }
        @media (max-width: 900px) { .inspector { grid-template-columns: 1fr; } .pane { min-height: 320px; } }
        """#
}
