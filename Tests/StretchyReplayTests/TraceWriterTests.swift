import Foundation
import StretchyBehaviors
import StretchyCore
import Testing
import _StretchySystem

@testable import StretchyReplay

/// `--trace`'s file, parsed back with the repository's JSON parser and checked against the Chrome Trace Event
/// Format's rules: the fields each phase requires, `X` durations at least 0, metadata naming the process and every
/// track, slices on a track properly nested and in time order; and the numbers the replay measured.
struct TraceWriterTests {
    typealias SteppingClock = ProfileTests.SteppingClock

    /// 100 samples one second apart, replayed with a clock whose every read advances 25 ns after calibration.
    private func timings(count: Int = 100, spacing: Double = 1) throws -> (FrameTimings, ProfileReport) {
        let stack = try BehaviorRegistry.builtIn.makeStack(stack: "top-only,fade,tabs", configuration: .profileHeader)
        let phases: [ScrollPhase] = [.idle, .dragging, .decelerating]
        let samples = (0..<count).map {
            ScrollSample(time: 10 + Double($0) * spacing, offsetY: Double($0 * 7 % 500) - 300, phase: phases[$0 % 3])
        }
        var source = ArraySampleSource(samples)
        let clock = SteppingClock(step: 25, calibrationStep: 10, calibrationReads: 10_001)
        let summary = try ReplayEngine(stack: stack).run(&source, clock: clock, profiling: .everyFrame(capacity: 8))
        let profile = try #require(summary.profile)
        return (try #require(profile.timings), profile)
    }

    private func write(_ timings: FrameTimings, budget: Int = TraceWriter.defaultEventBudget) throws -> (
        TraceWriter.Written, [UInt8]
    ) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let written = try TraceWriter(session: "drag \"1\"", stack: "top-only,fade,tabs", eventBudget: budget).write(
            timings, clockReadNanoseconds: 10, to: path)
        return (written, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// One trace event's members.
    private struct Event {
        var members: [String: JSONValue]
        var phase: String { string("ph") ?? "" }
        var tid: Double { number("tid") ?? -1 }
        func string(_ key: String) -> String? {
            if case .string(let text)? = members[key] { return text }
            return nil
        }
        func number(_ key: String) -> Double? {
            if case .number(let value)? = members[key] { return value }
            return nil
        }
        func argument(_ key: String) -> JSONValue? {
            guard case .object(let arguments)? = members["args"] else { return nil }
            return arguments.first { $0.0 == key }?.1
        }
    }

    /// The trace's events, after checking the top level: an object with `traceEvents` and `displayTimeUnit`.
    private func events(_ bytes: [UInt8]) throws -> [Event] {
        guard case .object(let top) = try JSONParser.parse(bytes) else { throw TraceProblem("not an object") }
        #expect(top.map(\.0) == ["displayTimeUnit", "otherData", "traceEvents"])
        #expect(top.first { $0.0 == "displayTimeUnit" }?.1 == .string("ns"))
        guard case .array(let list)? = top.first(where: { $0.0 == "traceEvents" })?.1 else {
            throw TraceProblem("no traceEvents array")
        }
        return try list.map { value in
            guard case .object(let members) = value else { throw TraceProblem("an event is not an object") }
            return Event(members: Dictionary(members, uniquingKeysWith: { first, _ in first }))
        }
    }

    struct TraceProblem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Checks every rule of the format the trace relies on; returns the `X` events per track.
    private func checkStructure(_ events: [Event], tracks: [String]) -> [Double: [Event]] {
        var byTrack: [Double: [Event]] = [:]
        for event in events {
            #expect(event.string("name") != nil, "every event has a name")
            #expect(event.number("pid") == 1 && event.number("tid") != nil, "every event has pid and tid")
            switch event.phase {
            case "X":
                #expect(event.number("ts") != nil, "X events have ts")
                #expect((event.number("dur") ?? -1) >= 0, "X events have dur >= 0")
                byTrack[event.tid, default: []].append(event)
            case "M":
                let name = event.string("name")
                #expect(["process_name", "thread_name", "thread_sort_index"].contains(name ?? ""))
                if name == "thread_sort_index" {
                    if case .number? = event.argument("sort_index") {} else { Issue.record("sort_index missing") }
                } else if case .string? = event.argument("name") {
                } else {
                    Issue.record("metadata event without args.name")
                }
            default: Issue.record("unexpected phase \(event.phase)")
            }
        }
        let metadata = events.filter { $0.phase == "M" }
        #expect(metadata.filter { $0.string("name") == "process_name" }.count == 1)
        let threadNames = metadata.filter { $0.string("name") == "thread_name" }.map { event -> String in
            if case .string(let name)? = event.argument("name") { return "\(Int(event.tid)) \(name)" }
            return ""
        }
        #expect(threadNames == tracks.enumerated().map { "\($0.offset + 1) \($0.element)" })
        // Proper nesting and time order per track: each slice starts no earlier than the one before, and either after
        // every open slice has ended or inside the innermost one.
        for (tid, slices) in byTrack {
            var open: [Double] = []
            var last = -Double.infinity
            for slice in slices {
                let start = slice.number("ts")!
                let end = start + slice.number("dur")!
                #expect(start >= last, "track \(tid): timestamps go back at \(start)")
                last = start
                while let top = open.last, top <= start { open.removeLast() }
                if let top = open.last { #expect(end <= top, "track \(tid): a slice at \(start) overlaps its parent") }
                open.append(end)
            }
        }
        return byTrack
    }

    @Test func everyFrameAndBehaviourIsASliceWithTheFramesArgumentsOnTheSessionsTimeAxis() throws {
        let (timings, profile) = try timings()
        #expect(timings.count == 100)
        #expect(timings.behaviors == ["top-only", "anchor-top", "fade", "tabs"])
        // Every read after calibration advances 25 ns: a frame reads the clock before the runner starts, after it has
        // begun the frame and after each of the 4 behaviours, then at the end: 6 intervals.
        #expect(timings.frameNanoseconds.allSatisfy { $0 == 150 })
        #expect(timings.behaviorNanoseconds.count == 400 && timings.behaviorNanoseconds.allSatisfy { $0 == 25 })
        #expect(profile.latencyFrames == 100 && profile.behaviorFrames == 100)
        #expect(profile.behaviors.map(\.nanosecondsPerFrame) == [15, 15, 15, 15])
        let (written, bytes) = try write(timings)
        #expect(written == TraceWriter.Written(frames: 100, framesWritten: 100, bytes: bytes.count))
        let events = try events(bytes)
        let tracks = checkStructure(events, tracks: ["frames", "top-only", "anchor-top", "fade", "tabs"])
        let frames = try #require(tracks[1])
        #expect(frames.count == 100)
        for tid in 2...5 { #expect(tracks[Double(tid)]?.count == 100) }
        let phases: [ScrollPhase] = [.idle, .dragging, .decelerating]
        for (seq, frame) in frames.enumerated() {
            #expect(frame.string("name") == "frame")
            #expect(frame.number("ts") == Double(seq) * 1e6, "frame \(seq) starts at its sample's time, in µs")
            #expect(frame.number("dur") == 0.15)
            #expect(frame.argument("seq") == .number(Double(seq)))
            #expect(frame.argument("t") == .number(10 + Double(seq)))
            #expect(frame.argument("offset") == .number(Double(seq * 7 % 500) - 300))
            #expect(frame.argument("phase") == .string(phases[seq % 3].rawValue))
            #expect(frame.argument("frames") == nil)
        }
        // The behaviours of a frame lie end to end from its start, in stack order.
        let third = (2...5).map { tracks[Double($0)]![3] }
        #expect(third.map { $0.number("ts")! } == [3e6, 3e6 + 0.025, 3e6 + 0.05, 3e6 + 0.075])
        #expect(third.map { $0.string("name")! } == ["top-only", "anchor-top", "fade", "tabs"])
        let process = events.first { $0.string("name") == "process_name" }
        #expect(process?.argument("name") == .string("stretchy-replay drag \"1\""))
    }

    @Test func aFrameThatStartsBeforeThePreviousEndedFollowsIt() throws {
        // Samples 100 ns apart: each 150 ns frame would overlap the next one.
        let (timings, _) = try timings(count: 4, spacing: 1e-7)
        let (_, bytes) = try write(timings)
        let tracks = checkStructure(try events(bytes), tracks: ["frames", "top-only", "anchor-top", "fade", "tabs"])
        #expect(tracks[1]!.map { $0.number("ts")! } == [0, 0.15, 0.3, 0.45])
    }

    @Test func aTraceOverItsBudgetKeepsTheSlowestFrameOfEachRun() throws {
        let (timings, _) = try timings()
        // 50 slices at 5 per frame: 10 frames, each standing for a run of 10.
        let (written, bytes) = try write(timings, budget: 50)
        #expect(written.frames == 100 && written.framesWritten == 10 && written.isThinned)
        let tracks = checkStructure(try events(bytes), tracks: ["frames", "top-only", "anchor-top", "fade", "tabs"])
        let frames = try #require(tracks[1])
        // Every frame costs the same here, so each run's first is its slowest.
        #expect(frames.map { $0.argument("seq") } == (0..<10).map { .number(Double($0 * 10)) })
        #expect(frames.allSatisfy { $0.argument("frames") == .number(10) })
        for tid in 2...5 { #expect(tracks[Double(tid)]?.count == 10) }
        let writer = TraceWriter(session: "s", stack: "x", eventBudget: 50)
        var slow = FrameTimings(behaviors: ["a"])
        let costs: [UInt64] = [1]
        for (index, nanoseconds) in [5, 9, 2, 7, 8, 1].enumerated() {
            costs.withUnsafeBufferPointer {
                slow.append(ScrollSample(time: Double(index), offsetY: 0), nanoseconds: UInt64(nanoseconds), costs: $0)
            }
        }
        let chosen = TraceWriter(session: "s", stack: "x", eventBudget: 6).chosenFrames(slow)
        #expect(chosen.map(\.frame) == [1, 3, 4] && chosen.map(\.represents) == [2, 2, 2])
        #expect(writer.chosenFrames(slow).count == 6, "within the budget, every frame")
    }

    @Test func theSameTimingsGiveTheSameBytes() throws {
        let (first, _) = try timings()
        let (second, _) = try timings()
        #expect(try write(first).1 == write(second).1)
    }

    @Test func aTraceThatCannotBeCreatedSaysWhereAndLeavesNothing() throws {
        let (timings, _) = try timings(count: 3)
        let path = "/nonexistent-\(UUID().uuidString)/trace.json"
        #expect(throws: ReplayError.cannotCreateOutput(path: path, reason: "No such file or directory")) {
            try TraceWriter(session: "s", stack: "x").write(timings, clockReadNanoseconds: 1, to: path)
        }
    }

    @Test func repeatedBehavioursGetNumberedTracks() {
        #expect(TraceWriter.trackNames(["fade", "tabs", "fade", "fade"]) == ["fade", "tabs", "fade #2", "fade #3"])
    }
}
