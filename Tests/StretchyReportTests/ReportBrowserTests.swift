import Foundation
import StretchyCore
import StretchyReplay
import StretchyReport
import StretchyStore
import Testing

/// Opens reports of shipped sessions in headless Chromium over the DevTools protocol, in the page's bare player view
/// (`#view=player`), moves the player with `window.stretchyReport.seek(N)`, and checks the screenshots' pixels and
/// that the page logged and threw nothing. Skipped, with the reason printed, where there is no `chromium` on PATH.
@Suite struct ReportBrowserTests {
    private static func skipped() -> Bool {
        guard let reason = HeadlessChromium.skipReason else { return false }
        print("ReportBrowserTests skipped: \(reason)")
        return true
    }

    /// Writes a report and returns its path.
    private func page(_ builder: ReportBuilder) throws -> String {
        let path = ReportFixtures.temporaryPath("page.html")
        try builder.write(to: path)
        return path
    }

    /// Every frame's layout and sample, replayed again here.
    private func frames(_ builder: ReportBuilder, stack: BehaviorStack? = nil) throws -> [ReplayFrame] {
        var frames: [ReplayFrame] = []
        let session = try builder.sessions.single()
        _ = try ReplayEngine(stack: stack ?? builder.side.stack).run(session: session, in: builder.store) {
            frames.append($0)
        }
        return frames
    }

    /// The header's bottom edge on screen, in points (= pixels in the bare player), for one frame.
    private func bottom(_ frame: ReplayFrame) -> Double {
        frame.layout.headerY + frame.layout.headerHeight - frame.sample.offsetY
    }

    /// The first row, from the top, at column `x` that is white: the list below the header.
    private func firstWhiteRow(_ image: PNGImage, x: Int) -> Int {
        (0..<image.height).first { y in
            let pixel = image.rgb(x, y)
            return pixel.r >= 250 && pixel.g >= 250 && pixel.b >= 250
        } ?? image.height
    }

    /// Screenshots of a page's bare player at each of these frames.
    private func shoot(_ path: String, seqs: [Int], width: Int = 390) throws -> [PNGImage] {
        let browser = try HeadlessChromium(width: width, height: 844)
        try browser.open(path, fragment: "view=player")
        let images = try seqs.map { seq -> PNGImage in
            #expect(try browser.evaluate("window.stretchyReport.seek(\(seq))") as? Int == seq)
            return try browser.screenshot()
        }
        #expect(try browser.evaluate("window.stretchyReport.errors.length") as? Int == 0)
        #expect(browser.problems.isEmpty, "the page logged: \(browser.problems)")
        return images
    }

    @Test func theBrowserHarnessSeesConsoleMessagesAndUncaughtExceptions() throws {
        if Self.skipped() { return }
        let path = ReportFixtures.temporaryPath("broken.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let page = """
            <script>window.stretchyReport = { ready: true }; console.error("boom");</script>
            <script>null.x;</script>
            """
        try page.write(toFile: path, atomically: true, encoding: .utf8)
        let browser = try HeadlessChromium(width: 100, height: 100)
        try browser.open(path, fragment: "")
        try browser.evaluate("1")
        #expect(browser.problems.contains("console.error: boom"), "\(browser.problems)")
        #expect(browser.problems.contains { $0.hasPrefix("exception: TypeError") }, "\(browser.problems)")
    }

    @Test func textFromTheFileCannotEndTheDataOrRunAScriptAndThePageNamesTheFileByItsBaseName() throws {
        if Self.skipped() { return }
        let folder = ReportFixtures.temporaryPath("hostile")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/hostile.db"
        try FileManager.default.copyItem(atPath: ReportFixtures.sessions + "/slow-drag.db", toPath: file)
        do {
            let writer = try SessionStore(path: file, mode: .readWrite)
            try writer.connection.execute(
                "UPDATE sessions SET name = '<!--<script>', device = '</script><script>window.injected = 1</script>'")
        }
        let builder = ReportBuilder(
            store: try SessionStore(path: file, mode: .readOnly), sessions: .named(["<!--<script>"]),
            side: try ReportFixtures.side("top-only"))
        var html = try builder.html()
        #expect(!html.contains(folder), "the page names the file by its base name, not where it lives")
        #expect(try ReportFixtures.embeddedData(html)["file"] as? String == "hostile.db")
        // A script the page's policy does not name by its hash does not run, wherever it stands.
        html = html.replacingOccurrences(of: "</body>", with: "<script>window.injected = 2</script></body>")
        let path = ReportFixtures.temporaryPath("hostile.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        let browser = try HeadlessChromium(width: 1280, height: 900)
        try browser.open(path, fragment: "")
        #expect(try browser.evaluate("document.body.innerText.includes('<!--<script>')") as? Bool == true)
        #expect(try browser.evaluate("document.body.innerText.includes('window.injected = 1')") as? Bool == true)
        #expect(try browser.evaluate("typeof window.injected") as? String == "undefined")
        #expect(try browser.evaluate("window.stretchyReport.errors.length") as? Int == 0)
    }

    @Test func theHeadersBottomEdgeIsWhereTheFrameSaysAtRestOverStretchedAndCollapsed() throws {
        if Self.skipped() { return }
        let pull = try ReportFixtures.report("pull-to-stretch", "top-only")
        let pullFrames = try frames(pull)
        let stretched = pullFrames.max { $0.layout.headerHeight < $1.layout.headerHeight }!
        let drag = try ReportFixtures.report("slow-drag", "top-only")
        let dragFrames = try frames(drag)
        let collapsed = try #require(dragFrames.first { $0.layout.stretchFactor <= 0 })
        #expect(stretched.layout.stretchFactor > 1.2)
        let pullPage = try page(pull)
        let dragPage = try page(drag)
        defer {
            try? FileManager.default.removeItem(atPath: pullPage)
            try? FileManager.default.removeItem(atPath: dragPage)
        }
        let pullImages = try shoot(pullPage, seqs: [0, stretched.seq])
        let dragImages = try shoot(dragPage, seqs: [collapsed.seq])
        let cases = [(pullImages[0], pullFrames[0]), (pullImages[1], stretched), (dragImages[0], collapsed)]
        for (image, frame) in cases {
            let row = firstWhiteRow(image, x: 4)
            #expect(
                abs(Double(row) - bottom(frame)) <= 1, "frame \(frame.seq): edge at row \(row), not \(bottom(frame))")
        }
        #expect(abs(bottom(pullFrames[0]) - 280) < 1e-9)
        #expect(abs(bottom(collapsed) - 64) < 1e-9)
    }

    /// Every optional layout value the stack writes gets its own plot, in its unit (none for a fraction or an event),
    /// and a long stack text wraps inside the page rather than widening it.
    @Test func theOptionalValuesArePlottedInTheirUnitsAndALongStackWraps() throws {
        if Self.skipped() { return }
        let builder = try ReportFixtures.report(
            "pull-to-stretch",
            "flutter-sliver-app-bar=pinned=true:stretch=true:on-stretch-trigger=true,"
                + "flutter-flexible-space-bar=blur-background=true")
        let path = try page(builder)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let browser = try HeadlessChromium(width: 1280, height: 900)
        try browser.open(path, fragment: "")
        let titles =
            try browser.evaluate(
                "Array.from(document.querySelectorAll('.plot > div:first-child')).map((d) => d.textContent).join('|')")
            as? String
        let plotted = try #require(titles).split(separator: "|").map(String.init)
        // This pull never collapses the bar nor reaches the trigger: those two are constant, listed (without a
        // unit) in the constants line rather than plotted.
        #expect(!plotted.contains("collapsed_fraction"))
        #expect(!plotted.contains("stretch_trigger"))
        #expect(plotted.contains("background_blur"))
        #expect(
            try browser.evaluate("document.querySelector('.constants').textContent") as? String
                == "Constant over the session (not plotted): collapsed_fraction 0 \u{B7} stretch_trigger 0 \u{B7} "
                + "background.y 0 pt \u{B7} background.alpha 1 \u{B7} title.alpha 1 \u{B7} title.scale 1.5")
        let legends = try #require(try browser.evaluate("document.body.innerText") as? String)
        #expect(legends.contains("background_blur (pt)"))
        #expect(!legends.contains("collapsed_fraction (pt)"))
        #expect(!legends.contains("stretch_trigger (pt)"))
        let overflow =
            try browser.evaluate(
                "document.documentElement.scrollWidth - document.documentElement.clientWidth") as? Int
        #expect(overflow == 0)
        #expect(try browser.evaluate("window.stretchyReport.errors.length") as? Int == 0)
        #expect(browser.problems.isEmpty, "the page logged: \(browser.problems)")
    }

    @Test func aSubviewAtAlphaZeroIsNotDrawn() throws {
        if Self.skipped() { return }
        let builder = try ReportFixtures.report("slow-drag", "top-only,fade=target=title:by=0.1")
        let all = try frames(builder)
        let title = try #require(builder.side.stack.configuration.subviewIndex(of: "title"))
        // A frame where the title is transparent but its frame is still inside the header.
        let faded = try #require(
            all.first { frame in
                frame.layout.subviews[title].alpha == 0
                    && frame.layout.subviews[title].y + frame.layout.subviews[title].height
                        < frame.layout.contentHeight
            })
        let path = try page(builder)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let titleColour = (r: 0xF6, g: 0xD5, b: 0x5C)
        func titlePixels(_ image: PNGImage, _ frame: ReplayFrame) -> Int {
            let top = frame.layout.headerY - frame.sample.offsetY + frame.layout.contentY
            let subview = frame.layout.subviews[title]
            var count = 0
            for y in Int(top + subview.y + 2)..<Int(top + subview.y + subview.height - 2) {
                for x in Int(subview.x + 2)..<Int(subview.x + subview.width - 2) {
                    let pixel = image.rgb(x, y)
                    if abs(pixel.r - titleColour.r) + abs(pixel.g - titleColour.g) + abs(pixel.b - titleColour.b) < 12 {
                        count += 1
                    }
                }
            }
            return count
        }
        #expect(all[0].layout.subviews[title].alpha == 1)
        let images = try shoot(path, seqs: [0, faded.seq])
        #expect(titlePixels(images[0], all[0]) > 1000)
        #expect(titlePixels(images[1], faded) == 0)
    }

    @Test func theTwoPlayersOfAComparisonDifferExactlyWhereTheFramesDiffer() throws {
        if Self.skipped() { return }
        let builder = try ReportFixtures.report("slow-drag", "top-only", against: "immediate")
        let first = try frames(builder)
        let second = try frames(builder, stack: builder.against!.stack)
        let same = try #require(first.indices.first { first[$0].layout == second[$0].layout && $0 > 0 })
        let different = try #require(first.indices.first { first[$0].layout != second[$0].layout })
        let path = try page(builder)
        defer { try? FileManager.default.removeItem(atPath: path) }
        func differingRows(_ image: PNGImage) -> [Int] {
            (0..<844).filter { y in (0..<390).contains { x in image.rgb(x, y) != image.rgb(400 + x, y) } }
        }
        let images = try shoot(path, seqs: [same, different], width: 790)
        #expect(differingRows(images[0]).isEmpty)
        let rows = differingRows(images[1])
        let edges = [bottom(first[different]), bottom(second[different])]
        #expect(!rows.isEmpty)
        // Only the header differs: nothing below the lower of the two header edges.
        #expect(rows.allSatisfy { Double($0) <= edges.max()! + 1 }, "rows \(rows.prefix(5))...\(rows.suffix(5))")
    }
}

extension ReportSessions {
    /// The one session named.
    fileprivate func single() throws -> String {
        guard case .named(let names) = self, names.count == 1 else {
            throw HeadlessChromium.Failure(description: "one session")
        }
        return names[0]
    }
}
