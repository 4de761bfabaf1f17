/// The studio page's own style sheet and script, on top of the report's (``StudioPage``).
enum StudioAssets {
    /// The style sheet: the three-column layout, the sessions list, the stack editor, the fields' errors.
    static let style = #"""
        body.studio { background: #f6f8fa; }
        .bar { display: flex; gap: 14px; align-items: baseline; padding: 10px 20px; background: #fff;
          border-bottom: 1px solid var(--line); }
        .bar h1 { margin: 0; font-size: 19px; } .bar .sub { margin: 0; }
        .recorder { margin-left: auto; font-size: 13px; color: var(--muted); }
        .recorder a { color: var(--accent); }
        #problems .error { margin: 8px 20px 0; border-radius: 6px; }
        .layout { display: grid; grid-template-columns: 290px 380px minmax(0, 1fr); gap: 14px; padding: 14px 20px; }
        .layout > * { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px;
          min-width: 0; }
        .layout h3 { margin: 12px 0 6px; } .layout > * > h3:first-child { margin-top: 2px; }
        #search { width: 100%; font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; }
        .sessions { margin-top: 8px; max-height: 78vh; overflow: auto; }
        .session-item { padding: 6px 8px; border-radius: 6px; cursor: pointer; border: 1px solid transparent; }
        .session-item:hover { background: #f3f6fa; }
        .session-item.chosen { background: #ddf4ff; border-color: #54aeff; }
        .session-item b { display: block; overflow-wrap: anywhere; }
        .session-item span { font-size: 12px; color: var(--muted); }
        .field { display: block; font-size: 12px; color: var(--muted); }
        textarea, .baseline input, .golden input, .param input[type=text] { width: 100%; font: 13px ui-monospace,
          monospace; padding: 5px 7px; border: 1px solid var(--line); border-radius: 6px; color: var(--ink); }
        textarea.invalid, input.invalid { border-color: #cf222e; background: #fff8f8; }
        .field-error { color: #82071e; font-size: 12px; min-height: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .field-error:not(:empty) { background: #ffebe9; padding: 5px 8px; border-radius: 6px; margin: 4px 0; }
        .field-error.ok:not(:empty) { background: #dafbe1; color: #116329; }
        .stage-group { display: block; margin: 8px 0; }
        .stage-head { display: flex; gap: 8px; align-items: baseline; font-weight: 600; }
        .stage-head .note { font-weight: 400; white-space: nowrap; }
        .stage-head select { margin-left: auto; font: inherit; font-size: 12px; max-width: 200px; }
        .card { border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; margin: 4px 0; }
        .card-head { display: flex; gap: 6px; align-items: center; }
        .card-head b { flex: 1; font-family: ui-monospace, monospace; font-size: 13px; }
        .card-head button { padding: 0 7px; font-size: 12px; }
        .param { display: grid; grid-template-columns: 96px 1fr 70px; gap: 6px; align-items: center; margin: 3px 0;
          font-size: 12px; }
        .param > label { overflow-wrap: anywhere; color: var(--muted); }
        .param input[type=range] { width: 100%; }
        .param input.number { width: 70px; font: 12px ui-monospace, monospace; padding: 2px 4px;
          border: 1px solid var(--line); border-radius: 4px; }
        .param .wide { grid-column: 2 / 4; }
        .param .field-error { grid-column: 1 / 4; }
        .subviews label { margin-right: 8px; white-space: nowrap; color: var(--ink); }
        .baseline { display: grid; grid-template-columns: 1fr; gap: 6px; }
        .baseline select { font: inherit; width: 100%; }
        .take { margin: 6px 0; } .take-head { display: flex; justify-content: space-between; font-size: 12px;
          color: var(--muted); cursor: pointer; } .take-head span { flex: 1; margin-left: 4px; }
        .take-head::before { content: "\25b8"; } details[open] > .take-head::before { content: "\25be"; }
        .take pre { margin: 2px 0 0; padding: 5px 7px; background: #f6f8fa;
          border-radius: 6px; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 130px;
          overflow: auto; }
        .take button { padding: 0 8px; font-size: 12px; }
        .note.export { display: block; margin: 4px 0; }
        .golden { display: grid; grid-template-columns: 1fr auto; gap: 6px; margin-top: 6px; }
        .status { font: 13px ui-monospace, monospace; padding: 6px 8px; background: #f6f8fa; border-radius: 6px;
          overflow-wrap: anywhere; }
        .status.busy { color: var(--muted); }
        .result-panel section.session { border: 0; padding: 0; margin: 8px 0; }
        .exact table { width: 100%; } .exact td.num { font-size: 12px; }
        @media (max-width: 1100px) { .layout { grid-template-columns: 1fr; } }

        """#
}
