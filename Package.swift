// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "mdgen",
    products: [
        .executable(name: "mdgen", targets: ["mdgen"]),
        .library(name: "MDGenCore", targets: ["MDGenCore"]),
    ],
    targets: [
        // The pipeline: source text → tokens → syntax tree → model → template context → Swift.
        // No I/O and no printing: the command line, the plugins and the tests all drive it.
        .target(name: "MDGenCore"),
        // The command line's logic: arguments, files, output. Kept apart from `main.swift` so
        // that tests can also run it in process.
        .target(name: "MDGenCommandLine", dependencies: ["MDGenCore"]),
        .executableTarget(name: "mdgen", dependencies: ["MDGenCommandLine"]),
        .testTarget(name: "MDGenCoreTests", dependencies: ["MDGenCore"]),
    ],
    swiftLanguageModes: [.v6]
)
