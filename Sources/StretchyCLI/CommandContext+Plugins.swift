import StretchyCore
import StretchyPluginKit
import StretchyStore

extension CommandContext {
    /// The context's registry with the behaviours of plugin libraries added, for commands with `--plugin`.
    ///
    /// Relative paths are resolved against ``currentDirectory``. With no paths it is ``registry`` itself and loads
    /// nothing.
    ///
    /// - Parameter paths: The `--plugin` values, in the order given.
    /// - Returns: The registry stacks are built from.
    /// - Throws: ``PluginError`` (exit 64, 65, 66 or 69) for the first plugin that does not load or clashes.
    func registry(loadingPlugins paths: [String]) throws(PluginError) -> BehaviorRegistry {
        try registry.loadingPlugins(paths, relativeTo: currentDirectory)
    }

    /// The context's registry with the behaviours of plugin libraries added, and the plugins themselves, for the
    /// commands that say where each behaviour came from (`behaviors`, the replay summary).
    ///
    /// - Parameter paths: The `--plugin` values, in the order given.
    /// - Returns: The registry, and each library once (the first path given for it), in the order given.
    /// - Throws: ``PluginError`` (exit 64, 65, 66 or 69) for the first plugin that does not load or clashes.
    func plugins(loading paths: [String]) throws(PluginError) -> (registry: BehaviorRegistry, plugins: [LoadedPlugin]) {
        var plugins: [LoadedPlugin] = []
        for path in paths {
            let plugin = try PluginLoader.load(path, relativeTo: currentDirectory)
            if !plugins.contains(where: { $0.resolvedPath == plugin.resolvedPath }) { plugins.append(plugin) }
        }
        return (try registry.adding(plugins: plugins), plugins)
    }

    /// Opens the session database a command was given, resolved against ``currentDirectory``.
    ///
    /// - Parameters:
    ///   - database: The path as given.
    ///   - mode: `.readOnly` unless the command writes.
    /// - Throws: ``StoreError`` for a file that is missing or is no session database.
    func openStore(_ database: String, mode: SQLiteConnection.Mode = .readOnly) throws(StoreError) -> SessionStore {
        try SessionStore(path: resolve(database), mode: mode)
    }
}
