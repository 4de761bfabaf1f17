// The one place that names the platform's C library. Every other module that needs a system call imports
// `_StretchySystem` and gets it from here, so the Glibc / Musl / Darwin choice is made once.

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#else
    #error("_StretchySystem was unable to identify your C library.")
#endif

/// Why a system call failed: the C library's `errno`, captured at the failure.
package struct SystemFailure: Error, Sendable, Equatable {
    /// The `errno` value.
    package let code: Int32

    /// The failure of the call that just returned, from the current `errno`.
    package static var current: SystemFailure { SystemFailure(code: errno) }

    /// The C library's text for it, such as `No such file or directory`.
    package var reason: String { systemErrorText(code) }
}

/// The C library's text for an `errno` value, such as `No such file or directory`.
package func systemErrorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// Writes every byte of `bytes` to a descriptor, retrying when a signal interrupts the write.
///
/// - Throws: ``SystemFailure`` with the `errno` of the write that failed.
package func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemFailure) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            throw .current
        }
        if written == 0 { throw SystemFailure(code: EIO) }
        offset += written
    }
}

/// Nanoseconds of the system's monotonic clock (`CLOCK_MONOTONIC`).
package func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Hides a value from the optimizer, so timed work whose result is otherwise unused is not removed.
@inline(never)
package func keepAlive(_ value: Double) {
    _ = value
}
