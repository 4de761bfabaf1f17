/// A frame the filmstrip shows, and why.
struct KeyFrame {
    /// Why it was chosen: `start`, `largest stretch`, `fully collapsed`, `release`, `first divergence`, `end`.
    var reason: String
    var seq: Int
    var phase: Int
    /// Each side's row at that frame.
    var rows: [[Double]]

    /// Orders key frames of the same frame: the start first, the end last.
    var order: Int {
        ["start", "release", "largest stretch", "fully collapsed", "most collapsed", "first divergence", "end"]
            .firstIndex(of: reason) ?? 0
    }
}
