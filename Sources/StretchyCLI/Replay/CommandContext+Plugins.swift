import StretchyCore

extension CommandContext {
    /// The context's registry with the behaviours of the given plugin libraries added.
    ///
    /// - Throws: ``CLIError/notAvailable(command:)`` when plugins are asked for: run-time plugins are not part of
    ///   this build yet.
    func registry(loadingPlugins paths: [String]) throws -> BehaviorRegistry {
        guard paths.isEmpty else { throw CLIError.notAvailable(command: "--plugin") }
        return registry
    }
}
