import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyHTTP
import StretchyStudio
import StretchyTestSupport

/// Issue 27's target: a parameter change on a 10,000-frame session, from the request to the redrawn player and
/// plots, at p95 <= 100 ms, measured in headless Chromium (the page's own clock, `performance.now()`): the page's
/// `by` text box of `fade` is changed and its `change` event sent, and the time runs until the frame with the new
/// replay is painted: the animation frame after the studio has drawn it, then a message posted from that frame's
/// callback, which runs once the frame's style, layout and paint are done. The row also gives the p95 to the start of
/// the frame after that one, the mark of earlier rounds (a frame late). Skipped without `chromium`.
enum StudioBenchmark {
    static let frames = 10_000

    static func run(_ context: BenchContext) throws -> [BenchRow] {
        guard ChromiumPipe.executable != nil else {
            context.log("studio: skipped, chromium is not on PATH")
            return []
        }
        let database = try context.database("studio.db", sessions: [("studio", frames)])
        var configuration = StudioConfiguration(files: [StudioFile(shownAs: "studio.db", path: database)])
        configuration.listen = ListenAddress(host: [127, 0, 0, 1], port: 0)
        configuration.token = try AccessToken.random()
        let server = StudioServer(configuration: configuration, registry: .builtIn)
        try server.start()
        defer { server.stop() }
        let changes = context.sizes.repetitions * 8
        context.log("studio: \(changes) parameter changes on \(Format.count(frames)) frames in chromium")
        let browser = try ChromiumPipe(windowWidth: 1440, windowHeight: 1000)
        let target = try browser.call("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        let page =
            try browser.call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String
            ?? ""
        try open(server.url + "#file=studio.db&session=studio&stack=top-only%2Cfade", in: browser, page: page)
        // First the page as it was (every replay draws the section anew), the baseline; then as it is (a parameter
        // change draws into the elements already there).
        let anew = try measure(browser, page: page, changes: changes, warmups: context.sizes.warmups, inPlace: false)
        let kept = try measure(browser, page: page, changes: changes, warmups: context.sizes.warmups, inPlace: true)
        // The same changes beside a baseline, a platform preset: two stacks replayed per change (not the target's
        // case; told, not judged).
        try open(
            server.url + "#file=studio.db&session=studio&stack=top-only%2Cfade&baseline=stack%3Amg-collapse",
            in: browser, page: page)
        let beside = try measure(browser, page: page, changes: changes, warmups: context.sizes.warmups, inPlace: true)
        return [
            BenchRow(
                target: "27 studio change to redraw p95, \(Format.count(frames)) frames",
                value: Format.duration(kept.p95),
                baseline: "p50 " + Format.duration(kept.p50) + " (" + kept.parts + "), \(kept.count) changes; "
                    + "drawn anew: p95 " + Format.duration(anew.p95) + ", p50 " + Format.duration(anew.p50) + " ("
                    + anew.parts + ")",
                ratio: Format.ratio(kept.p95 / 100e6),
                limit: "<= 100 ms", holds: kept.p95 <= 100e6),
            BenchRow(
                target: "27 studio change beside a preset baseline p95, \(Format.count(frames)) frames",
                value: Format.duration(beside.p95),
                baseline: "p50 " + Format.duration(beside.p50) + " (" + beside.parts + "), \(beside.count) changes",
                ratio: Format.ratio(beside.p95 / 100e6), limit: "-", holds: nil),
        ]
    }

    /// Opens the studio at `url` in the page, as a new document (by way of `about:blank`: a URL that differs only in
    /// its fragment would not load the page again), and waits until it has drawn its first replay.
    static func open(_ url: String, in browser: ChromiumPipe, page: String) throws {
        for (address, loaded) in [
            ("about:blank", "location.href === 'about:blank'"),
            (url, "!!(window.stretchyStudio && stretchyStudio.ready)"),
        ] {
            try browser.call("Page.navigate", ["url": address], session: page)
            var ready = false
            for _ in 0..<1200 where !ready {
                ready = (try? browser.evaluate(loaded, session: page)) as? Bool == true
                if !ready { usleep(25_000) }
            }
            guard ready else { throw BenchFailure("studio: the page did not get ready at \(address)") }
        }
    }

    /// The times of one series of changes, in nanoseconds: p50 and p95 of the whole, and the medians of its parts.
    struct Series {
        var p50: Double
        var p95: Double
        var fetch: Double
        var render: Double
        var paint: Double
        var server: Double
        /// The p95 to the start of the frame after the painted one.
        var nextFrameP95: Double
        var count: Int

        /// The medians of the parts, as the row shows them.
        var parts: String {
            "request " + Format.duration(fetch) + " (server " + Format.duration(server) + "), drawing "
                + Format.duration(render) + ", layout and paint " + Format.duration(paint) + "; to the next frame p95 "
                + Format.duration(nextFrameP95)
        }
    }

    /// `changes` parameter changes (after `warmups`), each from the `change` event to the frame with the new replay
    /// painted; `inPlace` false makes the studio draw every replay anew, as it did before it drew into its elements.
    static func measure(_ browser: ChromiumPipe, page: String, changes: Int, warmups: Int, inPlace: Bool) throws
        -> Series
    {
        try browser.evaluate("stretchyStudio.inPlace = \(inPlace)", session: page)
        var times: [Double] = []
        // The part of each that is the replay request alone (stack check, replay, transfer, parse).
        var fetches: [Double] = []
        // The part that is drawing the new data (the report's render or update), before the browser paints it.
        var renders: [Double] = []
        // The rest: the browser's style, layout and paint, until two animation frames have passed.
        var paints: [Double] = []
        // Of the request, the server's part: from the request sent to the answer's first byte (Resource Timing).
        var servers: [Double] = []
        // The whole to the start of the next animation frame, one frame after the paint (the mark used before).
        var nextFrames: [Double] = []
        for change in 0..<(changes + warmups) {
            let value = 0.5 + Double(change % 40) / 100
            let script = """
                (async () => {
                  const before = stretchyStudio.replays;
                  performance.clearResourceTimings();
                  const box = document.querySelector('.param[data-behavior="fade"][data-parameter="by"] input.number');
                  const start = performance.now();
                  box.value = "\(value)"; box.dispatchEvent(new Event("change"));
                  while (stretchyStudio.replays === before) await new Promise((r) => setTimeout(r, 0));
                  // Painted: the animation frame that follows the drawing, then a message posted from it, which
                  // runs once that frame's style, layout and paint are done.
                  await new Promise((r) => requestAnimationFrame(() => {
                    const channel = new MessageChannel();
                    channel.port1.onmessage = r;
                    channel.port2.postMessage(0);
                  }));
                  const painted = performance.now() - start;
                  // The start of the frame after it, as the benchmark measured before (a frame later than the paint).
                  await new Promise((r) => requestAnimationFrame(r));
                  if (stretchyStudio.last.error) throw new Error(JSON.stringify(stretchyStudio.last.error));
                  const asked = performance.getEntriesByType("resource").find((e) => e.name.includes("/api/replay"));
                  return [painted, stretchyStudio.last.fetchMs, stretchyStudio.last.renderMs,
                    stretchyStudio.last.inPlace ? 1 : 0, asked ? asked.responseStart - asked.requestStart : -1,
                    performance.now() - start];
                })()
                """
            guard let parts = try browser.evaluate(script, session: page) as? [Double], parts.count == 6 else {
                throw BenchFailure("studio: no time from the page")
            }
            // Every change but the first after switching is drawn in place when asked (the same session and plots).
            if inPlace && change > 0 && parts[3] != 1 {
                throw BenchFailure("studio: change \(change) was drawn anew, not in place")
            }
            if change >= warmups {
                times.append(parts[0] * 1e6)
                fetches.append(parts[1] * 1e6)
                renders.append(parts[2] * 1e6)
                paints.append((parts[0] - parts[1] - parts[2]) * 1e6)
                servers.append(parts[4] * 1e6)
                nextFrames.append(parts[5] * 1e6)
            }
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        let p95 = { (values: [Double]) in values.sorted()[min(values.count - 1, values.count * 95 / 100)] }
        return Series(
            p50: median(times), p95: p95(times), fetch: median(fetches), render: median(renders),
            paint: median(paints), server: median(servers), nextFrameP95: p95(nextFrames), count: times.count)
    }
}
