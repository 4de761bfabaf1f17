import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyStore
import StretchyTestSupport
import Testing

/// The studio page in headless Chromium over the DevTools protocol, as a user meets it: open the printed URL, pick
/// a session, move a slider with the keyboard, read the values shown for a frame and compare them with what
/// `stretchy-replay --frames` writes; an invalid stack; the URL's state; the token. Skipped, with the reason printed,
/// where there is no `chromium` on PATH.
@Suite(.serialized) struct StudioBrowserTests {
    private static func skipped() -> Bool {
        guard ChromiumPipe.executable != nil else {
            print("StudioBrowserTests skipped: chromium is not on PATH")
            return true
        }
        return false
    }

    /// One page in a browser of its own.
    final class Page {
        let pipe: ChromiumPipe
        let session: String
        var problems: [String] = []

        init(width: Int = 1440, height: Int = 1000) throws {
            pipe = try ChromiumPipe(windowWidth: width, windowHeight: height)
            let target = try pipe.call("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
            session =
                try pipe.call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String
                ?? ""
            try pipe.call("Runtime.enable", session: session)
            try pipe.call(
                "Emulation.setDeviceMetricsOverride",
                ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
            pipe.onEvent = { [weak self] event in
                if event["method"] as? String == "Runtime.exceptionThrown" { self?.problems.append("\(event)") }
                if event["method"] as? String == "Runtime.consoleAPICalled" { self?.problems.append("\(event)") }
            }
        }

        @discardableResult
        func evaluate(_ expression: String) throws -> Any? { try pipe.evaluate(expression, session: session) }

        func open(_ url: String) throws {
            try pipe.call("Page.navigate", ["url": url], session: session)
        }

        /// Opens `fixture`'s studio on the first session of `file` through `stack`, and waits until it has drawn
        /// it; returns the session's name.
        @discardableResult
        func openStudio(_ fixture: StudioFixture, file: String = "slow-drag.db", stack: String) throws -> String {
            let name = try SessionStore(path: fixture.path(file), mode: .readOnly).sessions()[0].name
            try open(
                fixture.server.url + "#file=\(file)&session=\(StudioFixture.escape(name))"
                    + "&stack=\(StudioFixture.escape(stack))")
            try wait(for: "window.stretchyStudio && window.stretchyStudio.ready")
            return name
        }

        /// Picks `value` in the baseline menu once the menu offers it (the page asks for the sessions and their
        /// goldens every 2 s), and waits for the replay beside it.
        func chooseBaseline(_ value: String) throws {
            let menu = "document.getElementById('baseline-kind')"
            try wait(for: "Array.from(\(menu).options).some((o) => o.value === '\(value)')")
            let before = try #require(try evaluate("stretchyStudio.replays") as? Int)
            try evaluate("\(menu).value = '\(value)'; \(menu).dispatchEvent(new Event('change'))")
            try wait(for: "stretchyStudio.replays > \(before) && stretchyStudio.last.data")
        }

        /// Waits until `condition` (JavaScript) is true, for up to 20 s.
        func wait(for condition: String) throws {
            for _ in 0..<800 {
                if (try? evaluate("!!(\(condition))")) as? Bool == true { return }
                usleep(25_000)
            }
            let errors = (try? evaluate("JSON.stringify(window.stretchyStudio && window.stretchyStudio.errors)")) ?? ""
            throw ChromiumPipe.Failure(
                description: "timed out waiting for \(condition); page errors \(String(describing: errors))")
        }

        func key(_ key: String, code: Int) throws {
            for type in ["rawKeyDown", "keyUp"] {
                try pipe.call(
                    "Input.dispatchKeyEvent",
                    ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code], session: session)
            }
        }

        func screenshot(_ name: String) throws {
            guard let folder = ProcessInfo.processInfo.environment["STRETCHY_STUDIO_SCREENSHOTS"] else { return }
            let result = try pipe.call("Page.captureScreenshot", ["format": "png"], session: session)
            let data = Data(base64Encoded: result["data"] as? String ?? "") ?? Data()
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }

    /// What `stretchy-replay FILE --session S --behaviors STACK --frames FILE.jsonl` writes, line by line.
    private func framesFromTheTool(_ file: String, session: String, stack: String) throws -> [String] {
        let frames = file + ".frames.jsonl"
        let tool = try #require(BuiltExecutable.url("stretchy-replay"))
        let process = Process()
        process.executableURL = tool
        process.arguments = [file, "--session", session, "--behaviors", stack, "--frames", frames, "--quiet"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOfFile: frames, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test(.timeLimit(.minutes(2)))
    func aSliderMoveReplaysAndTheFrameShownIsTheToolsFrame() throws {
        if Self.skipped() { return }
        let fixture = try StudioFixture()
        let page = try Page()
        let name = try page.openStudio(fixture, stack: "top-only,fade")
        try page.screenshot("studio.png")
        let before = try #require(try page.evaluate("stretchyStudio.last.digest") as? String)
        let replays = try #require(try page.evaluate("stretchyStudio.replays") as? Int)

        // The user focuses fade's `by` slider (0 to 1, default 1) and presses the left arrow five times.
        let slider = "document.querySelector('.param[data-behavior=\"fade\"][data-parameter=\"by\"] input[type=range]')"
        try page.evaluate("window.drawnFirst = document.querySelector('#result section')")
        try page.evaluate("\(slider).focus()")
        for _ in 0..<5 { try page.key("ArrowLeft", code: 37) }
        try page.wait(for: "stretchyStudio.state.stack === 'top-only,fade=by=0.975'")
        try page.wait(for: "stretchyStudio.replays > \(replays)")
        try page.wait(for: "stretchyStudio.state.stack === document.getElementById('stack-text').value")
        try page.evaluate("stretchyStudio.pending")
        let stack = try #require(try page.evaluate("stretchyStudio.state.stack") as? String)
        #expect(try page.evaluate("document.getElementById('stack-text').value") as? String == stack)
        #expect(try page.evaluate("stretchyStudio.last.digest") as? String != before)

        // The change was drawn into the section already there, and what it shows is what drawing anew shows: the
        // same elements, texts and pixels.
        #expect(try page.evaluate("stretchyStudio.last.inPlace") as? Bool == true)
        let drawn =
            "(() => { const r = document.getElementById('result'); return r.innerHTML + '\\n' + "
            + "Array.from(r.querySelectorAll('canvas')).map((c) => c.toDataURL()).join('\\n'); })()"
        let same = "document.querySelector('#result section') === window.drawnFirst"
        #expect(try page.evaluate(same) as? Bool == true)
        let inPlace = try #require(try page.evaluate(drawn) as? String)
        try page.evaluate("stretchyStudio.inPlace = false; stretchyStudio.replay()")
        #expect(try page.evaluate("stretchyStudio.last.inPlace") as? Bool == false)
        #expect(try page.evaluate(same) as? Bool == false)
        #expect(try page.evaluate(drawn) as? String == inPlace)
        try page.evaluate("stretchyStudio.inPlace = true")

        // Frame 40 of the player; the exact values shown equal the tool's frame, field by field.
        let seq = 40
        try page.evaluate("stretchyReport.seek(\(seq))")
        try page.wait(for: "stretchyStudio.exactShown && stretchyStudio.exactShown.seq === \(seq)")
        let shown = try #require(
            try page.evaluate(
                "JSON.stringify(Array.from(document.querySelectorAll('#exact tbody tr')).map((tr) => "
                    + "[tr.dataset.name, tr.children[1].textContent]))") as? String)
        let pairs = try #require(try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [[String]])
        let line = "{\"seq\":\(seq)" + pairs.map { ",\"\($0[0])\":\($0[1])" }.joined() + "}"
        let tool = try framesFromTheTool(fixture.path("slow-drag.db"), session: name, stack: stack)
        #expect(line == tool[seq])
        // The URL follows once the page is quiet (each write of it costs milliseconds).
        try page.wait(for: "location.hash.indexOf('frame=\(seq)') >= 0")
        try page.screenshot("studio-slider.png")
        #expect(page.problems.isEmpty, "\(page.problems)")
    }

    @Test(.timeLimit(.minutes(2)))
    func anInvalidStackShowsTheToolsErrorAndKeepsTheLastValidOne() throws {
        if Self.skipped() { return }
        let fixture = try StudioFixture()
        let page = try Page()
        try page.open(fixture.server.url)
        try page.wait(for: "window.stretchyStudio && window.stretchyStudio.ready")
        let digest = try #require(try page.evaluate("stretchyStudio.last.digest") as? String)
        let text = "top-only,fade=by=7"
        let error = try #require(StudioFixture.refusal(of: text))
        try page.evaluate(
            "(() => { const t = document.getElementById('stack-text'); t.focus(); t.select(); })()")
        try page.pipe.call("Input.insertText", ["text": text], session: page.session)
        let expected = error.description + "\n" + (error.hint ?? "")
        try page.wait(for: "document.getElementById('stack-error').textContent.length > 0")
        #expect(try page.evaluate("document.getElementById('stack-error').textContent") as? String == expected)
        #expect(try page.evaluate("stretchyStudio.state.stack") as? String == "top-only")
        #expect(
            try page.evaluate("document.getElementById('status').textContent.indexOf('\(digest)') >= 0") as? Bool
                == true)
        try page.screenshot("studio-error.png")
    }

    /// Saving a golden from the page and picking it as the baseline: its stored frames beside today's replay, as
    /// `report --against-golden` shows them, the status saying they match bit for bit, and the frame's exact values
    /// labelled golden and today.
    @Test(.timeLimit(.minutes(2)))
    func aGoldenSavedFromThePageIsABaselineOfStoredFrames() throws {
        if Self.skipped() { return }
        let fixture = try StudioFixture()
        let page = try Page()
        let name = try page.openStudio(fixture, stack: "top-only,zoom")
        let digest = try #require(try page.evaluate("stretchyStudio.last.digest") as? String)
        try page.evaluate(
            "document.getElementById('golden-name').value = 'kept'; document.getElementById('save-golden').click()")
        try page.wait(for: "document.getElementById('golden-message').textContent.indexOf('Saved golden') === 0")
        try page.chooseBaseline("golden:kept")
        #expect(try page.evaluate("stretchyStudio.last.digest") as? String == digest)
        #expect(try page.evaluate("stretchyStudio.last.data.sessions[0].golden.name") as? String == "kept")
        let status = try #require(try page.evaluate("document.getElementById('status').textContent") as? String)
        #expect(status.contains("golden 'kept' digest"))
        #expect(status.contains("(today's replay matches it bit for bit)"))
        #expect(
            try page.evaluate(
                "document.querySelector('#result p.golden').textContent.indexOf("
                    + "\"Today's replay matches golden 'kept' on every frame\") === 0") as? Bool == true)
        try page.wait(for: "stretchyStudio.exactShown && stretchyStudio.exactShown.labels.length === 2")
        #expect(
            try page.evaluate(
                "Array.from(document.querySelectorAll('#exact thead th')).map((th) => th.textContent)"
                    + ".slice(1).join(',')") as? String == "golden,today")
        #expect(try page.evaluate("document.querySelectorAll('#exact tr.diff').length") as? Int == 0)
        #expect(try page.evaluate("location.hash.indexOf('baseline=golden%3Akept') >= 0") as? Bool == true)
        try page.screenshot("studio-golden.png")

        // A golden that differs: the player opens on its first differing frame, and a parameter change is drawn in
        // place beside the same golden.
        let (saved, _) = try fixture.json(
            "POST", "/api/golden",
            [("file", "slow-drag.db"), ("session", name), ("stack", "top-only,fade"), ("name", "faded")])
        #expect(saved == 200)
        try page.chooseBaseline("golden:faded")
        let first = try #require(try page.evaluate("stretchyStudio.last.data.sessions[0].diff.first") as? Int)
        #expect(first > 0)
        #expect(try page.evaluate("stretchyReport.frame()") as? Int == first)
        #expect(
            try page.evaluate(
                "document.querySelector('#result p.golden').textContent.indexOf("
                    + "\"Today's replay differs from golden 'faded' from frame \(first)\") === 0") as? Bool == true)
        let changed = try #require(try page.evaluate("stretchyStudio.replays") as? Int)
        try page.evaluate("stretchyStudio.commit('top-only=inset=safe-area,zoom')")
        try page.wait(for: "stretchyStudio.replays > \(changed) && stretchyStudio.last.data")
        #expect(try page.evaluate("stretchyStudio.last.data.sessions[0].golden.name") as? String == "faded")
        #expect(try page.evaluate("stretchyStudio.last.inPlace") as? Bool == true)
        #expect(try page.evaluate("document.querySelectorAll('#result section').length") as? Int == 1)
        #expect(page.problems.isEmpty, "\(page.problems)")
    }

    @Test(.timeLimit(.minutes(2)))
    func theURLHoldsTheWholeStateAndTheTokenIsRequired() throws {
        if Self.skipped() { return }
        let fixture = try StudioFixture()
        let name = try SessionStore(path: fixture.path("bounce-at-top.db"), mode: .readOnly).sessions()[0].name
        let page = try Page()
        let fragment =
            "file=bounce-at-top.db&session=\(StudioFixture.escape(name))&stack=top-only%2Cfade%3Dby%3D0.3"
            + "&baseline=stack%3Amg-collapse&frame=25"
        try page.open(fixture.server.url + "#" + fragment)
        try page.wait(for: "window.stretchyStudio && window.stretchyStudio.ready")
        #expect(try page.evaluate("stretchyReport.frame()") as? Int == 25)
        #expect(try page.evaluate("location.hash") as? String == "#" + fragment)
        #expect(try page.evaluate("document.getElementById('baseline-kind').value") as? String == "stack:mg-collapse")
        #expect(try page.evaluate("document.querySelectorAll('canvas.player').length") as? Int == 2)
        try page.screenshot("studio-baseline.png")

        // Without the token: the server's refusal, nothing else.
        try page.open("http://127.0.0.1:\(fixture.server.port)/")
        try page.wait(for: "document.body && document.body.textContent.length > 0")
        #expect(
            try page.evaluate("document.body.textContent") as? String
                == #"{"error":"this server needs its access token: open the URL it printed"}"#)
    }
}
