/// The version of Stretchy: what `stretchy-replay --version` prints, what runs record, and what plugins are built with.
public enum StretchyVersion {
    /// The current version, in semantic-versioning form: `0.1.0`.
    public static let current = "0.1.0"
}
