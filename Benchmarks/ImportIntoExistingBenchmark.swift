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
        return try ImportBenchmark.measure(
            context, csv: csv, count: count, target: ourTarget, mode: .readWrite, limit: 1.25,
            binaryRow: "3 import into existing, binary", inProcessRow: "3 import into existing, in process",
            prepare: freshCopy)
    }
}
