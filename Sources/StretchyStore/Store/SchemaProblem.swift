/// What makes a file's tables other than Stretchy's schema of its version (``StoreError/unexpectedSchema(path:problem:)``).
public enum SchemaProblem: Equatable, Sendable {
    /// A table of the schema is missing.
    case missingTable(name: String)
    /// Something other than a table (a view, say) stands where a table of the schema belongs; `type` as
    /// `sqlite_schema` names it.
    case notATable(name: String, type: String)
    /// A table's columns are not the schema's: the names found and those expected, in order.
    case columns(table: String, found: [String], expected: [String])
    /// A table's column has another declared type, constraint or key than the schema's.
    case column(table: String, column: String)
    /// A trigger is attached to a table of the schema, which has none.
    case trigger(name: String, table: String)
}
