import Foundation
import StretchyCore
import StretchyStore
import StretchyTestSupport
import Testing
import _StretchySystem

@testable import StretchyRecord

/// The recorder page in headless Chromium with a mobile viewport and touch emulation: real touch flings, stored
/// through the real server, checked against the page's own frame log. Skipped, with the reason printed, when
/// `chromium` is not on PATH.
@Suite struct RecorderPageBrowserTests {
    /// One planned finger stroke: up the screen at a constant speed, an event every 8 ms, then a lift.
    struct Fling {
        var fromY: Double
        var distance: Double
        var speed: Double
    }

    @Test(.timeLimit(.minutes(1)))
    func touchFlingsAreStoredAsThePageSawThem() throws {
        guard ChromiumPipe.executable != nil else {
            print("RecorderPageBrowserTests skipped: chromium is not on PATH")
            return
        }
        let fixture = try RecordingFixture("browser")
        let (browser, session) = try fixture.openPage(phone: true)
        _ = try browser.evaluate("__recorder.start().then(r => r.session)", session: session)

        let flings = [Fling(fromY: 650, distance: 240, speed: 1500), Fling(fromY: 700, distance: 300, speed: 2500)]
        for fling in flings {
            try perform(fling, browser: browser, session: session)
            usleep(1_500_000)
        }
        let finished = try browser.evaluate("__recorder.stop().then(r => JSON.stringify(r))", session: session)
        #expect((finished as? String)?.contains("\"finished\":true") == true)
        let log = try #require(
            try browser.evaluate("JSON.stringify(__recorder.frames)", session: session) as? String)
        // Our own parser reads the page's numbers bit for bit (JavaScript writes the shortest round-trip form).
        guard case .array(let frames) = try JSONParser.parse(Array(log.utf8)) else {
            Issue.record("the frame log is not an array")
            return
        }
        try fixture.server.stop()

        let store = try SessionStore(path: fixture.path, mode: .readOnly)
        let info = try store.session(named: "browser-1")
        #expect(info.isFinished)
        #expect(info.metadata.source == .browser)
        #expect(info.metadata.device?.hasPrefix("HeadlessChrome") == true)
        let cursor = try store.sampleCursor(session: "browser-1")
        var stored: [ScrollSample] = []
        while let sample = try cursor.next() { stored.append(sample) }
        #expect(stored.count == frames.count)
        #expect(stored.map { JSONValue.number($0.time) } == frames.map { $0["t"] })
        #expect(stored.map { JSONValue.number($0.offsetY) } == frames.map { $0["offset_y"] })
        #expect(stored.map { JSONValue.string($0.phase.rawValue) } == frames.map { $0["phase"] })
        // The page scrolled: the finger moved the content.
        #expect((stored.map(\.offsetY).max() ?? -280) > -280 + 200)
        var runs: [ScrollPhase] = []
        for sample in stored where sample.phase != .tracking && runs.last != sample.phase { runs.append(sample.phase) }
        #expect(runs == [.idle, .dragging, .decelerating, .idle, .dragging, .decelerating, .idle])

        // Release velocities from the finger's own events, within 5 % of the planned speed (finger moving up).
        let velocities = try store.releases(session: "browser-1").map(\.velocityY)
        #expect(velocities.count == flings.count)
        for (velocity, fling) in zip(velocities, flings) {
            #expect(abs(-velocity - fling.speed) <= fling.speed * 0.05, "release \(velocity), planned \(fling.speed)")
        }
    }

    /// The avatar is the circle the header's corner radius makes it, at any page width; a page wider than the
    /// header says so in its status line, and a phone-wide one does not.
    @Test(.timeLimit(.minutes(1)))
    func theAvatarHasTheHeadersCornerRadiusAndAWidePageIsWarned() throws {
        guard ChromiumPipe.executable != nil else { return }
        let fixture = try RecordingFixture("avatar")
        defer { try? fixture.server.stop() }
        let avatar =
            "(() => { const s = getComputedStyle(document.getElementById('avatar')); "
            + "return [s.borderTopLeftRadius, s.width, s.height].join(' '); })()"
        let status = "document.getElementById('status').textContent"
        let (phone, phoneSession) = try fixture.openPage(phone: true)
        #expect(try phone.evaluate(avatar, session: phoneSession) as? String == "40px 80px 80px")
        #expect((try phone.evaluate(status, session: phoneSession) as? String)?.contains("wide") == false)
        let (wide, wideSession) = try fixture.openPage(phone: false, width: 1280)
        #expect(try wide.evaluate(avatar, session: wideSession) as? String == "40px 80px 80px")
        let text = try #require(try wide.evaluate(status, session: wideSession) as? String)
        // The width recorded: the scroll container's, less a scroll bar where the browser draws one.
        let recorded = try #require(
            try wide.evaluate("document.getElementById('scroller').clientWidth", session: wideSession) as? Int)
        #expect(recorded > 1200)
        #expect(
            text.hasSuffix(
                "This page is \(recorded) px wide, the header 390 pt: replays lay the header out at 390 pt. Record at a "
                    + "phone's width to see what they draw."), "\(text)")
        #expect(
            try wide.evaluate(
                "getComputedStyle(document.querySelector('#status .warning')).color", session: wideSession)
                as? String == "rgb(255, 214, 10)")
    }

    /// Dispatches a stroke with planned timestamps, sleeping to keep to them.
    func perform(_ fling: Fling, browser: ChromiumPipe, session: String) throws {
        let interval = 0.008
        let steps = Int((fling.distance / (fling.speed * interval)).rounded())
        let start = Date().timeIntervalSince1970
        let clockStart = DispatchTime.now().uptimeNanoseconds
        func touch(_ type: String, _ y: Double?, at offset: Double) throws {
            let wait = Int64(offset * 1e9) - Int64(DispatchTime.now().uptimeNanoseconds - clockStart)
            if wait > 0 { usleep(UInt32(wait / 1000)) }
            let points: [[String: Any]] = y.map { [["x": 195, "y": $0]] } ?? []
            try browser.call(
                "Input.dispatchTouchEvent", ["type": type, "touchPoints": points, "timestamp": start + offset],
                session: session)
        }
        try touch("touchStart", fling.fromY, at: 0)
        // The finger rests 50 ms, then moves at a constant speed.
        for step in 1...steps {
            try touch(
                "touchMove", fling.fromY - Double(step) * fling.speed * interval, at: 0.05 + Double(step) * interval)
        }
        try touch("touchEnd", nil, at: 0.05 + Double(steps + 1) * interval)
    }
}
