/// The status a command exits with, using the `sysexits.h` values for everything but plain failure.
///
/// A command's `run` returns one; throwing one ends the command with that status and prints nothing, as
/// swift-argument-parser's `ExitCode` does. Error types declare theirs with ``ExitCodeProviding``.
///
/// | Code | Name | Meaning |
/// |-----:|------|---------|
/// | 0 | ``success`` | The command did what was asked; help and `--version` also exit 0. |
/// | 1 | ``failure`` | The command ran but its check failed: a comparison that differs, a golden mismatch. |
/// | 64 | ``usageError`` | `EX_USAGE`: a bad option, argument, value or behaviour stack on the command line. |
/// | 65 | ``dataError`` | `EX_DATAERR`: the input data is malformed (a bad CSV line, a corrupt session). |
/// | 66 | ``noInput`` | `EX_NOINPUT`: an input file does not exist or cannot be read. |
/// | 69 | ``unavailable`` | `EX_UNAVAILABLE`: a plugin failed to load. |
/// | 70 | ``internalError`` | `EX_SOFTWARE`: a bug in Stretchy; please report it. |
/// | 73 | ``cannotCreate`` | `EX_CANTCREAT`: an output file cannot be created. |
/// | 74 | ``ioError`` | `EX_IOERR`: reading or writing failed part-way. |
///
/// For example:
///
/// ```swift
/// func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitCode {
///     let differences = try compare(arguments)
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

    /// Whether this is ``success``.
    public var isSuccess: Bool { rawValue == 0 }

    /// The status as a number.
    public var description: String { String(rawValue) }
}
