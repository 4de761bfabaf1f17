import StretchyCore
import _StretchySystem

/// The phases' names as C strings that live as long as the process, so inserts can bind them with `SQLITE_STATIC`.
///
/// Binding a Swift string with `SQLITE_TRANSIENT` makes SQLite allocate and copy it for every row; a bulk insert of a
/// million samples spent a tenth of its time in `malloc` and `free` for the phase alone.
enum PhaseText {
    /// One NUL-terminated UTF-8 name per phase, in ``ScrollPhase/ordered`` order; never freed.
    nonisolated(unsafe) static let names: [(pointer: UnsafePointer<CChar>, count: Int32)] = ScrollPhase.ordered.map {
        let bytes = Array($0.rawValue.utf8CString)
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        storage.initialize(from: bytes, count: bytes.count)
        return (UnsafePointer(storage), Int32(bytes.count - 1))
    }

    /// The name of a phase.
    static func name(of phase: ScrollPhase) -> (pointer: UnsafePointer<CChar>, count: Int32) {
        names[phase.ordinal]
    }

    /// The schema's list of the names, `'idle', 'tracking', …`, for `CHECK (phase IN (…))`.
    static let quotedList = ScrollPhase.ordered.map { "'\($0.rawValue)'" }.joined(separator: ", ")
}

extension ScrollPhase {
    /// The phase named by UTF-8 bytes, or `nil`; matches against ``PhaseText/names`` without making a `String`.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return nil }
        for (ordinal, name) in PhaseText.names.enumerated()
        where Int(name.count) == bytes.count && memcmp(name.pointer, start, bytes.count) == 0 {
            self = ScrollPhase.ordered[ordinal]
            return
        }
        return nil
    }
}
