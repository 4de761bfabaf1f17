import StretchyReplay
import StretchyReport

/// The studio's one page: its markup, the report's style and script (which draw the player, the filmstrip and the
/// plots) and the studio's own, which drive them from the server's JSON API.
enum StudioPage {
    /// The page's one script element's text, exactly: the report's script, then the studio's.
    static let scriptText = "\n" + ReportAssets.script + StudioAssets.script

    /// The page's Content-Security-Policy: nothing loads from anywhere but this server's API, and the one script
    /// that runs is the page's own, by its SHA-256 hash.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'sha256-\(SHA256Digest(hashing: scriptText.utf8).base64)'; "
        + "style-src 'unsafe-inline'; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'"

    /// The whole page.
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Stretchy studio</title>
        <style>
        \(ReportAssets.style)\(StudioAssets.style)</style>
        </head>
        <body class="studio">
        <noscript>The studio runs in JavaScript; turn it on to use it.</noscript>
        <header class="bar"><h1>Stretchy studio</h1><span id="tool" class="sub"></span>
        <span id="recorder" class="recorder"></span></header>
        <div id="problems"></div>
        <div class="layout">
        <aside class="sessions-panel"><h3>Sessions</h3>
        <input id="search" type="search" placeholder="Search sessions" aria-label="search sessions">
        <div id="sessions" class="sessions"></div></aside>
        <section class="editor-panel"><h3>Stack</h3>
        <label class="field">Stack text <textarea id="stack-text" rows="3" spellcheck="false"
        aria-label="stack text"></textarea></label>
        <div id="stack-error" class="field-error" role="alert"></div>
        <div id="stack-kept" class="note"></div>
        <div id="stages"></div>
        <h3>Baseline</h3>
        <div class="baseline"><select id="baseline-kind" aria-label="baseline"></select>
        <input id="baseline-text" type="text" spellcheck="false" aria-label="baseline stack"
        placeholder="another stack"></div>
        <div id="baseline-error" class="field-error" role="alert"></div>
        <h3>Take it home</h3>
        <div id="take-home"></div>
        <div class="golden"><input id="golden-name" type="text" value="tuned" aria-label="golden name">
        <button id="save-golden" type="button">Save as golden</button></div>
        <div id="golden-message" class="field-error" role="status"></div>
        </section>
        <section class="result-panel">
        <div id="status" class="status">Pick a session.</div>
        <div id="result"></div>
        <h3>Exact values of this frame</h3>
        <div id="exact" class="exact"></div>
        </section>
        </div>
        <script>\(scriptText)</script>
        </body>
        </html>

        """
}
