// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Stretchy's input parsers (docs/fuzzing.md). Kept out of the main package: each defines
// LLVMFuzzerTestOneInput and no main, so it links only with -sanitize=fuzzer:
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product fuzz-stack
let package = Package(
    name: "StretchyFuzz",
    dependencies: [.package(name: "Stretchy", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "fuzz-stack",
            dependencies: [
                "FuzzDriver", .product(name: "StretchyCore", package: "Stretchy"),
                .product(name: "StretchyBehaviors", package: "Stretchy"),
            ],
            path: "Sources/fuzz-stack"),
        .executableTarget(
            name: "fuzz-header", dependencies: ["FuzzDriver", .product(name: "StretchyCore", package: "Stretchy")],
            path: "Sources/fuzz-header"),
        .executableTarget(
            name: "fuzz-samples", dependencies: ["FuzzDriver", .product(name: "StretchyStore", package: "Stretchy")],
            path: "Sources/fuzz-samples"),
        .executableTarget(
            name: "fuzz-script", dependencies: ["FuzzDriver", .product(name: "StretchySynth", package: "Stretchy")],
            path: "Sources/fuzz-script"),
        .executableTarget(
            name: "fuzz-touches", dependencies: ["FuzzDriver", .product(name: "StretchySynth", package: "Stretchy")],
            path: "Sources/fuzz-touches"),
    ]
)
