import Foundation
import StretchyCore
import StretchyReplay
import StretchyStore
import _StretchySystem

/// Round two: instructions per frame of the engine and of the digest, counted by `valgrind --tool=callgrind`, which
/// a noisy machine does not disturb.
///
/// The bench runs itself under callgrind in a child mode (`stretchy-bench --count-instructions engine|digest N`)
/// that prepares a fixed input, the first N synthesized samples of the bench's script, then runs one loop over it:
/// `StackRunner.step` over the five-behaviour stack, or `FrameDigester.add` over the frames' values computed
/// beforehand. Callgrind collects only inside that loop's function (`--toggle-collect`), so its total `Ir` divided
/// by N is the cost of one frame, set-up and start-up left out. A third mode, `replay`, counts a whole replay in this
/// process (opening the store, `SampleCursor`, the stack, the columns and the digest) over a session of N samples
/// that the bench makes beforehand and names in the child's arguments (`replay N DATABASE`).
/// Each count is taken twice and the row holds when both runs agree to 0.01 % (the engine and the digest agree to the
/// instruction). Under valgrind the digest runs the portable SHA-256: valgrind's CPUID hides the SHA extensions.
/// Skipped with a reason when `valgrind` is not installed.
enum InstructionBenchmark {
    /// The argument that starts the child mode.
    static let childFlag = "--count-instructions"
    /// Frames per counted run: small enough for valgrind's slowdown, large enough that one frame's share is exact
    /// to well under an instruction.
    static let frames = 100_000
    /// What can be counted, and the function callgrind collects in for each.
    static let loops = [
        ("engine", "countedEngineFrames"), ("digest", "countedDigestFrames"), ("replay", "countedReplayFrames"),
    ]

    static func run(_ context: BenchContext) throws -> [BenchRow] {
        guard (try? ChildProcess.run("valgrind", ["--version"])) != nil else {
            return [
                BenchRow(
                    target: "R2 instructions/frame", value: "skipped: valgrind is not installed", baseline: "-",
                    ratio: "-", limit: "-", holds: nil)
            ]
        }
        // valgrind 3.19 gives up on the DWARF of a Swift 6 build ("possibly corrupted debuginfo"): it runs a copy of
        // this executable without the debug sections (symbols kept, so the loops can still be named).
        var executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let stripped = context.path("stretchy-bench-stripped")
        if (try? ChildProcess.run("objcopy", ["--strip-debug", executable, stripped])) != nil { executable = stripped }
        // The replay's session is made here, natively, and named in the child's arguments: both runs read one file.
        let database = try context.database(
            "instructions-\(frames).db", sessions: [("replay", frames)])
        var rows: [BenchRow] = []
        for (name, function) in loops {
            var counts: [UInt64] = []
            for run in 1...2 {
                let output = context.path("callgrind.\(name).\(run).out")
                _ = try ChildProcess.run(
                    "valgrind",
                    [
                        "-q", "--tool=callgrind", "--callgrind-out-file=\(output)", "--collect-atstart=no",
                        "--toggle-collect=*\(function)*", executable, childFlag, name, "\(frames)",
                    ] + (name == "replay" ? [database] : []))
                counts.append(try totalInstructions(output))
            }
            context.log("instructions: \(name) \(counts.map(String.init).joined(separator: ", ")) Ir")
            let perFrame = Double(counts[0]) / Double(frames)
            // The engine and digest loops touch nothing but memory and count the same to the instruction; the
            // replay's SQLite reads a file, and may not.
            let difference = counts[0] > counts[1] ? counts[0] - counts[1] : counts[1] - counts[0]
            rows.append(
                BenchRow(
                    target: "R2 \(name) instructions/frame", value: Format.fixed(perFrame, 1) + " Ir",
                    baseline: "\(counts[0]) Ir / \(Format.count(frames)) frames, "
                        + (difference == 0 ? "twice" : "then \(counts[1])"),
                    ratio: "-", limit: "runs within 0.01%",
                    holds: counts[0] > 0 && Double(difference) <= 1e-4 * Double(counts[0])))
        }
        return rows
    }

    /// Runs the child mode when the arguments ask for it, and then exits; returns otherwise.
    static func runChildIfAsked(_ arguments: [String]) {
        guard arguments.first == childFlag else { return }
        guard arguments.count == (arguments.dropFirst().first == "replay" ? 4 : 3), let count = Int(arguments[2]),
            count > 0, loops.contains(where: { $0.0 == arguments[1] })
        else {
            FileHandle.standardError.write(
                "usage: stretchy-bench \(childFlag) engine|digest FRAMES | replay FRAMES DATABASE\n".data(using: .utf8)!
            )
            exit(2)
        }
        do {
            let context = try BenchContext(sizes: .quick)
            defer { context.cleanUp() }
            switch arguments[1] {
            case "engine":
                let samples = Array(context.samples(count))
                var runner = context.stack.makeRunner()
                keepAlive(try countedEngineFrames(&runner, samples))
            case "replay":
                print(try countedReplayFrames(context.engine, arguments[3], frames: count))
            default:
                let samples = Array(context.samples(count))
                let columns = context.engine.columns
                var runner = context.stack.makeRunner()
                var frames: [[Double]] = []
                for sample in samples {
                    var values: [Double] = []
                    columns.values(sample: sample, layout: try runner.step(sample), into: &values)
                    frames.append(values)
                }
                var digester = FrameDigester(columns: columns)
                countedDigestFrames(&digester, frames)
                print(digester.finalize())
            }
        } catch {
            FileHandle.standardError.write("error: \(error)\n".data(using: .utf8)!)
            exit(1)
        }
        exit(0)
    }

    /// The engine's loop, the only code callgrind counts in the `engine` mode.
    @inline(never)
    static func countedEngineFrames(_ runner: inout StackRunner, _ samples: [ScrollSample]) throws -> Double {
        var sum = 0.0
        for sample in samples { sum += try runner.step(sample).headerHeight }
        return sum
    }

    /// A whole replay in this process, opening the store included: the only code counted in the `replay` mode.
    @inline(never)
    static func countedReplayFrames(_ engine: ReplayEngine, _ database: String, frames: Int) throws -> String {
        let store = try SessionStore(path: database, mode: .readOnly)
        var source = try store.sampleCursor(session: "replay")
        let summary = try engine.run(&source)
        guard summary.frames == frames else { throw BenchFailure("replayed \(summary.frames) frames, not \(frames)") }
        return summary.digest.hexadecimal
    }

    /// The digest's loop, the only code callgrind counts in the `digest` mode.
    @inline(never)
    static func countedDigestFrames(_ digester: inout FrameDigester, _ frames: [[Double]]) {
        for (seq, values) in frames.enumerated() { digester.add(seq: seq, values: values) }
    }

    /// The total `Ir` of a callgrind output file: its `totals:` line (or `summary:`, in older versions).
    private static func totalInstructions(_ path: String) throws -> UInt64 {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            if let count = line.split(separator: " ").dropFirst().first.flatMap({ UInt64($0) }) { return count }
        }
        throw BenchFailure("no totals in \(path)")
    }
}
