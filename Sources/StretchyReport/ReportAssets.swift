/// The page's own style sheet and script: the whole of what a report runs, with nothing fetched from outside.
package enum ReportAssets {
    /// The style sheet.
    package static let style = #"""
        :root { color-scheme: light; --ink: #1f2328; --muted: #57606a; --line: #d0d7de; --accent: #0969da; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink);
          background: #f6f8fa; }
        main { max-width: 1600px; margin: 0 auto; padding: 16px 24px 48px; }
        h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 19px; margin: 0 0 8px; }
        h3 { font-size: 15px; margin: 20px 0 6px; color: var(--muted); text-transform: uppercase;
          letter-spacing: .04em; }
        .sub { color: var(--muted); margin: 0 0 16px; }
        section.session { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px;
          margin: 16px 0; }
        .stage { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
        .players { display: flex; gap: 12px; flex: none; align-items: flex-end; }
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
        tr.diff td { background: #fff1b8; font-weight: 600; } td.absent { color: #8c959f; }
        table.summary td:last-child { white-space: normal; overflow-wrap: anywhere; }
        .values { flex: 1 1 420px; min-width: 0; display: grid; gap: 4px 16px; align-items: start;
          grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); }
        .values table { width: 100%; } .values .num { width: 4.6em; } .values th { font-size: 12px; border-bottom: 1px solid var(--line); }
        .values.two { grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
        .values td:first-child { white-space: normal; overflow-wrap: break-word; }
        .screen { position: relative; width: fit-content; }
        .players figcaption { width: 0; min-width: 100%; max-width: none; }
        .labels { position: absolute; inset: 1px; overflow: hidden; pointer-events: none; }
        .labels span { position: absolute; font: 11px/14px system-ui, sans-serif; color: #1f2328; white-space: nowrap; }
        p.golden { margin: 0 0 12px; padding: 8px 12px; border-radius: 6px; background: #fff8c5;
          border: 1px solid #d4a72c; } p.golden.match { background: #dafbe1; border-color: #4ac26b; }
        .constants { font-size: 12px; color: var(--muted); margin: 4px 0 10px; overflow-wrap: anywhere; }
        .constants b { color: var(--ink); font-weight: 600; }
        .plot-title { font-weight: 600; font-size: 13px; }
        .plot .readout > span { display: inline-block; white-space: nowrap; }
        .filmstrip { display: flex; gap: 12px; flex-wrap: wrap; padding-bottom: 6px; }
        .filmstrip figure { cursor: pointer; text-align: center; font-size: 11px; color: var(--muted); flex: none;
          overflow-wrap: anywhere; }
        .filmstrip canvas { border: 1px solid var(--line); display: block; margin: 0 auto 2px; }
        .filmstrip b { color: var(--ink); display: block; }
        .plot { margin: 6px 0 2px; contain: layout paint; } .plot svg { display: block; background: #fff; }
        .readout { font-size: 12px; color: var(--muted); min-height: 18px; font-family: ui-monospace, monospace; }
        .toc { display: flex; gap: 12px; flex-wrap: wrap; } .toc a { text-align: center; font-size: 12px;
          color: var(--accent); text-decoration: none; } .toc canvas { border: 1px solid var(--line); display: block; }
        .error { background: #ffebe9; color: #82071e; padding: 8px; }
        @media (max-width: 600px) { main { padding: 8px 8px 32px; } section.session { padding: 12px 10px; }
          .values { grid-template-columns: 1fr; } }
        body.bare { background: #fff; } body.bare main { margin: 0; padding: 0; max-width: none; }
        body.bare .players { gap: 10px; } body.bare canvas.player { border: 0; } body.bare .labels { inset: 0; }
        body.bare section.session { padding: 0; margin: 0; border: 0; border-radius: 0; }
        .tl { margin: 8px 0 14px; } .tl svg { display: block; background: #fff; }
        .tl-head { display: flex; gap: 14px; align-items: baseline; flex-wrap: wrap; margin-bottom: 4px; }
        .tl-title { font-weight: 600; font-size: 13px; } .tl-head label { font-size: 12px; color: var(--muted); }
        .tl-over { font-size: 12px; color: #9a6700; font-variant-numeric: tabular-nums; }
        .tl-legend { display: flex; gap: 4px 14px; flex-wrap: wrap; font-size: 12px; color: var(--muted);
          margin: 2px 0 4px 64px; }
        .tl-key { white-space: nowrap; }
        .tl-swatch { display: inline-block; width: 11px; height: 11px; border-radius: 2px; margin-right: 5px;
          vertical-align: -1px; }
        .tl-line { display: inline-block; width: 18px; height: 2px; margin-right: 5px; vertical-align: 3px; }
        .tl-marker { display: inline-block; width: 0; height: 0; margin-right: 5px; border-left: 5px solid
          transparent; border-right: 5px solid transparent; border-top: 8px solid #cf222e; }
        .tl-tables { display: flex; gap: 32px; align-items: flex-start; flex-wrap: wrap; }
        .tl-totals th { color: var(--muted); font-weight: 600; }
        .tl-plot { cursor: pointer; }
        @media print { .controls, .readout { display: none; } section.session { break-inside: avoid-page;
          border: 0; } body { background: #fff; } }

        """#
}
