import _StretchySystem

/// Ctrl-C for a program that records: block the signals before any thread starts, then wait for one.
///
/// Blocked signals are delivered to no thread, so neither the server thread nor SQLite is interrupted mid-write;
/// ``wait()`` takes the signal synchronously on the main thread, which then calls ``RecordingServer/stop()``.
///
/// For example:
///
/// ```swift
/// InterruptSignal.block()  // first: threads started later inherit the mask
/// try server.start()
/// let signal = InterruptSignal.wait()  // SIGINT (Ctrl-C) or SIGTERM
/// try server.stop()
/// ```
package enum InterruptSignal {
    /// Blocks `SIGINT` and `SIGTERM` in the calling thread and in every thread it starts afterwards.
    package static func block() {
        var set = signals()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Waits until `SIGINT` or `SIGTERM` arrives, after ``block()``.
    ///
    /// - Returns: The signal's number.
    @discardableResult
    package static func wait() -> Int32 {
        var set = signals()
        var signal: Int32 = 0
        while sigwait(&set, &signal) != 0 {}
        return signal
    }

    private static func signals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
