import Testing

@testable import MDGenCore
@testable import MDGenModel
@testable import MDGenSyntax

/// What a method becomes in the model, and every rule that rejects one.
@Suite("Requirement model")
struct RequirementModelTests {
    private func requirements(
        _ body: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Requirement] {
        FrontEnd.validProtocol("protocol P {\n\(body)\n}", sourceLocation: sourceLocation)?.methods
            ?? []
    }

    @Test("a requirement keeps its name, labels, parameters, effects and documentation")
    func requirement() throws {
        let method = try #require(
            requirements(
                """
                /// Arrived.
                @available(iOS 15, *) @discardableResult @preconcurrency
                @combine(collect) optional func download<T: Decodable>(_ d: Download, didReceive count: inout Int, as type: T.Type) async throws(DownloadError) -> T? where T: Sendable
                """
            ).first)
        #expect(method.name == "download")
        #expect(method.documentation == [" Arrived."])
        #expect(
            method.attributes == ["@available(iOS 15, *)", "@discardableResult", "@preconcurrency"])
        #expect(method.isOptional && method.isAsync)
        #expect(method.throwsClause == "throws(DownloadError)")
        #expect(method.genericParameterClause == "<T: Decodable>")
        #expect(method.whereClause == "where T: Sendable")
        #expect(method.parameters.map(\.label) == [nil, "didReceive", "as"])
        #expect(method.parameters.map(\.name) == ["d", "count", "type"])
        #expect(method.parameters.map(\.specifier) == [nil, "inout", nil])
        #expect(method.returnType.map(TypePrinter.print) == "T?")
        #expect(method.combine == .collect)
        #expect(method.fullName == "download(_:didReceive:as:)")
    }

    @Test(
        "parameters named after keywords come out of generation with backticks where Swift needs them"
    )
    func keywordNamesRoundTrip() throws {
        let source = FrontEnd.file(
            "protocol P {\n    func f(protocol: Int, default: String, in: [Int], for `class`: Int, `func` x: Int)\n}"
        )
        let output = try #require(
            Generator().generate(source, options: GeneratorOptions(sourceName: "P.mdgen")).output)
        #expect(
            output.contains(
                "func f(`protocol`: Int, `default`: String, `in`: [Int], for `class`: Int, func x: Int)"
            ))
        #expect(output.contains("protocol: `protocol`"))
        #expect(output.contains("for: `class`"))
    }

    @Test("a parameter without a name gets one, since the multicast must pass it on")
    func unnamedParameters() throws {
        let method = try #require(requirements("func f(_: Int, x _: Int, _ argument1: Int)").first)
        #expect(method.parameters.map(\.label) == [nil, "x", nil])
        #expect(method.parameters.map(\.name) == ["argument1_", "argument2", "argument1"])
    }

    @Test(
        "a method returning nothing needs no strategy",
        arguments: ["", " -> Void", " -> ()", " -> Swift.Void"])
    func voidResult(result: String) throws {
        let method = try #require(requirements("func f()\(result)").first)
        #expect(method.returnType == nil && method.combine == nil)
    }

    // MARK: Combining answers

    struct Strategy: Sendable, CustomTestStringConvertible {
        var declaration: String
        var combined: String
        var testDescription: String { declaration + " dispatches as " + combined }
    }

    static let strategies: [Strategy] = [
        Strategy(declaration: "@combine(all) func f() -> Bool", combined: "Bool"),
        Strategy(declaration: "@combine(any) func f() -> Bool", combined: "Bool"),
        Strategy(declaration: "@combine(first) func f() -> Int", combined: "Int?"),
        Strategy(declaration: "@combine(first) func f() -> Int?", combined: "Int?"),
        Strategy(
            declaration: "@combine(last) func f() -> [String: Int]", combined: "[String: Int]?"),
        Strategy(declaration: "@combine(last) func f() -> (any Error)?", combined: "(any Error)?"),
        Strategy(declaration: "@combine(collect) func f() -> Int", combined: "[Int]"),
        Strategy(declaration: "@combine(collect) func f() -> Int?", combined: "[Int]"),
        Strategy(declaration: "@combine(first) func f() -> Bool", combined: "Bool?"),
        Strategy(declaration: "@combine(collect) func f() -> () -> Void", combined: "[() -> Void]"),
        Strategy(
            declaration: "@combine(first) optional func f() -> (() -> Void)?",
            combined: "(() -> Void)?"),
        Strategy(declaration: "@combine(all) optional func f() -> Bool", combined: "Bool"),
        Strategy(
            declaration: "@combine(collect) optional func f() -> String?", combined: "[String]"),
    ]

    @Test("each strategy gives the dispatch method its result type", arguments: strategies)
    func combinedType(_ strategy: Strategy) throws {
        let method = try #require(requirements(strategy.declaration).first)
        #expect(method.combinedType.map(TypePrinter.print) == strategy.combined)
    }

    @Test("the strategies valid for a type: all and any only for Bool")
    func validStrategies() throws {
        #expect(
            CombineStrategy.strategies(for: .name("Bool")) == [.all, .any, .first, .last, .collect])
        #expect(CombineStrategy.strategies(for: .name("Int")) == [.first, .last, .collect])
        #expect(
            CombineStrategy.strategies(for: .optional(.name("Bool"))) == [.first, .last, .collect])
    }

    // MARK: Overloads and duplicates

    @Test("overloads that differ only in parameter or result types are accepted")
    func overloads() {
        let methods = requirements(
            """
            func f(_ x: Int)
            func f(_ x: String)
            func f(_ x: inout Int)
            func f(y x: Int)
            @combine(first) func g() -> Int?
            @combine(first) func g() -> String?
            func h<T>(_ t: T)
            """)
        #expect(methods.count == 7)
    }

    // MARK: Rejections

    struct Rejection: Sendable, CustomTestStringConvertible {
        var behaviour: String
        var body: String
        var expected: [String]
        var testDescription: String { behaviour }
    }

    /// Each body is written from line 2 of `protocol P {`.
    static let rejections: [Rejection] = [
        Rejection(
            behaviour: "a value-returning method without a strategy lists those valid for its type",
            body: "    func count() -> Int",
            expected: [
                "2:10: error: 'count()' returns 'Int', so it needs '@combine(…)' to say how the answers of several delegates become one; valid for 'Int': 'first', 'last', 'collect'",
                "  2:5: note: for example, insert '@combine(first)'",
            ]),
        Rejection(
            behaviour: "a Bool method without a strategy suggests 'all'",
            body: "    optional func shouldStart() -> Bool",
            expected: [
                "2:19: error: 'shouldStart()' returns 'Bool', so it needs '@combine(…)' to say how the answers of several delegates become one; valid for 'Bool': 'all', 'any', 'first', 'last', 'collect'",
                "  2:5: note: for example, insert '@combine(all)'",
            ]),
        Rejection(
            behaviour: "a Bool strategy on another type",
            body: "    @combine(all) func f() -> Int",
            expected: [
                "2:5: error: '@combine(all)' combines 'Bool' answers, but 'f()' returns 'Int'; valid for 'Int': 'first', 'last', 'collect'"
            ]),
        Rejection(
            behaviour: "an optional method whose strategy needs an optional result",
            body: "    @combine(first) optional func f() -> Int",
            expected: [
                "2:42: error: optional method 'f()' uses '@combine(first)', so its default must answer 'nil' and its result must be optional: 'Int?'"
            ]),
        Rejection(
            behaviour: "a strategy on a method that returns nothing",
            body: "    @combine(all) func f()",
            expected: [
                "2:5: error: '@combine' needs a result to combine, and 'f()' returns nothing"
            ]),
        Rejection(
            behaviour: "a misspelled strategy",
            body: "    @combine(frist) func f() -> Int",
            expected: [
                "2:14: error: unknown combine strategy 'frist'; did you mean 'first'?"
            ]),
        Rejection(
            behaviour: "a strategy missing its argument",
            body: "    @combine func f() -> Int",
            expected: [
                "2:5: error: '@combine' takes one strategy: 'all', 'any', 'first', 'last', 'collect'"
            ]),
        Rejection(
            behaviour: "two strategies",
            body: "    @combine(all) @combine(any) func f() -> Bool",
            expected: [
                "2:19: error: '@combine' is written twice", "  2:5: note: first written here",
            ]),
        Rejection(
            behaviour: "a result of type Never",
            body: "    func f() -> Never",
            expected: [
                "2:17: error: 'f()' returns 'Never', which a multicast cannot do when no delegate is registered"
            ]),
        Rejection(
            behaviour: "an opaque result",
            body: "    @combine(first) func f() -> some View",
            expected: [
                "2:33: error: an opaque result type ('some') cannot be combined from several delegates; return 'any …' instead"
            ]),
        Rejection(
            behaviour: "Self in a signature",
            body: "    func f(_ other: Self)",
            expected: [
                "2:10: error: 'Self' is not supported in a delegate requirement: the multicast calls delegates through an existential of the protocol; write 'any P' instead"
            ]),
        Rejection(
            behaviour: "static, class, mutating and access modifiers",
            body:
                "    static func a()\n    class func b()\n    mutating func c()\n    public func d()\n    nonisolated func e()\n    final func f()",
            expected: [
                "2:5: error: 'static' requirements are not supported: a multicast dispatches to delegate instances",
                "3:5: error: 'class' requirements are not supported: a multicast dispatches to delegate instances",
                "4:5: error: 'mutating' has no meaning in a class-bound protocol",
                "5:5: error: 'public' cannot be applied to a requirement: it takes the protocol's access level",
                "6:5: error: 'nonisolated' requirements are not supported: the multicast calls every requirement with the protocol's isolation",
                "7:5: error: 'final' cannot be applied to a requirement",
            ]),
        Rejection(
            behaviour: "default argument values",
            body: "    func f(x: Int = 0)",
            expected: [
                "2:19: error: default argument values are not allowed in protocol requirements"
            ]),
        Rejection(
            behaviour: "variadic parameters, which Swift cannot forward",
            body: "    func f(_ values: Int...)",
            expected: [
                "2:25: error: variadic parameter 'values' cannot be forwarded to each delegate, because Swift cannot pass an array as variadic arguments; declare it as '[Int]'"
            ]),
        Rejection(
            behaviour: "parameters given away to the callee",
            body: "    func f(_ x: consuming Data, _ y: sending Data, _ z: isolated Actor)",
            expected: [
                "2:17: error: 'consuming' parameters are not supported: the same value is passed to every delegate, so it cannot be given away to one",
                "2:38: error: 'sending' parameters are not supported: the same value is passed to every delegate, so it cannot be given away to one",
                "2:57: error: 'isolated' parameters are not supported: the multicast, not the caller, decides where delegates run",
            ]),
        Rejection(
            behaviour: "two parameters with one name",
            body: "    func f(a x: Int, b x: Int)",
            expected: [
                "2:24: error: invalid redeclaration of parameter 'x'",
                "  2:14: note: first declared here",
            ]),
        Rejection(
            behaviour: "a duplicate signature",
            body: "    func f(_ x: Int)\n    func f(_ y: Int)",
            expected: [
                "3:10: error: invalid redeclaration of 'f(_:)'",
                "  2:10: note: 'f(_:)' is first declared here",
            ]),
        Rejection(
            behaviour: "two requirements whose dispatch methods would clash",
            body: "    @combine(first) func f() -> Int\n    @combine(first) func f() -> Int?",
            expected: [
                "3:26: error: the multicast's 'f()' for this requirement would have the same signature as the one for another requirement; make their parameter or result types differ",
                "  2:26: note: the other requirement is declared here",
            ]),
        Rejection(
            behaviour: "a requirement named like the multicast's own API",
            body: "    func add(_ item: Item)",
            expected: [
                "2:10: error: requirement 'add(_:)' has the name of the multicast's own 'add'; rename the multicast's member with '@multicast(add: …)'",
                "  1:1: note: for example, add 'add: addDelegate' to the protocol's '@multicast(…)'",
            ]),
        Rejection(
            behaviour: "an unknown method attribute",
            body: "    @objcc func f()\n    @IBAction func g()",
            expected: [
                "2:5: error: unknown attribute '@objcc'; did you mean '@objc'?",
                "3:5: error: attribute '@IBAction' is not supported here; supported: '@combine', '@available', '@discardableResult', '@preconcurrency', '@objc' and global actors such as '@MainActor'",
            ]),
        Rejection(
            behaviour: "'@multicast' on a method",
            body: "    @multicast(name: X) func f()",
            expected: [
                "2:5: error: '@multicast' applies to protocols, not to methods"
            ]),
    ]

    @Test(
        "a requirement that cannot be generated is rejected with a precise message",
        arguments: rejections)
    func rejected(_ rejection: Rejection) {
        #expect(FrontEnd.lint("protocol P {\n\(rejection.body)\n}") == rejection.expected)
    }

    @Test("errors in one requirement do not hide those in the next")
    func independentErrors() {
        let messages = FrontEnd.lint(
            "protocol P {\n    func a() -> Int\n    func b(x: Int = 1)\n    func c() -> Never\n}")
        #expect(messages.filter { $0.contains("error:") }.count == 3)
    }

    // MARK: Isolation

    @Test("a global actor on a requirement of a nonisolated protocol is kept")
    func isolatedRequirement() throws {
        let method = try #require(requirements("@MainActor func f()").first)
        #expect(method.attributes == ["@MainActor"])
    }

    @Test("a requirement repeating its protocol's actor gets a warning; another actor is an error")
    func requirementActors() {
        #expect(
            FrontEnd.lint(
                "@MainActor protocol P {\n    @MainActor func f()\n    @OtherActor func g()\n}")
                == [
                    "2:5: warning: '@MainActor' is redundant: the protocol is already isolated to it",
                    "3:5: error: a requirement of a '@MainActor' protocol cannot be isolated to another global actor",
                ])
    }

    // MARK: Pasted Objective-C

    @Test("'@objc' is dropped with one warning for the file, and 'optional' keeps its meaning")
    func objectiveC() throws {
        let source = """
            @objc protocol P {
                @objc optional func a()
                @objc(bWithValue:) func b(_ value: Int)
            }
            """
        let (model, diagnostics) = FrontEnd.model(source)
        #expect(model?.protocols.first?.methods.map(\.isOptional) == [true, false])
        #expect(model?.protocols.first?.methods.allSatisfy { $0.attributes.isEmpty } == true)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:1: warning: '@objc' is ignored (here and in 2 other places): mdgen generates pure Swift, which needs no Objective-C runtime; 'optional' keeps its meaning"
            ])
        #expect(diagnostics.first?.fixIts.count == 3)
    }

    @Test("'--warnings-as-errors' turns a warning into an error")
    func promotion() throws {
        let warning = try #require(FrontEnd.model("@objc protocol P {}").diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.promotedToError().severity == .error)
        #expect(warning.promotedToError().message == warning.message)
    }
}
