import StretchyCore

/// Why a plugin library could not be loaded or added to a registry. Each case has its own message and exit status
/// (the command line's `ExitCodeProviding` conformance), listed in docs/plugins.md.
public enum PluginError: UserFacingError, Equatable {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// The file exists but is not a shared library (not an ELF or Mach-O file, or not readable as one).
    case notSharedLibrary(path: String)
    /// The dynamic loader refused the library; `reason` is its message (`dlerror`).
    case loadFailed(path: String, reason: String)
    /// The library loaded but exports no `stretchy_plugin_entry`.
    case missingEntryPoint(path: String)
    /// The entry point returned no table, or one that does not start with the Stretchy magic number.
    case notAPluginTable(path: String)
    /// The plugin was built for a version of the plugin interface this host does not read; `expected` is the newest
    /// it reads (it reads every one from 1).
    case interfaceMismatch(path: String, found: UInt32, expected: UInt32, builtWith: String?)
    /// The plugin's table holds a NULL pointer or an impossible count where the interface requires a value.
    case invalidTable(path: String, reason: String)
    /// A behaviour description in the plugin's table could not be read.
    case invalidDescription(path: String, index: Int, reason: String)
    /// A plugin behaviour has the identifier of a behaviour built into the host.
    case clashesWithBuiltIn(path: String, identifier: String)
    /// Two plugins, or one plugin twice over, define the same identifier.
    case clashesWithPlugin(path: String, identifier: String, otherPath: String)

    /// What is wrong, naming the file and, where it applies, the behaviour.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "plugin '\(path)' does not exist"
        case .notSharedLibrary(let path):
            "plugin '\(path)' is not a shared library"
        case .loadFailed(let path, let reason):
            "plugin '\(path)' could not be loaded: \(reason)"
        case .missingEntryPoint(let path):
            "'\(path)' is a shared library but not a Stretchy plugin: it exports no 'stretchy_plugin_entry'"
        case .notAPluginTable(let path):
            "'\(path)' exports 'stretchy_plugin_entry', but it does not return a Stretchy plugin table"
        case .interfaceMismatch(let path, let found, let expected, _):
            "'\(path)' was built for plugin interface \(found); this stretchy-replay reads "
                + (expected == 1 ? "interface 1" : "interfaces 1 to \(expected)")
        case .invalidTable(let path, let reason):
            "plugin '\(path)' returned a broken plugin table: \(reason)"
        case .invalidDescription(let path, let index, let reason):
            "plugin '\(path)' describes behaviour \(index + 1) wrongly: \(reason)"
        case .clashesWithBuiltIn(let path, let identifier):
            "plugin '\(path)' defines behaviour '\(identifier)', which is built in"
        case .clashesWithPlugin(let path, let identifier, let otherPath):
            "plugins '\(otherPath)' and '\(path)' both define behaviour '\(identifier)'"
        }
    }

    /// How to put it right.
    public var hint: String? {
        switch self {
        case .fileNotFound:
            "Give the path of the .so file the plugin package builds, such as "
                + "'.build/release/libParallaxPlugin.so'."
        case .notSharedLibrary:
            "A plugin is the library a SwiftPM '.library(type: .dynamic)' product builds; see docs/plugins.md."
        case .loadFailed:
            "Check that the libraries it needs are installed ('ldd <plugin>') and that it was built for this machine."
        case .missingEntryPoint:
            "Export one with @_cdecl(\"stretchy_plugin_entry\") returning StretchyPlugin.export([...]); "
                + "see docs/plugins.md."
        case .notAPluginTable:
            "Return StretchyPlugin.export([...]) from the entry point."
        case .interfaceMismatch(_, _, _, let builtWith):
            "Rebuild the plugin against this version of Stretchy"
                + (builtWith.map { " (it was built with Stretchy \($0))." } ?? ".")
        case .invalidTable:
            "Return StretchyPlugin.export([...]) from the entry point, or fill every field of the table; "
                + "see docs/plugins.md."
        case .invalidDescription:
            "Rebuild the plugin against this version of Stretchy; if it still fails, report it to the plugin's author."
        case .clashesWithBuiltIn:
            "Rename the plugin's behaviour: identifiers must be unique, and built-in ones cannot be replaced."
        case .clashesWithPlugin:
            "Load only one of them, or rename one of the behaviours."
        }
    }
}
