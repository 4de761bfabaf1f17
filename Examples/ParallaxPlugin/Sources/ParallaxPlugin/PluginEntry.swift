import StretchyPluginKit

/// The plugin's one exported symbol: stretchy-replay finds it with `dlsym` and reads the table it returns.
@_cdecl("stretchy_plugin_entry")
public func stretchyPluginEntry() -> UnsafeRawPointer {
    StretchyPlugin.export([ParallaxBehavior.self])
}
