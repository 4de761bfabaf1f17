import CStretchyPlugin
import Foundation
import StretchyCore
import _StretchySystem

/// A behaviour that runs inside a plugin loaded at run time, seen by the stack as any other ``HeaderBehavior``.
///
/// ``PluginLoader`` creates these through the factories of a ``LoadedPlugin``; each owns one instance inside the
/// plugin. Every frame, ``apply(to:)`` copies the frame into a C `stretchy_frame` on the stack (subviews and the
/// instance's per-run state into a stack buffer), calls the plugin, and copies the layout and the state back: no
/// allocation, no lock on the host side.
///
/// What an interface 2 plugin says of an instance (`instance_info`) becomes ``stateCount`` and
/// ``subviewContinuity(in:)``; the invariants its description declares become ``invariants``, which call the
/// plugin's `check_invariant` for this instance.
///
/// It is a ``HeaderBehavior`` only, the per-frame half of the contract: its description is its factory's, read from
/// the plugin, and it is created by that factory, never from a type.
struct PluginBehavior: HeaderBehavior, InvariantProviding {
    /// The most numbers of per-run state one instance may ask for: a larger count is a broken plugin, not a state.
    static let maximumStateCount: Int64 = 1 << 16

    /// The plugin behaviour's identifier.
    let identifier: String
    /// The plugin behaviour's stage.
    let stage: BehaviorStage
    /// The subview attributes the plugin behaviour says it writes.
    let writtenAttributes: [SubviewAttributeKey]
    /// The universal invariants the plugin behaviour's description says it does not keep.
    let invariantExclusions: [InvariantExclusion]
    /// The numbers of per-run state the instance asked for (interface 2's `instance_info`); 0 for interface 1.
    let stateCount: Int
    /// The bounds of the instance's subview attributes (interface 2's `instance_info`); the default for interface 1.
    let continuity: SubviewContinuity
    /// The invariants the description declares, each evaluated by the plugin for this instance.
    let invariants: [BehaviorInvariant]
    private let handle: PluginInstanceHandle

    /// Creates behaviour `index` of a plugin's table for a header.
    init(
        table: PluginTable, index: Int, description: BehaviorDescription,
        invariants declared: [PluginInvariantDeclaration], arguments: BehaviorArguments,
        configuration: HeaderConfiguration
    ) throws(BehaviorError) {
        var errorText: UnsafeMutablePointer<CChar>? = nil
        let created = table.create(
            table.context, Int64(index), arguments.pluginJSON, configuration.jsonText, &errorText)
        guard let instance = created else {
            var text = "plugin behaviour '\(description.identifier)' could not be created"
            var hint: String? = nil
            if let errorText {
                let json = String(cString: errorText)
                table.freeText(errorText)
                if let object = try? PluginJSON.object(json), let reported = object["description"] as? String {
                    text = reported
                    hint = object["hint"] as? String
                }
            }
            throw .pluginRefused(behavior: description.identifier, description: text, hint: hint)
        }
        let handle = PluginInstanceHandle(table: table, instance: instance)
        self.handle = handle
        identifier = description.identifier
        stage = description.stage
        invariantExclusions = description.exclusions
        var pairs: UnsafePointer<Int64>? = nil
        let count = Int(table.attributesSet(instance, &pairs))
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
        (stateCount, continuity) = try Self.instanceInfo(of: handle, identifier: description.identifier)
        invariants = declared.enumerated().map { index, declaration in
            BehaviorInvariant(declaration.name, summary: declaration.summary) { frame in
                handle.violation(ofInvariant: index, on: frame)
            }
        }
    }

    /// Asks an interface 2 instance for its state and bounds, after filling in the defaults; refuses what no
    /// instance could mean (a negative or huge state, a negative or NaN bound).
    private static func instanceInfo(of handle: PluginInstanceHandle, identifier: String) throws(BehaviorError)
        -> (Int, SubviewContinuity)
    {
        let fallback = SubviewContinuity.default
        var info = stretchy_instance_info(
            state_count: 0,
            lengths: stretchy_continuity_bound(slope: fallback.lengths.slope, rate: fallback.lengths.rate),
            fractions: stretchy_continuity_bound(slope: fallback.fractions.slope, rate: fallback.fractions.rate))
        handle.table.instanceInfo?(handle.instance, &info)
        guard (0...maximumStateCount).contains(info.state_count) else {
            throw .pluginRefused(
                behavior: identifier,
                description: "plugin behaviour '\(identifier)' asks for \(info.state_count) numbers of per-run state",
                hint: "Set 'state_count' in 'instance_info' to a count from 0 to \(maximumStateCount); see "
                    + "docs/plugins.md.")
        }
        let bounds = [
            ("lengths.slope", info.lengths.slope), ("lengths.rate", info.lengths.rate),
            ("fractions.slope", info.fractions.slope), ("fractions.rate", info.fractions.rate),
        ]
        if let (name, value) = bounds.first(where: { !($0.1 >= 0) }) {
            throw .pluginRefused(
                behavior: identifier,
                description: "plugin behaviour '\(identifier)' declares a subview bound \(name) of "
                    + NumberFormatting.shortest(value),
                hint: "A bound's slope and rate are 0 or more (an infinite slope allows any change once the scroll "
                    + "moves); see docs/plugins.md.")
        }
        let continuity = SubviewContinuity(
            lengths: ContinuityBound(slope: info.lengths.slope, rate: info.lengths.rate),
            fractions: ContinuityBound(slope: info.fractions.slope, rate: info.fractions.rate))
        return (Int(info.state_count), continuity)
    }

    /// The bounds the plugin declared for this instance.
    func subviewContinuity(in configuration: HeaderConfiguration) -> SubviewContinuity {
        continuity
    }

    /// Runs the plugin behaviour on one frame.
    ///
    /// - Complexity: O(subviews + state) to copy the frame across; allocates nothing.
    func apply(to frame: inout HeaderFrame) {
        let count = frame.layout.subviews.count
        let values = count * PluginFrame.attributeCount
        let states = stateCount
        withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, values + states)) { buffer in
            let subviews = buffer.baseAddress!
            let state = subviews + values
            var c = PluginFrame.export(frame, into: subviews)
            for index in 0..<states {
                state[index] = frame.state(index)
            }
            if states > 0 {
                c.state_count = Int64(states)
                c.state = state
            }
            handle.table.apply(handle.instance, &c)
            // The counts and the buffer are the host's: whatever the plugin wrote into them, the layout is read back
            // from the host's own buffer, as many subviews as the frame has (a plugin that set `subview_count` to -1
            // or pointed `subviews` elsewhere crashed the host), and the state from the host's own block.
            c.subview_count = Int64(count)
            c.subviews = subviews
            PluginFrame.importLayout(c, into: &frame)
            for index in 0..<states {
                frame.setState(index, to: state[index])
            }
        }
    }
}
