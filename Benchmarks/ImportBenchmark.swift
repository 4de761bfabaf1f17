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
        func row(_ target: String, _ value: Double) -> BenchRow {
            .time(target, value, baseline: medians[0], baselineNote: " (sqlite3 .import)", atMost: 1.5)
        }
        var rows: [BenchRow] = []
        if medians.count > 2 { rows.append(row("3 import, stretchy-replay binary", medians[2])) }
        rows.append(row("3 import, in process", medians[1]))
        return rows + (try ImportIntoExistingBenchmark.run(context, csv: csv))
    }
}
