import Foundation
import StretchyCore

/// Behaviours with planted bugs, each of the kind `check` must find.
enum Planted {
    static let registry = try! BehaviorRegistry.builtIn.adding([
        JumpBehavior.self, NaNBehavior.self, LeakBehavior.self, RateBehavior.self, TeleportBehavior.self,
        OvershootBehavior.self, LateSettleBehavior.self,
    ])

    /// top-only's height for the frame's offset (legacy inset): pinned between the minimum and maximum heights,
    /// stretching past the maximum.
    static func topOnlyHeight(_ frame: HeaderFrame) -> Double {
        let configuration = frame.configuration
        let pull = -frame.sample.offsetY
        return pull >= configuration.maximumHeight
            ? pull : min(configuration.maximumHeight, max(pull, configuration.minimumHeight))
    }
}

/// top-only with a 40 pt jump once the offset passes 100.
struct JumpBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-jump", name: "Planted Jump", stage: .expansion, summary: "A jump at offset 100.",
        continuitySlope: 1)

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {
        frame.setHeader(
            y: frame.sample.offsetY, height: Planted.topOnlyHeight(frame) + (frame.sample.offsetY > 100 ? 40 : 0))
    }
}

/// A NaN alpha at the top edge under a zero inset.
struct NaNBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-nan", name: "Planted NaN", stage: .effects, summary: "0 / 0 at the top edge.")

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {
        let pull = -(frame.sample.offsetY + frame.sample.insetTop)
        let alpha = frame.sample.insetTop == 0 ? pull / pull : 1
        frame.layout.subviews[1].alpha = alpha
    }
}

/// State shared by every run of the stack: a frame counter that moves the first subview.
struct LeakBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-leak", name: "Planted Leak", stage: .effects, summary: "State kept between runs.")

    private final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var frames = 0
    }

    private let counter = Counter()

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {
        let frames = counter.lock.withLock {
            counter.frames += 1
            return counter.frames
        }
        frame.layout.subviews[0].x = Double(frames % 7)
    }
}

/// A per-frame delta where a per-second velocity belongs, without declaring that it reads the previous frame.
struct RateBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-rate", name: "Planted Rate", stage: .effects, summary: "Moves by the frame's delta.")

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    var writtenAttributes: [SubviewAttributeKey] { [SubviewAttributeKey(0, .y)] }

    /// Up to 10 pt a frame whatever the scroll: a bound loose enough that only `rate-independent` sees the bug.
    func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
        SubviewContinuity(lengths: ContinuityBound(slope: 0, rate: 10_000), fractions: .still)
    }

    func apply(to frame: inout HeaderFrame) {
        frame.layout.subviews[0].y += min(10, abs(frame.sample.offsetY - frame.previousSample.offsetY))
    }
}

/// A visible teleport of the avatar: its y moves by 400 pt while `40 < offsetY < 41`; the header does not move.
struct TeleportBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-teleport", name: "Planted Teleport", stage: .effects,
        summary: "The avatar jumps 400 pt down while 40 < offset < 41.")

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    var writtenAttributes: [SubviewAttributeKey] { [SubviewAttributeKey(1, .y)] }

    func apply(to frame: inout HeaderFrame) {
        if frame.sample.offsetY > 40, frame.sample.offsetY < 41 { frame.layout.subviews[1].y += 400 }
    }
}

/// A snap whose collapsed target forgets the header cannot collapse past its minimum: it asks for 20 pt more.
struct OvershootBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-overshoot", name: "Planted Overshoot", stage: .settling,
        summary: "On release, settles 20 pt past the collapsed end.", readsPreviousFrame: true)

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {
        let stretch = frame.layout.stretchFactor
        guard frame.previousSample.phase == .dragging, frame.sample.phase != .dragging, stretch > 0, stretch < 1
        else { return }
        let range = frame.configuration.maximumContentHeight - frame.configuration.minimumContentHeight
        frame.layout.settleOffset = frame.sample.offsetY + stretch * range + 20
    }
}

/// top-only with a snap that says it takes 0.1 s but lets the header overshoot and swing back over the 0.6 s after
/// the release: the header is still moving when the settle is over.
struct LateSettleBehavior: DescribedBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-late-settle", name: "Planted Late Settle", stage: .expansion,
        summary: "top-only; on release, settles at the nearer end in a declared 0.1 s, and swings for 0.6 s.",
        readsPreviousFrame: true)

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    var stateCount: Int { 1 }

    var measures: Set<LayoutMeasure> { [.settleOffset] }

    func apply(to frame: inout HeaderFrame) {
        let configuration = frame.configuration
        var height = Planted.topOnlyHeight(frame)
        let stretch = configuration.stretchFactor(forHeaderHeight: height)
        let range = configuration.maximumContentHeight - configuration.minimumContentHeight
        if frame.previousSample.phase == .dragging, frame.sample.phase != .dragging, stretch > 0, stretch < 1 {
            frame.layout.settleOffset = frame.sample.offsetY + (stretch >= 0.5 ? stretch - 1 : stretch) * range
            frame.layout.settleDuration = 0.1
            frame.setState(0, to: frame.sample.time)
        }
        let since = frame.sample.time - frame.state(0)
        if frame.state(0) > 0, since < 0.6 { height += 4 * since * (0.6 - since) }
        frame.setHeader(y: frame.sample.offsetY, height: height)
    }
}
