import CStretchyPlugin
import Foundation
import StretchyCore

/// Plugin side: the behaviours one table exports, and the C functions the host calls on them.
final class PluginExport: @unchecked Sendable {
    let behaviors: [any DescribedBehavior.Type]
    let table: UnsafeMutablePointer<stretchy_plugin>

    private static let cache = NSLock()
    nonisolated(unsafe) private static var tables: [[ObjectIdentifier]: PluginExport] = [:]

    /// The table for a list of types, built on first use and kept for the life of the process.
    static func table(for behaviors: [any DescribedBehavior.Type]) -> UnsafeRawPointer {
        let key = behaviors.map { ObjectIdentifier($0) }
        cache.lock()
        defer { cache.unlock() }
        if let export = tables[key] { return UnsafeRawPointer(export.table) }
        let export = PluginExport(behaviors)
        tables[key] = export
        return UnsafeRawPointer(export.table)
    }

    private init(_ behaviors: [any DescribedBehavior.Type]) {
        self.behaviors = behaviors
        let descriptions = UnsafeMutablePointer<UnsafePointer<CChar>>.allocate(capacity: max(1, behaviors.count))
        for (index, type) in behaviors.enumerated() {
            descriptions[index] = UnsafePointer(strdup(type.description.pluginJSON)!)
        }
        table = .allocate(capacity: 1)
        table.initialize(
            to: stretchy_plugin(
                interface_version: StretchyPlugin.interfaceVersion,
                magic: STRETCHY_PLUGIN_MAGIC,
                core_version: UnsafePointer(strdup(StretchyPlugin.coreVersion)!),
                behavior_count: Int64(behaviors.count),
                descriptions: UnsafePointer(descriptions),
                context: nil,
                create: { context, index, arguments, header, error in
                    guard let context else { return nil }
                    return Unmanaged<PluginExport>.fromOpaque(context).takeUnretainedValue().create(
                        index: Int(index), arguments: String(cString: arguments), header: String(cString: header),
                        error: error)
                },
                apply: { instance, frame in
                    Unmanaged<PluginInstance>.fromOpaque(instance).takeUnretainedValue().apply(frame)
                },
                attributes_set: { instance, pairs in
                    let instance = Unmanaged<PluginInstance>.fromOpaque(instance).takeUnretainedValue()
                    pairs.pointee = UnsafePointer(instance.attributePairs.baseAddress)
                    return Int64(instance.attributeCount)
                },
                destroy: { instance in
                    Unmanaged<PluginInstance>.fromOpaque(instance).release()
                },
                free_text: { text in
                    free(text)
                },
                instance_info: { instance, info in
                    Unmanaged<PluginInstance>.fromOpaque(instance).takeUnretainedValue().describe(into: info)
                },
                check_invariant: { instance, index, frame, message, capacity in
                    Unmanaged<PluginInstance>.fromOpaque(instance).takeUnretainedValue().check(
                        invariant: Int(index), on: frame, message: message, capacity: Int(capacity))
                }))
        // The table points back at its export, which is never released.
        table.pointee.context = UnsafeRawPointer(Unmanaged.passRetained(self).toOpaque())
    }

    /// Creates behaviour `index`, or sets `error` to a JSON object with its description and hint.
    private func create(
        index: Int, arguments: String, header: String, error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    ) -> UnsafeMutableRawPointer? {
        func fail(_ description: String, _ hint: String?) -> UnsafeMutableRawPointer? {
            error.pointee = strdup(
                "{\"description\":" + PluginJSON.quote(description) + ",\"hint\":"
                    + (hint.map(PluginJSON.quote) ?? "null") + "}")
            return nil
        }
        guard behaviors.indices.contains(index) else {
            return fail("the plugin has no behaviour number \(index)", nil)
        }
        let type = behaviors[index]
        let decodedArguments: BehaviorArguments
        do {
            decodedArguments = try BehaviorArguments(pluginJSON: arguments)
        } catch {
            return fail(
                "the plugin could not read the arguments of '\(type.description.identifier)': \(error.reason)", nil)
        }
        let configuration: HeaderConfiguration
        do {
            configuration = try HeaderConfiguration(json: Data(header.utf8))
        } catch {
            return fail("the plugin could not read the header: \(error.description)", error.hint)
        }
        if let mismatch = decodedArguments.mismatch(
            with: type.description, subviewCount: configuration.subviews.count)
        {
            return fail("the arguments of '\(type.description.identifier)' do not fit its parameters: \(mismatch)", nil)
        }
        do {
            let behavior = try type.init(arguments: decodedArguments, configuration: configuration)
            let instance = PluginInstance(
                behavior: behavior, invariants: type.description.invariants, configuration: configuration)
            return Unmanaged.passRetained(instance).toOpaque()
        } catch {
            return fail(error.description, error.hint)
        }
    }
}
