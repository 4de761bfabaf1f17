import StretchyHTTP
import StretchyStore

/// How a ``RecordingServer`` listens, names its sessions, and what it accepts; every limit is in `docs/record.md`.
///
/// For example:
///
/// ```swift
/// var configuration = try RecordingConfiguration(listen: ListenAddress(parsing: "0.0.0.0:8421"))
/// configuration.name = "pull-to-zoom"
/// ```
package struct RecordingConfiguration: Sendable {
    /// Where to listen: `127.0.0.1:8421` by default. Any other address than loopback needs ``token``.
    package var listen: ListenAddress
    /// The sessions' name: the first is `name`, then `name-2`, `name-3`...; `nil` names them `browser-1`, ...
    package var name: String?
    /// The HTTP limits: sizes, connections, timeouts.
    package var limits: HTTPLimits
    /// The most samples in one batch: 2000 (about 16 s at 120 Hz).
    package var maximumSamplesPerBatch: Int
    /// The most touch events in one batch: 4000.
    package var maximumTouchesPerBatch: Int
    /// The most sessions one server run records: 1000.
    package var maximumSessions: Int
    /// Seconds without a batch after which an open session is finished (its page vanished): 60.
    package var sessionTimeout: Double
    /// Milliseconds between the page's batches: 250.
    package var batchInterval: Int
    /// The token every request must carry, or `nil` for none; ``init(listen:)`` makes one for any address
    /// that is not loopback.
    package var token: AccessToken?

    /// A configuration with the defaults, and a new random token unless `listen` is loopback.
    ///
    /// - Parameter listen: Where to listen.
    /// - Throws: ``HTTPServerError/randomUnavailable(reason:)`` when no token can be made.
    package init(listen: ListenAddress = .standard) throws(HTTPServerError) {
        self.listen = listen
        self.name = nil
        self.limits = .standard
        self.maximumSamplesPerBatch = 2000
        self.maximumTouchesPerBatch = 4000
        self.maximumSessions = 1000
        self.sessionTimeout = 60
        self.batchInterval = 250
        self.token = listen.isLoopback ? nil : try AccessToken.random()
    }

    /// Refuses a ``name`` that is no session name, or whose later sessions' names (`NAME-2` up to
    /// `NAME-maximumSessions`) would be too long: checked before anything listens or is written, not when the first
    /// or the second session starts.
    ///
    /// - Throws: ``RecordingError/invalidName(_:)`` or ``RecordingError/nameTooLongForItsSessions(bytes:suffix:limit:)``.
    package func checkName() throws(RecordingError) {
        guard let name else { return }
        do throws(StoreError) {
            try SessionMetadata.validate(name: name)
        } catch {
            throw .invalidName(error)
        }
        let suffix = "-\(max(2, maximumSessions))"
        let limit = SessionMetadata.maximumNameLength
        if name.utf8.count + suffix.utf8.count > limit {
            throw .nameTooLongForItsSessions(bytes: name.utf8.count, suffix: suffix, limit: limit)
        }
    }
}
