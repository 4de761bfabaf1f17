import CStretchyPlugin
import StretchyCore

/// The plugin author's side of the run-time plugin interface: turns Swift behaviour types into the C table a plugin
/// library's entry point returns.
///
/// A plugin is a SwiftPM `.dynamic` library product that depends on `StretchyPluginKit` and exports one function:
///
/// ```swift
/// import StretchyPluginKit
///
/// @_cdecl("stretchy_plugin_entry")
/// public func stretchyPluginEntry() -> UnsafeRawPointer {
///     StretchyPlugin.export([ParallaxBehavior.self])
/// }
/// ```
///
/// Only plain C values cross the boundary (numbers, JSON strings, function pointers), so the plugin's own copy of
/// StretchyCore never meets the host's. The table starts with ``interfaceVersion``; a host built for another version
/// refuses the plugin with a message saying so instead of running it. See docs/plugins.md.
///
/// A behaviour's per-run state (``HeaderBehavior/stateCount``), its subview bounds
/// (``HeaderBehavior/subviewContinuity(in:)``) and its description's invariants cross interface 2 with no extra code.
public enum StretchyPlugin {
    /// The version of the C interface (`STRETCHY_PLUGIN_INTERFACE_VERSION`) this build writes, and the newest it
    /// reads.
    public static let interfaceVersion: UInt32 = STRETCHY_PLUGIN_INTERFACE_VERSION

    /// The interface versions a host of this build loads: 1 (no state, no invariants) and 2.
    package static let readableInterfaceVersions: ClosedRange<UInt32> = 1...STRETCHY_PLUGIN_INTERFACE_VERSION

    /// The Stretchy version this kit is part of, recorded in every plugin table for messages.
    public static let coreVersion = StretchyVersion.current

    /// The name of the C function every plugin exports: the header's `STRETCHY_PLUGIN_ENTRY_NAME`.
    package static let entryPointName = STRETCHY_PLUGIN_ENTRY_NAME

    /// Builds the table for these behaviours, once; call it from the plugin's `stretchy_plugin_entry`.
    ///
    /// The table and everything it points to live until the process ends. Tables are cached by the list of types,
    /// so calling `export` from the entry point every time it is called returns the same table.
    ///
    /// - Parameter behaviors: The behaviour types, each a ``DescribedBehavior`` that follows the implementation
    ///   requirements of ``HeaderBehavior``.
    /// - Returns: A pointer to the `stretchy_plugin` table.
    public static func export(_ behaviors: [any DescribedBehavior.Type]) -> UnsafeRawPointer {
        PluginExport.table(for: behaviors)
    }
}
