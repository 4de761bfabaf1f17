// swift-tools-version:6.0
import PackageDescription

// Dependencies run one way:
// StretchyCore <- StretchyBehaviors, StretchyStore <- StretchyReplay <- StretchyCLI <- stretchy-replay.
// StretchyCore, CStretchyPlugin <- StretchyPluginKit (run-time plugins: used by plugins and by StretchyCLI).
let package = Package(
    name: "Stretchy",
    products: [
        .library(name: "StretchyCore", targets: ["StretchyCore"]),
        .library(name: "StretchyBehaviors", targets: ["StretchyBehaviors"]),
        .library(name: "StretchyStore", targets: ["StretchyStore"]),
        .library(name: "StretchyReplay", targets: ["StretchyReplay"]),
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
        // libm: Double.rounded() needs it in a module that imports neither Foundation nor Glibc.
        .target(name: "StretchyCore", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "StretchyBehaviors", dependencies: ["StretchyCore"], path: "Plugins/StretchyBehaviors"),
        .target(name: "StretchyStore", dependencies: ["CSQLite", "StretchyCore"]),
        // The C interface of run-time plugins (one header), and the Swift kit both sides of it use.
        .target(name: "CStretchyPlugin"),
        .target(name: "StretchyPluginKit", dependencies: ["StretchyCore", "CStretchyPlugin"]),
        .target(name: "StretchyReplay", dependencies: ["StretchyCore", "StretchyStore"]),
        .target(
            name: "StretchyCLI",
            dependencies: ["StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchyReplay", "StretchyPluginKit"]
        ),
        .executableTarget(name: "stretchy-replay", dependencies: ["StretchyCLI"]),
        // The README's ten-line program, built and run by the tests so it cannot go stale.
        .executableTarget(
            name: "stretchy-readme-example",
            dependencies: ["StretchyCore", "StretchyBehaviors"],
            path: "Examples/ReadmeExample"
        ),
        // The benchmark suite (BENCHMARKS.md): `swift run -c release stretchy-bench [--quick]`. Not run by the tests.
        .executableTarget(
            name: "stretchy-bench",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchyReplay", "AllocationCounter",
                "stretchy-replay",
            ],
            path: "Benchmarks"
        ),
        .testTarget(name: "StretchyCoreTests", dependencies: ["StretchyCore", "StretchyTestSupport"]),
        // Test support: a seeded generator and random inputs for the fuzz tests.
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
        .executableTarget(name: "recorder-probe", dependencies: ["StretchyStore"], path: "Tests/RecorderProbe"),
        .testTarget(
            name: "StretchyStoreTests",
            dependencies: ["StretchyCore", "StretchyStore", "StretchyTestSupport", "recorder-probe"]
        ),
        .testTarget(
            name: "StretchyReplayTests",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyStore", "StretchyReplay", "AllocationCounter",
                "StretchyTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        // Test support: builds Examples/ParallaxPlugin and compiles small C plugins for the loader's error cases.
        .target(name: "PluginFixtures", dependencies: ["StretchyTestSupport"], path: "Tests/PluginFixtures"),
        .testTarget(
            name: "StretchyPluginKitTests",
            dependencies: [
                "StretchyCore", "StretchyBehaviors", "StretchyPluginKit", "PluginFixtures", "AllocationCounter",
                "StretchyTestSupport",
            ]
        ),
        .testTarget(
            name: "StretchyCLITests",
            dependencies: [
                "StretchyCLI", "StretchyStore", "StretchyReplay", "StretchyBehaviors", "StretchyPluginKit",
                "PluginFixtures", "stretchy-replay",
            ]
        ),
    ]
)
