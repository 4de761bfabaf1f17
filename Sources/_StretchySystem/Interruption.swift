/// `SIGINT` and `SIGTERM` for a command that writes: nothing half-written is left behind, and the process exits
/// `128 + signal` (130, 143).
///
/// ``install()`` (called once by the command line's `main`) sets a handler for both signals. What it does depends on
/// whether a file that must be closed properly is open (a writable database: see ``hold()``):
/// - none is: it removes every path registered with ``removeOnInterrupt(_:)`` (temporaries and partial outputs)
///   with `unlink`, writes the note given to ``install(note:)`` to standard error, and exits at once with
///   `_exit(128 + signal)`; all three calls are async-signal-safe;
/// - one is: it only records the signal in ``pendingSignal``. The work checks it (``SQLite``'s steps, the frame
///   loop), throws, rolls back and closes as any failure does, and the command line exits `128 + signal`.
///
/// A process that blocks the signals itself (`record`, which waits for them with `sigwait`) never runs the handler.
///
/// For example:
///
/// ```swift
/// Interruption.install()
/// let token = Interruption.removeOnInterrupt("/tmp/out.csv.partial-1")
/// defer { Interruption.forget(token) }
/// ```
package enum Interruption {
    /// The most paths registered at once; beyond it a path is simply not removed on a signal.
    static let capacity = 256

    /// The registered paths (C strings owned here), `nil` where a slot is free.
    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// `[0]`: how many holds are open; `[1]`: the signal that arrived while one was, or 0.
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<Int32> = {
        let words = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        words.initialize(repeating: 0, count: 2)
        return words
    }()

    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// The line the handler writes to standard error before it exits at once (``install(note:)``), as a C string
    /// owned here, and its length; `nil` for none.
    nonisolated(unsafe) private static var note: (text: UnsafeMutablePointer<CChar>, count: Int)?

    /// Installs the handler for `SIGINT` and `SIGTERM`, and unblocks them. Call it once, before any work starts (a
    /// command that waits for them with `sigwait`, as `record` does, blocks them again itself).
    ///
    /// - Parameter note: A line the handler writes to standard error (with `write`, async-signal-safe) when it exits
    ///   at once, so that an interruption says the same whenever it comes; `nil` for none.
    package static func install(note line: String? = nil) {
        if let line, note == nil, let text = strdup(line + "\n") { note = (text, strlen(text)) }
        _ = (paths, state, lock)
        signal(SIGINT, handle)
        signal(SIGTERM, handle)
        // A parent may have started this process with the signals blocked (the mask is inherited).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal that arrived while a hold was open, or `nil`: one load, cheap enough for every SQLite step.
    package static var pendingSignal: Int32? {
        let value = state[1]
        return value == 0 ? nil : value
    }

    /// The status to exit with after `signal`: 130 for `SIGINT`, 143 for `SIGTERM`.
    package static func exitStatus(for signal: Int32) -> Int32 {
        128 + signal
    }

    /// Marks the start of work that must end properly (a writable database is open): until the matching
    /// ``release()``, a signal is only recorded in ``pendingSignal``.
    package static func hold() {
        withLock { state[0] += 1 }
    }

    /// Ends a ``hold()``.
    package static func release() {
        withLock { state[0] -= 1 }
    }

    /// Registers a path to remove if the process is interrupted while no hold is open.
    ///
    /// - Returns: The token to pass to ``forget(_:)``, or `nil` when every slot is taken.
    package static func removeOnInterrupt(_ path: String) -> Int? {
        guard let copy = strdup(path) else { return nil }
        let slot = withLock { () -> Int? in
            guard let free = (0..<capacity).first(where: { paths[$0] == nil }) else { return nil }
            paths[free] = copy
            return free
        }
        if slot == nil { free(copy) }
        return slot
    }

    /// Stops removing a path registered with ``removeOnInterrupt(_:)``.
    package static func forget(_ token: Int?) {
        guard let token else { return }
        let copy = withLock { () -> UnsafeMutablePointer<CChar>? in
            let copy = paths[token]
            paths[token] = nil
            return copy
        }
        free(copy)
    }

    /// Removes every registered path: what the handler does, and what the command line does before it exits after
    /// a pending signal.
    package static func removeRegisteredPaths() {
        for slot in 0..<capacity {
            if let path = paths[slot] { unlink(path) }
        }
    }

    private static func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    /// The signal handler: only async-signal-safe calls (`unlink`, `write`, `_exit`), no lock, no allocation.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        if Interruption.state[0] > 0 {
            Interruption.state[1] = signal
            return
        }
        Interruption.removeRegisteredPaths()
        if let note = Interruption.note { _ = write(2, note.text, note.count) }
        _exit(Interruption.exitStatus(for: signal))
    }
}
