import StretchyCore
import _StretchySystem

/// Why a replay, comparison or output failed.
public enum ReplayError: UserFacingError, Equatable {
    /// An output file could not be created.
    case cannotCreateOutput(path: String, reason: String)
    /// Writing an output failed part-way; the partial file was removed.
    case writeFailed(path: String, reason: String)
    /// A stored sample that the engine refuses: the file was written by something that did not check its samples.
    case invalidSample(session: String, path: String, InvalidSample)
    /// No golden of this name in the session.
    case goldenNotFound(name: String, session: String, available: [String])

    /// What is wrong, naming the file.
    public var description: String {
        switch self {
        case .cannotCreateOutput(let path, let reason):
            "cannot create '\(path)': \(reason)"
        case .writeFailed(let path, let reason):
            WriteFailure.description(path: path, reason: reason)
        case .goldenNotFound(let name, let session, _):
            "session '\(session)' has no golden named '\(name)'"
        case .invalidSample(let session, let path, let error):
            "\(path): session '\(session)': \(error.description)"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .cannotCreateOutput:
            "Check that the folder exists and is writable, or write to standard output with '-'."
        case .writeFailed:
            WriteFailure.hint
        case .invalidSample:
            "Re-import or re-record the session; Stretchy's own writers refuse such samples at the door."
        case .goldenNotFound(let name, _, let available):
            available.isEmpty
                ? "Save a golden named '\(name)' for the session first."
                : NameSuggestion.hint(for: name, among: available, listing: "Goldens")
        }
    }
}
