import StretchyReplay

extension ReplayError {
    /// Whether the error is about a golden the page asked for as its baseline (missing or damaged), not the stack.
    var isAboutAGolden: Bool {
        switch self {
        case .goldenNotFound, .goldenDamaged: true
        default: false
        }
    }
}
