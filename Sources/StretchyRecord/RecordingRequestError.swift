import StretchyCore
import StretchyStore
import _StretchySystem

/// A request of the recorder page refused before anything was written, answered with its status and
/// `{"error": description, "hint": hint}`.
package enum RecordingRequestError: UserFacingError, Equatable {
    /// The body is not JSON.
    case invalidJSON(String)
    /// The body is JSON of the wrong shape: a missing or mistyped member.
    case wrongType(key: String, expected: String)
    /// A member that the API does not know.
    case unknownKey(String)
    /// A sample or touch of the batch is refused: the batch, the item's index in its session, what is wrong.
    case badItem(batch: Int, what: String)
    /// A sample the store's validation refused, exactly as `import` refuses it.
    case invalidSample(batch: Int, InvalidSample)
    /// More samples or touches in one batch than the limit.
    case tooManyItems(batch: Int, key: String, count: Int, limit: Int)
    /// No open session has this id.
    case unknownSession(Int)
    /// A batch number that is neither the next one nor an already acknowledged one.
    case batchOutOfOrder(session: String, expected: Int, found: Int)
    /// The server has created as many sessions as it may.
    case tooManySessions(limit: Int)
    /// A path the API does not serve.
    case notFound(path: String)
    /// A method the path does not accept.
    case methodNotAllowed(method: String, path: String)
    /// A POST without `Content-Type: application/json`.
    case notJSONContent
    /// A `Host` header that is not the server's own address (DNS rebinding).
    case wrongHost(String)
    /// The store failed.
    case store(StoreError)

    /// The HTTP status it is answered with.
    package var status: Int {
        switch self {
        case .invalidJSON, .wrongType, .unknownKey, .badItem: 400
        case .invalidSample: 422
        case .tooManyItems: 413
        case .unknownSession, .notFound: 404
        case .batchOutOfOrder: 409
        case .tooManySessions: 429
        case .methodNotAllowed: 405
        case .notJSONContent: 415
        case .wrongHost: 403
        case .store: 500
        }
    }

    /// What is wrong, in one line.
    package var description: String {
        switch self {
        case .invalidJSON(let reason): "the body is not JSON: \(reason)"
        case .wrongType(let key, let expected): "'\(key)' must be \(expected)"
        case .unknownKey(let key): "unknown key '\(key)'"
        case .badItem(let batch, let what): "batch \(batch): \(what)"
        case .invalidSample(let batch, let error): "batch \(batch): \(error.description)"
        case .tooManyItems(let batch, let key, let count, let limit):
            "batch \(batch): \(count) \(key), more than the limit of \(limit)"
        case .unknownSession(let id): "no open session has id \(id)"
        case .batchOutOfOrder(let session, let expected, let found):
            "session '\(session)': batch \(found) arrived, but the next batch is \(expected)"
        case .tooManySessions(let limit): "this server has recorded its limit of \(limit) sessions"
        case .notFound(let path): "nothing is served at '\(path)'"
        case .methodNotAllowed(let method, let path): "'\(path)' does not accept \(method)"
        case .notJSONContent: "the body must be sent as Content-Type: application/json"
        case .wrongHost(let host): "the Host header '\(host)' is not this server's address"
        case .store(let error): error.description
        }
    }

    /// How to put it right.
    package var hint: String? {
        switch self {
        case .invalidJSON, .wrongType, .unknownKey, .badItem:
            "Send {\"batch\": 0, \"samples\": [{\"t\": 0, \"offset_y\": -280, \"phase\": \"dragging\"}], \"touches\": []}."
        case .invalidSample: "Times must not decrease, numbers must be finite, and sizes must not be negative."
        case .tooManyItems: "Send batches more often."
        case .unknownSession: "Start a new recording: the session was finished or the server restarted."
        case .batchOutOfOrder: "Number batches from 0 and resend an unacknowledged batch with the same number."
        case .tooManySessions: "Restart the recorder to record more."
        case .notFound, .methodNotAllowed, .notJSONContent: nil
        case .wrongHost: "Open the URL the recorder printed."
        case .store(let error): error.hint
        }
    }

    /// The response: the status and `{"error": ..., "hint": ...}`, with the database's path (`databasePath`, which
    /// a store error names) written as its base name: a client on the network learns nothing of the folders.
    func json(naming databasePath: String) -> JSONValue {
        let base = databasePath.split(separator: "/").last.map(String.init) ?? databasePath
        var members: [(String, JSONValue)] = [("error", .string(description.replacing(databasePath, with: base)))]
        if let hint { members.append(("hint", .string(hint))) }
        return .object(members)
    }
}
