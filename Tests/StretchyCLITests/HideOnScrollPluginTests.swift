import Foundation
import PluginFixtures
import StretchyCore
import StretchyStore
import StretchyTestSupport
import Testing

@testable import StretchyCLI

/// The C example plugin with per-run state, `Examples/HideOnScrollPlugin/hide_on_scroll.c`, built with `cc` as
/// docs/plugins.md says, replayed over a shipped session, and run through `check`; broken variants are caught.
@Suite("hide-on-scroll, the C example plugin")
struct HideOnScrollPluginTests {
    static let session = "fast-fling-up-and-back"

    static func source() throws -> String {
        try String(contentsOf: PluginFixtures.hideOnScrollSource, encoding: .utf8)
    }

    /// The header's y of every frame, as the example's discussion says: the bar offset folded over the content's
    /// scroll deltas, computed here in Swift from the session's samples.
    static func expectedHeaderY(speed: Double, revealAtTop: Bool, height: Double) throws -> [Double] {
        let store = try SessionStore(
            path: Repository.root.appendingPathComponent("Sessions/\(session).db").path, mode: .readOnly)
        let cursor = try store.sampleCursor(session: session)
        func position(_ sample: ScrollSample) -> Double {
            let upper = max(0, sample.contentHeight + sample.insetTop - sample.viewportHeight)
            return min(upper, max(0, sample.offsetY + sample.insetTop))
        }
        var (bar, previous, result) = (0.0, ScrollSample?.none, [Double]())
        while let sample = try cursor.next() {
            bar -= speed * (position(sample) - position(previous ?? sample))
            bar = min(0, max(-height, bar))
            if revealAtTop { bar = max(bar, -position(sample)) }
            result.append(sample.offsetY + bar)
            previous = sample
        }
        return result
    }

    /// The frames' `header_y` and `header_height` columns of a replay.
    static func replayed(_ workspace: Workspace, _ path: String, _ stack: String) throws -> [(Double, Double)] {
        let result = workspace.run(["\(session).db", "--plugin", path, "--behaviors", stack, "--frames", "-"])
        #expect(result.status == 0, "\(result.error)")
        let rows = result.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows.first?.prefix(5) == ["seq", "t", "offset_y", "header_y", "header_height"])
        return rows.dropFirst().map { (Double($0[3]) ?? .nan, Double($0[4]) ?? .nan) }
    }

    @Test(arguments: [
        ("hide-on-scroll", 1.0, true), ("hide-on-scroll=speed=0.5:reveal-at-top=false", 0.5, false),
        ("hide-on-scroll=speed=2.5", 2.5, true), ("hide-on-scroll=speed=2.5:reveal-at-top=false", 2.5, false),
    ])
    func aReplayOfAShippedSessionFoldsTheBarOverTheScroll(_ stack: String, speed: Double, revealAtTop: Bool) throws {
        let path = try PluginFixtures.cPlugin("hide-on-scroll", source: try Self.source())
        let workspace = try Workspace(copying: [Self.session])
        let frames = try Self.replayed(workspace, path, stack)
        let height = HeaderConfiguration.profileHeader.maximumHeight
        let expected = try Self.expectedHeaderY(speed: speed, revealAtTop: revealAtTop, height: height)
        #expect(frames.count == expected.count)
        #expect(frames.map(\.0) == expected)
        #expect(frames.allSatisfy { $0.1 == height }, "the header keeps its height")
        // The session takes the bar all the way out and back.
        let store = try SessionStore(path: workspace.path("\(Self.session).db"), mode: .readOnly)
        let cursor = try store.sampleCursor(session: Self.session)
        var bars: [Double] = []
        while let sample = try cursor.next() { bars.append(frames[bars.count].0 - sample.offsetY) }
        #expect(bars.min() == -height)
        #expect(bars.last == 0)
        let digests = try (0..<2).map { _ in
            try workspace.digests("\(Self.session).db", "--plugin", path, "--behaviors", stack)
        }
        #expect(digests[0] == digests[1] && digests[0].count == 1, "the same frames, bit for bit")
    }

    static func check(_ path: String, _ stack: String, sessions: Int = 300) -> RunResult {
        PluginOptionTests.run([
            "check", "--behaviors", stack, "--plugin", path, "--sessions", String(sessions), "--jobs", "1",
        ])
    }

    @Test func checkPassesItsInvariantsAndTheUniversalOnes() throws {
        let path = try PluginFixtures.cPlugin("hide-on-scroll-check", source: try Self.source())
        for stack in ["hide-on-scroll", "hide-on-scroll=speed=0.25", "hide-on-scroll=speed=4,tabs"] {
            let result = Self.check(path, stack)
            #expect(result.status == 0, "\(stack): \(result.output)\(result.error)")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("Checked 300 sessions, ") == true)
            #expect(
                lines.contains {
                    $0.hasPrefix("Invariants: finite, non-negative, stretch-factor, fractions, continuity, ")
                        && $0.hasSuffix(
                            "hide-on-scroll.bar-in-range, hide-on-scroll.follows-direction, hide-on-scroll.covers-inset."
                        )
                }, "\(lines)")
            #expect(lines.last == "No failures.")
        }
    }

    @Test(arguments: [
        (
            "no-clamp", "    if (bar < -height) bar = -height;", "",
            "FAILED: 'hide-on-scroll.bar-in-range' at frame "
        ),
        (
            "no-reveal", "    if (self->reveal_at_top && bar < -scrolled) bar = -scrolled;", "",
            "FAILED: 'hide-on-scroll.covers-inset' at frame "
        ),
        (
            "backwards", "frame->state[0] - self->speed", "frame->state[0] + self->speed",
            "FAILED: 'hide-on-scroll.follows-direction' at frame "
        ),
    ])
    func aBrokenVariantIsCaughtByItsOwnInvariant(
        _ name: String, _ line: String, _ replacement: String, _ failure: String
    )
        throws
    {
        let source = try Self.source()
        #expect(source.contains(line))
        let path = try PluginFixtures.cPlugin(
            "hide-on-scroll-\(name)", source: source.replacingOccurrences(of: line, with: replacement))
        let result = Self.check(path, "hide-on-scroll=speed=2")
        #expect(result.status == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(failure) }, "\(lines)")
    }

    /// The complete C listing of docs/plugins.md, section 5: the ```c block that starts with the example's first line.
    static func listing() throws -> String {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/plugins.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "\n```c\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```\n").first
        }
        return try #require(blocks.first { $0.hasPrefix("// hide-on-scroll: ") }) + "\n"
    }

    @Test func theListingOfTheDocsIsTheExampleAndBuildsLoadsReplaysAndChecks() throws {
        let listing = try Self.listing()
        #expect(listing == (try Self.source()), "docs/plugins.md lists Examples/HideOnScrollPlugin/hide_on_scroll.c")
        let path = try PluginFixtures.cPlugin("hide-on-scroll-docs", source: listing)
        let described = PluginOptionTests.run(["behaviors", "hide-on-scroll", "--plugin", path])
        #expect(described.status == 0, "\(described.error)")
        #expect(
            described.output.hasPrefix("hide-on-scroll (expansion, plugin \(path)): Hide On Scroll\n"),
            "\(described.output)")
        let workspace = try Workspace(copying: [Self.session])
        let frames = try Self.replayed(workspace, path, "hide-on-scroll")
        let height = HeaderConfiguration.profileHeader.maximumHeight
        #expect(frames.map(\.0) == (try Self.expectedHeaderY(speed: 1, revealAtTop: true, height: height)))
        let checked = Self.check(path, "hide-on-scroll=speed=2,tabs", sessions: 100)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.hasSuffix("No failures.\n"))
    }

    /// The failure docs/check.md shows, as `check` prints it.
    @Test func theClampForgottenIsFoundAndShrunkAsDocsCheckMdShows() throws {
        let source = try Self.source().replacingOccurrences(of: "    if (bar < -height) bar = -height;\n", with: "")
        let path = try PluginFixtures.cPlugin("hide-on-scroll-broken-docs", source: source)
        let result = Self.check(path, "hide-on-scroll=speed=2")
        #expect(result.status == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(
                "Checked 2 sessions, 1,047 frames, against 11 invariants of 'hide-on-scroll=speed=2' with seed 1 in "
            ) == true)
        #expect(
            lines.dropFirst().joined(separator: "\n") == """
                Invariants: finite, non-negative, stretch-factor, fractions, continuity, declared-writes, repeatable, \
                second-thread, hide-on-scroll.bar-in-range, hide-on-scroll.follows-direction, \
                hide-on-scroll.covers-inset.
                FAILED: 'hide-on-scroll.bar-in-range' at frame 438 of session 1: the bar offset is -320.52152792452824.
                Shrunk from 718 to 2 samples, 5 to 1 gesture; it fails at frame 1: the bar offset is -300.
                t,offset_y,inset_top,viewport_width,viewport_height,content_height,phase
                0,0,0,390,844,3000,idle
                0.016666666666666666,300,0,390,844,3000,idle
                """)
    }
}
