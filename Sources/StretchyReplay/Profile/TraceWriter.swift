import StretchyCore
import _StretchySystem

/// Writes a profiled replay's ``FrameTimings`` as a Chrome Trace Event Format file (JSON object form), which
/// https://ui.perfetto.dev and `chrome://tracing` open (docs/replay.md, "Trace files").
///
/// One process (`pid` 1) named after the session; a track (`tid`) for the frames and one per behaviour, named by
/// metadata (`M`) events in stack order; per frame one complete (`X`) slice on the frames track with the frame's
/// `seq`, session time `t`, `offset` and `phase` as `args`, and one `X` slice per behaviour, laid end to end from the
/// frame's start in stack order. Timestamps are microseconds (with nanosecond decimals) on the session's own time
/// axis: a frame starts at its sample's time since the first sample, or, when the previous frame's slice had not
/// ended by then, where it ended, so slices on a track never overlap. Durations are the measured costs.
///
/// A trace keeps at most ``defaultEventBudget`` slices: a longer replay is thinned by cutting it into runs of
/// consecutive frames and writing each run's slowest frame, whose `args.frames` says how many frames it stands for.
/// The file is streamed through a buffer into an ``AtomicFile``: it appears whole, or not at all.
package struct TraceWriter {
    /// The most slices a trace holds (about 130 MB for a stack of five behaviours).
    package static let defaultEventBudget = 1_500_000
    /// How many bytes are collected before they are written.
    private static let bufferSize = 1 << 20

    /// What was written.
    package struct Written: Hashable, Sendable {
        /// The frames replayed.
        package var frames: Int
        /// The frames written: all of them, or one per run when thinned.
        package var framesWritten: Int
        /// The file's size in bytes.
        package var bytes: Int

        /// Whether the trace holds fewer frames than the replay.
        package var isThinned: Bool { framesWritten < frames }
    }

    /// The session's name, for the process's name.
    package var session: String
    /// The stack as given, such as `top-only,fade`, for the trace's `otherData`.
    package var stack: String
    /// The most slices written; see ``defaultEventBudget``.
    package var eventBudget: Int

    /// Prepares a writer.
    package init(session: String, stack: String, eventBudget: Int = defaultEventBudget) {
        self.session = session
        self.stack = stack
        self.eventBudget = eventBudget
    }

    /// The frames a trace of `timings` holds: every frame, or when that would exceed the budget, the slowest of each
    /// run of consecutive frames, with the run's length.
    package func chosenFrames(_ timings: FrameTimings) -> [(frame: Int, represents: Int)] {
        let count = timings.count
        let kept = max(1, eventBudget / (timings.behaviors.count + 1))
        guard count > kept else { return (0..<count).map { ($0, 1) } }
        var chosen: [(frame: Int, represents: Int)] = []
        chosen.reserveCapacity(kept)
        let nanoseconds = timings.frameNanoseconds
        for run in 0..<kept {
            let start = run * count / kept
            let end = (run + 1) * count / kept
            var slowest = start
            for frame in start..<end where nanoseconds[frame] > nanoseconds[slowest] { slowest = frame }
            chosen.append((slowest, end - start))
        }
        return chosen
    }

    /// Writes the trace of one profiled replay.
    ///
    /// - Parameters:
    ///   - timings: The replay's timings (``ProfileReport/timings``).
    ///   - clockReadNanoseconds: The profiler's calibrated cost of one clock read, for `otherData`.
    ///   - path: The file to write, such as `trace.json`.
    /// - Returns: How many frames and bytes were written.
    /// - Throws: ``ReplayError/cannotCreateOutput(path:reason:)``, ``ReplayError/writeFailed(path:reason:)``; the
    ///   destination is then as it was.
    package func write(_ timings: FrameTimings, clockReadNanoseconds: Double, to path: String) throws(ReplayError)
        -> Written
    {
        let file: AtomicFile
        do {
            file = try AtomicFile(path: path)
        } catch {
            throw .cannotCreateOutput(path: path, reason: error.reason)
        }
        var sink = Sink(descriptor: file.descriptor, capacity: Self.bufferSize)
        let chosen = chosenFrames(timings)
        header(timings, clockReadNanoseconds: clockReadNanoseconds, framesWritten: chosen.count, into: &sink)
        events(timings, chosen: chosen, into: &sink)
        sink.append("\n]}\n")
        sink.flush()
        if let failure = sink.failure {
            file.discard()
            throw .writeFailed(path: path, reason: failure.reason)
        }
        do {
            try file.commit()
        } catch {
            throw .writeFailed(path: path, reason: error.reason)
        }
        return Written(frames: timings.count, framesWritten: chosen.count, bytes: sink.written)
    }

    /// The trace's names of the behaviour tracks: each behaviour's identifier, with `#2`, `#3`... for a behaviour
    /// that runs more than once.
    package static func trackNames(_ behaviors: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return behaviors.map { identifier in
            let number = (seen[identifier] ?? 0) + 1
            seen[identifier] = number
            return number == 1 ? identifier : identifier + " #" + String(number)
        }
    }

    private func header(
        _ timings: FrameTimings, clockReadNanoseconds: Double, framesWritten: Int, into sink: inout Sink
    ) {
        let other: JSONValue = .object([
            ("tool", .string("stretchy-replay " + StretchyVersion.current)),
            ("session", .string(session)), ("stack", .string(stack)),
            ("frames", .number(Double(timings.count))), ("framesWritten", .number(Double(framesWritten))),
            ("clockReadNanoseconds", .number(clockReadNanoseconds)),
            ("timeAxis", .string("session time since the first sample, in microseconds")),
        ])
        sink.append("{\"displayTimeUnit\":\"ns\",\"otherData\":" + compact(other) + ",\"traceEvents\":[\n")
        var metadata = [
            "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":"
                + JSONString.quoted("stretchy-replay " + session) + "}}"
        ]
        let tracks = ["frames"] + Self.trackNames(timings.behaviors)
        for (index, name) in tracks.enumerated() {
            let tid = String(index + 1)
            metadata.append(
                "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"args\":{\"name\":"
                    + JSONString.quoted(name) + "}}")
            metadata.append(
                "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"args\":{\"sort_index\":\(tid)}}"
            )
        }
        sink.append(metadata.joined(separator: ",\n"))
    }

    private func compact(_ value: JSONValue) -> String {
        guard case .object(let members) = value else { return value.rendered() }
        return "{" + members.map { JSONString.quoted($0.0) + ":" + $0.1.rendered() }.joined(separator: ",") + "}"
    }

    private func events(_ timings: FrameTimings, chosen: [(frame: Int, represents: Int)], into sink: inout Sink) {
        let behaviorCount = timings.behaviors.count
        // Everything of a behaviour's slice before its timestamp, once per behaviour.
        let prefixes = Self.trackNames(timings.behaviors).enumerated().map { index, name in
            Array(
                (",\n{\"name\":" + JSONString.quoted(name) + ",\"ph\":\"X\",\"pid\":1,\"tid\":\(index + 2)"
                    + ",\"ts\":").utf8)
        }
        var phases: [ScrollPhase: [UInt8]] = [:]
        for phase in ScrollPhase.allCases { phases[phase] = Array(("\"" + phase.rawValue + "\"").utf8) }
        let thinned = chosen.count < timings.count
        let first = timings.times.first ?? 0
        var previousEnd: UInt64 = 0
        for (frame, represents) in chosen {
            let elapsed = (timings.times[frame] - first) * 1e9
            let sessionNanoseconds = elapsed.isFinite && elapsed > 0 ? UInt64(min(elapsed.rounded(), 9e18)) : 0
            let start = max(sessionNanoseconds, previousEnd)
            let duration = UInt64(timings.frameNanoseconds[frame])
            sink.append(",\n{\"name\":\"frame\",\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":")
            sink.appendMicroseconds(start)
            sink.append(",\"dur\":")
            sink.appendMicroseconds(duration)
            sink.append(",\"args\":{\"seq\":")
            sink.appendInteger(UInt64(frame))
            sink.append(",\"t\":")
            sink.append(NumberFormatting.shortest(timings.times[frame]))
            sink.append(",\"offset\":")
            sink.append(NumberFormatting.shortest(timings.offsets[frame]))
            sink.append(",\"phase\":")
            sink.append(phases[timings.phases[frame]]!)
            if thinned {
                sink.append(",\"frames\":")
                sink.appendInteger(UInt64(represents))
            }
            sink.append("}}")
            var behaviorStart = start
            for behavior in 0..<behaviorCount {
                let cost = UInt64(timings.behaviorNanoseconds[frame * behaviorCount + behavior])
                sink.append(prefixes[behavior])
                sink.appendMicroseconds(behaviorStart)
                sink.append(",\"dur\":")
                sink.appendMicroseconds(cost)
                sink.append("}")
                behaviorStart += cost
            }
            previousEnd = start + max(duration, behaviorStart - start)
        }
    }

    /// A byte buffer written to a descriptor whenever it fills; the first failure stops the writing.
    private struct Sink {
        let descriptor: Int32
        let capacity: Int
        var buffer: [UInt8] = []
        var failure: SystemFailure?
        var written = 0

        init(descriptor: Int32, capacity: Int) {
            self.descriptor = descriptor
            self.capacity = capacity
            buffer.reserveCapacity(capacity + 4096)
        }

        mutating func append(_ text: String) {
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= capacity { flush() }
        }

        mutating func append(_ bytes: [UInt8]) {
            buffer.append(contentsOf: bytes)
            if buffer.count >= capacity { flush() }
        }

        /// A whole number in decimal.
        mutating func appendInteger(_ value: UInt64) {
            var digits = 1
            var probe = value
            while probe >= 10 {
                probe /= 10
                digits += 1
            }
            buffer.append(contentsOf: repeatElement(48, count: digits))
            var rest = value
            var index = buffer.count - 1
            while rest >= 10 {
                buffer[index] = UInt8(48 + rest % 10)
                rest /= 10
                index -= 1
            }
            buffer[index] = UInt8(48 + rest)
        }

        /// Nanoseconds as microseconds: the whole part, then up to three decimals without trailing zeros.
        mutating func appendMicroseconds(_ nanoseconds: UInt64) {
            appendInteger(nanoseconds / 1000)
            var fraction = Int(nanoseconds % 1000)
            guard fraction > 0 else { return }
            var places = 3
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            buffer.append(46)  // "."
            var divisor = places == 3 ? 100 : places == 2 ? 10 : 1
            while divisor > 0 {
                buffer.append(UInt8(48 + fraction / divisor % 10))
                divisor /= 10
            }
        }

        mutating func flush() {
            guard !buffer.isEmpty else { return }
            defer { buffer.removeAll(keepingCapacity: true) }
            guard failure == nil else { return }
            written += buffer.count
            let descriptor = self.descriptor
            let result = buffer.withUnsafeBytes { bytes in
                Result { () throws(SystemFailure) in try writeAll(descriptor, bytes) }
            }
            if case .failure(let error) = result { failure = error }
        }
    }
}
