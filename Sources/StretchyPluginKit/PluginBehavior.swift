import CStretchyPlugin
import Foundation
import StretchyCore

/// A behaviour that runs inside a plugin loaded at run time, seen by the stack as any other ``HeaderBehavior``.
///
/// ``PluginLoader`` creates these through the factories of a ``LoadedPlugin``; each owns one instance inside the
/// plugin. Every frame, ``apply(to:)`` copies the frame into a C `stretchy_frame` on the stack (subviews into a
/// stack buffer), calls the plugin, and copies the layout back: no allocation, no lock on the host side.
///
/// It is a ``HeaderBehavior`` only, the per-frame half of the contract: its description is its factory's, read from
/// the plugin, and it is created by that factory, never from a type.
struct PluginBehavior: HeaderBehavior {
    /// The plugin behaviour's identifier.
    let identifier: String
    /// The plugin behaviour's stage.
    let stage: BehaviorStage
    /// The subview attributes the plugin behaviour says it writes.
    let writtenAttributes: [SubviewAttributeKey]
    /// The universal invariants the plugin behaviour's description says it does not keep.
    let invariantExclusions: [InvariantExclusion]
    private let handle: PluginInstanceHandle

    /// Creates behaviour `index` of a plugin's table for a header.
    init(
        table: PluginTable, index: Int, description: BehaviorDescription, arguments: BehaviorArguments,
        configuration: HeaderConfiguration
    ) throws(BehaviorError) {
        var errorText: UnsafeMutablePointer<CChar>? = nil
        let created = table.table.pointee.create(
            table.table.pointee.context, Int64(index), arguments.pluginJSON, configuration.jsonText, &errorText)
        guard let instance = created else {
            var text = "plugin behaviour '\(description.identifier)' could not be created"
            var hint: String? = nil
            if let errorText {
                let json = String(cString: errorText)
                table.table.pointee.free_text(errorText)
                if let object = try? PluginJSON.object(json), let reported = object["description"] as? String {
                    text = reported
                    hint = object["hint"] as? String
                }
            }
            throw .pluginRefused(behavior: description.identifier, description: text, hint: hint)
        }
        handle = PluginInstanceHandle(table: table, instance: instance)
        identifier = description.identifier
        stage = description.stage
        invariantExclusions = description.exclusions
        var pairs: UnsafePointer<Int64>? = nil
        let count = Int(table.table.pointee.attributes_set(instance, &pairs))
        var keys: [SubviewAttributeKey] = []
        if let pairs {
            for item in 0..<max(0, count) {
                let subview = Int(pairs[item * 2])
                let attribute = Int(pairs[item * 2 + 1])
                guard configuration.subviews.indices.contains(subview),
                    SubviewAttribute.allCases.indices.contains(attribute)
                else { continue }
                keys.append(SubviewAttributeKey(subview, SubviewAttribute.allCases[attribute]))
            }
        }
        writtenAttributes = keys
    }

    /// Runs the plugin behaviour on one frame.
    ///
    /// - Complexity: O(subviews) to copy the frame across; allocates nothing.
    func apply(to frame: inout HeaderFrame) {
        let count = frame.layout.subviews.count
        withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, count * PluginFrame.attributeCount)) {
            buffer in
            var c = PluginFrame.export(frame, into: buffer.baseAddress!)
            handle.table.apply(handle.instance, &c)
            // The counts and the buffer are the host's: whatever the plugin wrote into them, the layout is read back
            // from the host's own buffer, as many subviews as the frame has (a plugin that set `subview_count` to -1
            // or pointed `subviews` elsewhere crashed the host).
            c.subview_count = Int64(count)
            c.subviews = buffer.baseAddress!
            PluginFrame.importLayout(c, into: &frame)
        }
    }
}
