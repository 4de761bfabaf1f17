/// What is wrong with a piece of plugin-interface JSON, in a few words.
struct PluginJSONProblem: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
