import StretchyPluginKit

extension PluginError: ExitCodeProviding {
    /// The status for each way a plugin fails to load:
    ///
    /// | Case | Status |
    /// |------|--------|
    /// | ``PluginError/fileNotFound(path:)`` | 66 ``ExitCode/noInput`` |
    /// | ``PluginError/notSharedLibrary(path:)``, ``PluginError/notAPluginTable(path:)``, ``PluginError/invalidDescription(path:index:reason:)`` | 65 ``ExitCode/dataError`` |
    /// | ``PluginError/loadFailed(path:reason:)``, ``PluginError/missingEntryPoint(path:)``, ``PluginError/interfaceMismatch(path:found:expected:builtWith:)`` | 69 ``ExitCode/unavailable`` |
    /// | ``PluginError/clashesWithBuiltIn(path:identifier:)``, ``PluginError/clashesWithPlugin(path:identifier:otherPath:)`` | 64 ``ExitCode/usageError`` |
    public var exitCode: ExitCode {
        switch self {
        case .fileNotFound: .noInput
        case .notSharedLibrary, .notAPluginTable, .invalidDescription: .dataError
        case .loadFailed, .missingEntryPoint, .interfaceMismatch: .unavailable
        case .clashesWithBuiltIn, .clashesWithPlugin: .usageError
        }
    }
}
