import Foundation
import Testing

/// The command plugin's plan (compiled into these tests through symbolic links, since a
/// plugin cannot be imported): which mdgen runs `swift package mdgen` makes.
@Suite("Command plugin plan")
struct CommandPluginPlanTests {
    let package = URL(fileURLWithPath: "/work/App", isDirectory: true)
    let tool = URL(fileURLWithPath: "/build/mdgen")

    /// What these tests check of an invocation: the target and the arguments.
    struct Run: Equatable {
        var targetName: String
        var arguments: [String]
    }

    func target(_ name: String, _ files: [String]) -> PluginTarget {
        let directory = package.appendingPathComponent("Sources/\(name)", isDirectory: true)
        return PluginTarget(
            name: name, moduleName: name, isTest: false, directory: directory,
            mdgenFiles: files.map { directory.appendingPathComponent($0) })
    }

    /// A lookup that finds an `mdgen.json` (with `spies`) only in the folders of `paths`.
    func configurations(_ paths: Set<String>, spies: Bool? = nil) -> ConfigurationLookup {
        { directory in
            let file = directory.appendingPathComponent("mdgen.json")
            return paths.contains(file.path)
                ? AppliedConfiguration(file: file, spies: spies) : nil
        }
    }

    func plan(
        _ arguments: [String], configurations paths: Set<String> = [],
        host: CheckedInPlan.Host = .swiftPM
    ) throws -> CheckedInPlan {
        let targets = [
            target("Radio", ["Tuner.mdgen", "Dials/Volume.mdgen"]), target("Plain", []),
            target("Lamp", ["Lamp.mdgen"]),
        ]
        return CheckedInPlan(
            targets: targets, options: try CheckedInPlan.options(from: arguments),
            baseDirectory: package, host: host, planner: planner(configurations(paths)))
    }

    func plan(_ arguments: [String], configurations paths: Set<String> = []) throws -> [Run] {
        try plan(arguments, configurations: paths, host: .swiftPM).invocations().map(\.run)
    }

    func planner(_ configuration: @escaping ConfigurationLookup) -> MDGenPlanner {
        MDGenPlanner(tool: tool, configuration: configuration)
    }

    @Test(
        "each target with .mdgen files is regenerated into its Generated folder, which is pruned, with a summary, paths relative to the package"
    )
    func regenerate() throws {
        #expect(
            try plan([]) == [
                .init(
                    targetName: "Radio",
                    arguments: [
                        "generate", "Sources/Radio/Dials/Volume.mdgen", "Sources/Radio/Tuner.mdgen",
                        "--relative-to", "Sources/Radio", "--output", "Sources/Radio/Generated",
                        "--prune", "--summary",
                    ]),
                .init(
                    targetName: "Lamp",
                    arguments: [
                        "generate", "Sources/Lamp/Lamp.mdgen", "--relative-to", "Sources/Lamp",
                        "--output", "Sources/Lamp/Generated", "--prune", "--summary",
                    ]),
            ])
    }

    @Test(
        "a test target that asks for spies gets those of each dependency in Generated/Spies, read with the dependency's mdgen.json, and their support file"
    )
    func spies() throws {
        let radio = target("Radio", ["Tuner.mdgen"])
        let tests = PluginTarget(
            name: "RadioTests", moduleName: "RadioTests", isTest: true,
            directory: package.appendingPathComponent("Tests/RadioTests", isDirectory: true),
            mdgenFiles: [], dependencies: [radio])
        let plan = CheckedInPlan(
            targets: [radio, tests], options: try CheckedInPlan.options(from: ["--check"]),
            baseDirectory: package,
            planner: planner(
                configurations(
                    [
                        "/work/App/Sources/Radio/mdgen.json",
                        "/work/App/Tests/RadioTests/mdgen.json",
                    ],
                    spies: true)))
        let invocations = try plan.invocations().map(\.run)
        #expect(
            invocations.filter { $0.targetName == "RadioTests" } == [
                .init(
                    targetName: "RadioTests",
                    arguments: [
                        "check", "Sources/Radio/Tuner.mdgen", "--relative-to", "Sources",
                        "--output", "Tests/RadioTests/Generated/Spies/Radio", "--prune", "--spies",
                        "--testable-import", "Radio", "--support", "none", "--config",
                        "Sources/Radio/mdgen.json", "--summary",
                    ]),
                .init(
                    targetName: "RadioTests",
                    arguments: [
                        "check", "Sources/Radio/Tuner.mdgen", "--output",
                        "Tests/RadioTests/Generated/Spies", "--spies", "--support", "only",
                        "--config", "Sources/Radio/mdgen.json", "--summary",
                    ]),
            ])
        // "spies": true means what it means to the build plugin: Radio gets its own spies.
        #expect(
            invocations.filter { $0.targetName == "Radio" }.map(\.arguments).dropFirst() == [
                [
                    "check", "Sources/Radio/Tuner.mdgen", "--relative-to", "Sources",
                    "--output", "Sources/Radio/Generated/Spies/Radio", "--prune", "--spies",
                    "--support", "none", "--config", "Sources/Radio/mdgen.json", "--summary",
                ],
                [
                    "check", "Sources/Radio/Tuner.mdgen", "--output",
                    "Sources/Radio/Generated/Spies", "--spies", "--support", "only", "--config",
                    "Sources/Radio/mdgen.json", "--summary",
                ],
            ])
    }

    @Test(
        "--check checks instead; --target limits; --verbose is passed on; mdgen.json is used when present"
    )
    func options() throws {
        let invocations = try plan(
            ["--check", "--target", "Lamp", "--verbose"],
            configurations: ["/work/App/Sources/Lamp/mdgen.json"])
        #expect(
            invocations == [
                .init(
                    targetName: "Lamp",
                    arguments: [
                        "check", "Sources/Lamp/Lamp.mdgen", "--relative-to", "Sources/Lamp",
                        "--output", "Sources/Lamp/Generated", "--prune", "--config",
                        "Sources/Lamp/mdgen.json", "--summary", "--verbose",
                    ])
            ])
        #expect(
            try plan(["--target=Radio", "--target", "Lamp"]).map(\.targetName) == ["Radio", "Lamp"])
    }

    @Test(
        "mistakes in the arguments are errors, not ignored",
        arguments: [
            (["--bogus"], "unknown argument '--bogus'"),
            (["--target"], "'--target' needs a target name"),
            (["--target", "--check"], "'--target' needs a target name"),
            (
                ["--target", "Plain"],
                "none of the chosen targets has .mdgen files ('Plain'): choose one that has some "
                    + "('Radio', 'Lamp') with --target, or add .mdgen files to one of them"
            ),
            (
                ["--target", "Radio", "--target", "Nope"],
                "no target is named 'Nope' (targets with .mdgen files: 'Radio', 'Lamp')"
            ),
        ])
    func mistakes(arguments: [String], message: String) {
        #expect {
            try plan(arguments)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("mdgen's exit status alone tells errors (1) from outdated files (2); others stand")
    func outcomes() {
        #expect(CheckedInPlan.Outcome(status: 0) == .success)
        #expect(CheckedInPlan.Outcome(status: 1) == .errors)
        #expect(CheckedInPlan.Outcome(status: 2) == .outdated)
        #expect(CheckedInPlan.Outcome(status: 64) == .unexpected(64))
    }

    func failures(
        _ arguments: [String], _ outcomes: [(String, CheckedInPlan.Outcome)],
        host: CheckedInPlan.Host = .swiftPM
    ) throws -> [String] {
        let plan = CheckedInPlan(
            targets: [], options: try CheckedInPlan.options(from: arguments),
            baseDirectory: package, host: host, planner: planner({ _ in nil }))
        return plan.failures(outcomes.map { (targetName: $0.0, outcome: $0.1) })
    }

    @Test("success says nothing more: mdgen's summaries said what happened")
    func noFailures() throws {
        #expect(try failures([], [("Radio", .success), ("Lamp", .success)]).isEmpty)
        #expect(try failures(["--check"], [("Radio", .success)]).isEmpty)
    }

    @Test("an invalid .mdgen points at mdgen's diagnostics and does not advise regenerating")
    func errors() throws {
        #expect(
            try failures(["--check"], [("Radio", .errors), ("Lamp", .success)]) == [
                "'mdgen check' failed for 'Radio': fix the errors mdgen reported"
            ])
        #expect(
            try failures([], [("Radio", .errors), ("Lamp", .errors)]) == [
                "'mdgen generate' failed for 'Radio', 'Lamp': fix the errors mdgen reported"
            ])
    }

    @Test("outdated files advise regenerating, with the same targets as the check")
    func outdated() throws {
        #expect(
            try failures(["--check"], [("Radio", .outdated), ("Lamp", .errors)]) == [
                "'mdgen check' failed for 'Lamp': fix the errors mdgen reported",
                "the generated files of 'Radio' are not up to date (mdgen printed the diff); regenerate with: "
                    + "swift package --allow-writing-to-package-directory mdgen",
            ])
        #expect(
            try failures(["--check", "--target", "Radio"], [("Radio", .outdated)]) == [
                "the generated files of 'Radio' are not up to date (mdgen printed the diff); regenerate with: "
                    + "swift package --allow-writing-to-package-directory mdgen --target Radio"
            ])
    }

    @Test("the advice to regenerate comes last, after every other failure")
    func adviceLast() throws {
        let messages = try failures(
            ["--check"], [("Radio", .outdated), ("Lamp", .unexpected(64)), ("Bell", .errors)])
        #expect(messages.count == 3)
        #expect(
            messages.last?.hasPrefix("the generated files of 'Radio' are not up to date") == true)
    }

    @Test(
        "mdgen's own advice to regenerate is left out of what the plugin passes on; the rest stays")
    func forwardedOutput() {
        let printed = """
            error: 'Generated/A.mdgen.swift' is out of date with 'A.mdgen'
            Generated: 1 file out of date
            note: regenerate with: mdgen generate A.mdgen --output Generated --prune
            note: 'Generated/B.mdgen.swift' was not generated by mdgen

            """
        #expect(
            CheckedInPlan.forwarded(standardError: printed) == """
                error: 'Generated/A.mdgen.swift' is out of date with 'A.mdgen'
                Generated: 1 file out of date
                note: 'Generated/B.mdgen.swift' was not generated by mdgen

                """)
        #expect(CheckedInPlan.forwarded(standardError: "") == "")
    }

    @Test("any other ending is reported as it is")
    func unexpected() throws {
        #expect(
            try failures([], [("Radio", .unexpected(64)), ("Lamp", .signalled(11))]) == [
                "'mdgen generate' exited with status 64 for 'Radio'",
                "'mdgen generate' was stopped by signal 11 for 'Lamp'",
            ])
    }

    @Test("a target's .mdgen files are found on disk, hidden folders skipped, in a stable order")
    func findsFiles() throws {
        let sandbox = try Sandbox()
        for path in [
            "B.mdgen", "A/C.mdgen", ".build/D.mdgen", "Notes.txt", "Generated/B.mdgen.swift",
        ] {
            try sandbox.write("", to: path)
        }
        let found = TargetFiles.mdgenFiles(under: sandbox.url).map {
            TargetFiles.relativePath(of: $0, to: sandbox.url)
        }
        #expect(found == ["A/C.mdgen", "B.mdgen"])
    }

    @Test("an Xcode target's folder is the deepest one holding all its .mdgen files")
    func commonDirectory() {
        let files = ["/p/Sources/A/x.mdgen", "/p/Sources/B/y.mdgen", "/p/Sources/A/z.mdgen"].map(
            URL.init(fileURLWithPath:))
        #expect(TargetFiles.commonDirectory(of: files)?.path == "/p/Sources")
        #expect(TargetFiles.commonDirectory(of: Array(files.prefix(1)))?.path == "/p/Sources/A")
        #expect(TargetFiles.commonDirectory(of: []) == nil)
    }

    // Xcode's dialog passes --target for every target ticked in it: an app and its tests, say.

    /// An Xcode project: an app with `.mdgen` files in two folders, a framework with one, and
    /// a unit-test bundle that depends on the app, whose `mdgen.json` is one of its inputs.
    let project = URL(fileURLWithPath: "/work/Shop", isDirectory: true)

    func xcodeTargets() -> [PluginTarget] {
        func files(_ paths: [String]) -> [URL] {
            paths.map { project.appendingPathComponent($0) }
        }
        let app = PluginTarget(
            xcodeTargetNamed: "Shop App", isTest: false,
            inputFiles: files([
                "Shop/ContentView.swift", "Shop/Checkout/Payment.mdgen", "Shop/Cart.mdgen",
                "Shop/Assets.xcassets",
            ]))
        let kit = PluginTarget(
            xcodeTargetNamed: "ShopKit", isTest: false,
            inputFiles: files(["ShopKit/Sync.mdgen", "ShopKit/Sync.swift"]))
        let tests = PluginTarget(
            xcodeTargetNamed: "ShopTests", isTest: true,
            inputFiles: files(["ShopTests/CartTests.swift", "ShopTests/mdgen.json"]),
            dependencies: [app])
        let widget = PluginTarget(
            xcodeTargetNamed: "Widget", isTest: false, inputFiles: files(["Widget/Widget.swift"]))
        return [app, kit, tests, widget]
    }

    func xcodePlan(_ arguments: [String], testsWantSpies: Bool = false) throws -> CheckedInPlan {
        CheckedInPlan(
            targets: xcodeTargets(), options: try CheckedInPlan.options(from: arguments),
            baseDirectory: project, host: .xcode,
            planner: planner(
                configurations(
                    testsWantSpies ? ["/work/Shop/ShopTests/mdgen.json"] : [], spies: true)))
    }

    @Test(
        "Xcode: chosen targets without .mdgen files are skipped and named once; the others run")
    func xcodeSkips() throws {
        let plan = try xcodePlan([
            "--target", "Shop App", "--target", "ShopTests", "--target", "Widget",
        ])
        let selection = try plan.selection()
        #expect(selection.chosen.map(\.name) == ["Shop App"])
        #expect(selection.skipped == ["ShopTests", "Widget"])
        #expect(
            CheckedInPlan.skippedNote(selection.skipped)
                == "skipped 'ShopTests', 'Widget': no .mdgen files")
        #expect(CheckedInPlan.skippedNote([]) == nil)
        #expect(
            try plan.invocations().map(\.run) == [
                .init(
                    targetName: "Shop App",
                    arguments: [
                        "generate", "Shop/Cart.mdgen", "Shop/Checkout/Payment.mdgen",
                        "--relative-to", "Shop", "--output", "Shop/Generated", "--prune",
                        "--summary",
                    ])
            ])
    }

    @Test(
        "Xcode: when no chosen target has .mdgen files, one error names them and says what to tick"
    )
    func xcodeNothingChosen() throws {
        let plan = try xcodePlan(["--target", "ShopTests", "--target", "Widget"])
        #expect {
            try plan.selection()
        } throws: { error in
            "\(error)"
                == "none of the chosen targets has .mdgen files ('ShopTests', 'Widget'): tick one "
                + "that has some ('Shop App', 'ShopKit') in the plugin's dialog, or add .mdgen "
                + "files to one of them (a test target gets spies of its dependencies' with "
                + "\"spies\": true in its mdgen.json)"
        }
    }

    @Test(
        "Xcode: a unit-test target whose mdgen.json asks for spies gets its dependencies' in its folder"
    )
    func xcodeCheckedInSpies() throws {
        let invocations = try xcodePlan(
            ["--target", "ShopTests"], testsWantSpies: true
        ).invocations().map(\.run)
        #expect(
            invocations == [
                .init(
                    targetName: "ShopTests",
                    arguments: [
                        "generate", "Shop/Cart.mdgen", "Shop/Checkout/Payment.mdgen",
                        "--relative-to", ".", "--output", "ShopTests/Generated/Spies/Shop_App",
                        "--prune", "--spies", "--testable-import", "Shop_App", "--support", "none",
                        "--summary",
                    ]),
                .init(
                    targetName: "ShopTests",
                    arguments: [
                        "generate", "Shop/Cart.mdgen", "--output", "ShopTests/Generated/Spies",
                        "--spies", "--support", "only", "--summary",
                    ]),
            ])
    }

    @Test("Xcode: the advice to regenerate names Xcode's action, not swift package")
    func xcodeAdvice() throws {
        let messages = try failures(["--check"], [("Shop App", .outdated)], host: .xcode)
        #expect(
            messages == [
                "the generated files of 'Shop App' are not up to date (mdgen printed the diff); "
                    + "regenerate with: right-click the project in Xcode's project navigator, "
                    + "choose MDGenCommandPlugin, and run it without --check"
            ])
        #expect(!messages.joined().contains("swift package"))
    }
}

extension MDGenInvocation {
    var run: CommandPluginPlanTests.Run {
        .init(targetName: targetName, arguments: arguments)
    }
}
