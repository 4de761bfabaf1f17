import StretchyCore
import _StretchySystem

/// An error of the session store: a file it cannot use, a session it cannot find, a sample it refuses.
public enum StoreError: UserFacingError, Equatable {
    /// No file at the path, opened without `.create`.
    case fileNotFound(path: String)
    /// The file is not an SQLite database, or is damaged.
    case notADatabase(path: String, reason: String)
    /// The file's schema version is newer than this build knows.
    case newerSchema(path: String, version: Int, newestKnown: Int)
    /// The file's schema version is one no Stretchy writes, such as a negative one.
    case unknownSchema(path: String, version: Int, newestKnown: Int)
    /// The path names something other than a regular file: a directory, a FIFO, a device.
    case notARegularFile(path: String, kind: String)
    /// The file's tables are not those of Stretchy's schema at its version: one missing, a view in a table's
    /// place, other columns, a trigger (`docs/store.md`, "What a file must hold").
    case unexpectedSchema(path: String, problem: SchemaProblem)
    /// No session has this name.
    case sessionNotFound(name: String, path: String)
    /// A session with this name exists already.
    case duplicateSession(name: String, path: String)
    /// A run was to be kept in `path` beside a session of this name, but the session there is not the one replayed
    /// (from `source`): another number of samples or another duration.
    case otherSessionOfName(name: String, path: String, source: String)
    /// The session has a golden of this name already, and it was not to be replaced.
    case goldenExists(name: String, session: String, path: String)
    /// The session is finished, so it takes no more samples.
    case sessionFinished(name: String)
    /// A session name must not be empty.
    case emptySessionName
    /// A session name that is blank (spaces only), holds a control character (a new line, a tab) or is longer
    /// than ``SessionMetadata/maximumNameLength`` bytes; `column` is the first bad character's, from 1.
    case invalidSessionName(name: String, problem: SessionNameProblem)
    /// A stored sample whose numeric column holds text, a BLOB or NULL (`type`, as `typeof` names it).
    case invalidSampleCell(session: String, seq: Int64, column: String, type: String)
    /// A stored run whose duration column (`wall_ns`, `p50_ns`, ...) holds a negative number of nanoseconds.
    case invalidRunCell(path: String, run: Int64, column: String, value: Int64)
    /// A sample was refused at the door.
    case invalidSample(session: String, InvalidSample)
    /// A sample file could not be read or was refused.
    case sampleFile(SampleFileError)
    /// A touch file (`import --touches`) could not be read or was refused.
    case touchFile(TouchFileError)
    /// A file or database could not be created.
    case cannotWrite(path: String, reason: String)
    /// Writing an export failed part-way; nothing was left under its name.
    case writeFailed(path: String, reason: String)
    /// SQLite reported an error.
    case sqlite(SQLiteError)

    /// What is wrong, in one line.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "no session database at '\(path)'"
        case .notADatabase(let path, let reason):
            "'\(path)' is not a Stretchy session database: \(reason)"
        case .newerSchema(let path, let version, let newestKnown):
            "'\(path)' was written by a newer Stretchy (schema version \(version)); "
                + "this build reads schema versions 0 through \(newestKnown)"
        case .unknownSchema(let path, let version, let newestKnown):
            "'\(path)' has schema version \(version), which no Stretchy writes; "
                + "this build reads schema versions 0 through \(newestKnown)"
        case .notARegularFile(let path, let kind):
            "'\(path)' is \(kind), not a session database file"
        case .unexpectedSchema(let path, let problem):
            "'\(path)' is not a Stretchy session database: " + Self.phrase(for: problem)
        case .sessionNotFound(let name, let path):
            "no session named '\(name)' in '\(path)'"
        case .duplicateSession(let name, let path):
            "a session named '\(name)' already exists in '\(path)'"
        case .otherSessionOfName(let name, let path, let source):
            "'\(path)' holds a session named '\(name)' that is not the one of '\(source)' (other samples)"
        case .goldenExists(let name, let session, let path):
            "session '\(session)' in '\(path)' already has a golden named '\(name)'"
        case .sessionFinished(let name):
            "session '\(name)' is finished and takes no more samples"
        case .emptySessionName:
            "a session name must not be empty"
        case .invalidSessionName(let name, let problem):
            switch problem {
            case .blank: "the session name '\(name)' is blank"
            case .controlCharacter(let column, let code):
                "the session name '\(TerminalText.visible(name))' holds a control character (U+"
                    + String(repeating: "0", count: max(0, 4 - String(code, radix: 16).count))
                    + String(code, radix: 16, uppercase: true) + ") at column \(column)"
            case .tooLong(let bytes, let limit):
                "the session name is \(bytes) bytes long, more than the limit of \(limit)"
            }
        case .invalidSampleCell(let session, let seq, let column, let type):
            "session '\(session)': sample seq \(seq): '\(column)' holds \(type == "null" ? "NULL" : type == "blob" ? "a BLOB" : "text"), not a number"
        case .invalidRunCell(let path, let run, let column, let value):
            "'\(path)': run \(run): '\(column)' is \(value), and a duration in nanoseconds is 0 or more"
        case .invalidSample(let session, let error):
            "session '\(session)': \(error.description)"
        case .sampleFile(let error):
            error.description
        case .touchFile(let error):
            error.description
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .writeFailed(let path, let reason):
            WriteFailure.description(path: path, reason: reason)
        case .sqlite(let error):
            Self.sentence(for: error)
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .fileNotFound:
            "Check the path, or create the file by importing or recording a session into it."
        case .notADatabase(let path, _):
            [".csv", ".jsonl"].contains { path.lowercased().hasSuffix($0) }
                ? "A sample file is imported first: 'stretchy-replay import \(path) --into SESSIONS.db', then replay "
                    + "SESSIONS.db."
                : "Give the path of a .db file written by Stretchy."
        case .newerSchema:
            "Open it with the newer Stretchy that wrote it, or upgrade this one."
        case .unknownSchema:
            "The file's 'PRAGMA user_version' was changed by hand; give the path of a .db file written by Stretchy."
        case .notARegularFile:
            "Give the path of a regular .db file, or of one that does not exist yet to create it."
        case .unexpectedSchema:
            "The file's tables were changed outside Stretchy, which opens only its own (docs/store.md, \"What a "
                + "file must hold\"); give a .db file written by Stretchy."
        case .sessionNotFound:
            "List the sessions of the file to see their names."
        case .duplicateSession:
            "Choose another name for the new session."
        case .otherSessionOfName:
            "Keep the run in another runs database, or rename one of the two sessions."
        case .goldenExists:
            "Save the new golden under another name, or replace the one there on purpose."
        case .sessionFinished:
            "Record into a new session."
        case .emptySessionName:
            "Give the session a name."
        case .invalidSampleCell:
            "The session file was changed outside Stretchy; import the session again, or fix the cell with sqlite3."
        case .invalidRunCell(_, let run, _, _):
            "The session file was changed outside Stretchy; delete the run with sqlite3 "
                + "('DELETE FROM runs WHERE id = \(run)') or profile the session again."
        case .invalidSessionName:
            "Session names are one line of printable text, at most \(SessionMetadata.maximumNameLength) bytes, "
                + "not only spaces."
        case .invalidSample:
            "Fix the sample before appending it."
        case .sampleFile(let error):
            error.hint
        case .touchFile(let error):
            error.hint
        case .cannotWrite:
            "Check that the folder exists and is writable."
        case .writeFailed:
            WriteFailure.hint
        case .sqlite(let error):
            Self.hint(for: error)
        }
    }

    /// What an SQLite failure means for the user, in one line naming the file and without SQL: the statement
    /// that failed stays in ``SQLiteError/sql`` for a developer.
    private static func sentence(for error: SQLiteError) -> String {
        let file = error.path.map { "'\($0)'" } ?? "the session database"
        return switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            "\(file) is locked by another program that is writing it"
        case .SQLITE_READONLY, .SQLITE_PERM:
            "\(file) cannot be written: \(error.message)"
        case .SQLITE_FULL:
            "\(file) cannot be written: the disk is full"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            "\(file) is damaged: \(error.message)"
        case .SQLITE_CANTOPEN:
            "\(file) cannot be opened: \(error.message)"
        case .SQLITE_IOERR:
            "reading or writing \(file) failed: \(error.message)"
        case .SQLITE_TOOBIG:
            "\(file) holds a value longer than \(SQLiteConnection.maximumValueLength >> 20) MiB, the most Stretchy "
                + "reads or writes"
        case .SQLITE_INTERRUPT:
            "\(file): \(error.message)"
        default:
            "\(file): SQLite error \(error.extendedResultCode.rawValue): \(error.message)"
        }
    }

    /// How to put an SQLite failure right.
    private static func hint(for error: SQLiteError) -> String? {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            "Wait until the other program (a recording, an import) has finished, then try again."
        case .SQLITE_READONLY, .SQLITE_PERM:
            "Check the permissions of the file and its folder, or copy it somewhere writable."
        case .SQLITE_FULL:
            "Free some space on the disk, then try again."
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            "Restore the file from a copy; 'sqlite3 <file> .recover' may save what is left."
        case .SQLITE_CANTOPEN:
            "Check that the path names a file and that its folder exists and is readable."
        case .SQLITE_IOERR:
            "Check the disk and the file system, then try again."
        case .SQLITE_TOOBIG, .SQLITE_INTERRUPT:
            "A file written by Stretchy holds nothing of the kind: its contents were changed outside Stretchy. "
                + "Give a .db file written by Stretchy."
        default:
            nil
        }
    }

    /// Stops on an error that is none of the store's: every body the store runs throws only ``StoreError``,
    /// ``SQLiteError`` or ``SampleFileError``, so another one is a bug, never something to disguise as SQLite's.
    static func unexpected(_ error: any Error) -> Never {
        preconditionFailure("The store threw \(type(of: error)), which is no store error: \(error)")
    }

    /// Runs `body`, turning the errors it throws into store errors.
    ///
    /// `body` may throw ``StoreError``, ``SQLiteError`` or ``SampleFileError``; anything else is a bug
    /// (``unexpected(_:)``).
    static func wrap<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw .sqlite(error)
        } catch let error as SampleFileError {
            throw .sampleFile(error)
        } catch {
            unexpected(error)
        }
    }

    /// What is wrong with a file's tables, for ``unexpectedSchema(path:problem:)``.
    private static func phrase(for problem: SchemaProblem) -> String {
        switch problem {
        case .missingTable(let name):
            "it has no table '\(name)'"
        case .notATable(let name, let type):
            "'\(name)' is a \(type), not a table"
        case .columns(let table, let found, let expected):
            "table '\(table)' has the columns (\(found.joined(separator: ", "))), not ("
                + expected.joined(separator: ", ") + ")"
        case .column(let table, let column):
            "column '\(column)' of table '\(table)' is not declared as Stretchy declares it"
        case .trigger(let name, let table):
            "table '\(table)' has a trigger, '\(name)', and Stretchy's tables have none"
        }
    }
}
