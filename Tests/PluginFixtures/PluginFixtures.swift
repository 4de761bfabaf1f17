import Foundation
import StretchyTestSupport

/// Plugin libraries for the tests: the example package built once per test run, and small C plugins compiled with
/// the system C compiler to make each way of failing to load.
public enum PluginFixtures {
    /// The package's root directory.
    public static let root = Repository.root

    /// Why a fixture could not be made.
    public struct Failure: Error, CustomStringConvertible {
        /// The command and its output.
        public let description: String
    }

    nonisolated(unsafe) private static var built: Result<String, Failure>?
    private static let lock = NSLock()

    /// The configuration the example plugin is built in: the tests' own, so a release test run loads a release plugin.
    static let configuration = BuildConfiguration.isOptimized ? "release" : "debug"

    /// Builds `Examples/ParallaxPlugin` (in its own `.build`, in the tests' configuration) on first use and returns
    /// the library's path.
    ///
    /// - Throws: ``Failure`` with SwiftPM's output when the build fails.
    public static func parallaxPlugin() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if built == nil {
            let package = root.appendingPathComponent("Examples/ParallaxPlugin").path
            do {
                // SwiftPM can keep a stale file list of a path dependency across an incremental build (after a file
                // of Stretchy moves); a second build usually sees the new one, and a clean build always does.
                let build = ["swift", "build", "-c", configuration, "--package-path", package]
                do {
                    try run(build)
                } catch {
                    do {
                        try run(build)
                    } catch {
                        try? FileManager.default.removeItem(atPath: package + "/.build")
                        try run(build)
                    }
                }
                built = .success(package + "/.build/\(configuration)/libParallaxPlugin.so")
            } catch {
                built = .failure(error)
            }
        }
        return try built!.get()
    }

    /// A directory of this process's fixtures.
    public static let directory: String = {
        let path = NSTemporaryDirectory() + "stretchy-plugin-fixtures-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Compiles the C fixture plugin (`InterfaceOne/c_shift.c`) against today's header with these `-D` definitions
    /// into `lib<name>.so`.
    ///
    /// Definitions: `FIXTURE_VERSION=<n>` (the interface version written in the table), `FIXTURE_MAGIC=<n>`,
    /// `FIXTURE_IDENTIFIER="<id>"`, `FIXTURE_NO_ENTRY` (export no entry point), `FIXTURE_BAD_JSON` (an unreadable
    /// description), `FIXTURE_REFUSE` (`create` fails with an error), `FIXTURE_COUNT=<n>` (the behaviour count written
    /// in the table), `FIXTURE_NULL_DESCRIPTIONS` (the descriptions pointer is NULL), `FIXTURE_NULL_DESCRIPTION` (the
    /// list holds a NULL description), `FIXTURE_NULL_APPLY` (the `apply` function is NULL), `FIXTURE_NULL_TABLE` (the
    /// entry point returns NULL), `FIXTURE_NAN` (`apply` sets the first subview's x to NaN from the sample at 1 s on),
    /// `FIXTURE_TELEPORT` (`apply` moves the second subview's y by 400 while `40 < offset_y < 41`, a visible jump, and
    /// declares that attribute instead), `FIXTURE_BAD_COUNTS` (`apply` writes `subview_count = -1` and
    /// `subviews = NULL` into the frame after its work, which the host must not believe).
    ///
    /// - Throws: ``Failure`` with the compiler's output.
    public static func cPlugin(_ name: String, _ definitions: [String] = []) throws -> String {
        try compile(name, includes: root.appendingPathComponent("Sources/CStretchyPlugin/include").path, definitions)
    }

    /// The fixture's source: written for interface 1, and kept as it was, so that built against today's header it is
    /// today's fixture (an interface 2 table whose new fields are NULL) and against the frozen copy of interface 1's
    /// header it is an interface 1 plugin.
    static let fixtureFolder = root.appendingPathComponent("Tests/PluginFixtures/InterfaceOne")

    /// Compiles a copy of the fixture's source (the copy is in ``directory``, which holds no header: beside the
    /// original, `#include "stretchy_plugin.h"` would find the frozen header whatever `-I` says).
    private static func compile(_ name: String, includes: String, _ definitions: [String]) throws -> String {
        let source = directory + "/c_shift.c"
        lock.lock()
        if !FileManager.default.fileExists(atPath: source) {
            try? FileManager.default.copyItem(
                atPath: fixtureFolder.appendingPathComponent("c_shift.c").path, toPath: source)
        }
        lock.unlock()
        let library = directory + "/lib\(name).so"
        try link(library) { output in
            ["cc", "-shared", "-fPIC", "-I", includes] + definitions.map { "-D" + $0 } + ["-o", output, source]
        }
        return library
    }

    /// The C example plugin's source, `Examples/HideOnScrollPlugin/hide_on_scroll.c`.
    public static let hideOnScrollSource = root.appendingPathComponent("Examples/HideOnScrollPlugin/hide_on_scroll.c")

    /// Builds a C plugin from source text against today's `stretchy_plugin.h` into `lib<name>.so`, as the docs tell a
    /// reader to: `cc -shared -fPIC -I Sources/CStretchyPlugin/include`. For the C example, its broken variants and
    /// the listing of docs/plugins.md.
    ///
    /// - Throws: ``Failure`` with the compiler's output.
    public static func cPlugin(_ name: String, source text: String) throws -> String {
        let source = directory + "/\(name).c"
        try? text.write(toFile: source, atomically: true, encoding: .utf8)
        let library = directory + "/lib\(name).so"
        try link(library) { output in
            ["cc", "-shared", "-fPIC", "-I", root.appendingPathComponent("Sources/CStretchyPlugin/include").path]
                + ["-o", output, source]
        }
        return library
    }

    /// Builds the frozen interface 1 fixture (`InterfaceOne/c_shift.c`, today's fixture as it was written for
    /// interface 1, against the frozen copy of interface 1's header beside it) into `lib<name>.so`; the definitions
    /// are ``cPlugin(_:_:)``'s.
    ///
    /// - Throws: ``Failure`` with the compiler's output.
    public static func interfaceOnePlugin(_ name: String, _ definitions: [String] = []) throws -> String {
        try compile(name, includes: fixtureFolder.path, definitions)
    }

    /// A file with this text, to load as if it were a plugin.
    public static func textFile(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Builds a library with `command(temporaryPath)`, then renames it over `library`: tests run in parallel, and one
    /// test's compiler must never rewrite a library another test's replay is loading (a half-written file gave an
    /// unreadable description). The rename swaps the file whole; a process that has the old one mapped keeps it.
    private static func link(_ library: String, _ command: (String) -> [String]) throws(Failure) {
        let temporary = library + ".\(UUID().uuidString).tmp"
        try run(command(temporary))
        guard rename(temporary, library) == 0 else {
            throw Failure(description: "could not rename \(temporary) to \(library): errno \(errno)")
        }
    }

    private static func run(_ command: [String]) throws(Failure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(command.joined(separator: " ")): \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(command.joined(separator: " ")) exited \(process.terminationStatus):\n\(output)")
        }
    }
}
