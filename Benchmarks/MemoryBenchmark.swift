import Foundation

/// Target 4: replaying a 10,000,000-sample session keeps peak memory (max RSS) under 64 MB.
///
/// The release `stretchy-replay` replays the session as a child process; its peak resident set comes from `wait4`'s
/// `ru_maxrss` as GNU time (`/usr/bin/time -f %M`) reports it. The baseline is the same command on a session a
/// tenth as long: a replay that streams peaks at the same size whatever the session's length, so the ratio should be
/// close to 1.
enum MemoryBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        guard let binary = context.replayBinary else {
            return [
                BenchRow(
                    target: "4 replay max RSS", value: "stretchy-replay not built", baseline: "-", ratio: "-",
                    limit: "< 64 MB", holds: nil)
            ]
        }
        let count = context.sizes.memorySamples
        let database = try context.database(
            "memory.db", sessions: [("long", count), ("short", count / 10)])
        context.log("memory: \(Format.count(count)) samples")
        func peak(_ session: String) throws -> (kilobytes: Int, nanoseconds: UInt64) {
            try Self.peak(context, [binary, database, "--session", session, "--behaviors", BenchContext.stackText])
        }
        _ = try peak("short")
        let short = try peak("short")
        let long = try peak("long")
        let megabytes = Double(long.kilobytes) / 1024
        let baseline = Double(short.kilobytes) / 1024
        return [
            BenchRow(
                target: "4 replay \(Format.count(count)) max RSS", value: Format.fixed(megabytes, 1) + " MB",
                baseline: Format.fixed(baseline, 1) + " MB (\(Format.count(count / 10)) samples)",
                ratio: Format.ratio(megabytes / baseline), limit: "< 64 MB", holds: megabytes < 64),
            BenchRow(
                target: "4 replay \(Format.count(count)) wall time", value: Format.duration(Double(long.nanoseconds)),
                baseline: Format.duration(Double(short.nanoseconds)) + " (\(Format.count(count / 10)))",
                ratio: Format.ratio(Double(long.nanoseconds) / Double(short.nanoseconds)), limit: "-", holds: nil),
        ]
    }

    /// Runs a command as a child and returns its peak resident set and wall time.
    static func peak(_ context: BenchContext, _ command: [String]) throws -> (kilobytes: Int, nanoseconds: UInt64) {
        // glibc's posix_spawn shares this process's memory until exec (CLONE_VM | CLONE_VFORK), and the kernel
        // counts that memory in the child's ru_maxrss: wait4 would report this benchmark's own peak. GNU time forks
        // a small process of its own, so its %M is the replay's alone.
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            let run = try ChildProcess.run(command[0], Array(command.dropFirst()))
            return (run.maxResidentKilobytes, run.wallNanoseconds)
        }
        let report = context.path("time.txt")
        let run = try ChildProcess.run(time, ["-f", "%M", "-o", report] + command)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        guard let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchFailure("cannot read /usr/bin/time's report: \(text)")
        }
        return (kilobytes, run.wallNanoseconds)
    }
}
