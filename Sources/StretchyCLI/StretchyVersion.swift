/// The version of `stretchy-replay`, as `--version` prints it.
public enum StretchyVersion {
    /// The current version, in semantic-versioning form: `0.1.0`.
    public static let current = "0.1.0"
}
