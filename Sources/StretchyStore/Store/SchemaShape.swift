import Foundation

/// The tables of a Stretchy file at one schema version, and each table's columns as SQLite describes them: what a
/// file must hold to be opened (``SessionStore/init(path:mode:now:)`` checks it before anything else is read).
///
/// The expected shape is not written out by hand: it is what the store's own migrations create in an empty
/// in-memory database, so a new migration extends the check by itself.
struct SchemaShape: Equatable {
    /// One column, as `PRAGMA table_xinfo` describes it.
    struct Column: Equatable {
        /// The column's name.
        var name: String
        /// The declared type, as written (empty for the untyped sample columns).
        var type: String
        /// Whether the column is `NOT NULL`.
        var isNotNull: Bool
        /// The column's place in the primary key, from 1; 0 when it is not part of it.
        var primaryKeyIndex: Int64
        /// 0 for an ordinary column, 1 for a hidden one of a virtual table, 2 or 3 for a generated one.
        var hidden: Int64
    }

    /// The tables, by name, with their columns in order.
    var tables: [String: [Column]]

    /// The shape of the tables named in `names` as `connection` finds them; a table that is missing or is no table
    /// is left out (``check(_:path:against:)`` reports it first).
    static func read(_ connection: SQLiteConnection, tables names: some Sequence<String>) throws(SQLiteError)
        -> SchemaShape
    {
        var tables: [String: [Column]] = [:]
        let statement = try connection.prepare(
            "SELECT name, type, \"notnull\", pk, hidden FROM pragma_table_xinfo(?) ORDER BY cid")
        for name in names {
            try statement.bind(name, at: 1)
            var columns: [Column] = []
            while try statement.step() {
                columns.append(
                    Column(
                        name: statement.text(at: 0) ?? "", type: statement.text(at: 1) ?? "",
                        isNotNull: statement.int64(at: 2) != 0, primaryKeyIndex: statement.int64(at: 3),
                        hidden: statement.int64(at: 4)))
            }
            statement.reset()
            tables[name] = columns
        }
        return SchemaShape(tables: tables)
    }

    /// The shape of a file after each number of `migrations`, from 0: what they create in an empty database.
    static func shapes(after migrations: [StoreMigration]) throws(SQLiteError) -> [SchemaShape] {
        let memory = try SQLiteConnection(path: ":memory:", mode: .create, enablingWAL: false)
        var shapes = [SchemaShape(tables: [:])]
        for migration in migrations {
            try migration.apply(memory)
            let statement = try memory.prepare(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            var names: [String] = []
            while try statement.step() { names.append(statement.text(at: 0) ?? "") }
            shapes.append(try read(memory, tables: names))
        }
        return shapes
    }

    /// The shapes of the built-in migrations, made on first use and kept; not kept when making them failed (a signal
    /// that arrived meanwhile stops every SQLite step, so the open that needed them fails as interrupted instead).
    private static let builtInCache = BuiltInShapes()

    /// The shape a file at `version` must have, of these migrations (the built-in ones, then a test's).
    static func expected(version: Int, migrations: [StoreMigration]) throws(SQLiteError) -> SchemaShape {
        if migrations.count == StoreSchema.builtInMigrations.count { return try builtInCache.shapes()[version] }
        return try shapes(after: Array(migrations.prefix(version)))[version]
    }

    /// The built-in shapes behind a lock.
    private final class BuiltInShapes: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [SchemaShape]?

        func shapes() throws(SQLiteError) -> [SchemaShape] {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let shapes = try SchemaShape.shapes(after: StoreSchema.builtInMigrations)
            made = shapes
            return shapes
        }
    }

    /// Refuses a file whose tables are not those of `expected`: a table missing, a view or anything else in a
    /// table's place, other columns, or a trigger on one of them. Other tables, indexes and views the file may hold
    /// are left alone (they are never read, and the connection runs no view or trigger).
    ///
    /// - Throws: ``StoreError/unexpectedSchema(path:problem:)``, or ``SQLiteError`` when the schema cannot be read.
    static func check(_ connection: SQLiteConnection, path: String, against expected: SchemaShape) throws {
        guard !expected.tables.isEmpty else { return }
        var types: [String: String] = [:]
        var triggers: [(name: String, table: String)] = []
        let statement = try connection.prepare("SELECT type, name, tbl_name FROM sqlite_schema ORDER BY rowid")
        while try statement.step() {
            let type = statement.text(at: 0) ?? ""
            let name = statement.text(at: 1) ?? ""
            if type == "trigger" {
                triggers.append((name, statement.text(at: 2) ?? ""))
            } else if types[name] == nil {
                types[name] = type
            }
        }
        let names = expected.tables.keys.sorted()
        for name in names {
            guard let type = types[name] else {
                throw StoreError.unexpectedSchema(path: path, problem: .missingTable(name: name))
            }
            guard type == "table" else {
                throw StoreError.unexpectedSchema(path: path, problem: .notATable(name: name, type: type))
            }
        }
        let found = try read(connection, tables: names)
        for name in names {
            let columns = found.tables[name] ?? []
            let wanted = expected.tables[name] ?? []
            guard columns.map(\.name) == wanted.map(\.name) else {
                throw StoreError.unexpectedSchema(
                    path: path,
                    problem: .columns(table: name, found: columns.map(\.name), expected: wanted.map(\.name)))
            }
            if let index = columns.indices.first(where: { columns[$0] != wanted[$0] }) {
                throw StoreError.unexpectedSchema(
                    path: path, problem: .column(table: name, column: columns[index].name))
            }
        }
        if let trigger = triggers.first(where: { expected.tables[$0.table] != nil }) {
            throw StoreError.unexpectedSchema(
                path: path, problem: .trigger(name: trigger.name, table: trigger.table))
        }
    }
}
