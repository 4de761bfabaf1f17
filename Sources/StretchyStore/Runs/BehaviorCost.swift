import Foundation
import _StretchySystem

/// One behaviour's measured cost, as a profile reports it and a stored run keeps it.
package struct BehaviorCost: Hashable, Sendable {
    /// The behaviour's identifier.
    package var identifier: String
    /// Its mean time per frame in nanoseconds, with the clock's own cost taken off.
    package var nanosecondsPerFrame: Double

    /// Creates a cost.
    package init(identifier: String, nanosecondsPerFrame: Double) {
        self.identifier = identifier
        self.nanosecondsPerFrame = nanosecondsPerFrame
    }
}

extension BehaviorCost {
    /// The cost as JSON, `{"behavior": "fade", "ns_per_frame": 3.2}`: the one shape stored runs and summaries use.
    package var jsonValue: JSONValue {
        .object([("behavior", .string(identifier)), ("ns_per_frame", .number(nanosecondsPerFrame))])
    }

    /// Costs as the JSON text of `runs.behavior_costs`.
    static func storedText(_ costs: [BehaviorCost]) -> String {
        JSONValue.array(costs.map(\.jsonValue)).rendered()
    }

    /// Costs read back from the JSON text of `runs.behavior_costs`; entries that are not costs are skipped.
    static func costs(storedText text: String) -> [BehaviorCost] {
        guard let data = text.data(using: .utf8),
            let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return array.compactMap { entry in
            guard let identifier = entry["behavior"] as? String,
                let cost = (entry["ns_per_frame"] as? NSNumber)?.doubleValue
            else { return nil }
            return BehaviorCost(identifier: identifier, nanosecondsPerFrame: cost)
        }
    }
}
