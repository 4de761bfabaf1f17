import StretchyCore
import _StretchySystem

/// A reusable frame behind a lock that is only ever tried, never waited on.
final class FrameSlot: @unchecked Sendable {
    var frame: HeaderFrame
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(configuration: HeaderConfiguration, stateCount: Int) {
        frame = Self.frame(configuration: configuration, stateCount: stateCount)
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// A frame for one behaviour with `stateCount` numbers of per-run state, its block at the start.
    static func frame(configuration: HeaderConfiguration, stateCount: Int) -> HeaderFrame {
        var frame = HeaderFrame(configuration: configuration)
        frame.stateStorage = [Double](repeating: 0, count: stateCount)
        frame.stateBase = 0
        return frame
    }

    /// Takes the lock if it is free.
    func tryLock() -> Bool {
        pthread_mutex_trylock(mutex) == 0
    }

    /// Releases the lock.
    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
