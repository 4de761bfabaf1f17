import StretchyCore

/// A session's samples, read one at a time from a single prepared `SELECT`, in `seq` order.
///
/// The cursor holds the statement and nothing else: each ``next()`` steps SQLite to the next row and builds one
/// ``ScrollSample`` from it, so memory does not grow with the session's length. In WAL mode the cursor reads a
/// consistent snapshot taken at its first step, even while a recorder appends to the same file.
///
/// For example:
///
/// ```swift
/// let cursor = try store.sampleCursor(session: "fling-1")
/// while let sample = try cursor.next() {
///     let layout = try runner.step(sample)
/// }
/// ```
public final class SampleCursor: SampleSource {
    /// The session's name.
    public let sessionName: String
    /// The number of samples read so far.
    public private(set) var samplesRead = 0
    private let statement: SQLiteStatement
    private var isDone = false

    init(sessionName: String, statement: SQLiteStatement) {
        self.sessionName = sessionName
        self.statement = statement
    }

    /// The next sample, or `nil` after the last one.
    ///
    /// - Returns: The sample.
    /// - Throws: ``StoreError/sqlite(_:)`` when SQLite fails to read, or when a stored phase is not a known one.
    /// - Complexity: O(1), with no allocation beyond SQLite's own.
    public func next() throws(StoreError) -> ScrollSample? {
        guard !isDone else { return nil }
        let hasRow: Bool
        do { hasRow = try statement.step() } catch { throw .sqlite(error) }
        guard hasRow else {
            isDone = true
            statement.reset()
            return nil
        }
        guard let phase = statement.withText(at: 6, ScrollPhase.init(utf8:)) else {
            throw .sqlite(
                SQLiteError(
                    code: .SQLITE_CORRUPT, message: "unknown phase '\(statement.text(at: 6) ?? "NULL")'",
                    sql: statement.sql))
        }
        for index: Int32 in 0..<6 where !statement.isNumber(at: index) {
            throw .invalidSampleCell(
                session: sessionName, seq: statement.int64(at: 7), column: SampleField.allCases[Int(index)].name,
                type: statement.typeName(at: index))
        }
        samplesRead += 1
        return ScrollSample(
            time: statement.double(at: 0),
            offsetY: statement.double(at: 1),
            insetTop: statement.double(at: 2),
            viewportWidth: statement.double(at: 3),
            viewportHeight: statement.double(at: 4),
            contentHeight: statement.double(at: 5),
            phase: phase)
    }
}
