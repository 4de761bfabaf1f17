import StretchyCore

extension BehaviorRegistry {
    /// A registry with the behaviours of loaded plugins added.
    ///
    /// A plugin given twice (the same file) is added once.
    ///
    /// - Parameter plugins: Plugins from ``PluginLoader/load(_:relativeTo:)``.
    /// - Returns: This registry with every plugin behaviour added; its defaults are unchanged.
    /// - Throws: ``PluginError/clashesWithBuiltIn(path:identifier:)`` when a plugin behaviour has the identifier of
    ///   one already registered, ``PluginError/clashesWithPlugin(path:identifier:otherPath:)`` when two plugins
    ///   share one.
    public func adding(plugins: [LoadedPlugin]) throws(PluginError) -> BehaviorRegistry {
        var owners: [String: String] = [:]
        var files = Set<String>()
        var factories: [BehaviorFactory] = []
        // The same file by any path (`./x.so`, `x.so`, a symbolic or hard link): compared by device and inode.
        for plugin in plugins where files.insert(plugin.fileKey).inserted {
            for factory in plugin.factories {
                let identifier = factory.description.identifier
                if behavior(forID: identifier) != nil {
                    throw .clashesWithBuiltIn(path: plugin.path, identifier: identifier)
                }
                if let other = owners[identifier] {
                    throw .clashesWithPlugin(path: plugin.path, identifier: identifier, otherPath: other)
                }
                owners[identifier] = plugin.path
                factories.append(factory)
            }
        }
        // The identifiers are checked: kebab-case and unique within each plugin by the loader, unique here.
        return BehaviorRegistry(checkedFactories: behaviors + factories, defaults: defaults)
    }

    /// A registry with the behaviours of plugin libraries added: loads each, then ``adding(plugins:)``.
    ///
    /// For example, `stretchy-replay behaviors --plugin libParallaxPlugin.so` does:
    ///
    /// ```swift
    /// let registry = try BehaviorRegistry.builtIn.loadingPlugins(["libParallaxPlugin.so"], relativeTo: directory)
    /// ```
    ///
    /// - Parameters:
    ///   - paths: The libraries' paths, as the user gave them. None gives this registry back.
    ///   - directory: The directory relative paths are resolved against; the process's when `nil`.
    /// - Returns: This registry with every plugin behaviour added.
    /// - Throws: ``PluginError`` for the first library that does not load, or a clash.
    public func loadingPlugins(_ paths: [String], relativeTo directory: String? = nil) throws(PluginError)
        -> BehaviorRegistry
    {
        guard !paths.isEmpty else { return self }
        var plugins: [LoadedPlugin] = []
        for path in paths {
            plugins.append(try PluginLoader.load(path, relativeTo: directory))
        }
        return try adding(plugins: plugins)
    }
}
