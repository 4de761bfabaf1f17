import Foundation
import StretchyCore

/// Behaviours with planted bugs, each of the kind `check` must find.
enum Planted {
    static let registry = try! BehaviorRegistry.builtIn.adding([
        JumpBehavior.self, NaNBehavior.self, LeakBehavior.self, RateBehavior.self, TeleportBehavior.self,
        OvershootBehavior.self, LateSettleBehavior.self,
    ])
}

/// top-only with a 40 pt jump once the offset passes 100.
struct JumpBehavior: HeaderBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-jump", name: "Planted Jump", stage: .expansion, summary: "A jump at offset 100.",
        continuitySlope: 1)

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {
        let configuration = frame.configuration
        let pull = -frame.sample.offsetY
        let height =
            pull >= configuration.maximumHeight
            ? pull : min(configuration.maximumHeight, max(pull, configuration.minimumHeight))
        frame.setHeader(y: frame.sample.offsetY, height: height + (frame.sample.offsetY > 100 ? 40 : 0))
    }
}

/// A NaN alpha at the top edge under a zero inset.
struct NaNBehavior: HeaderBehavior {
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
struct LeakBehavior: HeaderBehavior {
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
struct RateBehavior: HeaderBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-rate", name: "Planted Rate", stage: .effects, summary: "Moves by the frame's delta.")

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    func apply(to frame: inout HeaderFrame) {
        frame.layout.subviews[0].y += min(10, abs(frame.sample.offsetY - frame.previousSample.offsetY))
    }
}

/// A visible teleport of the avatar: its y moves by 400 pt while `40 < offsetY < 41`; the header does not move.
struct TeleportBehavior: HeaderBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-teleport", name: "Planted Teleport", stage: .effects,
        summary: "The avatar jumps 400 pt down while 40 < offset < 41.")

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    var attributesSet: [SubviewAttributeKey] { [SubviewAttributeKey(1, .y)] }

    func apply(to frame: inout HeaderFrame) {
        if frame.sample.offsetY > 40, frame.sample.offsetY < 41 { frame.layout.subviews[1].y += 400 }
    }
}

/// A snap whose collapsed target forgets the header cannot collapse past its minimum: it asks for 20 pt more.
struct OvershootBehavior: HeaderBehavior {
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

/// A snap that says it takes no time (the scroll view's 0.3 s) but dips the background's alpha to 0.7 and back over
/// the 0.6 s after the release: the layout is still changing when the settle is over.
struct LateSettleBehavior: HeaderBehavior {
    static let description = BehaviorDescription(
        identifier: "planted-late-settle", name: "Planted Late Settle", stage: .settling,
        summary: "On release, settles at the nearer end and dips the background over 0.6 s.", readsPreviousFrame: true)

    init(arguments: BehaviorArguments, configuration: HeaderConfiguration) throws(BehaviorError) {}

    var attributesSet: [SubviewAttributeKey] { [SubviewAttributeKey(0, .alpha)] }

    var stateCount: Int { 1 }

    /// The fade is declared, so that `subview-continuity` passes and `settle-at-rest` is what fails.
    var subviewContinuity: SubviewContinuity {
        SubviewContinuity(lengths: .still, fractions: ContinuityBound(slope: 0, rate: 1))
    }

    func apply(to frame: inout HeaderFrame) {
        let stretch = frame.layout.stretchFactor
        if frame.previousSample.phase == .dragging, frame.sample.phase != .dragging, stretch > 0, stretch < 1 {
            let range = frame.configuration.maximumContentHeight - frame.configuration.minimumContentHeight
            frame.layout.settleOffset = frame.sample.offsetY + (stretch >= 0.5 ? stretch - 1 : stretch) * range
            // A dip under way runs to its end.
            if frame.state(0) == 0 || frame.sample.time - frame.state(0) >= 0.6 { frame.setState(0, to: frame.sample.time) }
        }
        let since = frame.sample.time - frame.state(0)
        guard frame.state(0) > 0, since < 0.6 else { return }
        frame.layout.subviews[0].alpha = 1 - min(since, 0.6 - since)
    }
}
