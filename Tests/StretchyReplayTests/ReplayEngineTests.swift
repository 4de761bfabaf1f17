import Foundation
import StretchyBehaviors
import StretchyCore
import Testing

@testable import StretchyReplay

struct ReplayEngineTests {
    struct FixedClock: ReplayClock {
        func nanoseconds() -> UInt64 { 42 }
    }

    static func samples(count: Int = 600) -> [ScrollSample] {
        (0..<count).map { index in
            let time = Double(index) / 60
            return ScrollSample(time: time, offsetY: -280 - 150 * sin(time * 3) + 2 * time * time, insetTop: 280)
        }
    }

    static func replay(_ stack: String, _ samples: [ScrollSample]) throws -> (ReplaySummary, [ReplayFrame]) {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: stack, configuration: .profileHeader)
        var source = ArraySampleSource(samples)
        var frames: [ReplayFrame] = []
        let summary = try ReplayEngine(stack: stack).run(&source, clock: FixedClock()) { frames.append($0) }
        return (summary, frames)
    }

    @Test func summarisesRangesAndColumns() throws {
        let (summary, frames) = try Self.replay("top-only,fade=target=title,tabs", Self.samples())
        #expect(summary.frames == 600 && frames.count == 600)
        #expect(summary.duration == 599.0 / 60)
        #expect(
            summary.columns.names == FrameColumns.fixed + ["title.alpha", "tabs.y", "tabs.height"])
        let heights = try #require(summary.range(of: "header_height"))
        #expect(heights.minimum == frames.map(\.layout.headerHeight).min())
        #expect(heights.maximum == frames.map(\.layout.headerHeight).max())
        #expect(summary.range(of: "tabs.height") == ValueRange(minimum: 44, maximum: 44))
        #expect(summary.wallNanoseconds == 0, "the injected clock is the only clock")
    }

    @Test func theDigestIsStableAndSensitive() throws {
        let samples = Self.samples()
        let first = try Self.replay("immediate,anchor-bottom,fade,zoom", samples).0
        let second = try Self.replay("immediate,anchor-bottom,fade,zoom", samples).0
        #expect(first.digest == second.digest)
        var nudged = samples
        nudged[300].offsetY = nudged[300].offsetY.nextUp
        #expect(try Self.replay("immediate,anchor-bottom,fade,zoom", nudged).0.digest != first.digest)
        #expect(try Self.replay("immediate,anchor-bottom,fade=by=0.5,zoom", samples).0.digest != first.digest)
    }

    @Test func theDigestFollowsTheDocumentedEncoding() throws {
        let samples = Array(Self.samples().prefix(3))
        let (summary, frames) = try Self.replay("top-only", samples)
        var hash = SHA256()
        hash.update(Array((FrameColumns.fixed.joined(separator: ",") + "\n").utf8))
        for frame in frames {
            hash.update(littleEndian: UInt64(frame.seq))
            let values = [
                frame.sample.time, frame.sample.offsetY, frame.layout.headerY, frame.layout.headerHeight,
                frame.layout.contentY, frame.layout.contentHeight, frame.layout.stretchFactor,
            ]
            for value in values { hash.update(littleEndian: value.bitPattern) }
        }
        #expect(hash.finalize() == summary.digest)
    }

    @Test func aRefusedSampleStopsTheReplayWithItsIndex() throws {
        var samples = Self.samples(count: 10)
        samples[7].offsetY = .infinity
        #expect(throws: InvalidSample.self) { try Self.replay("top-only", samples) }
    }
}
