import Testing

@testable import MDGenCore
@testable import MDGenModel

/// What `@multicast(events: true, observers: true)` make of a protocol's requirements: which
/// are events, what each is named, and what makes a protocol impossible to observe.
@Suite("Events and observers in the model")
struct EventsAndObserversModelTests {
    /// The names of the calls of the only protocol of `body`, a protocol body.
    static func names(_ body: String) -> [String] {
        FrontEnd.validProtocol("@multicast(events: true)\nprotocol P {\n\(body)\n}")?
            .namedCalls.map(\.name) ?? []
    }

    @Test(
        "a name is the base name followed by the capitalised argument labels, without '_'",
        arguments: [
            ("func download(_ d: Int, didReceive count: Int)", "downloadDidReceive"),
            ("func downloadDidFinish(_ d: Int)", "downloadDidFinish"),
            ("func tableView(_ t: Int, didSelectRowAt index: Int)", "tableViewDidSelectRowAt"),
            ("func reset()", "reset"),
            ("func move(from a: Int, to b: Int)", "moveFromTo"),
            ("func `default`(for protocol: Int)", "defaultFor"),
            ("func `default`()", "default"),
        ])
    func baseNames(requirement: String, expected: String) {
        #expect(Self.names(requirement) == [expected])
    }

    @Test("overloads that would share a name get their parameters' type names")
    func overloadsByType() {
        #expect(
            Self.names(
                """
                func handle(_ value: Int)
                func handle(_ value: String)
                func handle(_ value: [String: URL]?)
                func handle(_ value: any Error, _ other: Int.Type)
                func handle()
                """)
                == [
                    "handleInt", "handleString", "handleOptionalStringURLDictionary",
                    "handleErrorIntType", "handle",
                ])
    }

    @Test("overloads that their types do not tell apart are numbered in declaration order")
    func overloadsNumbered() {
        #expect(
            Self.names("func adjust(_ v: inout Int)\nfunc adjust(_ v: Int)") == [
                "adjust1", "adjust2",
            ])
        #expect(Self.names("func tap(at p: Int)\nfunc tapAt(_ p: Int)") == ["tapAt1", "tapAt2"])
        #expect(
            Self.names("func mark(_ v: Int)\nfunc mark(_ v: Bool)\nfunc markInt()") == [
                "mark1", "mark2", "markInt",
            ], "a type name that another requirement has already")
    }

    @Test("a number that another requirement has already gives way to the next free one")
    func numbersNeverClash() {
        #expect(
            Self.names("func adjust(_ v: inout Int)\nfunc adjust(_ v: Int)\nfunc adjust1()") == [
                "adjust1", "adjust2", "adjust12",
            ])
    }

    @Test("names are given over every requirement, so that an event and its closure agree")
    func namesCoverEveryRequirement() throws {
        let model = try #require(
            FrontEnd.validProtocol(
                """
                @multicast(events: true, observers: true)
                protocol P {
                    func ping(_ value: Int)
                    @combine(all)
                    func ping(_ value: String) -> Bool
                    optional func inspect<T>(_ value: T)
                }
                """))
        #expect(model.namedCalls.map(\.name) == ["pingInt", "pingString"])
        #expect(model.eventCalls.map(\.name) == ["pingInt"])
    }

    @Test(
        "events are the requirements that return nothing, are not generic and take no non-escaping or non-Sendable closure",
        arguments: [
            ("func f(_ x: Int)", true),
            ("func f(_ x: inout Int) async throws", true),
            ("func f(_ body: @escaping @Sendable () -> Void)", true),
            ("func f(_ body: (@Sendable () -> Void)?)", true),
            ("func f(_ body: @escaping () -> Void)", false),
            ("func f(_ body: (() -> Void)?)", false),
            ("func f(_ bodies: [String: [() -> Void]])", false),
            ("func f(_ pair: (Int, @Sendable () -> Void))", true),
            ("func f(_ body: () -> Void)", false),
            ("func f(_ body: @Sendable () -> Void)", false),
            ("func f(_ value: @autoclosure () -> Int)", false),
            ("func f<T>(_ x: T)", false),
            ("func f(_ x: some Sendable)", false),
            ("@combine(all) func f() -> Bool", false),
        ])
    func whichRequirementsAreEvents(requirement: String, isEvent: Bool) throws {
        let model = try #require(FrontEnd.validProtocol("protocol P {\n\(requirement)\n}"))
        #expect(model.methods.first?.isEvent == isEvent)
    }

    @Test("the answer an observer gives without a closure leaves the combined result alone")
    func neutralAnswers() throws {
        let model = try #require(
            FrontEnd.validProtocol(
                """
                protocol P {
                    @combine(all) func a() -> Bool
                    @combine(any) func b() -> Bool
                    @combine(first) func c() -> Int?
                    @combine(collect) func d() -> Int
                    func e()
                }
                """))
        #expect(model.methods.map(\.neutralAnswer) == ["true", "false", "nil", nil, nil])
        #expect(model.methods.map(\.needsClosure) == [false, false, false, true, false])
    }

    // MARK: Diagnostics

    @Test("events on a protocol without an event are a warning at the option, and are off")
    func eventsWithoutEvents() throws {
        let source = """
            @multicast(events: true)
            protocol P {
                @combine(all)
                func shouldStart() -> Bool
                func visit<T>(_ value: T)
            }
            """
        let (model, diagnostics) = FrontEnd.model(source)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:12: warning: 'events: true' has no effect: no requirement of 'P' can be an event (one that returns nothing, is not generic and takes no non-escaping or non-'@Sendable' closure)"
            ])
        #expect(FrontEnd.text(source, at: diagnostics.first?.range) == "events: true")
        #expect(model?.protocols.first?.hasEvents == false)
    }

    @Test("events turned on by mdgen.json are turned off silently where there is no event")
    func defaultEventsWithoutEvents() throws {
        let (model, diagnostics) = Generator.model(
            of: FrontEnd.file("protocol P {\n    @combine(all)\n    func f() -> Bool\n}"),
            defaults: MulticastDefaults(hasEvents: true))
        #expect(diagnostics.isEmpty)
        #expect(model?.protocols.first?.hasEvents == false)
    }

    @Test(
        "a protocol that closures cannot observe is an error at the option",
        arguments: [
            (
                "@multicast(observers: true)\nprotocol P {\n    func f<T>(_ x: T)\n}",
                "1:12: error: closures cannot observe 'P': its requirement 'f(_:)' is generic, and a closure cannot be; make the requirement 'optional' (observers then leave it to its default), or remove 'observers: true'"
            ),
            (
                "@multicast(observers: true)\nprotocol P {\n    func f<each T>(_ x: repeat each T)\n}",
                "1:12: error: closures cannot observe 'P': its requirement 'f(_:)' is generic, and a closure cannot be; make the requirement 'optional' (observers then leave it to its default), or remove 'observers: true'"
            ),
            (
                "@multicast(observers: true)\nprotocol P: Other {\n    func f()\n}",
                "1:12: error: closures cannot observe 'P': it inherits 'Other', declared elsewhere, whose requirements are unknown here, so no observer could conform to it; remove 'observers: true'"
            ),
            (
                "@multicast(observers: true)\nprotocol P {\n    func f(_ x: Observation)\n}",
                "1:12: error: 'f(_:)' uses the type 'Observation', which the multicast's own 'Observation' would hide inside it; qualify it with its module there, as in 'MyModule.Observation'"
            ),
            (
                "@multicast(events: true)\nprotocol P {\n    func f(_ x: [Event])\n}",
                "1:12: error: 'f(_:)' uses the type 'Event', which the multicast's own 'Event' would hide inside it; qualify it with its module there, as in 'MyModule.Event'"
            ),
            (
                "@multicast(events: true)\nprotocol Events {\n    func f()\n}",
                "1:12: error: the multicast of 'Events' declares a type named 'Events' for its events or observers, which would hide the protocol inside it; rename the protocol"
            ),
        ])
    func unobservable(source: String, expected: String) {
        #expect(FrontEnd.lint(source).first(where: { $0.contains("error") }) == expected)
        #expect(FrontEnd.model(source).model == nil)
    }

    @Test("a type qualified with its module is not hidden, nor is a generic optional requirement")
    func observableAfterAll() {
        #expect(
            FrontEnd.validProtocol(
                """
                @multicast(events: true, observers: true)
                protocol P {
                    func f(_ x: App.Event, _ y: App.Observation)
                    optional func g<T>(_ x: T)
                }
                """) != nil)
    }

    @Test("observers turned on by mdgen.json are reported at the protocol, with the way out")
    func defaultObserversUnobservable() {
        let (_, diagnostics) = Generator.model(
            of: FrontEnd.file("protocol P {\n    func f<T>(_ x: T)\n}"),
            defaults: MulticastDefaults(hasObservers: true))
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:10: error: closures cannot observe 'P' (set by the target's mdgen.json): its requirement 'f(_:)' is generic, and a closure cannot be; make the requirement 'optional' (observers then leave it to its default), or add '@multicast(observers: false)' to 'P'"
            ])
    }

    @Test("a requirement named like events(…) or observe(…) is a clash, which renaming resolves")
    func extrasNameClashes() {
        #expect(
            FrontEnd.lint("@multicast(events: true)\nprotocol P {\n    func events()\n}") == [
                "3:10: error: requirement 'events()' has the name of the multicast's own 'events'; rename the multicast's member with '@multicast(eventsMethod: …)'",
                "  1:24: note: for example, add 'eventsMethod: eventStream' to the protocol's '@multicast(…)'",
            ])
        #expect(
            FrontEnd.lint(
                "@multicast(observers: true)\nprotocol P {\n    func observe(value: Int)\n}"
            )
            .first
                == "3:10: error: requirement 'observe(value:)' has the name of the multicast's own 'observe'; rename the multicast's member with '@multicast(observe: …)'"
        )
        #expect(
            FrontEnd.validProtocol(
                """
                @multicast(events: true, observers: true, eventsMethod: stream, observe: watch)
                protocol P {
                    func events()
                    func observe(value: Int)
                }
                """)?.api.observe == "watch")
        #expect(
            FrontEnd.validProtocol(
                "@multicast(observers: true)\nprotocol P {\n    func observe(_ value: Int)\n}")
                != nil, "an unlabelled argument cannot be mistaken for a closure of observe(…)")
        #expect(
            FrontEnd.validProtocol("protocol P {\n    func observe()\n    func events()\n}") != nil,
            "without the extras there is nothing to clash with")
    }
}
