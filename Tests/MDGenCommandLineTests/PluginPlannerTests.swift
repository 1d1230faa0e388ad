import Foundation
import Testing

/// The one planner both plugins take every run of mdgen from (compiled into these tests through
/// symbolic links, since a plugin cannot be imported), driven the way each entry point drives
/// it: the SwiftPM build plugin, the Xcode build plugin and the command plugin, over the same
/// table of targets. Whichever plugin, a run that reads `.mdgen` files with an `mdgen.json`
/// passes it with `--config` and lists it and its templates as inputs, and `"spies": true`
/// gives the same spies.
@Suite("Plugin planner")
struct PluginPlannerTests {
    static let project = URL(fileURLWithPath: "/p", isDirectory: true)
    static let tool = URL(fileURLWithPath: "/build/mdgen")
    static let work = URL(fileURLWithPath: "/build/MDGenPlugin", isDirectory: true)
    static let radioFolder = project.appendingPathComponent("Sources/Radio", isDirectory: true)
    static let testsFolder = project.appendingPathComponent("Tests/RadioTests", isDirectory: true)
    static let templates = [
        project.appendingPathComponent("Templates", isDirectory: true),
        project.appendingPathComponent("Templates/protocol.mustache"),
    ]

    /// A target with `.mdgen` files (`Radio`) and a test target that depends on it
    /// (`RadioTests`), each with the `mdgen.json` of the case, if any.
    struct Case {
        var name: String
        /// The target planned for.
        var subject: String
        var radio: AppliedConfiguration?
        var tests: AppliedConfiguration?
        /// Whether the subject gets spies, and of which module (`nil`: its own).
        var spies: Bool
        var spiedModule: String?
    }

    static func configuration(in folder: URL, spies: Bool?, templates: [URL] = [])
        -> AppliedConfiguration
    {
        AppliedConfiguration(
            file: folder.appendingPathComponent("mdgen.json"), spies: spies,
            templateInputs: templates)
    }

    static let cases = [
        Case(name: "a target with .mdgen files", subject: "Radio", spies: false),
        Case(
            name: "a target whose mdgen.json names templates", subject: "Radio",
            radio: configuration(in: radioFolder, spies: nil, templates: templates),
            spies: false),
        Case(
            name: "a test target with the spies of a dependency", subject: "RadioTests",
            radio: configuration(in: radioFolder, spies: nil, templates: templates),
            tests: configuration(in: testsFolder, spies: true), spies: true,
            spiedModule: "Radio"),
        Case(
            name: "\"spies\": true on a non-test target", subject: "Radio",
            radio: configuration(in: radioFolder, spies: true, templates: templates),
            spies: true),
    ]

    enum Host: CaseIterable {
        case swiftPMBuild, xcodeBuild, command
    }

    /// The case's targets as SwiftPM describes them, or as Xcode does: the same folders.
    func targets(_ testCase: Case, xcode: Bool) -> [PluginTarget] {
        let tuner = Self.radioFolder.appendingPathComponent("Tuner.mdgen")
        guard xcode else {
            let radio = PluginTarget(
                name: "Radio", moduleName: "Radio", isTest: false, directory: Self.radioFolder,
                mdgenFiles: [tuner])
            let tests = PluginTarget(
                name: "RadioTests", moduleName: "RadioTests", isTest: true,
                directory: Self.testsFolder, mdgenFiles: [], dependencies: [radio])
            return [radio, tests]
        }
        let radio = PluginTarget(
            xcodeTargetNamed: "Radio", isTest: false,
            inputFiles: [Self.radioFolder.appendingPathComponent("Radio.swift"), tuner]
                + (testCase.radio.map { [$0.file] } ?? []))
        let tests = PluginTarget(
            xcodeTargetNamed: "RadioTests", isTest: true,
            inputFiles: [Self.testsFolder.appendingPathComponent("RadioTests.swift")]
                + (testCase.tests.map { [$0.file] } ?? []),
            dependencies: [radio])
        return [radio, tests]
    }

    func lookup(_ testCase: Case) -> ConfigurationLookup {
        let configurations = [testCase.radio, testCase.tests].compactMap { $0 }
        return { folder in
            configurations.first {
                $0.file.deletingLastPathComponent().standardizedFileURL.path
                    == folder.standardizedFileURL.path
            }
        }
    }

    /// Every run of mdgen the host's entry point gets for the case's subject.
    func invocations(_ testCase: Case, _ host: Host) throws -> [MDGenInvocation] {
        let planner = MDGenPlanner(tool: Self.tool, configuration: lookup(testCase))
        let targets = targets(testCase, xcode: host == .xcodeBuild)
        switch host {
        case .swiftPMBuild, .xcodeBuild:
            let subject = try #require(targets.first { $0.name == testCase.subject })
            return planner.invocations(for: subject, .build(workDirectory: Self.work))
        case .command:
            return try CheckedInPlan(
                targets: targets,
                options: CheckedInPlan.options(from: ["--target", testCase.subject]),
                baseDirectory: Self.project, planner: planner
            ).invocations()
        }
    }

    /// The absolute path of a path as a run's arguments give it: absolute, or relative to the
    /// project.
    func path(_ argument: String) -> String {
        argument.hasPrefix("/") ? argument : Self.project.path + "/" + argument
    }

    @Test(
        "every run that reads an mdgen.json passes it with --config and lists it and its templates as inputs, for every plugin and host"
    )
    func configurationIsAnInput() throws {
        for testCase in Self.cases {
            let configurations = lookup(testCase)
            for host in Host.allCases {
                let invocations = try invocations(testCase, host)
                let label = "\(testCase.name), \(host)"
                #expect(!invocations.isEmpty, "\(label)")
                for invocation in invocations {
                    #expect(invocation.executable == Self.tool, "\(label)")
                    #expect(invocation.inputFiles.contains(Self.tool), "\(label)")
                    let inputs = invocation.arguments.filter { $0.hasSuffix(".mdgen") }.map(path)
                    #expect(!inputs.isEmpty, "\(label): \(invocation.arguments)")
                    let read = inputs.map {
                        configurations(URL(fileURLWithPath: $0).deletingLastPathComponent())
                    }
                    #expect(read.allSatisfy { $0 == read.first }, "\(label): one mdgen.json")
                    let passed = invocation.arguments.firstIndex(of: "--config").map {
                        path(invocation.arguments[$0 + 1])
                    }
                    guard let configuration = read.first ?? nil else {
                        #expect(passed == nil, "\(label): \(invocation.arguments)")
                        continue
                    }
                    #expect(passed == configuration.file.path, "\(label): \(invocation.arguments)")
                    let expected = Set([configuration.file] + configuration.templateInputs)
                    #expect(
                        expected.isSubset(of: invocation.inputFiles),
                        "\(label): \(invocation.inputFiles)")
                }
            }
        }
    }

    /// The spies a host's runs generate: the `.mdgen` files read for them, and the modules
    /// they import with `@testable`.
    func spies(_ invocations: [MDGenInvocation]) -> (files: Set<String>, modules: Set<String>) {
        let spyRuns = invocations.filter {
            $0.arguments.contains("--spies") && !$0.arguments.contains("only")
        }
        let files = spyRuns.flatMap { $0.arguments.filter { $0.hasSuffix(".mdgen") }.map(path) }
        let modules = spyRuns.compactMap { run in
            run.arguments.firstIndex(of: "--testable-import").map { run.arguments[$0 + 1] }
        }
        return (Set(files), Set(modules))
    }

    @Test(
        "the SwiftPM and Xcode build plugins plan the same runs, and all three agree on the spies, \"spies\": true included"
    )
    func hostsAgree() throws {
        for testCase in Self.cases {
            let build = try invocations(testCase, .swiftPMBuild)
            #expect(try invocations(testCase, .xcodeBuild) == build, "\(testCase.name)")
            let command = try invocations(testCase, .command)
            for (host, runs) in [("build", build), ("command", command)] {
                let spies = spies(runs)
                let support = runs.filter {
                    $0.arguments.contains("--spies") && $0.arguments.contains("only")
                }
                #expect(
                    spies.files.isEmpty == !testCase.spies
                        && support.count == (testCase.spies ? 1 : 0),
                    "\(testCase.name), \(host)")
                #expect(
                    spies.modules == Set([testCase.spiedModule].compactMap { $0 }),
                    "\(testCase.name), \(host)")
            }
            #expect(spies(build).files == spies(command).files, "\(testCase.name)")
        }
    }

    @Test(
        "the build plugin's commands each write one file named by OutputNaming; the command plugin's, a folder"
    )
    func outputs() throws {
        let testCase = Self.cases[3]
        let build = try invocations(testCase, .swiftPMBuild)
        #expect(
            build.map(\.outputFiles) == [
                [
                    Self.work.appendingPathComponent(
                        OutputNaming.outputFileName(forInputAt: "Tuner.mdgen"))
                ],
                [Self.work.appendingPathComponent(OutputNaming.supportFileName)],
                [
                    Self.work.appendingPathComponent(
                        OutputNaming.spiesFileName(forInputAt: "Tuner.mdgen"))
                ],
                [Self.work.appendingPathComponent(OutputNaming.spySupportFileName)],
            ])
        let generated = Self.radioFolder.appendingPathComponent("Generated")
        #expect(
            try invocations(testCase, .command).map(\.outputFiles) == [
                [generated], [generated.appendingPathComponent("Spies/Radio")],
                [generated.appendingPathComponent("Spies")],
            ])
    }
}
