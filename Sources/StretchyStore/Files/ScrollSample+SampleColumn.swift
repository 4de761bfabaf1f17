import StretchyCore

extension ScrollSample {
    /// Sets the numeric field a file column holds; `phase` is not numeric and is left alone.
    mutating func set(_ column: SampleColumn, to value: Double) {
        switch column {
        case .time: time = value
        case .offsetY: offsetY = value
        case .insetTop: insetTop = value
        case .viewportWidth: viewportWidth = value
        case .viewportHeight: viewportHeight = value
        case .contentHeight: contentHeight = value
        case .phase: break
        }
    }
}
