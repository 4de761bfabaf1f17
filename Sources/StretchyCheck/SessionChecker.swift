import Foundation
import StretchyCore
import _StretchySystem

/// Replays one session through a stack and checks every invariant that applies to the stack.
struct SessionChecker: Sendable {
    enum Outcome: Sendable {
        case pass(frames: Int)
        case fail(CheckViolation)
        /// The samples themselves are refused (a shrinking step broke them, or a corpus session is damaged).
        case invalid(InvalidSample)
    }

    let stack: BehaviorStack
    let universal: [UniversalInvariant]
    let declared: [(name: String, invariant: BehaviorInvariant)]
    let exclusions: [(behavior: String, exclusion: InvariantExclusion)]
    let slope: Double?
    /// Every subview attribute a behaviour of the stack writes, with the sum of those behaviours' bounds.
    let subviewBounds: [(key: SubviewAttributeKey, bound: ContinuityBound)]
    /// The subview attributes a behaviour animates over time (a bound with a rate), which `settle-at-rest` lets
    /// run on after a settle: an animation of its own, such as a scrim's 600 ms fade, may outlast the settle.
    let animatedKeys: Set<SubviewAttributeKey>

    /// - Parameters:
    ///   - stack: The stack to check.
    ///   - registry: Where the stack's behaviours came from: a behaviour that is no ``DescribedBehavior`` (a
    ///     plugin's) is described by the registry's factory.
    init(stack: BehaviorStack, registry: BehaviorRegistry? = nil) {
        self.stack = stack
        var descriptions: [BehaviorDescription] = []
        var exclusions: [(behavior: String, exclusion: InvariantExclusion)] = []
        for behavior in stack.behaviors {
            exclusions += behavior.invariantExclusions.map { (behavior.identifier, $0) }
            if let type = type(of: behavior) as? any DescribedBehavior.Type {
                descriptions.append(type.description)
            } else if let described = registry?.behavior(forID: behavior.identifier)?.description {
                descriptions.append(described)
            }
        }
        self.exclusions = exclusions
        let excluded = Set(exclusions.map(\.exclusion.invariant))
        let slope = descriptions.first { $0.stage == .expansion }?.continuitySlope
        self.slope = slope
        var bounds: [SubviewAttributeKey: ContinuityBound] = [:]
        for behavior in stack.behaviors {
            let continuity = behavior.subviewContinuity(in: stack.configuration)
            for key in Set(behavior.writtenAttributes) {
                bounds[key] = (bounds[key] ?? .still) + continuity.bound(for: key.attribute)
            }
        }
        subviewBounds = bounds.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        animatedKeys = Set(bounds.filter { $0.value.rate > 0 }.keys)
        let settles = stack.settles
        universal = UniversalInvariant.allCases.filter { invariant in
            guard !excluded.contains(invariant.rawValue) else { return false }
            switch invariant {
            case .continuity: return slope != nil
            case .subviewContinuity: return !bounds.isEmpty
            case .settleAtRest: return settles
            case .rateIndependent: return !descriptions.contains(where: \.readsPreviousFrame)
            default: return true
            }
        }
        // A plugin's behaviour checks its own invariants, made for its parameters (`InvariantProviding`).
        declared = zip(stack.behaviors, descriptions).flatMap { behavior, description in
            ((behavior as? any InvariantProviding)?.invariants ?? description.invariants).map {
                ("\(description.identifier).\($0.name)", $0)
            }
        }.filter { !excluded.contains($0.0) }
    }

    /// Every invariant checked, by name.
    var invariantNames: [String] {
        universal.map(\.rawValue) + declared.map(\.name)
    }

    func has(_ invariant: UniversalInvariant) -> Bool {
        universal.contains(invariant)
    }

    /// Checks one session; `onSecondThread` adds the run on another thread.
    func check(_ samples: [ScrollSample], onSecondThread: Bool) -> Outcome {
        let layouts: [HeaderLayout]
        do throws(InvalidSample) { layouts = try runChecked(samples) } catch { return .invalid(error) }
        if let violation = checkFrames(samples, layouts) { return .fail(violation) }
        if has(.settleAtRest), let violation = checkSettles(samples, layouts) { return .fail(violation) }
        let reruns: [(UniversalInvariant, Bool, String, () -> [HeaderLayout]?)] = [
            (.repeatable, true, "a second run gives", { run(samples) }),
            (.secondThread, onSecondThread, "a run on another thread gives", { runOnAnotherThread(samples) }),
        ]
        for (invariant, applies, words, rerun) in reruns where applies && has(invariant) {
            if let other = rerun(), let frame = firstDifference(layouts, other, stride: 1) {
                return .fail(
                    CheckViolation(
                        invariant: invariant.rawValue, frame: frame,
                        detail: "\(words) \(Self.describe(other[frame])) instead of \(Self.describe(layouts[frame]))"))
            }
        }
        if has(.rateIndependent), samples.count >= 2, let doubled = run(Self.doubled(samples)),
            let frame = firstDifference(layouts, doubled, stride: 2, tolerance: 1e-9)
        {
            return .fail(
                CheckViolation(
                    invariant: UniversalInvariant.rateIndependent.rawValue, frame: frame,
                    detail: "at twice the frame rate the frame is \(Self.describe(doubled[frame * 2])) instead of "
                        + Self.describe(layouts[frame])))
        }
        return .pass(frames: samples.count)
    }

    /// The frames, or `nil` when the runner refuses a sample.
    func run(_ samples: [ScrollSample]) -> [HeaderLayout]? {
        try? runChecked(samples)
    }

    /// The frames, or the first sample the runner refuses.
    func runChecked(_ samples: [ScrollSample]) throws(InvalidSample) -> [HeaderLayout] {
        var runner = stack.makeRunner()
        var layouts: [HeaderLayout] = []
        layouts.reserveCapacity(samples.count)
        for sample in samples {
            layouts.append(try runner.step(sample))
        }
        return layouts
    }

    /// Runs on a thread of the global queue while this one waits, so it is another thread.
    private func runOnAnotherThread(_ samples: [ScrollSample]) -> [HeaderLayout]? {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [self] in
            box.layouts = run(samples)
            done.signal()
        }
        done.wait()
        return box.layouts
    }

    /// The session at twice the rate: a sample half way between each two, the originals at the even frames.
    static func doubled(_ samples: [ScrollSample]) -> [ScrollSample] {
        var result: [ScrollSample] = []
        result.reserveCapacity(samples.count * 2)
        for index in samples.indices {
            if index > 0 {
                let (a, b) = (samples[index - 1], samples[index])
                var middle = b
                middle.time = (a.time + b.time) / 2
                middle.offsetY = (a.offsetY + b.offsetY) / 2
                middle.insetTop = (a.insetTop + b.insetTop) / 2
                middle.contentHeight = (a.contentHeight + b.contentHeight) / 2
                middle.viewportHeight = (a.viewportHeight + b.viewportHeight) / 2
                middle.viewportWidth = (a.viewportWidth + b.viewportWidth) / 2
                if middle.time > a.time, middle.time < b.time { result.append(middle) } else { return samples }
            }
            result.append(samples[index])
        }
        return result
    }

    private func firstDifference(
        _ layouts: [HeaderLayout], _ other: [HeaderLayout], stride: Int, tolerance: Double = 0
    ) -> Int? {
        for index in layouts.indices {
            let otherIndex = index * stride
            guard otherIndex < other.count else { return index }
            if !Self.same(layouts[index], other[otherIndex], tolerance: tolerance) { return index }
        }
        return nil
    }

    private static func same(_ a: HeaderLayout, _ b: HeaderLayout, tolerance: Double) -> Bool {
        if tolerance == 0 { return a == b || (bitsEqual(a, b)) }
        func close(_ x: Double, _ y: Double) -> Bool {
            x == y || abs(x - y) <= tolerance * max(1, abs(x), abs(y)) || (x.isNaN && y.isNaN)
        }
        guard a.subviews.count == b.subviews.count else { return false }
        let scalars = [
            (a.headerY, b.headerY), (a.headerHeight, b.headerHeight), (a.contentY, b.contentY),
            (a.contentHeight, b.contentHeight), (a.stretchFactor, b.stretchFactor),
        ]
        guard scalars.allSatisfy(close) else { return false }
        for (x, y) in zip(a.subviews, b.subviews) {
            for attribute in SubviewAttribute.allCases where !close(x[attribute], y[attribute]) { return false }
        }
        return true
    }

    /// Equal bit for bit, so two NaNs from the same computation count as the same output.
    private static func bitsEqual(_ a: HeaderLayout, _ b: HeaderLayout) -> Bool {
        func bits(_ layout: HeaderLayout) -> [UInt64] {
            [layout.headerY, layout.headerHeight, layout.contentY, layout.contentHeight, layout.stretchFactor]
                .map(\.bitPattern)
                + layout.subviews.flatMap { subview in SubviewAttribute.allCases.map { subview[$0].bitPattern } }
        }
        return bits(a) == bits(b)
    }

    static func describe(_ layout: HeaderLayout) -> String {
        "header y \(number(layout.headerY)), height \(number(layout.headerHeight)), stretch "
            + "\(number(layout.stretchFactor)), content y \(number(layout.contentY)), height "
            + number(layout.contentHeight)
    }

    static func number(_ value: Double) -> String {
        NumberFormatting.shortest(value)
    }
}

private final class ResultBox: @unchecked Sendable {
    var layouts: [HeaderLayout]?
}
