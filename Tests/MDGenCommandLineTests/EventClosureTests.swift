import Foundation
import Testing

/// The `Event` enum of `@multicast(events: true)` is `Sendable`, so it cannot hold a closure
/// that is not `@Sendable`: a requirement that takes one is left out of the events, with a
/// warning at its `func`, and the generated code compiles.
@Suite("Events of requirements that take closures")
struct EventClosureTests {
    static func description(isolation: String) -> String {
        """
        \(isolation)@multicast(events: true)
        protocol SchedulerDelegate {
            func schedule(_ run: @escaping () -> Void)

            func scheduleSendable(_ run: @escaping @Sendable () -> Void)
        }

        """
    }

    @Test(
        "a non-Sendable closure leaves its requirement out of the events, and the output compiles",
        arguments: ["", "@MainActor\n"])
    func nonSendableClosure(isolation: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.description(isolation: isolation), to: "Scheduler.mdgen")
        let generated = try mdgen(
            "generate", "Scheduler.mdgen", "--output", "Generated", in: sandbox)
        #expect(generated.status == 0, "\(generated)")
        let line = isolation.isEmpty ? 3 : 4
        #expect(
            generated.standardError.contains(
                "Scheduler.mdgen:\(line):5: warning: 'schedule(_:)' is left out of the events"),
            "\(generated)")
        let output = try sandbox.read("Generated/Scheduler.mdgen.swift")
        #expect(!output.contains("case schedule("), "the non-Sendable call is no event")
        #expect(output.contains("case scheduleSendable("), "the Sendable one is")

        let compiled = try Toolchain.swiftc(
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", "Scheduler",
                "-warnings-as-errors", "-emit-library", "-o", "libScheduler.so",
                "Generated/Scheduler.mdgen.swift", "Generated/MDGenSupport.swift",
            ], in: sandbox)
        #expect(compiled.status == 0, "\(compiled)")
    }
}
