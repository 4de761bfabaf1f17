import StretchyCore
import StretchyHTTP
import StretchyStore

/// Why a ``RecordingServer`` could not start or stop cleanly.
package enum RecordingError: UserFacingError, Equatable {
    /// The server could not listen or start its thread.
    case server(HTTPServerError)
    /// An address beyond loopback without a token: anyone on the network could write to the file.
    case tokenRequired(address: String)
    /// The store failed while finishing sessions.
    case store(StoreError)
    /// ``RecordingServer/start()`` was called twice.
    case alreadyStarted
    /// ``RecordingConfiguration/name`` is no session name (``StoreError/invalidSessionName(name:problem:)``), or the
    /// names of later sessions (`NAME-1000`) would pass the limit of `limit` bytes.
    case invalidName(StoreError)
    /// The names of later sessions, `name` with `-suffix`, would be longer than `limit` bytes.
    case nameTooLongForItsSessions(bytes: Int, suffix: String, limit: Int)

    /// What is wrong, in one line.
    package var description: String {
        switch self {
        case .server(let error): error.description
        case .tokenRequired(let address): "listening on \(address) needs an access token"
        case .store(let error): error.description
        case .alreadyStarted: "the recording server is already running"
        case .invalidName(let error): error.description
        case .nameTooLongForItsSessions(let bytes, let suffix, let limit):
            "the session name is \(bytes) bytes long, and the names of later sessions ('NAME\(suffix)') would pass "
                + "the limit of \(limit) bytes"
        }
    }

    /// How to put it right.
    package var hint: String? {
        switch self {
        case .server(let error): error.hint
        case .tokenRequired: "Create the configuration with RecordingConfiguration(listen:), which makes one."
        case .store(let error): error.hint
        case .alreadyStarted: nil
        case .invalidName(let error): error.hint
        case .nameTooLongForItsSessions(let bytes, let suffix, let limit):
            "Give a name of at most \(limit - suffix.utf8.count) bytes (this one has \(bytes))."
        }
    }
}

/// A listen address or token failure is a user-facing error of the command line, like every other.
extension HTTPServerError: UserFacingError {}
