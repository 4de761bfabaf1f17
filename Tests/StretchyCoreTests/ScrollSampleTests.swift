import StretchyCore
import Testing

/// `ScrollSample.validate` checks every sample of every replay in one expression first and only then field by field;
/// these pin what it accepts and the error it throws at each bound.
struct ScrollSampleTests {
    static let fields: [(name: String, mayBeNegative: Bool, set: @Sendable (inout ScrollSample, Double) -> Void)] = [
        ("t", true, { $0.time = $1 }), ("offset_y", true, { $0.offsetY = $1 }),
        ("inset_top", true, { $0.insetTop = $1 }), ("viewport_width", false, { $0.viewportWidth = $1 }),
        ("viewport_height", false, { $0.viewportHeight = $1 }), ("content_height", false, { $0.contentHeight = $1 }),
    ]

    static func error(_ sample: ScrollSample, previousTime: Double? = nil) -> InvalidSample? {
        do {
            try sample.validate(index: 7, previousTime: previousTime)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesAtTheBoundsAreAccepted() {
        for field in Self.fields {
            let bounds = field.mayBeNegative ? [-1e9, -0.0, 0, 1e9] : [-0.0, 0, 1e9]
            for value in bounds {
                var sample = ScrollSample(time: 0, offsetY: 0)
                field.set(&sample, value)
                #expect(Self.error(sample) == nil, "\(field.name) = \(value)")
            }
        }
    }

    @Test func eachFieldPastItsBoundsIsRefusedWithItsReason() {
        for field in Self.fields {
            var cases: [(Double, InvalidSample.Reason)] = [
                (.nan, .notFinite), (.infinity, .notFinite), (-.infinity, .notFinite), (1e9.nextUp, .tooLarge),
                (-2e9, .tooLarge),
            ]
            if !field.mayBeNegative { cases.append((-1e-300, .negative)) }
            for (value, reason) in cases {
                var sample = ScrollSample(time: 0, offsetY: 0)
                field.set(&sample, value)
                let error = Self.error(sample)
                #expect(error?.field == field.name && error?.reason == reason && error?.index == 7, "\(value)")
                #expect(error?.value.bitPattern == value.bitPattern)
            }
        }
    }

    @Test func theFirstFieldAtFaultIsNamed() {
        var sample = ScrollSample(time: 0, offsetY: .nan)
        sample.contentHeight = -1
        #expect(Self.error(sample)?.field == "offset_y")
        // A bad field wins over time going backwards, which is checked last.
        #expect(Self.error(sample, previousTime: 5)?.field == "offset_y")
    }

    @Test func timeMayStayButNotGoBack() {
        #expect(Self.error(ScrollSample(time: 2, offsetY: 0), previousTime: 2) == nil)
        let error = Self.error(ScrollSample(time: 2, offsetY: 0), previousTime: 2.5)
        #expect(error == InvalidSample(index: 7, field: "t", value: 2, reason: .timeWentBackwards(previous: 2.5)))
    }
}
