import Foundation
import Testing

/// No spy goes missing without a word, and a spy that does not compile says so at the
/// `.mdgen` line: the warnings of `generate --spies` and `lint --spies`, and spies'
/// `#sourceLocation` directives, compiled with the toolchain's `swiftc` as the build plugin's
/// output is.
@Suite("Spy diagnostics")
struct SpyDiagnosticsTests {
    /// A protocol whose spy a generic requirement prevents (its parameter pack cannot be
    /// recorded), and one that has a spy.
    static let cart = """
        /// Hears about a cart.
        protocol CartDelegate {
            func cartDidEmpty()
            func take<each Item>(_ items: repeat each Item)
        }

        protocol StockDelegate {
            func stockDidChange(sku: String, available: Int)
        }

        """

    static let cartWarning = """
        Cart.mdgen:4:10: warning: no spy of 'CartDelegate' is generated: its requirement \
        'take(_:)' is generic, and it takes a parameter pack, whose values a spy cannot record \
        as one (a spy leaves an 'optional' requirement of this kind to its default); add \
        '@multicast(spy: false)' to go without one [#SpyUnavailable]
            func take<each Item>(_ items: repeat each Item)
                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        [#SpyUnavailable]: <https://github.com/<owner>/mdgen/blob/main/Documentation/\
        Diagnostics.md#spyunavailable>

        """

    @Test("generate --spies warns at the requirement that keeps a protocol from a spy")
    func generateWarns() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.cart, to: "Cart.mdgen")
        let run = try mdgen("generate", "Cart.mdgen", "--spies", "--stdout", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError == Self.cartWarning)
        #expect(run.standardOutput.contains("final class StockDelegateSpy"))
        #expect(!run.standardOutput.contains("final class CartDelegateSpy"))
    }

    @Test(
        "a lock-protected protocol whose requirement takes a closure that is not @Sendable, or Any, gets a named warning, not a spy that fails to compile",
        arguments: ["@escaping () -> Void", "Any", "[Any]?"])
    func nonSendableArgument(type: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            protocol WorkDelegate {
                func schedule(_ work: \(type))
            }

            @MainActor
            protocol ScreenDelegate {
                func show(_ work: \(type))
            }

            """, to: "Work.mdgen")
        let run = try mdgen("generate", "Work.mdgen", "--spies", "--stdout", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.standardError.hasPrefix(
                "Work.mdgen:2:10: warning: no spy of 'WorkDelegate' is generated: its requirement "
                    + "'schedule(_:)' takes 'work', which is not 'Sendable', and a spy of a "
                    + "lock-protected protocol hands the calls it records to any thread; "),
            "\(run)")
        #expect(run.standardError.contains("[#SpyUnavailable]"))
        #expect(!run.standardOutput.contains("final class WorkDelegateSpy"))
        #expect(run.standardOutput.contains("final class ScreenDelegateSpy"), "main-actor: a spy")
    }

    @Test("lint warns about spies with --spies only, and generate without --spies never")
    func lintWarnsWhenAsked() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.cart, to: "Cart.mdgen")
        let lint = try mdgen("lint", "Cart.mdgen", "--spies", in: sandbox)
        #expect(lint.status == 0, "\(lint)")
        #expect(lint.standardError == Self.cartWarning)
        let strict = try mdgen(
            "lint", "Cart.mdgen", "--spies", "--warnings-as-errors", in: sandbox)
        #expect(strict.status != 0, "\(strict)")
        for arguments in [["lint", "Cart.mdgen"], ["generate", "Cart.mdgen", "--stdout"]] {
            let run = try MDGenExecutable.run(arguments, in: sandbox)
            #expect(run.status == 0, "\(run)")
            #expect(run.standardError.isEmpty, "\(arguments): \(run)")
        }
    }

    @Test("a protocol that declines a spy, or insists on one, gets no warning of this kind")
    func declinedSpiesAreQuiet() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            @multicast(spy: false)
            private protocol HiddenDelegate {
                func hide<Value>(_ value: Value)
            }

            """, to: "Hidden.mdgen")
        let run = try mdgen("lint", "Hidden.mdgen", "--spies", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError.isEmpty, "\(run)")
    }

    @Test(
        "an inherited protocol or an access level that prevents a spy is where the warning is",
        arguments: [
            (
                "protocol RelayDelegate: CustomStringConvertible {\n    func relay()\n}\n",
                "Relay.mdgen:1:25: warning: no spy of 'RelayDelegate' is generated: it inherits "
                    + "'CustomStringConvertible'"
            ),
            (
                "fileprivate protocol RelayDelegate {\n    func relay()\n}\n",
                "Relay.mdgen:1:1: warning: no spy of 'RelayDelegate' is generated: it is "
                    + "'fileprivate'"
            ),
        ])
    func obstaclesAreLocated(description: String, warning: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(description, to: "Relay.mdgen")
        let run = try mdgen("lint", "Relay.mdgen", "--spies", in: sandbox)
        #expect(run.standardError.contains(warning), "\(run)")
    }

    /// A description with a typo in a parameter's type on line 4, column 34, and one in a
    /// result type on line 7.
    static let misspelled = """
        /// Hears about a kettle.
        protocol KettleDelegate {
            /// The water boiled.
            func kettleDidBoil(_ kettle: Kettel)

            @combine(first)
            optional func kettleShouldPour() -> Boool?
        }

        """

    @Test("with --source-locations, a compiler error in a spy is at the .mdgen's line")
    func spyErrorsPointAtTheDescription() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.misspelled, to: "Kettle.mdgen")
        try sandbox.write("final class Kettle: Sendable {}\n", to: "Kettle.swift")
        for arguments in [["--output", "Generated"], ["--spies", "--output", "Spies"]] {
            let run = try MDGenExecutable.run(
                ["generate", "Kettle.mdgen", "--source-locations"] + arguments, in: sandbox)
            #expect(run.status == 0, "\(run)")
        }
        let compile = try Toolchain.swiftc(
            [
                "-typecheck", "-swift-version", "6", "Generated/Kettle.mdgen.swift",
                "Generated/MDGenSupport.swift", "Spies/Kettle.mdgen.spies.swift",
                "Spies/MDGenSpySupport.swift", "Kettle.swift",
            ], in: sandbox)
        #expect(compile.status != 0)
        let log = compile.standardError
        let errors = log.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix(" ") && $0.contains(": error: ")
        }
        #expect(
            errors.contains("Kettle.mdgen:4:34: error: cannot find type 'Kettel' in scope"),
            "\(log)")
        #expect(!errors.isEmpty)
        #expect(
            errors.allSatisfy {
                $0.hasPrefix("Kettle.mdgen:4:") || $0.hasPrefix("Kettle.mdgen:7:")
            }, "every error is at a typo's line: \(errors)")
        #expect(!log.contains("Spies/"), "no error or note is located in the spies:\n\(log)")
    }
}
