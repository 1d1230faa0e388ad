// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GeneralService",
    dependencies: [
        // By path, as a user would depend on a checkout. The name makes the identity "mdgen"
        // whatever the folder is called.
        .package(name: "mdgen", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "GeneralService",
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]
        ),
        // The build plugin on a test target gives it a spy of every protocol of the targets
        // it depends on: `ServiceDelegateSpy` here, which never ships in the program.
        .testTarget(
            name: "GeneralServiceTests",
            dependencies: ["GeneralService"],
            plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
