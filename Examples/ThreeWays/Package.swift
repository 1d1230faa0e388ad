// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ThreeWays",
    dependencies: [
        // By path, as a user would depend on a checkout. The name makes the identity "mdgen"
        // whatever the folder is called.
        .package(name: "mdgen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ThreeWays",
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
