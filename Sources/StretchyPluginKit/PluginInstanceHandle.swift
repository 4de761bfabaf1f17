import CStretchyPlugin
import StretchyCore

/// Host side: owns one behaviour instance inside a plugin, and destroys it when the last stack using it is gone.
final class PluginInstanceHandle: @unchecked Sendable {
    let table: PluginTable
    let instance: UnsafeMutableRawPointer

    init(table: PluginTable, instance: UnsafeMutableRawPointer) {
        self.table = table
        self.instance = instance
    }

    deinit {
        table.destroy(instance)
    }

    /// The bytes of the message buffer `check_invariant` writes into.
    static let messageCapacity = 512

    /// Asks the plugin whether invariant `index` holds on a frame.
    ///
    /// - Returns: `nil` when it holds, else the plugin's line saying what is wrong.
    func violation(ofInvariant index: Int, on frame: InvariantFrame) -> String? {
        guard let check = table.checkInvariant else { return nil }
        let count = frame.layout.subviews.count
        let values = count * PluginFrame.attributeCount
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, values * 2)) { buffer in
            let now = buffer.baseAddress!
            let before = now + values
            var c = stretchy_check_frame(
                sample: PluginFrame.sample(frame.sample), previous_sample: PluginFrame.sample(frame.previousSample),
                layout: PluginFrame.layout(frame.layout, into: now),
                previous_layout: PluginFrame.layout(frame.previousLayout, into: before))
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Self.messageCapacity) { message in
                message.initialize(repeating: 0)
                let holds = check(instance, Int64(index), &c, message.baseAddress!, Int64(Self.messageCapacity))
                guard holds == 0 else { return nil }
                message[Self.messageCapacity - 1] = 0
                let text = String(cString: message.baseAddress!)
                return text.isEmpty ? "the plugin says it does not hold, and gives no reason" : text
            }
        }
    }
}
