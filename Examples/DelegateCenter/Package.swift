// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DelegateCenter",
    // The generated code's floor: `@MainActor`, `async` and `AsyncStream` need macOS 10.15 and
    // iOS 13.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [
        // By path, as a user would depend on a checkout. The name makes the identity "mdgen"
        // whatever the folder is called.
        .package(name: "mdgen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "DelegateCenter",
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
