import StretchyCore
import _StretchySystem

/// A plugin library loaded into the process: where it came from, what it was built with, and its behaviours.
public struct LoadedPlugin: Sendable {
    /// The path as the user gave it, used in messages.
    public let path: String
    /// The absolute path the library was loaded from.
    public let resolvedPath: String
    /// The plugin interface version the plugin was built for: 1, or 2 (``StretchyPlugin/interfaceVersion``).
    public let interfaceVersion: UInt32
    /// The Stretchy version the plugin was built with, as it recorded it.
    public let coreVersion: String
    /// One factory per behaviour, whose behaviours run inside the plugin.
    package let factories: [BehaviorFactory]

    /// The identifiers of the plugin's behaviours, in the plugin's order.
    public var identifiers: [String] {
        factories.map(\.description.identifier)
    }
}

extension LoadedPlugin {
    /// What identifies the plugin's file: its device and inode, or its resolved path when it cannot be read.
    var fileKey: String {
        FileIdentity(path: resolvedPath).map { "\($0.device):\($0.inode)" } ?? resolvedPath
    }
}
