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
