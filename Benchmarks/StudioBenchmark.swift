import Foundation
import StretchyBehaviors
import StretchyCore
import StretchyHTTP
import StretchyStudio
import StretchyTestSupport

/// Issue 27's target: a parameter change on a 10,000-frame session, from the request to the redrawn player and
/// plots, at p95 <= 100 ms, measured in headless Chromium (the page's own clock, `performance.now()`): the page's
/// `by` text box of `fade` is changed and its `change` event sent, and the time runs until the studio has drawn the
/// new replay and two animation frames have passed (the frame with it painted). Skipped without `chromium`.
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
        try browser.call(
            "Page.navigate", ["url": server.url + "#file=studio.db&session=studio&stack=top-only%2Cfade"],
            session: page)
        var ready = false
        for _ in 0..<1200 where !ready {
            ready =
                (try? browser.evaluate("!!(window.stretchyStudio && stretchyStudio.ready)", session: page)) as? Bool
                == true
            if !ready { usleep(25_000) }
        }
        guard ready else { throw BenchFailure("studio: the page did not get ready") }
        var times: [Double] = []
        // The part of each that is the replay request alone, from the stack check's answer to the replay's.
        var fetches: [Double] = []
        // The part that is drawing the new data (the report's render), before the browser paints it.
        var renders: [Double] = []
        for change in 0..<(changes + context.sizes.warmups) {
            let value = 0.5 + Double(change % 40) / 100
            let script = """
                (async () => {
                  const before = stretchyStudio.replays;
                  const box = document.querySelector('.param[data-behavior="fade"][data-parameter="by"] input.number');
                  const start = performance.now();
                  box.value = "\(value)"; box.dispatchEvent(new Event("change"));
                  while (stretchyStudio.replays === before) await new Promise((r) => setTimeout(r, 0));
                  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                  if (stretchyStudio.last.error) throw new Error(JSON.stringify(stretchyStudio.last.error));
                  return [performance.now() - start, stretchyStudio.last.fetchMs, stretchyStudio.last.renderMs];
                })()
                """
            guard let pair = try browser.evaluate(script, session: page) as? [Double], pair.count == 3 else {
                throw BenchFailure("studio: no time from the page")
            }
            if change >= context.sizes.warmups {
                times.append(pair[0] * 1e6)
                fetches.append(pair[1] * 1e6)
                renders.append(pair[2] * 1e6)
            }
        }
        times.sort()
        let p50 = times[times.count / 2]
        let p95 = times[min(times.count - 1, times.count * 95 / 100)]
        fetches.sort()
        renders.sort()
        return [
            BenchRow(
                target: "27 studio change to redraw p95, \(Format.count(frames)) frames", value: Format.duration(p95),
                baseline: "p50 " + Format.duration(p50) + " (replay request "
                    + Format.duration(fetches[fetches.count / 2])
                    + ", drawing " + Format.duration(renders[renders.count / 2]) + "), \(times.count) changes",
                ratio: Format.ratio(p95 / 100e6),
                limit: "<= 100 ms", holds: p95 <= 100e6)
        ]
    }
}
