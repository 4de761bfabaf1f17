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

    init(descriptor: Int32, now: UInt64) {
        self.descriptor = descriptor
        self.lastActivity = now
    }

    var hasOutput: Bool { outputOffset < output.count }
}
