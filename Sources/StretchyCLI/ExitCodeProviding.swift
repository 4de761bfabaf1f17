import StretchyCheck
import StretchyCore
import StretchyExport
import StretchyPluginKit
import StretchyReplay
import StretchyReport
import StretchyStore
import StretchySynth

/// An error that says which status the program exits with when it ends a command.
///
/// Errors that do not conform end the command with ``ExitCode/failure`` (1).
///
/// For example:
///
/// ```swift
/// extension StoreError: ExitCodeProviding {
///     var exitCode: ExitCode {
///         switch self {
///         case .cannotOpen: .noInput
///         case .corrupt: .dataError
///         }
///     }
/// }
/// ```
protocol ExitCodeProviding: Error {
    /// The status the program exits with when this error ends a command.
    var exitCode: ExitCode { get }
}

extension BehaviorError: ExitCodeProviding {
    /// ``ExitCode/usageError`` for a stack written wrongly on the command line; ``ExitCode/internalError`` for a
    /// behaviour or registry that breaks its own contract.
    var exitCode: ExitCode {
        switch self {
        case .undeclaredParameter, .duplicateIdentifier, .invalidIdentifier: .internalError
        case .emptyItem, .malformedParameter, .colonAfterName, .subviewAsBehavior, .unknownBehavior, .unknownParameter,
            .duplicateParameter, .invalidValue, .invalidList, .unknownSubview, .missingDefaultSubview, .conflict,
            .invalidCombination, .pluginRefused:
            .usageError
        }
    }
}

extension InvalidSample: ExitCodeProviding {
    /// 65: the session holds a sample the engine refuses.
    var exitCode: ExitCode { .dataError }
}

extension PluginError: ExitCodeProviding {
    /// The status for each way a plugin fails to load:
    ///
    /// | Case | Status |
    /// |------|--------|
    /// | ``PluginError/fileNotFound(path:)`` | 66 ``ExitCode/noInput`` |
    /// | ``PluginError/notSharedLibrary(path:)``, ``PluginError/notAPluginTable(path:)``, ``PluginError/invalidDescription(path:index:reason:)`` | 65 ``ExitCode/dataError`` |
    /// | ``PluginError/loadFailed(path:reason:)``, ``PluginError/missingEntryPoint(path:)``, ``PluginError/interfaceMismatch(path:found:expected:builtWith:)``, ``PluginError/invalidTable(path:reason:)`` | 69 ``ExitCode/unavailable`` |
    /// | ``PluginError/clashesWithBuiltIn(path:identifier:)``, ``PluginError/clashesWithPlugin(path:identifier:otherPath:)`` | 64 ``ExitCode/usageError`` |
    var exitCode: ExitCode {
        switch self {
        case .fileNotFound: .noInput
        case .notSharedLibrary, .notAPluginTable, .invalidDescription: .dataError
        case .loadFailed, .missingEntryPoint, .interfaceMismatch, .invalidTable: .unavailable
        case .clashesWithBuiltIn, .clashesWithPlugin: .usageError
        }
    }
}

extension ReplayError: ExitCodeProviding {
    /// 73 when an output cannot be created, 74 when writing it fails, 66 for a missing golden, 65 for a stored sample
    /// the engine refuses, 79 for a damaged golden, 80 for a value that is NaN or infinite.
    var exitCode: ExitCode {
        switch self {
        case .cannotCreateOutput: .cannotCreate
        case .writeFailed: .ioError
        case .goldenNotFound: .noInput
        case .invalidSample: .dataError
        case .goldenDamaged: .damagedGolden
        case .nonFiniteOutput: .nonFiniteOutput
        }
    }
}

extension NonFiniteOutput: ExitCodeProviding {
    /// 80: a behaviour laid out a value that is NaN or infinite.
    var exitCode: ExitCode { .nonFiniteOutput }
}

extension SampleFileError {
    /// Whether the file could not be read at all (missing or not permitted), rather than read and refused.
    var isUnreadable: Bool {
        if case .cannotRead = reason { return true }
        return false
    }
}

extension StoreError: ExitCodeProviding {
    /// 66 for a missing file, sample file or session, 65 for a file or data the store refuses (corrupt, tables not
    /// Stretchy's, a value over the length limit, a query stopped for running away), 73 when the session or golden
    /// cannot be created (its name is taken) or the file cannot be written, 75 when another program holds the file's
    /// lock, 74 for other SQLite failures.
    var exitCode: ExitCode {
        switch self {
        case .fileNotFound, .sessionNotFound: .noInput
        case .sampleFile(let error): error.isUnreadable ? .noInput : .dataError
        case .touchFile(let error): if case .cannotRead = error.reason { .noInput } else { .dataError }
        case .notADatabase, .newerSchema, .unknownSchema, .unexpectedSchema, .invalidSample, .emptySessionName,
            .invalidSessionName, .invalidSampleCell, .invalidRunCell:
            .dataError
        case .notARegularFile: .noInput
        case .duplicateSession, .goldenExists, .sessionFinished, .cannotWrite: .cannotCreate
        case .writeFailed: .ioError
        case .sqlite(let error):
            switch error.resultCode {
            case .SQLITE_READONLY: .cannotCreate
            case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_TOOBIG, .SQLITE_INTERRUPT: .dataError
            case .SQLITE_BUSY, .SQLITE_LOCKED: .temporaryFailure
            default: .ioError
            }
        }
    }
}

extension SynthScriptError: ExitCodeProviding {
    /// 65: the gesture script does not parse.
    var exitCode: ExitCode { .dataError }
}

extension TouchTraceError: ExitCodeProviding {
    /// 66 when the trace cannot be read, 65 when it does not parse.
    var exitCode: ExitCode {
        if case .unreadable = self { return .noInput }
        return .dataError
    }
}

extension ReportError: ExitCodeProviding {
    /// 73 when the page cannot be created, 74 when writing it fails, 64 for a report asked for nothing or with
    /// values out of range, 66 for a file without sessions.
    var exitCode: ExitCode {
        switch self {
        case .cannotCreateOutput: .cannotCreate
        case .writeFailed: .ioError
        case .noSessionsNamed, .playerFrameCapTooSmall, .plotColumnsOutOfRange: .usageError
        case .fileHasNoSessions: .noInput
        }
    }
}

extension CheckError: ExitCodeProviding {
    /// 65: the corpus is empty or holds a sample the runner refuses.
    var exitCode: ExitCode { .dataError }
}

extension StackExportError: ExitCodeProviding {
    /// The stack's own status for a stack that does not build; 64 ``ExitCode/usageError`` for a behaviour the asked
    /// format cannot express (ask another); 65 ``ExitCode/dataError`` for a platform text that does not read back.
    var exitCode: ExitCode {
        switch self {
        case .invalidStack(let error): error.exitCode
        case .noCounterpart: .usageError
        case .unreadableLine, .nothingToRead: .dataError
        case .inFile(_, let error): error.exitCode
        }
    }
}
