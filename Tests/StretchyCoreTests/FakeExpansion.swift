import StretchyCore

/// An expansion behaviour for tests: the header height is minus the offset, clamped to the header's range.
struct FakeExpansion: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "fake-expansion", name: "Fake Expansion", stage: .expansion, summary: "Clamps minus the offset.")
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}
    func apply(to frame: inout HeaderFrame) {
        let height = min(
            frame.configuration.maximumHeight, max(-frame.sample.offsetY, frame.configuration.minimumHeight))
        frame.setHeader(y: frame.sample.offsetY, height: height)
    }
}
