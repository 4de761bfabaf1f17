import StretchyStore

extension SampleFileError {
    /// Whether the file could not be read at all (missing or not permitted), rather than read and refused.
    var isUnreadable: Bool {
        if case .cannotRead = reason { return true }
        return false
    }
}
