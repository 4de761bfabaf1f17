/// A measurement that could not be made: a child failed, an input could not be built.
struct BenchFailure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
