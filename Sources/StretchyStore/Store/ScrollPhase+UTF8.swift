import StretchyCore

extension ScrollPhase {
    /// The phase named by UTF-8 bytes, or `nil`; matches without making a `String`.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else { return nil }
        let candidate: ScrollPhase
        switch (first, bytes.count) {
        case (UInt8(ascii: "i"), 4): candidate = .idle
        case (UInt8(ascii: "t"), 8): candidate = .tracking
        case (UInt8(ascii: "d"), 8): candidate = .dragging
        case (UInt8(ascii: "d"), 12): candidate = .decelerating
        case (UInt8(ascii: "b"), 8): candidate = .bouncing
        case (UInt8(ascii: "p"), 12): candidate = .programmatic
        default: return nil
        }
        guard candidate.rawValue.utf8.elementsEqual(bytes) else { return nil }
        self = candidate
    }
}
