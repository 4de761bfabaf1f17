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
                fingerDown = true
                moved = false
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

    private mutating func drag(rawDistance: Double, over duration: Double) {
        let raw = band.rawOffset(forOffset: currentOffset, in: bounds)
        fingerDown = true
        moved = true
        emit(.drag(rawStart: raw, rawVelocity: rawDistance / duration, band: band, bounds: bounds))
        cursor += duration
    }

    private mutating func release() {
        let offset = currentOffset
        let velocity = last.velocity(at: cursor)
        fingerDown = false
        moved = false
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
