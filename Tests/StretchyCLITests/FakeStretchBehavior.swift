import StretchyCore

/// A test behaviour of the exclusive expansion stage: the header grows by the pull past the top, up to a limit.
struct FakeStretchBehavior: DescribedBehavior {
    static let limit = Parameter<Double>(
        "limit", .number(.nonNegative, default: 200),
        summary: "The most the header stretches, in points.")

    static var description: BehaviorDescription {
        BehaviorDescription(
            identifier: "fake-stretch",
            name: "Fake Stretch",
            stage: .expansion,
            summary: "Stretches the header when the scroll view is pulled past the top.",
            discussion: "A stand-in for top-only, for the command-line tests.\nIt reads nothing but the offset.",
            parameters: [
                Self.limit
            ],
            examples: [
                BehaviorExample(
                    "Pulled 50 points", stack: "fake-stretch",
                    header: try! HeaderConfiguration(maximumContentHeight: 100),
                    frames: [ExampleFrame(offsetY: -50, headerHeight: 150)]),
                BehaviorExample(
                    "Capped at the limit", stack: "fake-stretch=limit=10",
                    header: try! HeaderConfiguration(maximumContentHeight: 100),
                    frames: [ExampleFrame(offsetY: -50, headerHeight: 110)]),
            ])
    }

    let limit: Double

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {
        limit = arguments[Self.limit]
    }

    func apply(to frame: inout HeaderFrame) {}
}
