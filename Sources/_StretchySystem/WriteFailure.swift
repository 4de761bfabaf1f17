/// The words of one failure every writer of a file shares: writing began, then failed part-way, and the partial
/// file was removed. The store's and the replay's errors both say it this way.
package enum WriteFailure {
    /// `writing '<path>' failed: <reason>`.
    package static func description(path: String, reason: String) -> String {
        "writing '\(path)' failed: \(reason)"
    }

    /// How to put it right.
    package static let hint = "Check the free space on the disk; nothing was left under that name."
}
