import CStretchyPlugin
import StretchyCore
import _StretchySystem

/// Plugin side: one behaviour created for one header, behind the opaque pointer the host holds.
///
/// The host calls ``apply(_:)`` from many threads at once. A Swift behaviour works on a ``HeaderFrame``, whose
/// subviews are an array; to run without allocating, the instance keeps a few frames, each behind its own lock, and
/// a call takes the first free one. When all are busy it builds a fresh frame (one allocation) rather than wait. The
/// behaviour's per-run state lives in the host's C frame; each call copies it into the frame's state and back.
final class PluginInstance: @unchecked Sendable {
    /// How many threads can apply at once without allocating.
    static let slotCount = 4

    let behavior: any HeaderBehavior
    /// The behaviour type's invariants, in the order of the description's `invariants`.
    let invariants: [BehaviorInvariant]
    let configuration: HeaderConfiguration
    /// Pairs of (subview index, attribute index), as `attributes_set` returns them.
    let attributePairs: UnsafeMutableBufferPointer<Int64>
    private let slots: [FrameSlot]

    init(behavior: any HeaderBehavior, invariants: [BehaviorInvariant], configuration: HeaderConfiguration) {
        self.behavior = behavior
        self.invariants = invariants
        self.configuration = configuration
        let keys = behavior.writtenAttributes
        attributePairs = .allocate(capacity: max(1, keys.count * 2))
        for (index, key) in keys.enumerated() {
            attributePairs[index * 2] = Int64(key.subview)
            attributePairs[index * 2 + 1] = Int64(SubviewAttribute.allCases.firstIndex(of: key.attribute)!)
        }
        attributeCount = keys.count
        let stateCount = max(0, behavior.stateCount)
        self.stateCount = stateCount
        slots = (0..<Self.slotCount).map { _ in FrameSlot(configuration: configuration, stateCount: stateCount) }
    }

    /// The number of (subview, attribute) pairs in ``attributePairs``.
    let attributeCount: Int
    /// The behaviour's numbers of per-run state.
    let stateCount: Int

    deinit {
        attributePairs.deallocate()
    }

    /// Runs the behaviour on one C frame, in place.
    func apply(_ c: UnsafeMutablePointer<stretchy_frame>) {
        for slot in slots where slot.tryLock() {
            run(&slot.frame, c)
            slot.unlock()
            return
        }
        var frame = FrameSlot.frame(configuration: configuration, stateCount: stateCount)
        run(&frame, c)
    }

    private func run(_ frame: inout HeaderFrame, _ c: UnsafeMutablePointer<stretchy_frame>) {
        frame.setInputs(
            sample: PluginFrame.sample(c.pointee.sample), previousSample: PluginFrame.sample(c.pointee.previous_sample),
            previousHeaderHeight: c.pointee.previous_header_height, isFirstFrame: c.pointee.is_first_frame != 0)
        PluginFrame.importLayout(c.pointee, into: &frame)
        // The host gives as many numbers as `instance_info` asked for; read no more than both sides know of.
        let states = c.pointee.state.map { _ in min(stateCount, max(0, Int(c.pointee.state_count))) } ?? 0
        for index in 0..<states {
            frame.setState(index, to: c.pointee.state![index])
        }
        behavior.apply(to: &frame)
        PluginFrame.exportLayout(frame, into: &c.pointee)
        for index in 0..<states {
            c.pointee.state![index] = frame.state(index)
        }
    }

    /// Answers `instance_info`: the behaviour's state and its subview bounds for this header.
    func describe(into info: UnsafeMutablePointer<stretchy_instance_info>) {
        let continuity = behavior.subviewContinuity(in: configuration)
        info.pointee.state_count = Int64(stateCount)
        info.pointee.lengths = stretchy_continuity_bound(slope: continuity.lengths.slope, rate: continuity.lengths.rate)
        info.pointee.fractions = stretchy_continuity_bound(
            slope: continuity.fractions.slope, rate: continuity.fractions.rate)
    }

    /// Answers `check_invariant`: runs invariant `index` of the type's description on the frame.
    ///
    /// - Returns: 1 when it holds (or there is no such invariant), else 0 with the message copied into `message`,
    ///   cut to `capacity - 1` bytes.
    func check(
        invariant index: Int, on c: UnsafePointer<stretchy_check_frame>, message: UnsafeMutablePointer<CChar>,
        capacity: Int
    ) -> Int32 {
        guard invariants.indices.contains(index) else { return 1 }
        let frame = InvariantFrame(
            configuration: configuration, sample: PluginFrame.sample(c.pointee.sample),
            previousSample: PluginFrame.sample(c.pointee.previous_sample),
            layout: PluginFrame.layout(
                c.pointee.layout, configuration: configuration, offsetY: c.pointee.sample.offset_y),
            previousLayout: PluginFrame.layout(
                c.pointee.previous_layout, configuration: configuration, offsetY: c.pointee.previous_sample.offset_y))
        guard let violation = invariants[index].violation(frame) else { return 1 }
        guard capacity > 0 else { return 0 }
        var bytes = Array(violation.utf8.prefix(capacity - 1))
        // Cut on a character boundary: drop continuation bytes left without their lead byte.
        if bytes.count < violation.utf8.count {
            while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
            if let last = bytes.last, last >= 0xC0 { bytes.removeLast() }
        }
        for (offset, byte) in bytes.enumerated() {
            message[offset] = CChar(bitPattern: byte)
        }
        message[bytes.count] = 0
        return 0
    }
}
