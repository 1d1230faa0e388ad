import Testing

@testable import MDGenCore
@testable import MDGenModel
@testable import MDGenSyntax

/// What a protocol declaration becomes in the model: access, isolation, attributes,
/// inheritance and the `@multicast(…)` options.
@Suite("Protocol model")
struct ProtocolModelTests {
    @Test(
        "the access level is the protocol's own, internal by default",
        arguments: [
            ("", AccessLevel.internal), ("public ", .public), ("package ", .package),
            ("internal ", .internal),
            ("fileprivate ", .fileprivate),
        ])
    func accessLevel(modifier: String, expected: AccessLevel) throws {
        let model = try #require(FrontEnd.validProtocol("\(modifier)protocol P {}"))
        #expect(model.accessLevel == expected)
    }

    @Test("a protocol without a global actor is lock-protected, which makes it Sendable")
    func lockProtected() throws {
        let model = try #require(FrontEnd.validProtocol("protocol P: Sendable {}"))
        #expect(model.concurrency == .lockProtected)
        #expect(model.inheritance.isEmpty)
    }

    @Test(
        "a global actor, known or not, isolates the protocol, even one that reads like a known one",
        arguments: ["MainActor", "DatabaseActor", "GameActor", "MainActorQueue"])
    func globalActor(actor: String) throws {
        let model = try #require(FrontEnd.validProtocol("@\(actor) protocol P {}"))
        #expect(model.concurrency == .globalActor(actor))
        #expect(model.attributes == ["@\(actor)"])
    }

    @Test("availability and preconcurrency pass through; availability also marks what is generated")
    func passThroughAttributes() throws {
        let model = try #require(
            FrontEnd.validProtocol("@available(iOS 15, macOS 12, *) @preconcurrency protocol P {}"))
        #expect(model.attributes == ["@available(iOS 15, macOS 12, *)", "@preconcurrency"])
        #expect(model.derivedAttributes == ["@available(iOS 15, macOS 12, *)"])
    }

    @Test("documentation comments are carried, '///' and '/** */' alike")
    func documentation() throws {
        let model = try #require(
            FrontEnd.validModel("/// One.\n/// Two.\nprotocol P {}\n/** Three. */\nprotocol Q {}"))
        #expect(model.protocols.map(\.documentation) == [[" One.", " Two."], [" Three. "]])
    }

    @Test(
        "other inherited protocols pass through, with a warning; NSObjectProtocol makes an NSObject"
    )
    func inheritance() throws {
        let source =
            "protocol P: AnyObject, Sendable, NSObjectProtocol, CustomStringConvertible, Base.Other {}"
        let (model, diagnostics) = FrontEnd.model(source)
        #expect(model?.protocols.first?.inheritance == ["CustomStringConvertible", "Base.Other"])
        #expect(model?.protocols.first?.refinesNSObjectProtocol == true)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:52: warning: the multicast of 'P' will not conform to it: 'CustomStringConvertible' is declared elsewhere, so the requirements it adds are unknown here; to forward them, declare 'CustomStringConvertible' in this file with '@multicast(existing: true)' and list them",
                "1:77: warning: the multicast of 'P' will not conform to it: 'Base.Other' is declared elsewhere, so the requirements it adds are unknown here; to forward them, declare 'Base.Other' in this file with '@multicast(existing: true)' and list them",
            ])
        let existing = FrontEnd.model(
            "@multicast(existing: true) protocol P: URLSessionDelegate {\n    func f()\n}")
        // The multicast of a protocol declared elsewhere conforms to it, so to its parents,
        // which the file must declare: what to declare is a warning at the parent.
        #expect(
            FrontEnd.summaries(existing.diagnostics) == [
                "1:40: warning: the multicast of 'P' must conform to 'URLSessionDelegate' too, which this file does not declare, so the requirements it adds are unknown here; declare it, even with no requirement, as '@multicast(existing: true) protocol URLSessionDelegate {}', with ': NSObjectProtocol' after its name if it refines it, as Objective-C delegates do"
            ])
    }

    @Test("imports are copied as Swift source lines")
    func imports() throws {
        let model = try #require(
            FrontEnd.validModel(
                "@preconcurrency import Foundation\npublic import struct A.B\nprotocol P {}"))
        #expect(model.imports == ["@preconcurrency import Foundation", "public import struct A.B"])
    }

    // MARK: @multicast

    @Test("the multicast is named after the protocol and holds its delegates weakly by default")
    func defaults() throws {
        let model = try #require(FrontEnd.validProtocol("protocol DownloadDelegate {}"))
        #expect(model.multicastName == "DownloadDelegateMulticast")
        #expect(model.storage == .weak)
        #expect(model.api == MulticastAPI())
    }

    @Test("'@multicast' names the multicast, chooses its storage and renames its members")
    func options() throws {
        let source = """
            @multicast(name: Observers, storage: strong, add: register, remove: unregister, removeAll: reset,
                       contains: isRegistered, count: observerCount, isEmpty: hasNoObservers, delegates: observers)
            protocol P {}
            """
        let model = try #require(FrontEnd.validProtocol(source))
        #expect(model.multicastName == "Observers")
        #expect(model.storage == .strong)
        #expect(
            [
                model.api.add, model.api.remove, model.api.removeAll, model.api.contains,
                model.api.count, model.api.isEmpty, model.api.delegates,
            ]
                == [
                    "register", "unregister", "reset", "isRegistered", "observerCount",
                    "hasNoObservers", "observers",
                ])
    }

    @Test(
        "'@multicast' options are checked",
        arguments: [
            (
                "@multicast",
                "1:1: error: '@multicast' needs options, such as '@multicast(name: Observers, storage: strong)'; options are 'name', 'storage', 'sendable', 'existing', 'events', 'observers', 'spy', 'spyName', 'add', 'remove', 'removeAll', 'contains', 'count', 'isEmpty', 'delegates', 'eventsMethod', 'observe'"
            ),
            (
                "@multicast(nmae: X)",
                "1:12: error: unknown '@multicast' option 'nmae'; did you mean 'name'?"
            ),
            (
                "@multicast(storage: strnog)",
                "1:21: error: 'storage' must be 'weak' or 'strong', not 'strnog'; did you mean 'strong'?"
            ),
            (
                "@multicast(name: \"Observers\")",
                "1:18: error: the value of 'name' must be a name, such as 'name: Observers', not a string literal; did you mean 'Observers'?"
            ),
            (
                "@multicast(name: class)",
                "1:18: error: 'class' cannot be the multicast's name: choose a name that needs no backticks"
            ),
            (
                "@multicast(add: attach, remove: attach)",
                "1:1: error: '@multicast' gives two members of the multicast the same name 'attach'"
            ),
            ("@multicast(name: A, name: B)", "1:21: error: option 'name' is given twice"),
            (
                "@multicast(name)",
                "1:12: error: expected 'option: value' in '@multicast'; options are 'name', 'storage', 'sendable', 'existing', 'events', 'observers', 'spy', 'spyName', 'add', 'remove', 'removeAll', 'contains', 'count', 'isEmpty', 'delegates', 'eventsMethod', 'observe'"
            ),
            (
                "@multicast(name: A) @multicast(storage: weak)",
                "1:21: error: '@multicast' is written twice; merge the options into one"
            ),
            (
                "@multicast(name: P)",
                "2:10: error: the multicast of 'P' would be named 'P', which protocol 'P' already uses; choose another name with '@multicast(name: …)'"
            ),
            (
                "@multicast(sendable: flase)",
                "1:22: error: 'sendable' must be 'true' or 'false', not 'flase'; did you mean 'false'?"
            ),
            (
                "@multicast(events: \"true\")",
                "1:20: error: 'events' must be 'true' or 'false', not a string literal; did you mean 'true'?"
            ),
            (
                "@multicast(observers: 1)",
                "1:23: error: 'observers' must be 'true' or 'false', not '1'"
            ),
            (
                "@MainActor @multicast(sendable: false)",
                "1:23: error: 'sendable: false' cannot apply to a '@MainActor' protocol: its multicast is isolated to 'MainActor', which already keeps it in one isolation domain and makes it safe to share; remove 'sendable: false', or remove '@MainActor' to keep the multicast wherever it is made"
            ),
            (
                "@multicast(existing: true)",
                "1:12: error: 'P' is declared elsewhere ('existing: true') but lists no requirement, so its multicast would forward nothing; list the requirements to forward, as they are declared, or declare the protocols of the file that inherit it"
            ),
        ])
    func invalidOptions(attribute: String, expected: String) {
        #expect(FrontEnd.lint("\(attribute)\nprotocol P {}").first == expected)
    }

    @Test(
        "the concurrency mode: a global actor, 'sendable: false' or the default, or lock-protected")
    func concurrencyModes() throws {
        #expect(
            FrontEnd.validProtocol("@MainActor protocol P {}")?.concurrency
                == .globalActor("MainActor"))
        #expect(
            FrontEnd.validProtocol("@multicast(sendable: false) protocol P {}")?.concurrency
                == .singleDomain)
        #expect(
            FrontEnd.validProtocol("@multicast(sendable: true) protocol P {}")?.concurrency
                == .lockProtected)
        let singleDomain = MulticastDefaults(isSendable: false)
        let source = SourceFile(
            path: "P.mdgen",
            text:
                "protocol A {}\n@multicast(sendable: true) protocol B {}\n@MainActor protocol C {}")
        let model = try #require(Generator.model(of: source, defaults: singleDomain).model)
        #expect(
            model.protocols.map(\.concurrency) == [
                .singleDomain, .lockProtected, .globalActor("MainActor"),
            ])
    }

    @Test("a protocol inherits the requirements of the protocols of the file it refines")
    func families() throws {
        let model = try #require(
            FrontEnd.validModel(
                """
                protocol A {
                    func a()
                }
                protocol B: A {
                    func b()
                    func a()
                }
                protocol C: B, A {
                    func c()
                }
                """))
        let c = try #require(model.protocols.last)
        #expect(c.parents == ["B", "A"])
        #expect(c.inheritance.isEmpty)
        #expect(c.forwardedMethods.map(\.name) == ["a", "b", "c"])
        #expect(model.protocols[1].forwardedMethods.map(\.name) == ["b", "a"])
    }

    @Test("a multicast cannot take the name of another protocol or multicast of the file")
    func multicastNameCollisions() {
        #expect(
            FrontEnd.lint("protocol A {}\nprotocol AMulticast {}") == [
                "1:10: error: the multicast of 'A' would be named 'AMulticast', which protocol 'AMulticast' already uses; choose another name with '@multicast(name: …)'"
            ])
        #expect(
            FrontEnd.lint("@multicast(name: M) protocol A {}\n@multicast(name: M) protocol B {}")
                == [
                    "2:30: error: the multicast of 'B' would be named 'M', which the multicast of 'A' already uses; choose another name with '@multicast(name: …)'"
                ])
    }

    // MARK: Rejections

    @Test(
        "protocol attributes and modifiers that make no sense are reported",
        arguments: [
            (
                "@combine(all) protocol P {}",
                "1:1: error: '@combine' applies to methods, not to protocols"
            ),
            (
                "@MainActor @OtherActor protocol P {}",
                "1:12: error: protocol 'P' is already isolated to '@MainActor'"
            ),
            (
                "@MainActor(unsafe) protocol P {}",
                "1:11: error: global actor attribute '@MainActor' takes no arguments"
            ),
            (
                "@Sendable protocol P {}",
                "1:1: error: attribute '@Sendable' is not supported here; supported: '@multicast', '@available', '@preconcurrency', '@objc' and global actors such as '@MainActor'"
            ),
            (
                "@availabel(iOS 13, *) protocol P {}",
                "1:1: error: unknown attribute '@availabel'; did you mean '@available'?"
            ),
            (
                "@MainActr protocol P {}",
                "1:1: error: unknown attribute '@MainActr'; did you mean '@MainActor'?"
            ),
            (
                "@Multicast(storage: strong) protocol P {}",
                "1:1: error: unknown attribute '@Multicast'; did you mean '@multicast'?"
            ),
            ("open protocol P {}", "1:1: error: a protocol cannot be 'open'; use 'public'"),
            (
                "public internal protocol P {}",
                "1:8: error: the protocol has more than one access level"
            ),
            ("final protocol P {}", "1:1: error: 'final' cannot be applied to a protocol"),
            (
                "protocol P where Self: Q {}",
                "1:12: error: a 'where' clause on a delegate protocol is not supported"
            ),
            (
                "protocol Q: P {}\nprotocol P: Q {}",
                "1:13: error: protocol 'Q' inherits itself through 'Q' → 'P' → 'Q'"
            ),
            ("protocol P: P {}", "1:13: error: protocol 'P' cannot inherit itself"),
            ("protocol P {}\nprotocol P {}", "2:10: error: invalid redeclaration of protocol 'P'"),
            (
                "extension P {}",
                "1:1: error: no protocol is declared; a .mdgen file declares at least one 'protocol'"
            ),
        ])
    func rejected(source: String, expected: String) {
        let messages = FrontEnd.lint(source)
        #expect(messages.first == expected)
        #expect(FrontEnd.model(source).model == nil)
    }

    @Test(
        "a file that declares nothing, as a new one, is valid with a warning that says what to add",
        arguments: ["", "\n\n", "// To do.\n", "import Foundation\n/* Later. */\n"])
    func nothingDeclared(source: String) throws {
        let (model, diagnostics) = FrontEnd.model(source)
        #expect(model?.protocols.isEmpty == true)
        #expect(model?.imports.isEmpty == true, "nothing uses the imports")
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:1: warning: no protocol is declared, so the generated file is empty; declare a 'protocol' with its requirements ('mdgen init' writes a commented example)"
            ])
    }

    @Test("'class' in the inheritance list is obsolete: a warning, and the protocol is still valid")
    func classInheritance() throws {
        let (model, diagnostics) = FrontEnd.model("protocol P: class {}")
        #expect(model != nil)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:13: warning: 'class' in an inheritance list is obsolete, and the protocol is class-bound anyway"
            ])
    }
}
