/// One named, ordered step of the store's schema, applied once and recorded in `stretchy_migrations`.
///
/// The schema version of a file is the number of migrations applied to it (kept in `PRAGMA user_version`).
/// Every table the store uses is created by ``StoreSchema/builtInMigrations`` (sessions and samples, then runs and
/// goldens); a test of the migration machinery may pass more to ``SessionStore/init(path:mode:migrations:now:)``,
/// and they run after the built-in ones, in order.
/// Never change or reorder a migration that has shipped: add a new one.
///
/// For example:
///
/// ```swift
/// let notes = StoreMigration("3-notes") { connection in
///     try connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL)")
/// }
/// let store = try SessionStore(path: "session.db", mode: .create, migrations: [notes])
/// ```
package struct StoreMigration: Sendable {
    /// The migration's stable name, recorded in `stretchy_migrations.identifier`.
    package let identifier: String
    /// The work: runs inside the migration's transaction.
    package let apply: @Sendable (SQLiteConnection) throws(SQLiteError) -> Void

    /// Creates a migration from a closure.
    ///
    /// - Parameters:
    ///   - identifier: A stable, unique name.
    ///   - apply: The work; it runs inside a transaction.
    package init(_ identifier: String, apply: @escaping @Sendable (SQLiteConnection) throws(SQLiteError) -> Void) {
        self.identifier = identifier
        self.apply = apply
    }

    /// Creates a migration that runs SQL.
    ///
    /// - Parameters:
    ///   - identifier: A stable, unique name.
    ///   - sql: One or more SQL statements.
    package init(_ identifier: String, sql: String) {
        self.init(identifier) { connection throws(SQLiteError) in try connection.execute(sql) }
    }
}
