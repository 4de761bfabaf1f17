import CStretchyPlugin

/// A loaded plugin's C table, shared by every behaviour created from it. The table is never freed.
final class PluginTable: @unchecked Sendable {
    let table: UnsafePointer<stretchy_plugin>
    /// The table's `apply`, read once.
    let apply: stretchy_apply_fn

    init(_ table: UnsafePointer<stretchy_plugin>) {
        self.table = table
        self.apply = table.pointee.apply
    }
}
