import StretchyCore
import StretchyPluginKit

extension CommandContext {
    /// The context's registry with the behaviours of plugin libraries added, for commands with `--plugin`.
    ///
    /// Relative paths are resolved against ``currentDirectory``. With no paths it is ``registry`` itself and loads
    /// nothing. For example, in a command's `run`:
    ///
    /// ```swift
    /// let registry = try context.registry(loadingPlugins: arguments.strings("--plugin"))
    /// let stack = try registry.makeStack(stack: arguments.string("--behaviors")!, configuration: header)
    /// ```
    ///
    /// - Parameter paths: The `--plugin` values, in the order given.
    /// - Returns: The registry stacks are built from.
    /// - Throws: ``PluginError`` (exit 64, 65, 66 or 69) for the first plugin that does not load or clashes.
    public func registry(loadingPlugins paths: [String]) throws(PluginError) -> BehaviorRegistry {
        try registry.loadingPlugins(paths, relativeTo: currentDirectory)
    }
}
