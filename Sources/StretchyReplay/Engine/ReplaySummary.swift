/// What a replay produced, at a glance: frame count, ranges, digest and timing.
///
/// Everything but ``wallNanoseconds`` and ``profile`` is a pure function of the session, header and stack.
public struct ReplaySummary: Hashable, Sendable {
    /// The number of frames.
    public var frames: Int
    /// The last sample's time minus the first's, in seconds.
    public var duration: Double
    /// The range of every column after `seq`, in ``FrameColumns`` order.
    package var ranges: [ValueRange]
    /// The columns the ranges belong to.
    package var columns: FrameColumns
    /// SHA-256 over the canonical encoding of every frame (``FrameDigester``).
    package var digest: SHA256Digest
    /// The replay's wall-clock time in nanoseconds: reading, stepping, digest and outputs.
    public var wallNanoseconds: UInt64
    /// The profile, when the replay was profiled.
    package var profile: ProfileReport?

    /// The SHA-256 digest of every frame as 64 lowercase hexadecimal digits: the same on every run, build and
    /// machine for the same session, header and stack.
    public var hexadecimalDigest: String { digest.hexadecimal }

    /// The range of one column after `seq`, by name; `nil` for `seq` and unknown names.
    package func range(of column: String) -> ValueRange? {
        guard let index = columns.names.firstIndex(of: column), index > 0 else { return nil }
        return ranges[index - 1]
    }
}
