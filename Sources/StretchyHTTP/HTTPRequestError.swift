/// A request refused by the HTTP layer: its status and a one-line reason, sent back as `{"error": reason}`.
package struct HTTPRequestError: Error, Equatable, Sendable {
    /// The 4xx or 5xx status.
    package var status: Int
    /// What is wrong, in one line.
    package var reason: String

    /// Creates the error.
    package init(_ status: Int, _ reason: String) {
        self.status = status
        self.reason = reason
    }
}
