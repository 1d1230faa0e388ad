import Foundation
import Testing

/// The build plugin's runs of the shared planner (compiled into these tests through symbolic
/// links, since a plugin cannot be imported): the build commands for a target, described as
/// SwiftPM or Xcode does. Xcode-shaped targets have no folder of their own and name their
/// `.mdgen` files among all their input files; the planner is the same code for both hosts.
@Suite("Build plugin plan")
struct BuildPluginPlanTests {
    let project = URL(fileURLWithPath: "/p", isDirectory: true)
    let work = URL(fileURLWithPath: "/build/MDGenPlugin", isDirectory: true)
    let tool = URL(fileURLWithPath: "/build/mdgen")

    func files(_ paths: [String]) -> [URL] {
        paths.map { project.appendingPathComponent($0) }
    }

    /// An iOS app target: Swift files, an asset catalogue and `.mdgen` files in two folders.
    var app: PluginTarget {
        PluginTarget(
            xcodeTargetNamed: "Shop App", isTest: false,
            inputFiles: files([
                "Shop/ContentView.swift", "Shop/Checkout/Payment.mdgen", "Shop/Assets.xcassets",
                "Shop/Cart.mdgen",
            ]))
    }

    func commands(
        for target: PluginTarget, configurations: [String: AppliedConfiguration] = [:]
    ) -> [MDGenInvocation] {
        MDGenPlanner(tool: tool, configuration: { configurations[$0.path] })
            .invocations(for: target, .build(workDirectory: work))
    }

    @Test(
        "an Xcode app target: one command per .mdgen file, named by its path in the files' common folder, after the support file's, which reads them all"
    )
    func xcodeApp() {
        let commands = commands(for: app)
        #expect(
            commands.map(\.displayName) == [
                "Generating Cart.mdgen.swift from Cart.mdgen",
                "Generating Checkout+Payment.mdgen.swift from Checkout/Payment.mdgen",
                "Generating MDGenSupport.swift",
            ])
        #expect(
            commands.first
                == MDGenInvocation(
                    targetName: "Shop App",
                    displayName: "Generating Cart.mdgen.swift from Cart.mdgen", executable: tool,
                    arguments: [
                        "generate", "/p/Shop/Cart.mdgen", "--output", "/build/MDGenPlugin",
                        "--relative-to", "/p/Shop", "--support", "none", "--source-locations",
                    ],
                    inputFiles: [
                        project.appendingPathComponent("Shop/Cart.mdgen"), tool,
                        work.appendingPathComponent("MDGenSupport.swift"),
                    ],
                    outputFiles: [work.appendingPathComponent("Cart.mdgen.swift")]))
        #expect(
            commands.last?.inputFiles
                == files(["Shop/Cart.mdgen", "Shop/Checkout/Payment.mdgen"]) + [tool])
        #expect(app.moduleName == "Shop_App")
    }

    @Test(
        "an Xcode unit-test target without .mdgen files gets spies of the app it depends on, which it imports with @testable"
    )
    func xcodeTestTarget() {
        let tests = PluginTarget(
            xcodeTargetNamed: "ShopTests", isTest: true,
            inputFiles: files(["ShopTests/CartTests.swift"]), dependencies: [app])
        #expect(tests.directory == nil)
        let commands = commands(for: tests)
        #expect(
            commands.map(\.displayName) == [
                "Generating Shop+Cart.mdgen.spies.swift from Shop/Cart.mdgen",
                "Generating Shop+Checkout+Payment.mdgen.spies.swift from Shop/Checkout/Payment.mdgen",
                "Generating MDGenSpySupport.swift",
            ])
        #expect(
            commands.first?.arguments == [
                "generate", "/p/Shop/Cart.mdgen", "--output", "/build/MDGenPlugin",
                "--relative-to", "/p", "--spies", "--testable-import", "Shop_App", "--support",
                "none", "--source-locations",
            ])
        #expect(
            commands.last?.arguments == [
                "generate", "/p/Shop/Cart.mdgen", "--spies", "--support", "only", "--output",
                "/build/MDGenPlugin",
            ])
    }

    @Test(
        "a framework's mdgen.json is passed to mdgen and declared as an input, with the templates it names"
    )
    func xcodeFramework() {
        let kit = PluginTarget(
            xcodeTargetNamed: "ShopKit", isTest: false,
            inputFiles: files(["ShopKit/Sync.swift", "ShopKit/Sync.mdgen", "ShopKit/mdgen.json"]))
        let configuration = AppliedConfiguration(
            file: project.appendingPathComponent("ShopKit/mdgen.json"), spies: nil,
            templateInputs: files(["Templates", "Templates/protocol.mustache"]))
        let commands = commands(for: kit, configurations: ["/p/ShopKit": configuration])
        #expect(commands.count == 2)
        #expect(
            commands.first?.arguments == [
                "generate", "/p/ShopKit/Sync.mdgen", "--output", "/build/MDGenPlugin",
                "--relative-to", "/p/ShopKit", "--config", "/p/ShopKit/mdgen.json", "--support",
                "none", "--source-locations",
            ])
        #expect(
            commands.first?.inputFiles
                == files(["ShopKit/Sync.mdgen"]) + [tool]
                + files(["ShopKit/mdgen.json", "Templates", "Templates/protocol.mustache"])
                + [work.appendingPathComponent("MDGenSupport.swift")])
    }

    @Test(
        "a test target's spy commands read the dependency's mdgen.json and templates as inputs, and so does the spies' support file"
    )
    func spiesReadTheConfiguration() {
        let package = URL(fileURLWithPath: "/pkg/Sources/Radio", isDirectory: true)
        let radio = PluginTarget(
            name: "Radio", moduleName: "Radio", isTest: false, directory: package,
            mdgenFiles: [package.appendingPathComponent("Tuner.mdgen")])
        let tests = PluginTarget(
            name: "RadioTests", moduleName: "RadioTests", isTest: true,
            directory: URL(fileURLWithPath: "/pkg/Tests/RadioTests", isDirectory: true),
            mdgenFiles: [], dependencies: [radio])
        let templates = URL(fileURLWithPath: "/pkg/Templates", isDirectory: true)
        let configuration = AppliedConfiguration(
            file: package.appendingPathComponent("mdgen.json"), spies: nil,
            templateInputs: [templates, templates.appendingPathComponent("spy.mustache")])
        let commands = commands(for: tests, configurations: [package.path: configuration])
        #expect(commands.count == 2)
        let reads = [tool, configuration.file] + configuration.templateInputs
        for command in commands {
            #expect(
                command.arguments.contains("/pkg/Sources/Radio/mdgen.json"),
                "\(command.arguments)")
            #expect(Set(reads).isSubset(of: command.inputFiles), "\(command.inputFiles)")
        }
        #expect(
            commands.last?.arguments == [
                "generate", "/pkg/Sources/Radio/Tuner.mdgen", "--spies", "--support", "only",
                "--output", "/build/MDGenPlugin", "--config", "/pkg/Sources/Radio/mdgen.json",
            ])
    }

    @Test(
        "a target with no .mdgen files, and a test target whose dependencies have none, get no command"
    )
    func nothingToGenerate() {
        let widget = PluginTarget(
            xcodeTargetNamed: "Widget", isTest: false, inputFiles: files(["Widget/Widget.swift"]))
        #expect(commands(for: widget).isEmpty)
        let widgetTests = PluginTarget(
            xcodeTargetNamed: "WidgetTests", isTest: true,
            inputFiles: files(["WidgetTests/WidgetTests.swift"]), dependencies: [widget])
        #expect(commands(for: widgetTests).isEmpty)
    }

    @Test(
        "\"spies\": false in a test target's mdgen.json turns its spies off; \"spies\": true gives any target its own"
    )
    func spiesOption() {
        let tests = PluginTarget(
            xcodeTargetNamed: "ShopTests", isTest: true,
            inputFiles: files(["ShopTests/mdgen.json"]), dependencies: [app])
        let off = AppliedConfiguration(
            file: project.appendingPathComponent("ShopTests/mdgen.json"), spies: false)
        #expect(commands(for: tests, configurations: ["/p/ShopTests": off]).isEmpty)

        let package = URL(fileURLWithPath: "/pkg/Sources/Radio", isDirectory: true)
        let radio = PluginTarget(
            name: "Radio", moduleName: "Radio", isTest: false, directory: package,
            mdgenFiles: [package.appendingPathComponent("Tuner.mdgen")])
        let on = AppliedConfiguration(
            file: package.appendingPathComponent("mdgen.json"), spies: true)
        let commands = commands(for: radio, configurations: [package.path: on])
        #expect(
            commands.map(\.displayName) == [
                "Generating Tuner.mdgen.swift from Tuner.mdgen", "Generating MDGenSupport.swift",
                "Generating Tuner.mdgen.spies.swift from Tuner.mdgen",
                "Generating MDGenSpySupport.swift",
            ])
        #expect(commands[2].arguments.contains("--testable-import") == false)
    }

    @Test(
        "Xcode module names are the target's name as a C99 identifier",
        arguments: [
            ("Shop", "Shop"), ("Shop App", "Shop_App"), ("My-Kit", "My_Kit"),
            ("9Lives", "_9Lives"), ("Café", "Café"), ("", "_"),
        ])
    func xcodeModuleNames(name: String, module: String) {
        #expect(PluginTarget.xcodeModuleName(for: name) == module)
    }
}
