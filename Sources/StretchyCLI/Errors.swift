import StretchyCore
import StretchyStore

/// The status a command exits with, using the `sysexits.h` values for everything but plain failure.
///
/// A command's `run` returns one; throwing one ends the command with that status and prints nothing, as
/// swift-argument-parser's `ExitCode` does. Error types declare theirs with ``ExitCodeProviding``.
///
/// | Code | Name | Meaning |
/// |-----:|------|---------|
/// | 0 | ``success`` | The command did what was asked; help and `--version` also exit 0. |
/// | 1 | ``failure`` | The command ran but its check failed: a comparison that differs, a golden mismatch. |
/// | 2 | ``sameOnSharedFields`` | `compare`: the frames agree on every field both sides write; one side writes more. |
/// | 64 | ``usageError`` | `EX_USAGE`: a bad option, argument, value or behaviour stack on the command line. |
/// | 65 | ``dataError`` | `EX_DATAERR`: the input data is malformed (a bad CSV line, a corrupt session). |
/// | 66 | ``noInput`` | `EX_NOINPUT`: an input file does not exist or cannot be read. |
/// | 69 | ``unavailable`` | `EX_UNAVAILABLE`: a plugin failed to load. |
/// | 70 | ``internalError`` | `EX_SOFTWARE`: a bug in Stretchy; please report it. |
/// | 73 | ``cannotCreate`` | `EX_CANTCREAT`: an output file cannot be created. |
/// | 74 | ``ioError`` | `EX_IOERR`: reading or writing failed part-way. |
/// | 75 | ``temporaryFailure`` | `EX_TEMPFAIL`: a database is locked by another program. |
/// | 79 | ``damagedGolden`` | A golden's stored frames are not those it was saved with. |
/// | 80 | ``nonFiniteOutput`` | A behaviour laid out a value that is NaN or infinite. |
///
/// For example:
///
/// ```swift
/// func run(context: CommandContext) throws -> ExitCode {
///     let differences = try compare()
///     return differences.isEmpty ? .success : .failure
/// }
/// ```
public struct ExitCode: Error, RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The status passed to `exit`.
    public var rawValue: Int32

    /// Creates an exit code from its status.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Creates an exit code from its status.
    public init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// 0: the command did what was asked.
    public static let success = ExitCode(0)
    /// 1: the command ran but its check failed, such as a comparison or golden check.
    public static let failure = ExitCode(1)
    /// 2: `compare` found the frames equal on every field both sides write, and one side writing fields the other
    /// does not (such as `collapsed_fraction`).
    public static let sameOnSharedFields = ExitCode(2)
    /// 64 (`EX_USAGE`): the command line is wrong. swift-argument-parser calls this `validationFailure`.
    public static let usageError = ExitCode(64)
    /// 65 (`EX_DATAERR`): the input data is malformed.
    public static let dataError = ExitCode(65)
    /// 66 (`EX_NOINPUT`): an input file does not exist or cannot be read.
    public static let noInput = ExitCode(66)
    /// 69 (`EX_UNAVAILABLE`): a plugin failed to load.
    public static let unavailable = ExitCode(69)
    /// 70 (`EX_SOFTWARE`): an internal error, a bug in Stretchy.
    public static let internalError = ExitCode(70)
    /// 73 (`EX_CANTCREAT`): an output file cannot be created.
    public static let cannotCreate = ExitCode(73)
    /// 74 (`EX_IOERR`): an input or output operation failed part-way.
    public static let ioError = ExitCode(74)
    /// 75 (`EX_TEMPFAIL`): a database is locked by another program; the same command may succeed later.
    public static let temporaryFailure = ExitCode(75)
    /// 79: a golden's stored frames are missing, cut short or changed, so nothing can be checked against it. Past
    /// `sysexits.h`'s last code (78), so that it means only this.
    public static let damagedGolden = ExitCode(79)
    /// 80: a behaviour of the stack laid out a value that is NaN or infinite, which no output can carry.
    public static let nonFiniteOutput = ExitCode(80)

    /// Whether this is ``success``.
    public var isSuccess: Bool { rawValue == 0 }

    /// The status as a number.
    public var description: String { String(rawValue) }
}

/// A usage error found by a command's own checks: printed with the command's usage, exits 64.
///
/// Throw it from `validate()` (or `run`) when the command line parses but does not make sense, such as a `--viewport` that is not
/// `<w>x<h>`. The message is one line in the parser's style: a capital first letter, values in single quotes,
/// no final period unless a second sentence follows.
///
/// For example:
///
/// ```swift
/// guard jobs > 0 else { throw ValidationError("The value '0' is invalid for '--jobs <n>'. Expected at least 1.") }
/// ```
///
/// It prints:
///
/// ```
/// Error: The value '0' is invalid for '--jobs <n>'. Expected at least 1.
/// Usage: stretchy-replay replay [<options>] <session.db>
///   See 'stretchy-replay replay --help' for more information.
/// ```
struct ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message printed after `Error: `.
    var message: String

    /// Creates a validation error.
    init(_ message: String) {
        self.message = message
    }

    /// A validation error from a library error: its description with a capital first letter, then its hint.
    ///
    /// - Parameters:
    ///   - error: The error, such as ``BehaviorError/unknownBehavior(name:available:)``.
    ///   - hint: The sentence after it; the error's own hint by default.
    init(_ error: some UserFacingError, hint: String?) {
        let description = error.description
        message = description.prefix(1).uppercased() + description.dropFirst() + (hint.map { ". \($0)" } ?? "")
    }

    /// The message.
    var description: String { message }
}

/// A request to end a command early and successfully, printing help or a message to standard output.
///
/// The parser throws it for `-h`, `--help` and `--version`; a command's `run` may throw it too.
enum CleanExit: Error, Equatable, Sendable {
    /// Print the help of the command being run, then exit 0.
    case helpRequest
    /// Print a message, then exit 0.
    case message(String)
}

/// A runtime error of the command-line layer itself (not a usage error).
enum CLIError: UserFacingError, ExitCodeProviding, Equatable {
    /// Writing the command's output failed, for example on a full disk or a closed pipe.
    case outputFailed(target: String, reason: String)
    /// A path given on the command line is not a file the tool can read (``InputFile`` checks it).
    case unreadableFile(path: String, expected: String, problem: InputFile.Problem)
    /// The header configuration file is refused.
    case invalidHeader(path: String, ConfigurationError)
    /// The database holds several sessions and the command needs to know which.
    case sessionNotChosen(path: String, sessions: [String], offersAll: Bool)
    /// The database holds no session.
    case noSessions(path: String)
    /// An output path names a file the same command reads.
    case outputIsInput(output: String, input: String)
    /// An output path names an SQLite database, which an output never replaces.
    case outputIsDatabase(output: String)
    /// The profiled runs were printed but could not be stored in the database.
    case runsNotStored(path: String, count: Int, StoreError)
    /// The `--junit` report could not be created or written; the results were printed.
    case junitNotWritten(path: String, reason: String)
    /// `goldens delete` names a golden the session does not have; `available` are those it has.
    case goldenNotFound(name: String, session: String, available: [String])
    /// `--session` names a session the database does not hold; `available` are those it holds.
    case sessionNotFound(name: String, path: String, available: [String])
    /// A folder given to a corpus replay holds no session file (no name ending in `.db`), in it or below.
    case noSessionFiles(folder: String)
    /// A folder given to a corpus replay cannot be listed.
    case unreadableFolder(path: String, reason: String)
    /// A line of a results file given to `totals` is not one session's result as `replay --format json` writes it.
    case invalidResult(path: String, line: Int, problem: String)
    /// A results file given to `totals` ends without the totals line a finished corpus replay writes last.
    case unfinishedResults(path: String)
    /// The results given to `totals` are shards of a corpus, but not every shard of it, or one twice.
    case incompleteShards(problem: String)
    /// Two session files of a corpus have the same base name and hold a session of the same name: shards and the
    /// corpus digest know a session by those two names, so they could not tell them apart.
    case ambiguousSession(session: String, file: String, otherFile: String)

    /// What is wrong, naming the command or file.
    var description: String {
        switch self {
        case .outputFailed(let target, let reason):
            "could not write to \(target): \(reason)"
        case .unreadableFile(let path, let expected, let problem):
            switch problem {
            case .missing: "there is no file '\(path)'; expected \(expected)"
            case .directory: "'\(path)' is a directory; expected \(expected)"
            case .notPermitted: "'\(path)' may not be read; expected \(expected)"
            case .notText(let found): "'\(path)' is not text this reads: \(found); expected \(expected)"
            case .failed(let reason): "cannot read '\(path)': \(reason); expected \(expected)"
            }
        case .invalidHeader(let path, let error):
            "\(path): \(error.description)"
        case .sessionNotChosen(let path, let sessions, _):
            "'\(path)' holds \(sessions.count) sessions; say which to use"
        case .noSessions(let path):
            "'\(path)' holds no sessions"
        case .outputIsInput(let output, let input) where output == input:
            "the output '\(output)' is also an input of this command; writing it would destroy it"
        case .outputIsInput(let output, let input):
            "the output '\(output)' is the same file as the input '\(input)'; writing it would destroy it"
        case .outputIsDatabase(let output):
            "the output '\(output)' is an SQLite database; writing it would destroy it"
        case .junitNotWritten(let path, let reason):
            "the JUnit report '\(path)' was not written: \(reason)"
        case .runsNotStored(let path, let count, let error):
            count == 1
                ? "the profiled run printed above was not stored in '\(path)': \(error.description)"
                : "the \(HumanUnits.grouped(count)) profiled runs printed above were not stored in '\(path)': "
                    + error.description
        case .sessionNotFound(let name, let path, _):
            "no session named '\(name)' in '\(path)'"
        case .goldenNotFound(let name, let session, _):
            "session '\(session)' has no golden named '\(name)'"
        case .noSessionFiles(let folder):
            "the folder '\(folder)' holds no session file (a name ending in .db), in it or below"
        case .unreadableFolder(let path, let reason):
            "cannot list the folder '\(path)': \(reason)"
        case .invalidResult(let path, let line, let problem):
            "\(path), line \(line): \(problem); expected one session's result per line"
        case .unfinishedResults(let path):
            "\(path) ends without its totals line: the replay that wrote it did not finish, or the file was cut"
        case .incompleteShards(let problem):
            "the results are shards of a corpus, but \(problem)"
        case .ambiguousSession(let session, let file, let otherFile):
            "'\(file)' and '\(otherFile)' have the same file name and both hold session '\(session)'"
        }
    }

    /// How to put it right.
    var hint: String? {
        switch self {
        case .outputFailed:
            "Check that the disk or device has room."
        case .unreadableFile(_, _, let problem):
            switch problem {
            case .missing: "Check the path; it is relative to the current directory."
            case .directory: "Name a file inside it."
            case .notPermitted, .failed: "Check the file's permissions."
            case .notText:
                "Give a UTF-8 text file without NUL bytes, within the line and size limits of docs/inputs.md."
            }
        case .invalidHeader(_, let error):
            error.hint
        case .sessionNotChosen(_, let sessions, let offersAll):
            "Pass --session with one of: \(sessions.joined(separator: ", "))"
                + (offersAll ? "; or --all for every session." : ".")
        case .goldenNotFound(let name, _, let available):
            available.isEmpty
                ? "It has no goldens; nothing to delete."
                : NameSuggestion.hint(for: name, among: available, listing: "Goldens")
        case .sessionNotFound(let name, _, let available):
            available.isEmpty
                ? "Add one with 'stretchy-replay import', 'synth' or 'import-touches'."
                : NameSuggestion.hint(for: name, among: available, listing: "Sessions")
        case .noSessions:
            "Add one with 'stretchy-replay import', 'synth' or 'import-touches'."
        case .outputIsInput:
            "Write the output to another file; nothing was written."
        case .outputIsDatabase(let output):
            "Write the output to another file, or remove '\(output)' first if it should go; nothing was written."
        case .runsNotStored(_, _, let error):
            error.hint
        case .junitNotWritten:
            "Check that the folder exists and is writable; the results printed above stand, and no partial file was left."
        case .noSessionFiles:
            "Name a folder that holds session files, or the files themselves."
        case .unreadableFolder:
            "Check the folder's permissions."
        case .invalidResult:
            "Give the JSON Lines that 'stretchy-replay FILES... --all --format json' writes, unchanged: a corpus of "
                + "two files or more, a folder, or '--shard I/N' (one file with --all alone writes one JSON array)."
        case .unfinishedResults:
            "Run that replay (or shard) again to a new file, and give that file instead."
        case .incompleteShards:
            "Give the JSON Lines of every shard 0/N to N-1/N of one corpus, each once."
        case .ambiguousSession:
            "Shards and the corpus digest know a session by its file's name and its own: rename one of the files."
        }
    }

    /// ``ExitCode/ioError``, ``ExitCode/noInput``, ``ExitCode/dataError``, ``ExitCode/usageError`` or
    /// ``ExitCode/cannotCreate``.
    var exitCode: ExitCode {
        switch self {
        case .outputFailed: .ioError
        case .unreadableFile(_, _, .notText): .dataError
        case .unreadableFile, .sessionNotFound, .goldenNotFound, .noSessionFiles, .unreadableFolder: .noInput
        case .invalidHeader, .noSessions, .invalidResult, .unfinishedResults, .incompleteShards, .ambiguousSession:
            .dataError
        case .sessionNotChosen: .usageError
        case .outputIsInput, .outputIsDatabase, .junitNotWritten: .cannotCreate
        case .runsNotStored(_, _, let error): error.exitCode
        }
    }
}
