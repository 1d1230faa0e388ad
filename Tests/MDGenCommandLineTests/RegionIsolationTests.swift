import Foundation
import Testing

/// What the compiler's region checks do with a single-domain multicast
/// (`@multicast(sendable: false)`): it stays in the isolation domain it is made in. These
/// errors come from SIL, after type checking, so only a full compile shows them.
@Suite("Region isolation of single-domain multicasts")
struct RegionIsolationTests {
    let sandbox: Sandbox

    static let description = """
        @multicast(sendable: false)
        protocol NotebookDelegate {
            func notebook(_ name: String, didWrite line: String)
        }

        """

    static let delegate = """
        final class Page: NotebookDelegate {
            var lines: [String] = []
            func notebook(_ name: String, didWrite line: String) { lines.append(line) }
        }

        """

    init() throws {
        sandbox = try Sandbox()
        try sandbox.write(Self.description, to: "Notebook.mdgen")
        let generated = try mdgen(
            "generate", "Notebook.mdgen", "--output", "Generated", in: sandbox)
        #expect(generated.status == 0, "\(generated)")
    }

    /// Compiles the generated files with `code`, fully (`-typecheck: false`) or not.
    func compile(_ code: String, typecheckOnly: Bool = false) throws -> Run {
        try sandbox.write(Self.delegate + code, to: "Use.swift")
        let files = ["Generated/Notebook.mdgen.swift", "Generated/MDGenSupport.swift", "Use.swift"]
        let mode = typecheckOnly ? ["-typecheck"] : ["-emit-library", "-o", "libUse.so"]
        return try Toolchain.swiftc(
            ["-swift-version", "6", "-parse-as-library", "-module-name", "Use"] + mode + files,
            in: sandbox)
    }

    static let sentAway = """
        func misuse() async {
            let multicast = NotebookDelegateMulticast()
            multicast.add(Page())
            Task.detached { multicast.notebook("n", didWrite: "elsewhere") }
            multicast.notebook("n", didWrite: "here")
        }

        """

    @Test("sending the multicast to another task while it is still used here is an error")
    func sendingIsAnError() throws {
        let full = try compile(Self.sentAway)
        #expect(full.status != 0, "\(full)")
        #expect(full.standardError.contains("risks causing data races"), "\(full)")

        // The reason the check needs a full build: type checking alone accepts the code.
        let typecheck = try compile(Self.sentAway, typecheckOnly: true)
        #expect(typecheck.status == 0, "\(typecheck)")
    }

    @Test("the same multicast used in one domain, or handed over for good, compiles")
    func staying() throws {
        let run = try compile(
            """
            func staying() async {
                let multicast = NotebookDelegateMulticast()
                let page = Page()
                multicast.add(page)
                multicast.notebook("n", didWrite: "here")
            }

            @MainActor func handedOver() async {
                let multicast = NotebookDelegateMulticast()
                multicast.add(Page())
                await Task.detached { multicast.notebook("n", didWrite: "there") }.value
            }

            """)
        #expect(run.status == 0, "\(run)")
    }
}

/// What the compiler does with a spy of a protocol whose argument is not `Sendable`: a
/// lock-protected spy would hand the argument to any thread, so it does not compile, with the
/// error at the requirement's line in the `.mdgen` file; a single-domain or main-actor spy
/// records it, and the region checks keep it in one isolation domain. Full compiles, as above.
@Suite("Spies of arguments that are not Sendable")
struct NonSendableSpyArgumentTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        try sandbox.write("final class Box { var n = 0 }\n", to: "Box.swift")
    }

    /// Generates the multicast and the spy of `description`, and compiles them with `code` in
    /// Swift 6 mode, fully.
    func compile(_ description: String, with code: String) throws -> Run {
        try sandbox.write(description, to: "BoxDelegate.mdgen")
        let multicast = try mdgen(
            "generate", "BoxDelegate.mdgen", "--output", "Generated", in: sandbox)
        #expect(multicast.status == 0, "\(multicast)")
        let spy = try mdgen(
            "generate", "BoxDelegate.mdgen", "--spies", "--source-locations", "--output", "Spies",
            in: sandbox)
        #expect(spy.status == 0, "\(spy)")
        try sandbox.write(code, to: "Use.swift")
        let files = [
            "Box.swift", "Generated/BoxDelegate.mdgen.swift", "Generated/MDGenSupport.swift",
            "Spies/BoxDelegate.mdgen.spies.swift", "Spies/MDGenSpySupport.swift", "Use.swift",
        ]
        return try Toolchain.swiftc(
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", "Use",
                "-emit-library", "-o", "libUse.so",
            ] + files,
            in: sandbox)
    }

    /// The program of a box that a spy would share with a detached task.
    static let sharedBox = """
        func race() {
            let spy = BoxDelegateSpy()
            let box = Box()
            spy.got(box)
            let task = Task.detached { if case .got(let b) = spy.calls[0] { b.n += 1 } }
            box.n += 1
            _ = task
        }

        """

    @Test("a lock-protected spy of a non-Sendable argument is an error at the .mdgen line")
    func lockProtected() throws {
        let run = try compile(
            """
            protocol BoxDelegate {
                func got(_ box: Box)
            }

            """, with: Self.sharedBox)
        #expect(run.status != 0, "\(run)")
        #expect(
            run.standardError.contains(
                "BoxDelegate.mdgen:2:14: error: associated value 'got(box:)' of "
                    + "'Sendable'-conforming enum 'Call' contains non-Sendable type 'Box'"),
            "\(run)")
    }

    @Test("a single-domain spy may record the box, but not share it with another task")
    func singleDomain() throws {
        let description = """
            @multicast(sendable: false)
            protocol BoxDelegate {
                func got(_ box: Box)
            }

            """
        let shared = try compile(description, with: Self.sharedBox)
        #expect(shared.status != 0, "\(shared)")
        #expect(shared.standardError.contains("risks causing data races"), "\(shared)")

        let staying = try compile(
            description,
            with: """
                func staying() async throws {
                    let spy = BoxDelegateSpy()
                    let box = Box()
                    spy.got(box)
                    if case .got(let b) = try await spy.nextCall() { b.n += 1 }
                }

                """)
        #expect(staying.status == 0, "\(staying)")
    }

    @Test("a main-actor spy records the box on the main actor")
    func mainActor() throws {
        let run = try compile(
            """
            @MainActor
            protocol BoxDelegate {
                func got(_ box: Box)
            }

            """,
            with: """
                @MainActor func staying() async throws {
                    let spy = BoxDelegateSpy()
                    let box = Box()
                    spy.got(box)
                    if case .got(let b) = try await spy.nextCall() { b.n += 1 }
                }

                """)
        #expect(run.status == 0, "\(run)")
    }
}
