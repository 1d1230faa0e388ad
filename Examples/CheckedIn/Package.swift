// swift-tools-version: 6.0
import PackageDescription

// The checked-in workflow: the generated Swift lives in Sources/Lighthouse/Generated and is
// committed. Nothing runs mdgen during the build; `swift package mdgen` regenerates the files
// and `swift package mdgen --check` (or `mdgen check`) fails CI when they drift.
let package = Package(
    name: "CheckedIn",
    // The generated code's floor: `@MainActor`, `async` and `AsyncStream` need macOS 10.15
    // and iOS 13.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        // By path, as a user would depend on a checkout. The name makes the identity "mdgen"
        // whatever the folder is called. Only the command plugin is used.
        .package(name: "mdgen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Lighthouse",
            // The description is not a source file: the command plugin finds it on disk.
            exclude: ["LighthouseDelegate.mdgen"]
        ),
        // Tests of the checked-in multicast. It has no .mdgen files of its own, so
        // `swift package mdgen --target Lighthouse --target LighthouseTests` (what Xcode passes
        // when both are ticked) regenerates Lighthouse and says it skipped LighthouseTests.
        .testTarget(name: "LighthouseTests", dependencies: ["Lighthouse"]),
    ],
    swiftLanguageModes: [.v6]
)
