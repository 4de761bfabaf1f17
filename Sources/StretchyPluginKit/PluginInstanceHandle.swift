import CStretchyPlugin

/// Host side: owns one behaviour instance inside a plugin, and destroys it when the last stack using it is gone.
final class PluginInstanceHandle: @unchecked Sendable {
    let table: PluginTable
    let instance: UnsafeMutableRawPointer

    init(table: PluginTable, instance: UnsafeMutableRawPointer) {
        self.table = table
        self.instance = instance
    }

    deinit {
        table.table.pointee.destroy(instance)
    }
}
