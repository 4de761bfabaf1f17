import CStretchyPlugin
import StretchyCore
import _StretchySystem

/// Plugin side: one behaviour created for one header, behind the opaque pointer the host holds.
///
/// The host calls ``apply(_:)`` from many threads at once. A Swift behaviour works on a ``HeaderFrame``, whose
/// subviews are an array; to run without allocating, the instance keeps a few frames, each behind its own lock, and
/// a call takes the first free one. When all are busy it builds a fresh frame (one allocation) rather than wait.
final class PluginInstance: @unchecked Sendable {
    /// How many threads can apply at once without allocating.
    static let slotCount = 4

    let behavior: any HeaderBehavior
    let configuration: HeaderConfiguration
    /// Pairs of (subview index, attribute index), as `attributes_set` returns them.
    let attributePairs: UnsafeMutableBufferPointer<Int64>
    private let slots: [FrameSlot]

    init(behavior: any HeaderBehavior, configuration: HeaderConfiguration) {
        self.behavior = behavior
        self.configuration = configuration
        let keys = behavior.writtenAttributes
        attributePairs = .allocate(capacity: max(1, keys.count * 2))
        for (index, key) in keys.enumerated() {
            attributePairs[index * 2] = Int64(key.subview)
            attributePairs[index * 2 + 1] = Int64(SubviewAttribute.allCases.firstIndex(of: key.attribute)!)
        }
        attributeCount = keys.count
        slots = (0..<Self.slotCount).map { _ in FrameSlot(configuration: configuration) }
    }

    /// The number of (subview, attribute) pairs in ``attributePairs``.
    let attributeCount: Int

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
        var frame = HeaderFrame(configuration: configuration)
        run(&frame, c)
    }

    private func run(_ frame: inout HeaderFrame, _ c: UnsafeMutablePointer<stretchy_frame>) {
        frame.setInputs(
            sample: PluginFrame.sample(c.pointee.sample), previousSample: PluginFrame.sample(c.pointee.previous_sample),
            previousHeaderHeight: c.pointee.previous_header_height)
        PluginFrame.importLayout(c.pointee, into: &frame)
        behavior.apply(to: &frame)
        PluginFrame.exportLayout(frame, into: &c.pointee)
    }
}
