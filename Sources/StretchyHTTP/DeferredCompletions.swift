import _StretchySystem

/// The deferred answers of an ``HTTPServer`` that threads have made and the server thread has not yet written, and
/// how many are still being made; shared by the server thread and the answering threads under one mutex.
final class DeferredCompletions: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var done: [(UInt64, HTTPResponse)] = []
    private var count = 0
    private var isClosed = false

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }

    /// How many answers are being made.
    var running: Int { locked { count } }

    /// One more answer is being made.
    func started() { locked { count += 1 } }

    /// One answer ended without a response (its thread did not start).
    func finished() { locked { count -= 1 } }

    /// Hands a made answer to the server thread and wakes it through the pipe's write end, unless it stopped.
    func post(_ connection: UInt64, _ response: HTTPResponse, wake: Int32) {
        locked {
            count -= 1
            guard !isClosed else { return }
            done.append((connection, response))
            var byte: UInt8 = 1
            _ = write(wake, &byte, 1)
        }
    }

    /// The answers made since the last call.
    func take() -> [(UInt64, HTTPResponse)] {
        locked {
            defer { done.removeAll() }
            return done
        }
    }

    /// Drops every answer made from now on: the server stopped and its pipe is closing.
    func close() { locked { isClosed = true } }

    /// Runs `job` on a new detached thread; `false` when none could be started.
    static func spawn(_ job: @escaping @Sendable () -> Void) -> Bool {
        final class Box {
            let job: @Sendable () -> Void
            init(_ job: @escaping @Sendable () -> Void) { self.job = job }
        }
        let box = Unmanaged.passRetained(Box(job)).toOpaque()
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
                box.job()
                return nil
            }, box)
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        pthread_detach(handle)
        return true
    }
}
