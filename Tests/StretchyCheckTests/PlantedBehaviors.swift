import Foundation
import StretchyCore

/// Behaviours with planted bugs, each of the kind `check` must find.
enum Planted {
    static let registry = try! BehaviorRegistry.builtIn.adding([
        JumpBehavior.self, NaNBehavior.self, LeakBehavior.self, RateBehavior.self,
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
