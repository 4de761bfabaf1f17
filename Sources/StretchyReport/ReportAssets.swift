/// The page's own style sheet and script: the whole of what a report runs, with nothing fetched from outside.
package enum ReportAssets {
    /// The style sheet.
    package static let style = #"""
        :root { color-scheme: light; --ink: #1f2328; --muted: #57606a; --line: #d0d7de; --accent: #0969da; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink);
          background: #f6f8fa; }
        main { max-width: 1200px; margin: 0 auto; padding: 16px 24px 48px; }
        h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 19px; margin: 0 0 8px; }
        h3 { font-size: 15px; margin: 20px 0 6px; color: var(--muted); text-transform: uppercase;
          letter-spacing: .04em; }
        .sub { color: var(--muted); margin: 0 0 16px; }
        section.session { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px;
          margin: 16px 0; }
        .stage { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
        .players { display: flex; gap: 12px; }
        figure { margin: 0; } figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px;
          max-width: 260px; min-height: 4.4em; overflow-wrap: anywhere; }
        canvas.player { border: 1px solid var(--line); display: block; background: #fff; }
        .controls { display: flex; gap: 10px; align-items: center; margin: 10px 0 4px; flex-wrap: wrap; }
        .controls input[type=range] { flex: 1; min-width: 200px; }
        button { font: inherit; padding: 3px 12px; border: 1px solid var(--line); border-radius: 6px;
          background: #f6f8fa; cursor: pointer; }
        .note { color: #9a6700; font-size: 12px; }
        table { border-collapse: collapse; font-size: 12px; }
        td, th { padding: 1px 8px; text-align: left; border-bottom: 1px solid #eaeef2; white-space: nowrap; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; font-family: ui-monospace, monospace; }
        tr.diff td { background: #fff1b8; font-weight: 600; }
        table.summary td:last-child { white-space: normal; overflow-wrap: anywhere; }
        .values { max-height: 560px; overflow: auto; }
        .filmstrip { display: flex; gap: 10px; overflow-x: auto; padding-bottom: 6px; }
        .filmstrip figure { cursor: pointer; text-align: center; font-size: 11px; color: var(--muted); }
        .filmstrip canvas { border: 1px solid var(--line); display: block; margin: 0 auto 2px; }
        .filmstrip b { color: var(--ink); display: block; }
        .plot { margin: 6px 0 2px; } .plot svg { display: block; background: #fff; }
        .readout { font-size: 12px; color: var(--muted); min-height: 18px; font-family: ui-monospace, monospace; }
        .toc { display: flex; gap: 12px; flex-wrap: wrap; } .toc a { text-align: center; font-size: 12px;
          color: var(--accent); text-decoration: none; } .toc canvas { border: 1px solid var(--line); display: block; }
        .error { background: #ffebe9; color: #82071e; padding: 8px; }
        body.bare { background: #fff; } body.bare main { margin: 0; padding: 0; max-width: none; }
        body.bare .players { gap: 10px; } body.bare canvas.player { border: 0; }
        body.bare section.session { padding: 0; margin: 0; border: 0; border-radius: 0; }
        @media print { .controls, .readout { display: none; } section.session { break-inside: avoid-page;
          border: 0; } body { background: #fff; } }

        """#
}
