import Foundation
import StretchyCore
import StretchyStore
import Testing

@testable import StretchyReport

/// The profile's timeline as a user meets it in headless Chromium: it draws a bar per frame coloured by behaviour,
/// the budget line of the chosen refresh rate and the slowest frames; the refresh-rate select moves the line; a
/// click on a frame (a real mouse event through the DevTools protocol) moves the player there. Set
/// `STRETCHY_TIMELINE_SCREENSHOT=file.png` to keep a picture of the profile section (docs/report.md's).
@Suite struct TimelineBrowserTests {
    private static let colours: [(r: Int, g: Int, b: Int)] = [
        (0x4E, 0x79, 0xA7), (0xF2, 0x8E, 0x2B), (0x59, 0xA1, 0x4F), (0xE1, 0x57, 0x59),
    ]

    @Test func theTimelineDrawsEachBehaviourTheBudgetAndTheSlowestFramesAndAClickMovesThePlayer() throws {
        if let reason = HeadlessChromium.skipReason {
            print("TimelineBrowserTests skipped: \(reason)")
            return
        }
        var builder = try ReportFixtures.report("slow-drag", "top-only,fade,tabs")
        builder.profile = true
        let html = try builder.html()
        let path = ReportFixtures.temporaryPath("timeline.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try #require((try ReportFixtures.embeddedData(html)["sessions"] as? [[String: Any]])?.first)
        let timeline = try #require((session["profile"] as? [String: Any])?["timeline"] as? [String: Any])
        let slowest = try #require((timeline["slowest"] as? [[String: Any]])?.first?["seq"] as? Int)
        let overBudget = try #require(timeline["overBudget"] as? [[String: Any]])
        let over120 = try #require(overBudget.first { $0["rate"] as? Int == 120 }?["frames"] as? Int)

        let browser = try HeadlessChromium(width: 1280, height: 900)
        try browser.open(path, fragment: "")
        func text(_ expression: String) throws -> String? { try browser.evaluate(expression) as? String }
        #expect(
            try text("Array.from(document.querySelectorAll('.tl-legend .tl-key')).map((k) => k.textContent).join('|')")
                == "top-only|anchor-top|fade|tabs|runner (between behaviours)|budget|slowest frames")
        #expect(try browser.evaluate("document.querySelectorAll('svg.tl-plot path.tl-bar').length") as? Int == 5)
        #expect(try browser.evaluate("document.querySelectorAll('svg.tl-plot .tl-slow').length") as? Int == 5)
        #expect(
            try text("Array.from(document.querySelector('.tl-rate').options).map((o) => o.textContent).join('|')")
                == "60 Hz (session)|90 Hz|120 Hz")
        #expect(try text("document.querySelector('.tl-label').textContent") == "60 Hz budget 16.667 ms")
        #expect(try text("document.querySelector('.tl .note').textContent")?.hasPrefix("Every frame is a bar.") == true)
        #expect(
            try text(
                "(() => { const s = document.querySelector('.tl-rate'); s.value = '120';"
                    + " s.dispatchEvent(new Event('change')); return document.querySelector('.tl-label').textContent })()"
            ) == "120 Hz budget 8.3333 ms")
        #expect(
            try text("document.querySelector('.tl-over').textContent")
                == "\(over120) of 319 frames over the 8.3333 ms budget")
        #expect(try text("document.querySelector('.tl-histogram title').textContent")?.contains(" frames") == true)
        #expect(try browser.evaluate("document.querySelectorAll('table.tl-totals tbody tr').length") as? Int == 6)

        // A real click on the slowest frame's bar, just below its marker.
        try browser.evaluate("document.querySelector('svg.tl-plot').scrollIntoView({ block: 'center' })")
        let point = try #require(
            try browser.evaluate(
                "(() => { const r = document.querySelector('.tl-slow').getBoundingClientRect();"
                    + " return [r.left + r.width / 2, r.bottom + 6]; })()") as? [Double])
        #expect(
            try text("document.querySelector('.controls .readout').textContent")?.hasPrefix("frame 0 / 318") == true)
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            try browser.call(
                "Input.dispatchMouseEvent",
                [
                    "type": type, "x": point[0], "y": point[1], "button": "left",
                    "clickCount": type == "mouseMoved" ? 0 : 1,
                ])
        }
        #expect(
            try text("document.querySelector('.controls .readout').textContent")?.hasPrefix("frame \(slowest) / 318 ")
                == true)
        #expect(try browser.evaluate("window.stretchyReport.frame()") as? Int == slowest)
        #expect(
            try text("document.querySelector('.tl-readout').textContent")?.hasPrefix("frame #\(slowest) at ") == true)

        // The pixels: every behaviour's colour inside the plot, and the red budget line across it.
        let box = try #require(
            try browser.evaluate(
                "(() => { const r = document.querySelector('svg.tl-plot').getBoundingClientRect();"
                    + " return [r.left, r.top, r.width, r.height]; })()") as? [Double])
        let image = try browser.screenshot()
        func pixels(_ colour: (r: Int, g: Int, b: Int)) -> Int {
            var count = 0
            for y in Int(box[1])..<min(image.height, Int(box[1] + box[3])) {
                for x in Int(box[0])..<min(image.width, Int(box[0] + box[2])) {
                    let pixel = image.rgb(x, y)
                    if abs(pixel.r - colour.r) + abs(pixel.g - colour.g) + abs(pixel.b - colour.b) < 16 { count += 1 }
                }
            }
            return count
        }
        for (index, colour) in Self.colours.enumerated() {
            #expect(pixels(colour) > 20, "behaviour \(index)'s colour is drawn")
        }
        // The budget line: a dashed row (6 on, 4 off) of the red across the 720 columns.
        let red = (r: 0xCF, g: 0x22, b: 0x2E)
        let longestRedRow =
            (Int(box[1])..<min(image.height, Int(box[1] + box[3]))).map { y in
                (Int(box[0])..<min(image.width, Int(box[0] + box[2]))).filter { x in
                    let pixel = image.rgb(x, y)
                    return abs(pixel.r - red.r) + abs(pixel.g - red.g) + abs(pixel.b - red.b) < 16
                }.count
            }.max() ?? 0
        #expect(longestRedRow >= 380, "the budget line is drawn: \(longestRedRow) red pixels in its row")
        #expect(try browser.evaluate("window.stretchyReport.errors.length") as? Int == 0)
        #expect(browser.problems.isEmpty, "the page logged: \(browser.problems)")

        try keepScreenshot(browser, suffix: "")
    }

    /// With `STRETCHY_TIMELINE_SCREENSHOT=file.png`, keeps a picture of the profile section in that file (with
    /// `suffix` before its extension).
    private func keepScreenshot(_ browser: HeadlessChromium, suffix: String) throws {
        guard var keep = ProcessInfo.processInfo.environment["STRETCHY_TIMELINE_SCREENSHOT"] else { return }
        if !suffix.isEmpty { keep = keep.replacingOccurrences(of: ".png", with: suffix + ".png") }
        let clip = try #require(
            try browser.evaluate(
                "(() => { const h = Array.from(document.querySelectorAll('h3')).find((e) => e.textContent"
                    + " === 'Profile'); const r = h.getBoundingClientRect(); const t = document.querySelector("
                    + "'.tl-tables').getBoundingClientRect(); const s = h.closest('section').getBoundingClientRect();"
                    + " return [s.left, r.top + scrollY - 8, s.width, t.bottom - r.top + 24]; })()") as? [Double])
        let shot = try browser.call(
            "Page.captureScreenshot",
            [
                "format": "png", "captureBeyondViewport": true,
                "clip": ["x": clip[0], "y": clip[1], "width": clip[2], "height": clip[3], "scale": 1],
            ])
        let data = try #require(Data(base64Encoded: shot["data"] as? String ?? ""))
        try data.write(to: URL(fileURLWithPath: keep))
    }

    /// A session longer than the timeline's cap is drawn one bar per pixel column, with the columns' means, and the
    /// page says it is thinned.
    @Test func aLongSessionsTimelineIsThinnedAndSaysSo() throws {
        if HeadlessChromium.skipReason != nil { return }
        let file = ReportFixtures.temporaryPath("long.db")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let count = ReportTimeline.frameCap * 2
        do {
            let store = try SessionStore(path: file, mode: .create)
            try store.insertSession(
                SessionMetadata(name: "long", source: .synthetic, refreshRate: 120),
                samples: (0..<count).map { frame in
                    let time = Double(frame) / 120
                    return ScrollSample(time: time, offsetY: 400 * sin(time) - 100, phase: .dragging)
                })
        }
        let builder = ReportBuilder(
            store: try SessionStore(path: file, mode: .readOnly), sessions: .named(["long"]),
            side: try ReportFixtures.side("top-only,fade"), profile: true)
        let path = ReportFixtures.temporaryPath("long.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try builder.write(to: path)
        let browser = try HeadlessChromium(width: 1280, height: 900)
        try browser.open(path, fragment: "")
        #expect(
            try browser.evaluate("document.querySelector('.tl .note').textContent") as? String
                == "Thinned: the \(count) frames are drawn as one bar per pixel column (720 bars), each its column's "
                + "slowest frame, with the column's mean as a line; the histogram and the totals count every frame. "
                + "Click a bar to move the player there.")
        #expect(try browser.evaluate("document.querySelectorAll('svg.tl-plot path.tl-mean').length") as? Int == 1)
        #expect(try browser.evaluate("document.querySelector('.tl-rate').value") as? String == "120")
        #expect(try browser.evaluate("window.stretchyReport.errors.length") as? Int == 0)
        #expect(browser.problems.isEmpty, "the page logged: \(browser.problems)")
        try keepScreenshot(browser, suffix: "-thinned")
    }
}
