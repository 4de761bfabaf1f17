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
    /// A golden's stored frames are not those it was saved with: missing, cut short, or changed.
    case goldenDamaged(name: String, session: String, path: String, GoldenDamage)
    /// A stack laid out a value that is NaN or infinite.
    case nonFiniteOutput(session: String, path: String, NonFiniteOutput)

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
        case .goldenDamaged(let name, let session, let path, let damage):
            switch damage {
            case .frameCount(let read, let recorded):
                Self.damaged(name, session, path)
                    + "it holds \(read) frame\(read == 1 ? "" : "s") where its row says \(recorded)"
            case .valueCount(let frame, let bytes, let expected) where bytes % 8 == 0:
                Self.damaged(name, session, path)
                    + "frame \(frame) holds \(bytes / 8) value\(bytes == 8 ? "" : "s") where its columns need "
                    + "\(expected)"
            case .valueCount(let frame, let bytes, let expected):
                Self.damaged(name, session, path)
                    + "frame \(frame) holds \(bytes) bytes, not the \(expected) values of 8 bytes its columns need"
            case .sequence(let index, let seq):
                Self.damaged(name, session, path) + "its frame \(index) is stored as frame \(seq)"
            case .digest(let computed, let recorded):
                Self.damaged(name, session, path)
                    + "its frames give the digest \(computed.prefix(12))..., and its row says \(recorded.prefix(12))..."
            }
        case .nonFiniteOutput(let session, let path, let error):
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
        case .goldenDamaged:
            "The file was changed outside Stretchy: save the golden again from a stack you trust, or delete it."
        case .nonFiniteOutput(_, _, let error):
            error.hint
        case .goldenNotFound(let name, _, let available):
            available.isEmpty
                ? "Save a golden named '\(name)' for the session first."
                : NameSuggestion.hint(for: name, among: available, listing: "Goldens")
        }
    }

    /// The start of every ``goldenDamaged(name:session:path:_:)`` description.
    private static func damaged(_ name: String, _ session: String, _ path: String) -> String {
        "golden '\(name)' of session '\(session)' in '\(path)' is damaged: "
    }
}
