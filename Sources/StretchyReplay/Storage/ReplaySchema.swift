import StretchyStore

/// The replay module's tables in a session file: stored runs and goldens (docs/store.md has every column).
///
/// Open session files with ``migrations`` so that these tables exist:
/// `SessionStore(path: path, migrations: ReplaySchema.migrations)`.
public enum ReplaySchema {
    /// The migrations that add the replay tables, after the store's own.
    public static let migrations: [StoreMigration] = [
        StoreMigration(
            "replay-runs-and-goldens",
            sql: """
                CREATE TABLE runs (
                    id INTEGER PRIMARY KEY,
                    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
                    stack TEXT NOT NULL,
                    header TEXT NOT NULL,
                    frames INTEGER NOT NULL,
                    digest TEXT NOT NULL,
                    wall_ns INTEGER NOT NULL,
                    p50_ns INTEGER, p90_ns INTEGER, p99_ns INTEGER, max_ns INTEGER,
                    behavior_costs TEXT NOT NULL DEFAULT '[]',
                    tool_version TEXT NOT NULL,
                    created TEXT NOT NULL
                );
                CREATE INDEX runs_by_session ON runs(session_id, id);
                CREATE TABLE goldens (
                    id INTEGER PRIMARY KEY,
                    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    stack TEXT NOT NULL,
                    header TEXT NOT NULL,
                    columns TEXT NOT NULL,
                    frames INTEGER NOT NULL,
                    digest TEXT NOT NULL,
                    created TEXT NOT NULL,
                    UNIQUE (session_id, name)
                );
                CREATE TABLE golden_frames (
                    golden_id INTEGER NOT NULL REFERENCES goldens(id) ON DELETE CASCADE,
                    seq INTEGER NOT NULL,
                    frame_values BLOB NOT NULL,
                    PRIMARY KEY (golden_id, seq)
                ) WITHOUT ROWID;
                """)
    ]
}
