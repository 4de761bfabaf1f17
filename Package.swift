// swift-tools-version:6.0
import PackageDescription

// Dependencies run one way. CONTRIBUTING.md ("Where things live") has the whole map, which LayoutTests checks against
// every file's `import` lines. Each target lists every package module its sources import, even one it could reach
// through another dependency (LayoutTests' DeclaredDependencyTests checks that; CI's
// `--explicit-target-dependency-import-check error` catches imports outside a target's dependencies altogether).
// The core (_StretchySystem <- StretchyCore) is at the bottom; the CLI, which assembles every module, at the top.
// _StretchySystem, StretchyHTTP, StretchyRecord, StretchyExport and StretchyStudio are no products: their API is
// `package`.
let package = Package(
    name: "Stretchy",
    products: [
        .library(name: "StretchyCore", targets: ["StretchyCore"]),
        .library(name: "StretchyBehaviors", targets: ["StretchyBehaviors"]),
        .library(name: "StretchyStore", targets: ["StretchyStore"]),
        .library(name: "StretchySynth", targets: ["StretchySynth"]),
        .library(name: "StretchyReplay", targets: ["StretchyReplay"]),
        .library(name: "StretchyReport", targets: ["StretchyReport"]),
        .library(name: "StretchyCheck", targets: ["StretchyCheck"]),
        .library(name: "StretchyCLI", targets: ["StretchyCLI"]),
        // What a run-time plugin package depends on (Examples/ParallaxPlugin, docs/plugins.md).
        .library(name: "StretchyPluginKit", targets: ["StretchyPluginKit"]),
        .executable(name: "stretchy-replay", targets: ["stretchy-replay"]),
        .executable(name: "stretchy-bench", targets: ["stretchy-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The one home of the platform's C library, and of the small system helpers every module shares: an
        // EINTR-safe writer, an atomic output file, a line reader, text files, paths, JSON text, text sinks.
        .target(name: "_StretchySystem"),
        // libm, for the rounding and `exp` of the core's and the behaviours' arithmetic (the behaviours reach it
        // through StretchyCore, and through _StretchySystem's C library for `exp`).
        .target(name: "StretchyCore", dependencies: ["_StretchySystem"], linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "StretchyBehaviors", dependencies: ["StretchyCore", "_StretchySystem"],
            path: "Plugins/StretchyBehaviors"
        ),
        .target(name: "StretchyStore", dependencies: ["CSQLite", "StretchyCore", "_StretchySystem"]),
        // Session generation: scroll physics, gesture scripts and their presets, touch traces and velocity.
        .target(name: "StretchySynth", dependencies: ["StretchyCore", "_StretchySystem"]),
        // The C interface of run-time plugins (one header), and the Swift kit both sides of it use.
        .target(name: "CStretchyPlugin"),
        .target(name: "StretchyPluginKit", dependencies: ["StretchyCore", "CStretchyPlugin", "_StretchySystem"]),
        // A small, strict HTTP/1.1 server over POSIX sockets (docs/record.md): the live recorder's transport.
        .target(name: "StretchyHTTP", dependencies: ["_StretchySystem"]),
        // The live recorder: the embedded page, its JSON API, and sessions recorded through SessionRecorder.
        .target(
            name: "StretchyRecord",
            dependencies: ["StretchyCore", "StretchyStore", "StretchySynth", "StretchyHTTP", "_StretchySystem"]
        ),
        // SHA-256's compression function on the CPU's SHA extensions (x86-64 SHA-NI, detected at run time), for the
        // replay digest; compiled with per-function target attributes, so the build needs no flags.
        .target(name: "CStretchyDigest"),
        .target(
            name: "StretchyReplay",
            dependencies: ["StretchyCore", "StretchyStore", "CStretchyDigest", "_StretchySystem"]
        ),
        // Replay reports: one self-contained HTML page with a player, a filmstrip, plots and a profile (docs/report.md).
        .target(
            name: "StretchyReport",
            dependencies: ["StretchyCore", "StretchyStore", "StretchyReplay", "_StretchySystem"]
        ),
        // Property-based checking of stacks: generated sessions, invariants, shrinking (docs/check.md).
        .target(
            name: "StretchyCheck",
            dependencies: ["StretchyCore", "StretchySynth", "StretchyStore", "_StretchySystem"]
        ),
        // Exporting stacks: the canonical stack text, the command line, a Swift program, and platforms' own terms
        // (GSK, MG, Android, Compose, Flutter, MDC), each read back into a stack (docs/export-stack.md).
        .target(name: "StretchyExport", dependencies: ["StretchyCore", "StretchyBehaviors", "_StretchySystem"]),
        // The studio: a local web app to tune a stack live on recorded sessions (docs/studio.md).
        .target(
            name: "StretchyStudio",
            dependencies: [
                "StretchyCore", "StretchyStore", "StretchyReplay", "StretchyReport", "StretchyHTTP",
                "StretchyPluginKit", "StretchyExport", "_StretchySystem",
            ]
        ),
        .target(
            name: "StretchyCLI",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchySynth", "StretchyReplay",
                "StretchyReport", "StretchyHTTP", "StretchyRecord", "StretchyPluginKit", "StretchyCheck",
                "StretchyExport", "StretchyStudio", "_StretchySystem",
            ]
        ),
        .executableTarget(name: "stretchy-replay", dependencies: ["StretchyCLI", "_StretchySystem"]),
        // The README's ten-line program, built and run by the tests so it cannot go stale.
        .executableTarget(
            name: "stretchy-readme-example",
            dependencies: ["StretchyCore", "StretchyBehaviors"],
            path: "Examples/ReadmeExample"
        ),
        // A program that `stretchy-replay export-stack --as swift` wrote, built and run by the tests
        // (StretchyExportTests), which check that the exporter still writes it and that its frames are the CLI's.
        .executableTarget(
            name: "stretchy-export-example",
            dependencies: ["StretchyCore", "StretchyBehaviors", "StretchyStore"],
            path: "Examples/ExportedStack"
        ),
        // The benchmark suite (BENCHMARKS.md): `swift run -c release stretchy-bench [--quick]`. Not run by the tests.
        .executableTarget(
            name: "stretchy-bench",
            dependencies: [
                "CSQLite", "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchySynth", "StretchyReplay",
                "StretchyReport", "StretchyHTTP", "StretchyRecord", "StretchyCheck", "StretchyStudio", "_StretchySystem",
                "AllocationCounter", "StretchyTestSupport", "stretchy-replay",
            ],
            path: "Benchmarks"
        ),
        .testTarget(name: "StretchySystemTests", dependencies: ["_StretchySystem", "StretchyTestSupport"]),
        // Checks CONTRIBUTING.md's map of modules against every source file's `import` lines.
        .testTarget(name: "LayoutTests"),
        // README.md and docs/*.md: every Swift block compiled (one package in .build/docs-snippets), every console
        // block run against the built tool, every relative link resolved.
        .testTarget(name: "DocsTests", dependencies: ["StretchyTestSupport", "stretchy-replay"]),
        .testTarget(
            name: "StretchyCoreTests", dependencies: ["StretchyCore", "StretchyTestSupport", "_StretchySystem"]),
        // Test support: the repository root, golden files with a record mode (STRETCHY_RECORD=all|missing|never), a
        // seeded generator and random inputs for the fuzz tests.
        .target(name: "StretchyTestSupport", path: "Tests/StretchyTestSupport"),
        // Test support: counts heap allocations, to prove that a stack's step allocates nothing.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(
            name: "StretchyBehaviorsTests",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "AllocationCounter", "StretchyTestSupport",
                "stretchy-readme-example",
            ]
        ),
        // Test-only helper: records samples in batches so a test can SIGKILL it mid-session.
        .executableTarget(
            name: "recorder-probe", dependencies: ["StretchyCore", "StretchyStore"], path: "Tests/RecorderProbe"),
        .testTarget(
            name: "StretchyStoreTests",
            dependencies: [
                "StretchyCore", "StretchyStore", "StretchyTestSupport", "CSQLite", "recorder-probe", "_StretchySystem",
            ]
        ),
        .testTarget(name: "StretchyHTTPTests", dependencies: ["StretchyHTTP", "_StretchySystem"]),
        // Test-only helper: runs a RecordingServer until a signal, so a test can SIGKILL it mid-batch.
        .executableTarget(
            name: "recording-probe",
            dependencies: ["StretchyRecord", "StretchyHTTP", "StretchyStore", "_StretchySystem"],
            path: "Tests/RecordingProbe"
        ),
        .testTarget(
            name: "StretchyRecordTests",
            dependencies: [
                "StretchyRecord", "StretchyHTTP", "StretchyStore", "StretchyCore", "StretchyBehaviors",
                "recording-probe", "StretchyTestSupport", "_StretchySystem",
            ]
        ),
        .testTarget(
            name: "StretchySynthTests",
            dependencies: ["StretchyCore", "StretchySynth", "StretchyTestSupport", "_StretchySystem"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StretchyReplayTests",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchySynth", "StretchyReplay",
                "AllocationCounter", "StretchyTestSupport", "_StretchySystem",
            ]
        ),
        // Test support: builds Examples/ParallaxPlugin, compiles small C plugins for the loader's error cases, the C
        // example and the frozen interface 1 plugin (InterfaceOne: C source, not part of the target).
        .target(
            name: "PluginFixtures", dependencies: ["StretchyTestSupport", "_StretchySystem"],
            path: "Tests/PluginFixtures",
            exclude: ["InterfaceOne"]),
        .testTarget(
            name: "StretchyPluginKitTests",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyPluginKit", "CStretchyPlugin", "PluginFixtures",
                "AllocationCounter", "StretchyTestSupport", "_StretchySystem",
            ]
        ),
        .testTarget(
            name: "StretchyReportTests",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchyReplay", "StretchyReport",
                "StretchyTestSupport", "_StretchySystem",
            ]
        ),
        .testTarget(
            name: "StretchyCheckTests",
            dependencies: ["StretchyCore", "StretchyBehaviors", "StretchyCheck", "StretchyStore", "StretchySynth"]
        ),
        .testTarget(
            name: "StretchyExportTests",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyExport", "StretchyTestSupport", "stretchy-replay",
                "stretchy-export-example",
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "StretchyStudioTests",
            dependencies: [
                "StretchyStudio", "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchyReplay", "StretchyHTTP",
                "StretchyExport", "StretchyTestSupport", "_StretchySystem", "stretchy-replay",
            ]
        ),
        .testTarget(
            name: "StretchyCLITests",
            dependencies: [
                "StretchyCLI", "StretchyCore", "StretchyStore", "StretchySynth", "StretchyReplay", "StretchyBehaviors",
                "StretchyPluginKit", "StretchyHTTP", "StretchyRecord", "CSQLite", "PluginFixtures",
                "StretchyTestSupport",
                "stretchy-replay", "_StretchySystem",
            ],
            // The hostile-input corpus (Fixtures/hostile/README.md), read by HostileInputTests.
            exclude: ["Fixtures"]
        ),
    ]
)
