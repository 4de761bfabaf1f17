import CStretchyPlugin

/// A loaded plugin's C table, shared by every behaviour created from it. The table is never freed.
///
/// Every field is read once, by its offset, when the plugin loads: an interface 1 table is only as long as its
/// first eleven fields, so the host never reads it as a whole `stretchy_plugin` (which would read past its end), and
/// the interface 2 fields are read only from an interface 2 table.
final class PluginTable: @unchecked Sendable {
    /// The interface version the table was built for: 1 or 2.
    let version: UInt32
    /// The table's `context`, passed back to `create`.
    let context: UnsafeRawPointer?
    let create: stretchy_create_fn
    let apply: stretchy_apply_fn
    let attributesSet: stretchy_attributes_set_fn
    let destroy: stretchy_destroy_fn
    let freeText: stretchy_free_text_fn
    /// Interface 2's `instance_info`; `nil` for an interface 1 table or when the plugin leaves it NULL.
    let instanceInfo: stretchy_instance_info_fn?
    /// Interface 2's `check_invariant`; `nil` for an interface 1 table or when the plugin leaves it NULL.
    let checkInvariant: stretchy_check_invariant_fn?

    /// Reads a table whose interface 1 functions ``PluginLoader`` has checked are not NULL.
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - version: Its `interface_version`, one this host reads.
    init(_ table: UnsafeRawPointer, version: UInt32) {
        func field<Value>(_ key: PartialKeyPath<stretchy_plugin>, as type: Value.Type) -> Value {
            table.load(fromByteOffset: MemoryLayout<stretchy_plugin>.offset(of: key)!, as: type)
        }
        self.version = version
        context = field(\.context, as: UnsafeRawPointer?.self)
        create = field(\.create, as: stretchy_create_fn?.self)!
        apply = field(\.apply, as: stretchy_apply_fn?.self)!
        attributesSet = field(\.attributes_set, as: stretchy_attributes_set_fn?.self)!
        destroy = field(\.destroy, as: stretchy_destroy_fn?.self)!
        freeText = field(\.free_text, as: stretchy_free_text_fn?.self)!
        if version >= 2 {
            instanceInfo = field(\.instance_info, as: stretchy_instance_info_fn?.self)
            checkInvariant = field(\.check_invariant, as: stretchy_check_invariant_fn?.self)
        } else {
            (instanceInfo, checkInvariant) = (nil, nil)
        }
    }
}
