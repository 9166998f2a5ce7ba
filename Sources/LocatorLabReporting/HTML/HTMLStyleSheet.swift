/// The inline CSS of every report page: system fonts only, colours from the
/// user's light or dark preference, tables and charts that fit a laptop
/// screen and scroll sideways instead of overflowing.
enum HTMLStyleSheet {
    static let css = """
        :root {
          color-scheme: light dark;
          --text: #1f2328; --background: #ffffff; --muted: #59636e; --border: #d1d9e0;
          --surface: #f6f8fa; --good: #1a7f37; --bad: #cf222e; --warning: #9a6700;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #e6edf3; --background: #0d1117; --muted: #9198a1; --border: #3d444d;
            --surface: #151b23; --good: #3fb950; --bad: #f85149; --warning: #d29922;
          }
        }
        * { box-sizing: border-box; }
        body {
          margin: 0 auto; max-width: 1040px; padding: 24px 32px 48px;
          font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
          color: var(--text); background: var(--background);
        }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 20px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--border); }
        h3 { font-size: 16px; margin: 20px 0 6px; }
        p { margin: 8px 0; }
        .subtitle { color: var(--muted); margin: 0 0 16px; }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
        code { background: var(--surface); padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
        code.short { white-space: nowrap; overflow-wrap: normal; }
        pre { background: var(--surface); border: 1px solid var(--border); border-radius: 6px; padding: 12px; overflow-x: auto; }
        pre code { background: none; padding: 0; }
        .table-scroll { overflow-x: auto; margin: 12px 0; }
        table { border-collapse: collapse; font-size: 14px; }
        table.fixed { table-layout: fixed; width: 100%; min-width: 720px; }
        caption { text-align: left; color: var(--muted); padding-bottom: 4px; }
        th, td { padding: 5px 12px; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; }
        th { background: var(--surface); font-weight: 600; white-space: nowrap; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .good { color: var(--good); }
        .bad { color: var(--bad); }
        .warning { color: var(--warning); }
        .muted { color: var(--muted); }
        .strong { font-weight: 600; }
        ul { padding-left: 24px; }
        figure { margin: 16px 0; overflow-x: auto; }
        figure svg { max-width: 100%; height: auto; display: block; }
        figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; }
        """
}
