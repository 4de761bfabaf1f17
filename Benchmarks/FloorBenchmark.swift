import Foundation
import StretchyStore
import _StretchySystem

/// Round two: replay against the floor of reading the rows, a C program that only steps the replay's `SELECT`.
///
/// The bench writes `floor.c` to its temporary folder and builds it with `cc -O2 floor.c -lsqlite3`: it opens the
/// file read-only, prepares the `SELECT` of the store's `SampleCursor` (the same columns, the same `WHERE` and
/// `ORDER BY`), steps every row and reads every column (six doubles, the phase's text and `seq`), summing them so
/// nothing is left out. Measured side by side with it: the release `stretchy-replay` end to end (target <= 2.5x the
/// floor; also <= 0.5x `sqlite3 -readonly db "SELECT ..." > /dev/null`), the same replay in this process, and the
/// rows alone through `SampleCursor`. Skipped with a reason when there is no `cc`.
enum FloorBenchmark {
    static func run(_ context: BenchContext) throws -> [BenchRow] {
        let count = context.sizes.replaySamples
        let database = try context.database("replay.db", sessions: [("replay", count)])
        let id = try SessionStore(path: database, mode: .readOnly).session(named: "replay").id
        guard let floor = try buildFloor(context) else {
            return [
                BenchRow(
                    target: "R2 replay vs C floor", value: "skipped: no C compiler (cc) or sqlite3.h",
                    baseline: "-", ratio: "-", limit: "<= 2.5x", holds: nil)
            ]
        }
        // The floor reads what the replay reads: check its row count and sums once, before timing it.
        let floorOutput = context.path("floor.txt")
        _ = try ChildProcess.run(floor, [database, "\(id)"], output: floorOutput)
        let rowsRead = try String(contentsOfFile: floorOutput, encoding: .utf8).split(separator: " ").first
        guard rowsRead.flatMap({ Int($0) }) == count else {
            throw BenchFailure("the C floor read \(rowsRead ?? "nothing") rows, not \(count)")
        }
        let select = """
            SELECT t, offset_y, inset_top, viewport_width, viewport_height, content_height, phase, seq \
            FROM samples WHERE session_id = \(id) ORDER BY seq
            """
        context.log("floor: \(Format.count(count)) samples, C floor \(floor)")
        // The C floor first, then what the replay measurement times (sqlite3, in process, rows only, the binary).
        let bodies: [() throws -> UInt64?] =
            [{ try ChildProcess.run(floor, [database, "\(id)"]).wallNanoseconds }]
            + ReplayBenchmark.replayBodies(context, database: database, count: count, select: select)
        let medians = try Timing.sideBySide(
            warmups: context.sizes.warmups, repetitions: context.sizes.repetitions, bodies)
        let note = " (C floor)"
        var rows: [BenchRow] = []
        if medians.count > 4 {
            rows.append(
                .time("R2 replay binary vs C floor", medians[4], baseline: medians[0], baselineNote: note, atMost: 2.5))
            rows.append(
                .time(
                    "R2 replay binary vs sqlite3", medians[4], baseline: medians[1],
                    baselineNote: " (sqlite3 SELECT)", atMost: 0.5))
        }
        rows.append(
            .time("R2 replay in process vs C floor", medians[2], baseline: medians[0], baselineNote: note, atMost: 2.5))
        rows.append(
            BenchRow(
                target: "R2 rows only (SampleCursor)", value: Format.duration(medians[3]),
                baseline: Format.duration(medians[0]) + note, ratio: Format.ratio(medians[3] / medians[0]), limit: "-",
                holds: nil))
        return rows
    }

    /// The C floor's source: `floor DB SESSION_ID` prints the number of rows read and the sums of their columns.
    static let source = """
        #include <sqlite3.h>
        #include <stdio.h>
        #include <stdlib.h>

        int main(int argc, char **argv) {
            if (argc != 3) { fprintf(stderr, "usage: floor DB SESSION_ID\\n"); return 2; }
            sqlite3 *db;
            if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
                fprintf(stderr, "%s\\n", sqlite3_errmsg(db));
                return 1;
            }
            sqlite3_stmt *statement;
            const char *sql = "SELECT t, offset_y, inset_top, viewport_width, viewport_height, content_height, "
                "phase, seq FROM samples WHERE session_id = ? ORDER BY seq";
            if (sqlite3_prepare_v2(db, sql, -1, &statement, NULL) != SQLITE_OK) {
                fprintf(stderr, "%s\\n", sqlite3_errmsg(db));
                return 1;
            }
            sqlite3_bind_int64(statement, 1, atoll(argv[2]));
            long rows = 0;
            long long textBytes = 0, seqs = 0;
            double sum = 0;
            int code;
            while ((code = sqlite3_step(statement)) == SQLITE_ROW) {
                for (int column = 0; column < 6; column++) sum += sqlite3_column_double(statement, column);
                const unsigned char *phase = sqlite3_column_text(statement, 6);
                textBytes += sqlite3_column_bytes(statement, 6) + (phase ? phase[0] : 0);
                seqs += sqlite3_column_int64(statement, 7);
                rows++;
            }
            if (code != SQLITE_DONE) { fprintf(stderr, "%s\\n", sqlite3_errmsg(db)); return 1; }
            sqlite3_finalize(statement);
            sqlite3_close(db);
            printf("%ld %.17g %lld %lld\\n", rows, sum, textBytes, seqs);
            return 0;
        }

        """

    /// Writes `floor.c` and builds it with `cc -O2`; nil when there is no C compiler or it cannot build.
    private static func buildFloor(_ context: BenchContext) throws -> String? {
        let sourcePath = context.path("floor.c")
        let binary = context.path("floor")
        try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
        do {
            _ = try ChildProcess.run("cc", ["-O2", "-o", binary, sourcePath, "-lsqlite3"])
        } catch {
            context.log("floor: cannot build the C floor: \(error)")
            return nil
        }
        return binary
    }
}
