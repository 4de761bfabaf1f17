// swift-tools-version:6.0
import Foundation
import PackageDescription

// A behaviour plugin built as a shared library and loaded at run time:
//   swift build -c release --package-path Examples/ParallaxPlugin
//   swift run stretchy-replay behaviors --plugin Examples/ParallaxPlugin/.build/release/libParallaxPlugin.so
//
// It depends on Stretchy by path. SwiftPM names a path dependency after its folder (the clone's name, whatever it
// is), so the folder's name is read here rather than written.
let stretchyPath = "../.."
let stretchy = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(stretchyPath)
    .standardizedFileURL.lastPathComponent

let package = Package(
    name: "ParallaxPlugin",
    products: [
        .library(name: "ParallaxPlugin", type: .dynamic, targets: ["ParallaxPlugin"])
    ],
    dependencies: [
        .package(path: stretchyPath)
    ],
    targets: [
        .target(
            name: "ParallaxPlugin",
            dependencies: [.product(name: "StretchyPluginKit", package: stretchy)]
        )
    ]
)
