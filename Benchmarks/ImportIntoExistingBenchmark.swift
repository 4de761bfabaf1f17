import Foundation
import StretchyStore

/// Import into a file that already holds sessions: at most 1.25 times `sqlite3`'s `.import` of the same CSV.
///
/// The same CSV and the same baseline as ``ImportBenchmark`` (`sqlite3 new.db ".mode csv" ".import file.csv t"`
/// into a new file). Measured: the release `stretchy-replay import file.csv --into existing.db` as a child, and
/// `SessionStore(path:mode: .readWrite)` plus `importSamples(fromFile:)` in this process, on a fresh copy (made
/// and flushed before the clock starts) of a file holding two earlier sessions of the same size.
enum ImportIntoExistingBenchmark {
    static func run(_ context: BenchContext, csv: String) throws -> [BenchRow] {
        let count = context.sizes.replaySamples
        let existing = try context.database("existing.db", sessions: [("earlier-1", count), ("earlier-2", count)])
        let sqliteTarget = context.path("sqlite-import-existing.db")
        let ourTarget = context.path("our-import-existing.db")
        // The copy is flushed to the disk before the clock starts, as a file that has held its sessions for a while
        // is: otherwise the import's own fsync would also write out the copy.
        func freshCopy() throws {
            context.removeDatabase(ourTarget)
            try FileManager.default.copyItem(atPath: existing, toPath: ourTarget)
            let descriptor = open(ourTarget, O_RDONLY)
            guard descriptor >= 0, fsync(descriptor) == 0 else { throw BenchFailure("cannot flush \(ourTarget)") }
            close(descriptor)
        }
        var bodies: [() throws -> UInt64?] = [
            {
                context.removeDatabase(sqliteTarget)
                return try ChildProcess.run("sqlite3", [sqliteTarget, ".mode csv", ".import \(csv) t"]).wallNanoseconds
            },
            {
                try freshCopy()
                let start = Timing.now()
                let store = try SessionStore(path: ourTarget, mode: .readWrite)
                let info = try store.importSamples(fromFile: csv, name: "imported")
                guard info.sampleCount == count else { throw BenchFailure("imported \(info.sampleCount) samples") }
                return Timing.now() - start
            },
        ]
        if let binary = context.replayBinary {
            bodies.append {
                try freshCopy()
                return try ChildProcess.run(binary, ["import", csv, "--into", ourTarget, "--name", "imported"])
                    .wallNanoseconds
            }
        }
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions, bodies)
        func row(_ target: String, _ value: Double) -> BenchRow {
            .time(target, value, baseline: medians[0], baselineNote: " (sqlite3 .import)", atMost: 1.25)
        }
        var rows: [BenchRow] = []
        if medians.count > 2 { rows.append(row("3 import into existing, binary", medians[2])) }
        rows.append(row("3 import into existing, in process", medians[1]))
        return rows
    }
}
