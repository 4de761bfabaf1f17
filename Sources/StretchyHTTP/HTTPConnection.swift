/// One client connection of an ``HTTPServer``: its buffers and its clocks, owned by the server thread.
final class HTTPConnection {
    /// Where the connection is in its life.
    enum State {
        /// Reading requests and answering them.
        case open
        /// Answered with an error: writing the answer, then discarding input until the deadline, then closing.
        case draining(until: UInt64)
    }

    let descriptor: Int32
    /// The peer's IPv4 address, in network byte order: connections are counted per peer.
    let peer: UInt32
    /// When it was accepted, on the monotonic clock in nanoseconds.
    let accepted: UInt64
    /// Whether a request carrying the token has arrived (always, when the server has no token).
    var isAuthenticated: Bool
    /// Whether a newcomer took its place: it is closed at the end of the server loop's turn.
    var isEvicted = false
    var input: [UInt8] = []
    var output: [UInt8] = []
    var outputOffset = 0
    /// When the first byte of the request being read arrived, on the monotonic clock in nanoseconds.
    var requestStarted: UInt64?
    /// When the connection last finished a response or opened.
    var lastActivity: UInt64
    var state = State.open
    /// Close once the output is written (after `Connection: close`).
    var closeAfterWrite = false
    /// Whether a deferred answer (``HTTPAnswer/later(_:)``) is being made for its last request.
    var awaitingAnswer = false
    /// The number of its latest deferred answer, which the made answer is matched to.
    var answerNumber: UInt64 = 0

    init(descriptor: Int32, peer: UInt32, now: UInt64, isAuthenticated: Bool) {
        self.descriptor = descriptor
        self.peer = peer
        self.accepted = now
        self.lastActivity = now
        self.isAuthenticated = isAuthenticated
    }

    var hasOutput: Bool { outputOffset < output.count }

    /// Whether it is waiting for its next request with nothing read or left to write.
    var isIdle: Bool {
        if case .draining = state { return false }
        return input.isEmpty && !hasOutput && requestStarted == nil && !awaitingAnswer
    }
}
