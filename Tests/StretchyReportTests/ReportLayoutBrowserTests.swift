import Foundation
import StretchyReport
import Testing

/// The whole report page as a person meets it, in headless Chromium at 1280 and 390 px wide, for several shipped
/// sessions: it uses the page's width, hides nothing in a scroll box, keeps every label at 11 px or more and every
/// key-frame label clear of the others, plots no constant column (it lists them in one line), shows no "largest
/// stretch" for a session that never stretches, and logs nothing. Skipped, with the reason printed, where there is no
/// `chromium` on PATH.
@Suite struct ReportLayoutBrowserTests {
    /// The pages looked at: one stack, a comparison, and a session that stretches.
    static func pages() throws -> [(name: String, builder: ReportBuilder)] {
        [
            ("slow-drag", try ReportFixtures.report("slow-drag", "top-only,fade=target=title,tabs")),
            ("pull-to-stretch", try ReportFixtures.report("pull-to-stretch", "top-only,tabs,snap")),
            (
                "fast-fling compare",
                try ReportFixtures.report("fast-fling-up-and-back", "top-only,tabs", against: "immediate,tabs")
            ),
            ("bottom-bounce", try ReportFixtures.report("bottom-bounce", "immediate,fade")),
        ]
    }

    /// JavaScript giving every pair of overlapping boxes among `selector`'s elements (shown ones only), as text.
    static func overlaps(_ selector: String) -> String {
        """
        (() => {
          const boxes = Array.from(document.querySelectorAll('\(selector)'))
            .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).display !== 'none')
            .map((e) => [e.textContent, e.getBoundingClientRect()]);
          const out = [];
          boxes.forEach(([ta, a], i) => boxes.slice(i + 1).forEach(([tb, b]) => {
            if (a.width > 0 && b.width > 0 && a.left < b.right - 0.5 && b.left < a.right - 0.5 &&
              a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(ta + ' / ' + tb);
          }));
          return out.join('; ');
        })()
        """
    }

    /// Every element whose text is smaller than 11 px, with its size.
    static let smallText = """
        (() => {
          const small = [];
          document.querySelectorAll('#report *').forEach((e) => {
            const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
            if (!own || e.getClientRects().length === 0) return;
            const size = parseFloat(getComputedStyle(e).fontSize);
            if (size < 11) small.push(e.tagName + ' ' + e.textContent.slice(0, 20) + ' ' + size);
          });
          return small.join('; ');
        })()
        """

    /// Every box that scrolls and has something hidden in it.
    static let scrollBoxes = """
        (() => Array.from(document.querySelectorAll('#report *')).filter((e) => {
          const s = getComputedStyle(e);
          const scrolls = /auto|scroll/.test(s.overflowX + ' ' + s.overflowY);
          return scrolls && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1);
        }).map((e) => e.className).join('; '))()
        """

    @Test func everyPageFitsItsWidthAndItsLabelsAreReadableAndClearOfEachOther() throws {
        if let reason = HeadlessChromium.skipReason {
            print("ReportLayoutBrowserTests skipped: \(reason)")
            return
        }
        for (name, builder) in try Self.pages() {
            let path = ReportFixtures.temporaryPath("layout.html")
            try builder.write(to: path)
            defer { try? FileManager.default.removeItem(atPath: path) }
            for width in [1280, 390] {
                let browser = try HeadlessChromium(width: width, height: 900)
                try browser.open(path, fragment: "")
                let at = "\(name) at \(width) px"
                #expect(
                    try browser.evaluate(
                        "document.documentElement.scrollWidth - document.documentElement.clientWidth") as? Int == 0,
                    "\(at): the page is wider than the window")
                #expect(try browser.evaluate(Self.scrollBoxes) as? String == "", "\(at): a scroll box hides rows")
                #expect(try browser.evaluate(Self.smallText) as? String == "", "\(at): text under 11 px")
                // The player's labels are page text of at least 11 px, one per subview shown, none on another.
                let labels =
                    try browser.evaluate(
                        "Array.from(document.querySelectorAll('.labels span')).filter((s) => s.style.display !== 'none')"
                            + ".map((s) => parseFloat(getComputedStyle(s).fontSize))") as? [Double]
                #expect(try #require(labels).count >= 3, "\(at)")
                #expect(labels?.allSatisfy { $0 >= 11 } == true, "\(at): \(labels ?? [])")
                #expect(try browser.evaluate(Self.overlaps(".labels span")) as? String == "", "\(at)")
                // Key frames: the filmstrip's labels and the difference plot's marks never cover each other.
                #expect(try browser.evaluate(Self.overlaps(".filmstrip figure")) as? String == "", "\(at)")
                #expect(try browser.evaluate(Self.overlaps(".filmstrip b, .filmstrip span")) as? String == "", "\(at)")
                #expect(try browser.evaluate(Self.overlaps("text.key-label")) as? String == "", "\(at)")
                // The plots use the section's width (less its padding).
                let room =
                    try browser.evaluate(
                        "(() => { const s = document.querySelector('section.session'), c = getComputedStyle(s); "
                            + "return s.clientWidth - parseFloat(c.paddingLeft) - parseFloat(c.paddingRight); })()")
                    as? Double
                let plot =
                    try browser.evaluate(
                        "document.querySelector('.plot svg').getBoundingClientRect().width") as? Double
                #expect(abs(try #require(plot) - (try #require(room))) <= 1, "\(at): plot \(plot!) of \(room!)")
                #expect(try browser.evaluate("window.stretchyReport.errors.length") as? Int == 0)
                #expect(browser.problems.isEmpty, "\(at): the page logged \(browser.problems)")
            }
        }
    }

    @Test func aConstantColumnIsListedInTheConstantsLineAndNotPlotted() throws {
        if HeadlessChromium.skipReason != nil { return }
        let path = ReportFixtures.temporaryPath("constant.html")
        try ReportFixtures.report("slow-drag", "top-only,tabs").write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let browser = try HeadlessChromium(width: 1280, height: 900)
        try browser.open(path, fragment: "")
        let titles = try #require(
            try browser.evaluate(
                "Array.from(document.querySelectorAll('.plot-title')).map((d) => d.textContent).join('|')") as? String)
        #expect(titles.split(separator: "|").contains("tabs.y"), "tabs.y moves: it is plotted")
        #expect(!titles.split(separator: "|").contains("tabs.height"), "tabs.height is 44 throughout")
        #expect(
            try browser.evaluate("document.querySelector('.constants').textContent") as? String
                == "Constant over the session (not plotted): tabs.height 44 pt")
        #expect(browser.problems.isEmpty, "the page logged: \(browser.problems)")
    }

    @Test func onlyASessionThatStretchesHasALargestStretchKeyFrame() throws {
        let reasons = { (session: String) -> [String] in
            let html = try ReportFixtures.report(session, "top-only").html()
            let data = try ReportFixtures.embeddedData(html)
            let sessions = try #require(data["sessions"] as? [[String: Any]])
            let keys = try #require(sessions[0]["keyFrames"] as? [[String: Any]])
            return keys.compactMap { $0["reason"] as? String }
        }
        #expect(!(try reasons("slow-drag")).contains("largest stretch"), "slow-drag never pulls past the top")
        #expect(try reasons("pull-to-stretch").contains("largest stretch"))
    }
}
