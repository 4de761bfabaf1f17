import _StretchySystem

/// Why an HTTP server could not start.
package enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A listen address that is not `A.B.C.D:PORT`.
    case invalidAddress(String)
    /// `socket`, `bind` or `listen` failed.
    case cannotListen(address: String, reason: String)
    /// The kernel gave no random bytes for the token.
    case randomUnavailable(reason: String)
    /// The server thread could not be started.
    case cannotStartThread(reason: String)

    /// What is wrong, in one line.
    package var description: String {
        switch self {
        case .invalidAddress(let text): "'\(text)' is not a listen address such as 127.0.0.1:8421"
        case .cannotListen(let address, let reason): "cannot listen on \(address): \(reason)"
        case .randomUnavailable(let reason): "cannot make a random token: \(reason)"
        case .cannotStartThread(let reason): "cannot start the server thread: \(reason)"
        }
    }

    /// How to put it right.
    package var hint: String? {
        switch self {
        case .invalidAddress: "Write an IPv4 address and a port, such as 127.0.0.1:8421 or 0.0.0.0:8421."
        case .cannotListen: "Choose another port with --listen, or stop the program that holds this one."
        case .randomUnavailable, .cannotStartThread: nil
        }
    }
}
