import StretchyCore

/// The samples the probe records: a pure function of the index, so a test can check every committed one.
enum ProbeSample {
    /// The sample at `index`.
    static func sample(_ index: Int) -> ScrollSample {
        ScrollSample(
            time: Double(index) / 120, offsetY: -280 + Double(index) * 0.1, insetTop: 280,
            phase: ScrollPhase.allCases[index % ScrollPhase.allCases.count])
    }
}
