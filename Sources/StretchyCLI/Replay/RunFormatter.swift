import StretchyReplay

/// Writes stored runs for people and programs.
enum RunFormatter {
    /// A profile's per-behaviour costs as the JSON stored with a run: `[{"behavior":"fade","ns_per_frame":3.2}]`.
    static func costsJSON(_ profile: ProfileReport?) -> String {
        guard let profile else { return "[]" }
        return JSONValue.array(
            profile.behaviors.map {
                .object([("behavior", .string($0.identifier)), ("ns_per_frame", .number($0.nanosecondsPerFrame))])
            }
        ).rendered()
    }
}
