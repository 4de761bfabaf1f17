// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Stretchy's input parsers (docs/fuzzing.md). Kept out of the main package: each hands its
// entry point to libFuzzer's driver (FuzzDriver), so it links only with -sanitize=fuzzer:
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product fuzz-stack
let fuzzed: [(name: String, products: [String])] = [
    ("stack", ["StretchyCore", "StretchyBehaviors"]), ("header", ["StretchyCore"]), ("samples", ["StretchyStore"]),
    ("script", ["StretchySynth"]), ("touches", ["StretchySynth"]),
    // DecimalNumber's sources are linked into the target itself (_StretchySystem has no product).
    ("decimal", []),
]

let package = Package(
    name: "StretchyFuzz",
    dependencies: [.package(name: "Stretchy", path: "..")],
    targets: [.target(name: "FuzzDriver")]
        + fuzzed.map { target in
            .executableTarget(
                name: "fuzz-\(target.name)",
                dependencies: ["FuzzDriver"] + target.products.map { .product(name: $0, package: "Stretchy") },
                path: "Sources/fuzz-\(target.name)")
        }
)
