import StretchyCore

/// A second expansion behaviour, to provoke conflicts.
struct OtherExpansion: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "other-expansion", name: "Other Expansion", stage: .expansion, summary: "Never moves.")
    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}
    func apply(to frame: inout HeaderFrame) {}
}
