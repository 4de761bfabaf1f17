import StretchyCore

/// Computes a replay's output digest: SHA-256 over a canonical encoding of every frame.
///
/// The encoding, documented in docs/replay.md: the UTF-8 column names joined by `,` and ended by `\n`; then, per
/// frame, `seq` as a 64-bit little-endian unsigned integer followed by every other column's IEEE 754 bit pattern as
/// a 64-bit little-endian integer, in column order. Equal digests mean bit-identical frames.
package struct FrameDigester: Sendable {
    private var hash = SHA256()

    /// Starts a digest for frames with these columns.
    package init(columns: FrameColumns) {
        self.init(names: columns.names)
    }

    /// Starts a digest for frames with columns of these names, `seq` first, such as a stored golden's.
    package init(names: [String]) {
        hash.update(Array((names.joined(separator: ",") + "\n").utf8))
    }

    /// Adds one frame: its sequence number and its values in column order.
    package mutating func add(seq: Int, values: [Double]) {
        hash.update(littleEndian: UInt64(seq))
        for value in values {
            hash.update(littleEndian: value.bitPattern)
        }
    }

    /// The digest of every frame added.
    package mutating func finalize() -> SHA256Digest {
        hash.finalize()
    }
}
