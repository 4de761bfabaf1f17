import StretchyCore
import StretchyHTTP

/// Why the studio could not start.
package enum StudioError: UserFacingError, Equatable {
    /// The address could not be listened on.
    case server(HTTPServerError)
    /// An address beyond loopback without a token.
    case tokenRequired(address: String)

    /// What is wrong, in one line.
    package var description: String {
        switch self {
        case .server(let error): error.description
        case .tokenRequired(let address): "listening on \(address) needs an access token"
        }
    }

    /// How to put it right.
    package var hint: String? {
        switch self {
        case .server(let error): error.hint
        case .tokenRequired: "Listen on 127.0.0.1, or start the studio with a token (the command makes one)."
        }
    }
}
