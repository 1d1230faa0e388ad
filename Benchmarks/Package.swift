// swift-tools-version: 6.2
import PackageDescription

/// The benchmarks, a package of their own so that users of mdgen never resolve them: they
/// measure generated dispatch against hand-written alternatives, and the `mdgen` executable
/// against the compiler.
let package = Package(
    name: "mdgen-benchmarks",
    dependencies: [.package(name: "mdgen", path: "..")],
    targets: [
        // Times the `mdgen` executable, which SwiftPM builds beside it, as a process.
        .executableTarget(
            name: "mdgen-benchmarks",
            dependencies: [
                "AllocationCounter", "FallbackSubjects", .product(name: "mdgen", package: "mdgen"),
            ],
            path: "mdgen-benchmarks",
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]),
        // A multicast compiled as it runs on Apple systems without `Atomic`, to measure that
        // fallback in the same run as the rest.
        .target(
            name: "FallbackSubjects",
            path: "FallbackSubjects",
            swiftSettings: [.define("MDGEN_LOCKED_FLAGS")],
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]),
        // Counts the benchmark's heap allocations by interposing malloc and free.
        .target(name: "AllocationCounter", path: "AllocationCounter"),
    ],
    swiftLanguageModes: [.v6]
)
