/// How a golden's stored frames fail to be those it was saved with
/// (``ReplayError/goldenDamaged(name:session:path:_:)``).
public enum GoldenDamage: Equatable, Sendable {
    /// It holds `read` frames, and its row says `recorded`.
    case frameCount(read: Int, recorded: Int)
    /// A frame's values take `bytes` bytes, where its columns need `expected` values of 8 bytes each.
    case valueCount(frame: Int, bytes: Int, expected: Int)
    /// The frame at position `index` is stored under another sequence number, `seq`.
    case sequence(index: Int, seq: Int)
    /// Its frames give the digest `computed` (hexadecimal SHA-256), and its row says `recorded`.
    case digest(computed: String, recorded: String)
}
