// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MessageSingleton",
    // `Mutex`, which the example's own code uses, needs macOS 15 and iOS 18; the generated code
    // alone needs macOS 10.15 and iOS 13.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        // By path, as a user would depend on a checkout. The name makes the identity "mdgen"
        // whatever the folder is called.
        .package(name: "mdgen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "MessageSingleton",
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
