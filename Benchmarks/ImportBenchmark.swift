import StretchyReplay
import StretchyStore

/// Target 3: importing a CSV takes at most 1.2 times as long as `sqlite3`'s own `.import` of the same file (1.5 in
/// the first round).
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
        let ourTarget = context.path("our-import.db")
        let rows = try measure(
            context, csv: csv, count: count, target: ourTarget, mode: .create, limit: 1.2,
            binaryRow: "3 import, stretchy-replay binary", inProcessRow: "3 import, in process"
        ) { context.removeDatabase(ourTarget) }
        return rows + (try ImportIntoExistingBenchmark.run(context, csv: csv))
    }

    /// Times the `sqlite3 .import` baseline (into a new file) and both imports of `csv` into `target`, side by side,
    /// and returns the binary's and the in-process import's rows against it.
    ///
    /// - Parameters:
    ///   - mode: How the in-process import opens `target`.
    ///   - limit: The largest ratio to the baseline that holds.
    ///   - prepare: Puts `target` in its starting state before each of our imports, outside their clock.
    static func measure(
        _ context: BenchContext, csv: String, count: Int, target: String, mode: SQLiteOpenMode, limit: Double,
        binaryRow: String, inProcessRow: String, prepare: @escaping () throws -> Void
    ) throws -> [BenchRow] {
        let sqliteTarget = context.path("sqlite-import.db")
        var bodies: [() throws -> UInt64?] = [
            {
                context.removeDatabase(sqliteTarget)
                return try ChildProcess.run("sqlite3", [sqliteTarget, ".mode csv", ".import \(csv) t"]).wallNanoseconds
            },
            {
                try prepare()
                let start = Timing.now()
                let store = try SessionStore(path: target, mode: mode)
                let info = try store.importSamples(fromFile: csv, name: "imported")
                guard info.sampleCount == count else { throw BenchFailure("imported \(info.sampleCount) samples") }
                return Timing.now() - start
            },
        ]
        if let binary = context.replayBinary {
            bodies.append {
                try prepare()
                return try ChildProcess.run(binary, ["import", csv, "--into", target, "--name", "imported"])
                    .wallNanoseconds
            }
        }
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions, bodies)
        func row(_ target: String, _ value: Double) -> BenchRow {
            .time(target, value, baseline: medians[0], baselineNote: " (sqlite3 .import)", atMost: limit)
        }
        var rows: [BenchRow] = []
        if medians.count > 2 { rows.append(row(binaryRow, medians[2])) }
        rows.append(row(inProcessRow, medians[1]))
        return rows
    }
}
