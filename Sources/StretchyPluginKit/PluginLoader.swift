import CStretchyPlugin
import StretchyCore
import _StretchySystem

/// The host's side of the run-time plugin interface: loads a plugin library and checks it before using it.
///
/// Loading goes step by step, and each step that fails has its own ``PluginError``: the file exists; it is a shared
/// library; the dynamic loader accepts it (`dlopen`, `RTLD_NOW | RTLD_LOCAL`); it exports `stretchy_plugin_entry`;
/// the table the entry returns starts with the magic number and an interface version this host reads (1 or 2: an
/// interface 1 plugin loads and runs unchanged); every behaviour description reads. Only then are the other fields of the table used. Libraries are never unloaded: Swift code
/// cannot be unloaded safely.
///
/// For example:
///
/// ```swift
/// let plugin = try PluginLoader.load("Examples/ParallaxPlugin/.build/release/libParallaxPlugin.so")
/// let registry = try BehaviorRegistry.builtIn.adding(plugins: [plugin])
/// ```
public enum PluginLoader {
    /// Loads a plugin library and reads its behaviours.
    ///
    /// - Parameters:
    ///   - path: The library's path, as the user gave it; messages name it this way.
    ///   - directory: The directory a relative `path` is resolved against; the process's when `nil`.
    /// - Returns: The plugin, with a factory for each behaviour.
    /// - Throws: ``PluginError`` for the first check that fails.
    public static func load(_ path: String, relativeTo directory: String? = nil) throws(PluginError) -> LoadedPlugin {
        let resolved = resolve(path, relativeTo: directory)
        guard access(resolved, F_OK) == 0 else { throw .fileNotFound(path: path) }
        guard isSharedLibraryFile(resolved) else { throw .notSharedLibrary(path: path) }
        guard let handle = dlopen(resolved, RTLD_NOW | RTLD_LOCAL) else {
            throw .loadFailed(path: path, reason: dlerror().map { String(cString: $0) } ?? "unknown error")
        }
        guard let symbol = dlsym(handle, StretchyPlugin.entryPointName) else { throw .missingEntryPoint(path: path) }
        let entry = unsafeBitCast(symbol, to: stretchy_plugin_entry_fn.self)
        guard let table = entry() else { throw .notAPluginTable(path: path) }
        return try plugin(from: UnsafeRawPointer(table), path: path, resolvedPath: resolved)
    }

    /// Reads and checks a plugin table, as ``load(_:relativeTo:)`` does once the library has loaded; tests call it
    /// on a table ``StretchyPlugin/export(_:)`` built in process.
    ///
    /// - Parameters:
    ///   - raw: The table the entry point returned.
    ///   - path: The library's path as the user gave it, for messages.
    ///   - resolvedPath: Its absolute path.
    /// - Throws: ``PluginError`` for the first check that fails.
    static func plugin(from raw: UnsafeRawPointer, path: String, resolvedPath: String) throws(PluginError)
        -> LoadedPlugin
    {
        // Only the first three fields are read before the version is known to be one this host reads: they never
        // move.
        let version = raw.load(as: UInt32.self)
        guard raw.load(fromByteOffset: 4, as: UInt32.self) == STRETCHY_PLUGIN_MAGIC else {
            throw .notAPluginTable(path: path)
        }
        let builtWith = raw.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) }
        guard StretchyPlugin.readableInterfaceVersions.contains(version) else {
            throw .interfaceMismatch(
                path: path, found: version, expected: StretchyPlugin.interfaceVersion, builtWith: builtWith)
        }
        let descriptions = try checkedDescriptions(of: raw, path: path)
        let pluginTable = PluginTable(raw, version: version)
        var factories: [BehaviorFactory] = []
        var seen = Set<String>()
        for index in descriptions.indices {
            let description: BehaviorDescription
            let invariants: [PluginInvariantDeclaration]
            guard let text = descriptions[index] else {
                throw .invalidTable(path: path, reason: "the description of behaviour \(index + 1) is NULL")
            }
            do {
                let json = String(cString: text)
                description = try BehaviorDescription(pluginJSON: json, interfaceVersion: version)
                // Interface 1 had no invariants key; a host of interface 1 ignored unknown keys, and so does this one.
                invariants = version >= 2 ? try BehaviorDescription.pluginInvariants(in: json) : []
            } catch {
                throw .invalidDescription(path: path, index: index, reason: error.reason)
            }
            guard description.hasValidIdentifier else {
                throw .invalidDescription(
                    path: path, index: index, reason: "'\(description.identifier)' is not a kebab-case identifier")
            }
            guard seen.insert(description.identifier).inserted else {
                throw .invalidDescription(
                    path: path, index: index, reason: "'\(description.identifier)' is described twice")
            }
            if !invariants.isEmpty, pluginTable.checkInvariant == nil {
                throw .invalidTable(
                    path: path,
                    reason: "its 'check_invariant' function is NULL, but behaviour \(index + 1) declares invariants")
            }
            factories.append(
                BehaviorFactory(description: description) { arguments, configuration throws(BehaviorError) in
                    try PluginBehavior(
                        table: pluginTable, index: index, description: description, invariants: invariants,
                        arguments: arguments, configuration: configuration)
                })
        }
        return LoadedPlugin(
            path: path, resolvedPath: resolvedPath, interfaceVersion: version, coreVersion: builtWith ?? "unknown",
            factories: factories)
    }

    /// The most behaviours one plugin may describe: a larger count is a broken table, not a plugin.
    static let maximumBehaviorCount: Int64 = 1 << 16

    /// The table's description pointers, after checking every field the interface marks `_Nonnull` and the count,
    /// read as optionals: Swift would trust a `_Nonnull` pointer, and a NULL one would crash the host.
    private static func checkedDescriptions(of raw: UnsafeRawPointer, path: String)
        throws(PluginError) -> [UnsafePointer<CChar>?]
    {
        func pointer(_ field: PartialKeyPath<stretchy_plugin>) -> UnsafeRawPointer? {
            raw.load(fromByteOffset: MemoryLayout<stretchy_plugin>.offset(of: field)!, as: UnsafeRawPointer?.self)
        }
        let functions: [(String, PartialKeyPath<stretchy_plugin>)] = [
            ("create", \.create), ("apply", \.apply), ("attributes_set", \.attributes_set),
            ("destroy", \.destroy), ("free_text", \.free_text),
        ]
        for (name, field) in functions where pointer(field) == nil {
            throw .invalidTable(path: path, reason: "its '\(name)' function is NULL")
        }
        let count = raw.load(
            fromByteOffset: MemoryLayout<stretchy_plugin>.offset(of: \.behavior_count)!, as: Int64.self)
        guard count >= 0, count <= maximumBehaviorCount else {
            throw .invalidTable(
                path: path, reason: "it declares \(count) behaviours; at most \(maximumBehaviorCount) are allowed")
        }
        guard count > 0 else { return [] }
        let declared = count == 1 ? "it declares 1 behaviour" : "it declares \(count) behaviours"
        guard let list = pointer(\.descriptions) else {
            throw .invalidTable(path: path, reason: "\(declared), but its descriptions are NULL")
        }
        let descriptions = list.assumingMemoryBound(to: UnsafePointer<CChar>?.self)
        return (0..<Int(count)).map { descriptions[$0] }
    }

    /// A path made absolute, so `dlopen` never searches the library path for it.
    static func resolve(_ path: String, relativeTo directory: String?) -> String {
        if path.hasPrefix("/") { return path }
        var base = directory ?? "."
        if directory == nil, let pointer = getcwd(nil, 0) {
            base = String(cString: pointer)
            free(pointer)
        }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// Whether the file starts like a shared library: ELF, or Mach-O on Apple platforms.
    static func isSharedLibraryFile(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var magic: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        guard withUnsafeMutableBytes(of: &magic, { fread($0.baseAddress, 1, 4, file) }) == 4 else { return false }
        switch magic {
        case (0x7F, 0x45, 0x4C, 0x46): return true  // "\u{7F}ELF"
        case (0xCF, 0xFA, 0xED, 0xFE), (0xCE, 0xFA, 0xED, 0xFE), (0xCA, 0xFE, 0xBA, 0xBE): return true  // Mach-O
        default: return false
        }
    }
}
