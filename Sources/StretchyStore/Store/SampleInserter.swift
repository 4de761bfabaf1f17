import StretchyCore

/// Inserts one session's samples in order, several rows per `INSERT` statement.
///
/// A single-row `INSERT` pays SQLite's per-statement cost (starting the virtual machine, opening the table's cursor,
/// finding the insertion point) for every sample; a statement of ``rowsPerStatement`` rows pays it once for all of
/// them. The rows, their order and their values are exactly those of one `INSERT` per sample. Samples wait in a
/// small reused buffer until a statement's worth has come; ``finish()`` inserts the rest one by one. Validation is
/// the caller's, before ``append(_:)``, so errors keep naming the sample at fault.
final class SampleInserter {
    /// Rows per multi-row statement: 9 parameters each, far below SQLite's limit of 32766 parameters.
    static let rowsPerStatement = 64

    /// The columns of one row, in the order ``bind(_:session:seq:to:from:)`` binds them.
    static let columns = ["session_id", "seq"] + SampleField.names

    /// The `INSERT` of `rows` samples, every one with a parameter per column.
    static func insertSQL(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        return "INSERT INTO samples (\(columns.joined(separator: ", "))) VALUES "
            + Array(repeating: row, count: rows).joined(separator: ", ")
    }

    private let session: Int64
    private let single: SQLiteStatement
    private let batch: SQLiteStatement
    private var pending: [ScrollSample] = []
    private var nextSeq: Int64 = 0

    init(store: SessionStore, session: Int64) throws(SQLiteError) {
        self.session = session
        single = try store.sampleInsertStatement()
        batch = try store.connection.cachedStatement(Self.insertSQL(rows: Self.rowsPerStatement))
        pending.reserveCapacity(Self.rowsPerStatement)
    }

    /// Adds the next sample; inserts a statement's worth once enough have come.
    func append(_ sample: ScrollSample) throws(SQLiteError) {
        pending.append(sample)
        guard pending.count == Self.rowsPerStatement else { return }
        var base: Int32 = 0
        for sample in pending {
            try Self.bind(sample, session: session, seq: nextSeq, to: batch, from: base)
            nextSeq += 1
            base += Int32(Self.columns.count)
        }
        _ = try batch.step()
        batch.resetKeepingBindings()
        pending.removeAll(keepingCapacity: true)
    }

    /// Inserts the samples still waiting, one statement each.
    func finish() throws(SQLiteError) {
        for sample in pending {
            try Self.bind(sample, session: session, seq: nextSeq, to: single, from: 0)
            nextSeq += 1
            _ = try single.step()
            single.resetKeepingBindings()
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Binds one row's nine values (``columns``) to parameters `base + 1` through `base + 9`.
    static func bind(
        _ sample: ScrollSample, session: Int64, seq: Int64, to statement: SQLiteStatement, from base: Int32
    )
        throws(SQLiteError)
    {
        try statement.bind(session, at: base + 1)
        try statement.bind(seq, at: base + 2)
        for field in SampleField.allCases {
            let index = base + 3 + Int32(field.rawValue)
            if let value = sample.value(of: field) {
                try statement.bind(value, at: index)
            } else {
                let phase = PhaseText.name(of: sample.phase)
                try statement.bindStatic(phase.pointer, count: phase.count, at: index)
            }
        }
    }
}
