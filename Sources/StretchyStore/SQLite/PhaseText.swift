import StretchyCore

/// The phases' names as C strings that live as long as the process, so inserts can bind them with `SQLITE_STATIC`.
///
/// Binding a Swift string with `SQLITE_TRANSIENT` makes SQLite allocate and copy it for every row; a bulk insert of a
/// million samples spent a tenth of its time in `malloc` and `free` for the phase alone.
enum PhaseText {
    /// One NUL-terminated UTF-8 name per phase, in `ScrollPhase.allCases` order; never freed.
    nonisolated(unsafe) static let names: [(pointer: UnsafePointer<CChar>, count: Int32)] = ScrollPhase.allCases.map {
        let bytes = Array($0.rawValue.utf8CString)
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        storage.initialize(from: bytes, count: bytes.count)
        return (UnsafePointer(storage), Int32(bytes.count - 1))
    }

    /// The name of a phase.
    static func name(of phase: ScrollPhase) -> (pointer: UnsafePointer<CChar>, count: Int32) {
        switch phase {
        case .idle: names[0]
        case .tracking: names[1]
        case .dragging: names[2]
        case .decelerating: names[3]
        case .bouncing: names[4]
        case .programmatic: names[5]
        }
    }
}
