import StretchyCore

/// Runs a parsed script's commands one at a time and hands out the motions they make.
struct SynthMotionSource: MotionSource {
    private struct Block {
        let body: [SynthNode]
        var index: Int
        var remaining: Int
    }

    let initialOffset: Double
    private let bounds: ScrollBounds
    private let band: RubberBand
    private let physics: ScrollPhysics
    private let viewportHeight: Double
    private var stack: [Block]
    private var pending: [Motion] = []
    private var pendingIndex = 0
    private var cursor = 0.0
    private var last: Motion
    private var fingerDown = false
    private var moved = false
    /// Finger travel still to be swallowed by the profile's touch slop in this touch, points.
    private var slopLeft = 0.0
    private(set) var endTime = 0.0

    init(script: SynthScript) {
        bounds = script.geometry.bounds
        band = script.physics.rubberBand(viewportHeight: script.geometry.viewportHeight)
        physics = script.physics
        viewportHeight = script.geometry.viewportHeight
        initialOffset = script.start.offset(in: bounds)
        stack = [Block(body: script.nodes, index: 0, remaining: 1)]
        last = Motion(start: 0, kind: .rest(offset: initialOffset, phase: .idle))
        pending.reserveCapacity(4)
    }

    mutating func nextMotion() -> Motion? {
        while pendingIndex == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            guard let action = nextAction() else {
                endTime = max(cursor, last.settledTime)
                return nil
            }
            perform(action)
        }
        defer { pendingIndex += 1 }
        return pending[pendingIndex]
    }

    private mutating func nextAction() -> SynthAction? {
        while let top = stack.last {
            if top.index < top.body.count {
                stack[stack.count - 1].index += 1
                switch top.body[top.index] {
                case .action(let action, _, _, _):
                    return action
                case .repeatBlock(let count, let body):
                    if !body.isEmpty { stack.append(Block(body: body, index: 0, remaining: count)) }
                }
            } else if top.remaining > 1 {
                stack[stack.count - 1].remaining -= 1
                stack[stack.count - 1].index = 0
            } else {
                stack.removeLast()
            }
        }
        return nil
    }

    private mutating func emit(_ kind: Motion.Kind) {
        last = Motion(start: cursor, kind: kind)
        pending.append(last)
    }

    private var currentOffset: Double { last.state(at: cursor).offset }

    private var isResting: Bool {
        if case .rest = last.kind { return true }
        return false
    }

    private mutating func perform(_ action: SynthAction) {
        switch action {
        case .wait(let duration):
            if fingerDown, !isResting { emit(.rest(offset: currentOffset, phase: moved ? .dragging : .tracking)) }
            cursor += duration
        case .hold(let duration):
            if !fingerDown {
                touchDown()
                emit(.rest(offset: currentOffset, phase: .tracking))
            } else if !isResting {
                emit(.rest(offset: currentOffset, phase: moved ? .dragging : .tracking))
            }
            cursor += duration
        case .dragBy(let distance, let duration):
            drag(rawDistance: distance, over: duration)
        case .dragTo(let target, let duration):
            let raw = band.rawOffset(forOffset: currentOffset, in: bounds)
            drag(rawDistance: band.rawOffset(forOffset: target, in: bounds) - raw, over: duration)
        case .release:
            release()
        case .fling(let velocity, let duration):
            drag(rawDistance: velocity * duration, over: duration)
            release()
        case .settle:
            cursor = max(cursor, last.settledTime)
        case .scrollTo(let target, let duration):
            emit(.programmatic(from: currentOffset, to: target.offset(in: bounds), duration: duration))
            cursor += duration
        }
    }

    /// A finger touches down: nothing moved yet, the whole slop to swallow when the profile swallows it.
    private mutating func touchDown() {
        fingerDown = true
        moved = false
        slopLeft = physics.swallowsTouchSlop ? physics.touchSlop : 0
    }

    /// A drag at constant finger speed; the first ``ScrollPhysics/touchSlop`` of a touch's travel holds the content
    /// (`tracking`) when the profile swallows it, and past it the content runs ``ScrollPhysics/dragRunAhead`` ahead.
    private mutating func drag(rawDistance: Double, over duration: Double) {
        let touchesDown = !fingerDown
        if touchesDown { touchDown() }
        let travel = abs(rawDistance)
        let rawVelocity = rawDistance / duration
        var remaining = duration
        var lead = 0.0
        if slopLeft > 0, travel > 0 {
            let swallowed = min(slopLeft, travel)
            slopLeft -= swallowed
            let held = duration * swallowed / travel
            if touchesDown || !isResting { emit(.rest(offset: currentOffset, phase: moved ? .dragging : .tracking)) }
            cursor += held
            remaining = duration - held
            if slopLeft == 0 { lead = rawVelocity * physics.dragRunAhead }
        }
        guard remaining > 0 else { return }
        let raw = band.rawOffset(forOffset: currentOffset, in: bounds)
        moved = true
        emit(.drag(rawStart: raw + lead, rawVelocity: rawVelocity, band: band, bounds: bounds))
        cursor += remaining
    }

    private mutating func release() {
        let offset = currentOffset
        let velocity = last.velocity(at: cursor)
        fingerDown = false
        moved = false
        slopLeft = 0
        if !bounds.contains(offset) || abs(velocity) >= physics.minimumFlingVelocity {
            emit(
                .ballistic(
                    BallisticMotion(
                        offset: offset, velocity: velocity, bounds: bounds, physics: physics,
                        viewportHeight: viewportHeight)))
        } else {
            emit(.rest(offset: offset, phase: .idle))
        }
    }
}
