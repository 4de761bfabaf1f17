import StretchyReplay
import StretchyStore

/// Target 3: importing a CSV takes at most 1.5 times as long as `sqlite3`'s own `.import` of the same file.
///
/// The CSV is the replay session exported by the store (every column, shortest round-trip numbers). Baseline:
/// `sqlite3 new.db ".mode csv" ".import file.csv t"` into a new plain table (every column TEXT, no key, no checks),
/// a child process. Measured: `SessionStore(path:mode: .create)` plus `importSamples(fromFile:)` in this process,
/// and the release `stretchy-replay import file.csv --into new.db` as a child; both parse every number, validate
/// every sample and write the keyed, checked `samples` table. Every run starts from a deleted file.
enum ImportBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let count = context.sizes.replaySamples
        let database = try context.database("replay.db", sessions: [("replay", count)])
        let csv = context.path("import.csv")
        try SessionStore(path: database, mode: .readOnly)
            .exportSamples(session: "replay", format: .csv, toFile: csv)
        context.log("import: \(Format.count(count)) rows")
        let sqliteTarget = context.path("sqlite-import.db")
        let ourTarget = context.path("our-import.db")
        var bodies: [() throws -> UInt64?] = [
            {
                context.removeDatabase(sqliteTarget)
                return try ChildProcess.run("sqlite3", [sqliteTarget, ".mode csv", ".import \(csv) t"]).wallNanoseconds
            },
            {
                context.removeDatabase(ourTarget)
                let start = Timing.now()
                let store = try SessionStore(path: ourTarget, mode: .create)
                let info = try store.importSamples(fromFile: csv, name: "imported")
                guard info.sampleCount == count else { throw BenchFailure("imported \(info.sampleCount) samples") }
                return Timing.now() - start
            },
        ]
        if let binary = context.replayBinary {
            bodies.append {
                context.removeDatabase(ourTarget)
                return try ChildProcess.run(binary, ["import", csv, "--into", ourTarget, "--name", "imported"])
                    .wallNanoseconds
            }
        }
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions, bodies)
        let baseline = medians[0]
        let baselineText = Format.duration(baseline) + " (sqlite3 .import)"
        var rows: [BenchRow] = []
        if medians.count > 2 {
            rows.append(
                BenchRow(
                    target: "3 import, stretchy-replay binary", value: Format.duration(medians[2]),
                    baseline: baselineText, ratio: Format.ratio(medians[2] / baseline), limit: "<= 1.5x",
                    holds: medians[2] / baseline <= 1.5))
        }
        rows.append(
            BenchRow(
                target: "3 import, in process", value: Format.duration(medians[1]), baseline: baselineText,
                ratio: Format.ratio(medians[1] / baseline), limit: "<= 1.5x", holds: medians[1] / baseline <= 1.5))
        return rows
    }
}
