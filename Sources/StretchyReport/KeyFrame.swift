/// A frame the filmstrip shows, and why.
struct KeyFrame {
    /// Why it was chosen: `start`, `largest stretch`, `fully collapsed`, `release`, `first divergence`, `end`.
    var reason: String
    var seq: Int
    var phase: Int
    /// Each side's row at that frame.
    var rows: [[Double]]

    /// Becomes frame `seq`: each side's current row copied into the arrays it already has, so that a key frame
    /// followed through a session (its largest stretch, its end) allocates nothing per frame.
    mutating func take(seq: Int, phase: Int, from sides: [SideCollector]) {
        self.seq = seq
        self.phase = phase
        if rows.count != sides.count { rows = sides.map { _ in [] } }
        for (index, side) in sides.enumerated() {
            rows[index].removeAll(keepingCapacity: true)
            rows[index].append(contentsOf: side.row)
        }
    }

    /// Orders key frames of the same frame: the start first, the end last.
    var order: Int {
        ["start", "release", "largest stretch", "fully collapsed", "most collapsed", "first divergence", "end"]
            .firstIndex(of: reason) ?? 0
    }
}
