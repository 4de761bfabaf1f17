/// The store's schema, in one place: the built-in migrations and the SQL they run.
///
/// See `docs/store.md` for every table and column.
enum StoreSchema {
    /// The SQL of schema version 1: sessions and their samples.
    ///
    /// The numeric sample columns have no declared type on purpose: a column declared `REAL` stores a whole number
    /// as an integer and reads `-0.0` back as `0.0`. Without a type SQLite keeps the 8-byte double exactly as bound,
    /// so samples round-trip bit for bit.
    static let version1SQL = """
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
            source TEXT NOT NULL
                CHECK (source IN ('device', 'browser', 'touch-trace', 'synthetic', 'import')),
            refresh_rate REAL CHECK (refresh_rate > 0),
            viewport_width REAL CHECK (viewport_width >= 0),
            viewport_height REAL CHECK (viewport_height >= 0),
            device TEXT,
            created TEXT NOT NULL,
            notes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(notes)),
            finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1))
        );
        CREATE TABLE samples (
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            t NOT NULL,
            offset_y NOT NULL,
            inset_top NOT NULL,
            viewport_width NOT NULL,
            viewport_height NOT NULL,
            content_height NOT NULL,
            phase TEXT NOT NULL
                CHECK (phase IN (\(PhaseText.quotedList))),
            PRIMARY KEY (session_id, seq)
        ) WITHOUT ROWID;
        """

    /// The SQL of schema version 2: replay runs, and goldens with their frames, kept beside the sessions.
    static let version2SQL = """
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
        """

    /// The SQL of schema version 3: the raw touch events of a session, beside its samples, and the release of each
    /// stroke a recorder tracked (rows, not a list in the notes that every batch would write again).
    ///
    /// The numeric columns have no declared type, as the samples' have not, so that they round-trip bit for bit.
    static let version3SQL = """
        CREATE TABLE touches (
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            t NOT NULL,
            x NOT NULL,
            y NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('down', 'move', 'up', 'cancel')),
            pointer INTEGER NOT NULL,
            PRIMARY KEY (session_id, seq)
        ) WITHOUT ROWID;
        CREATE TABLE releases (
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            stroke INTEGER NOT NULL,
            t NOT NULL,
            velocity_x NOT NULL,
            velocity_y NOT NULL,
            offset_velocity NOT NULL,
            offset NOT NULL,
            PRIMARY KEY (session_id, stroke)
        ) WITHOUT ROWID;
        """

    /// The SQL of schema version 4: what a run was measured with, so its numbers can be read honestly: the build
    /// configuration of the tool (`debug` or `release`; a debug build is many times slower) and the processor's model
    /// name. Both are `NULL` in runs stored before version 4, which did not record them.
    static let version4SQL = """
        ALTER TABLE runs ADD COLUMN build_configuration TEXT CHECK (build_configuration IN ('debug', 'release'));
        ALTER TABLE runs ADD COLUMN cpu_model TEXT;
        """

    /// Every migration of a Stretchy session file, in order. Their count is the schema version this build writes.
    ///
    /// The whole schema lives here, whichever module uses a table, so every program built on StretchyStore reads
    /// and writes the same files.
    static let builtInMigrations: [StoreMigration] = [
        StoreMigration("1-sessions-and-samples", sql: version1SQL),
        StoreMigration("replay-runs-and-goldens", sql: version2SQL),
        StoreMigration("session-touches", sql: version3SQL),
        StoreMigration("run-build-and-machine", sql: version4SQL),
    ]

    /// The SQL that creates the migration log, run before any migration.
    static let migrationsTableSQL = """
        CREATE TABLE IF NOT EXISTS stretchy_migrations (
            identifier TEXT NOT NULL PRIMARY KEY,
            version INTEGER NOT NULL UNIQUE
        )
        """
}
