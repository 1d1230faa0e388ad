import MDGenModel
import MDGenSyntax

/// The context of a protocol's spy: the test double that `mdgen generate --spies` writes, which
/// conforms to the protocol, records every call as a value, and answers as a test tells it.
struct SpyContext: Encodable {
    /// The protocol's name.
    var name: String
    /// The spy class's name: the protocol's, with `Spy`, or `@multicast(spyName: …)`.
    var spyName: String
    /// Where the protocol is declared, as `DownloadDelegate.mdgen:12`.
    var sourceReference: String
    /// What the class inherits: the protocol, after `NSObject` if it refines `NSObjectProtocol`.
    var inheritanceClause: String
    /// The protocol's global actor as an attribute (`@MainActor`), or `nil`.
    var isolationAttribute: String?
    /// `"nonisolated "` before `final class` in the lock-protected mode, else empty.
    var isolationModifier: String
    /// Whether the protocol is lock-protected: the settings are kept behind a lock.
    var isLockProtected: Bool
    /// The name of the private `SpyLog` of the calls, renamed when a member takes it.
    var log: String
    /// The name of the private `SpyMutex` of the settings when lock-protected, else `nil`.
    var answers: String?
    /// The requirements the spy implements, one case of its `Call` enum each.
    var calls: [Positioned<SpyCallContext>]
    /// Whether there are several calls, so that `==` needs a `default` case.
    var hasSeveralCalls: Bool
}

/// One requirement in a spy: a case of its `Call` enum, the arguments of its calls, what a test
/// can set to answer it, and the spy's implementation.
struct SpyCallContext: Encodable {
    /// The case's name (``NamedCall/name``: `downloadDidReceive`), backticked if a keyword.
    var name: String
    /// The requirement's full name: `download(_:didReceive:)`.
    var fullName: String
    /// The case's doc comment lines, each written after `///`.
    var caseDocumentation: [String]
    /// The doc comment lines of `…Calls`.
    var callsDocumentation: [String]
    /// `case name(label: Type, …)`, wrapped if too long: the arguments a call records.
    var caseDeclaration: String
    /// The `case (.name(let lhs0, …), .name(let rhs0, …)):` of `==`.
    var equalityPattern: String
    /// What `==` answers there: whether each pair of arguments matches, `true` without any.
    var equality: String
    /// `var nameCalls: [Arguments] {`: the list of the arguments of each call.
    var callsDeclaration: String
    /// `guard case .name(let a, …) = call else {`: how `…Calls` takes a call's arguments.
    var callsGuard: String
    /// `.name(let a, …)`, the pattern of a case of `description`.
    var casePattern: String
    /// An item of `…Calls`: `()`, the one argument, or a tuple of them.
    var argumentsValue: String
    /// The call as a test writes it: a `spyCallDescription(…)` call, for `description`.
    var description: String
    /// What a test can set: the closure that answers (or runs), the answer, the error.
    var settings: [Setting]
    /// The requirement's attributes, written before the implementation.
    var attributes: [String]
    /// The implementation's declaration, before its ` {`.
    var declaration: String
    /// Where the implementation and its attributes map to, with `#sourceLocation`, or `nil`.
    var sourceLocation: SourceLocationContext?
    /// Where the case, `…Calls` and the settings map to, with `#sourceLocation`, or `nil`.
    var memberSourceLocation: SourceLocationContext?
    /// The implementation's statements, a line each, indented from the body's first column.
    var body: [String]

    /// A property a test sets to answer a requirement: `…Handler`, `…Answer` or `…Error`.
    struct Setting: Encodable {
        /// The property's name.
        var name: String
        /// `var name: Type`, as a stored property of the spy.
        var storedDeclaration: String
        /// `var name: Type`, as a member of the private `Answers` of a lock-protected spy.
        var answersDeclaration: String
        /// `var name: Type {`, as a computed property that reads `Answers` under the lock.
        var computedDeclaration: String
        /// The property's doc comment lines.
        var documentation: [String]
    }
}

extension ProtocolGeneration {
    /// The protocol's spy: `nil` when the protocol declines one (`@multicast(spy: false)`),
    /// none can stand for it (``DelegateProtocol/spyObstacle``), or it has no requirement (a
    /// parent declared elsewhere that only gives a family its shape), so that a spy would
    /// record nothing.
    var spyContext: SpyContext? {
        guard model.spyOption != false, model.spyObstacle == nil, !model.spyCalls.isEmpty else {
            return nil
        }
        let spyName = model.spyName ?? model.name + "Spy"
        let log = unusedName(["log", "callLog", "spyLog"], isTaken: isTakenMemberName)
        let calls = model.spyCalls.map { call in
            SpyCall(call, spyName: spyName, log: log, owner: self).context
        }
        let answers =
            model.concurrency == .lockProtected
            ? unusedName(["answers", "spyAnswers", "givenAnswers"], isTaken: isTakenMemberName)
            : nil
        let inheritance = model.refinesNSObjectProtocol ? ["NSObject", model.name] : [model.name]
        return SpyContext(
            name: model.name, spyName: spyName, sourceReference: sourceReference,
            inheritanceClause: inheritance.joined(separator: ", "),
            isolationAttribute: globalActor.map { "@" + $0 }, isolationModifier: isolationModifier,
            isLockProtected: answers != nil, log: log, answers: answers,
            calls: positioned(calls), hasSeveralCalls: calls.count > 1)
    }
}

/// One requirement as a spy sees it: what its ``SpyCallContext`` is computed from.
struct SpyCall {
    let call: NamedCall
    let spyName: String
    let log: String
    let owner: ProtocolGeneration
    let method: RequirementGeneration
    /// The requirement as the spy's records and settings see it: the types that depend on
    /// its generic parameters erased (``erased(_:in:)``), without generic parameters.
    let erased: Requirement
    /// The parameters a call records, their types erased: all but non-escaping closures,
    /// which cannot be kept.
    let recorded: [Parameter]
    /// Whether the requirement's result depends on its generic parameters, so that the spy
    /// casts the answer it is given back to the result type.
    let castsAnswer: Bool

    init(_ call: NamedCall, spyName: String, log: String, owner: ProtocolGeneration) {
        self.call = call
        self.spyName = spyName
        self.log = log
        self.owner = owner
        method = RequirementGeneration(model: call.requirement, owner: owner)
        let requirement = call.requirement
        var erased = requirement
        if requirement.isGeneric {
            let sendable = owner.model.concurrency == .lockProtected
            erased.genericParameterClause = ""
            erased.whereClause = ""
            for index in erased.parameters.indices {
                erased.parameters[index].type = Self.erased(
                    erased.parameters[index].type, in: requirement, sendable: sendable)
            }
            erased.returnType = requirement.returnType.map {
                Self.erased($0, in: requirement, isResult: true, sendable: sendable)
            }
        }
        self.erased = erased
        castsAnswer = erased.returnType != requirement.returnType
        recorded = erased.parameters.filter { !$0.type.isNonEscapingClosure }
    }

    /// `type` as a spy records it: unchanged, unless it depends on the requirement's generic
    /// parameters; then `Any`, which still compares an `Equatable` value (an array or an
    /// optional of one too) by value. A result stays optional (`Any?`), so that a handler can
    /// answer `nil`. A lock-protected spy, whose calls cross threads, keeps `any Sendable`
    /// (a metatype, `Any.Type`), so that the compiler checks what crosses.
    static func erased(
        _ type: SwiftType, in requirement: Requirement, isResult: Bool = false,
        sendable: Bool = false
    ) -> SwiftType {
        guard requirement.mentionsGenericParameter(type) else {
            return type
        }
        let any: SwiftType = sendable ? .existential(.name("Sendable")) : .name("Any")
        if isResult, type.optionalWrapped != nil {
            return .optional(any)
        }
        if sendable, case .metatype = type {
            return .metatype(.name("Any"), isProtocol: false)
        }
        return any
    }

    private var requirement: Requirement { call.requirement }
    /// With `#sourceLocation`, declarations stay on one line, so that each maps to the
    /// requirement's line.
    private var layout: SwiftLayout { owner.declarationLayout }
    private var indent: Int { layout.indentWidth }
    private var caseName: String { "." + Identifier.escaped(call.name) }

    /// The names of the locals the spy's implementation binds, none of them a parameter's.
    private var locals: (handler: String, answer: String, error: String) {
        let parameters = Set(requirement.parameters.map(\.name))
        return (
            unusedName(["handler", "givenHandler", "spyHandler"], isTaken: parameters.contains),
            unusedName(["answer", "givenAnswer", "spyAnswer"], isTaken: parameters.contains),
            unusedName(["error", "givenError", "spyError"], isTaken: parameters.contains)
        )
    }

    var context: SpyCallContext {
        let names = recorded.map { Identifier.escaped($0.name) }
        let types = recorded.map {
            TypePrinter.print(ProtocolGeneration.storedType(of: $0.type))
        }
        let associatedValues = zip(recorded, types).map { parameter, type in
            Identifier.escapedForLabel(parameter.name) + ": " + type
        }
        let head = "case " + Identifier.escaped(call.name)
        let left = recorded.indices.map { "lhs\($0)" }
        let right = recorded.indices.map { "rhs\($0)" }
        let arguments: (type: String, value: String) =
            switch recorded.count {
            case 0: ("Void", "()")
            case 1: (types[0], names[0])
            default: (tuple(associatedValues), tuple(names))
            }
        return SpyCallContext(
            name: Identifier.escaped(call.name), fullName: method.fullName,
            caseDocumentation: documentation(
                SwiftLayout.words(
                    of: "A call of `\(method.signature)`.",
                    width: layout.lineLength - 2 * indent - 4)),
            callsDocumentation: documentation(
                layout.memberDocumentation(
                    "The arguments of each call of `\(method.signature)`, in order.")),
            caseDeclaration: recorded.isEmpty
                ? head
                : layout.wrapList(
                    head: head, items: associatedValues, tail: "", indent: 2 * indent,
                    reserved: 0),
            equalityPattern: equalityPattern(left: left, right: right),
            equality: recorded.isEmpty
                ? "true"
                : conjunction(
                    zip(left, right).map { "spyArgumentsMatch(\($0), \($1))" },
                    indent: 4 * indent),
            callsDeclaration: declarationHead(
                "var " + call.name + "Calls", type: "[" + arguments.type + "]",
                indent: indent, opensBody: true),
            callsGuard: callsGuard(bindings: names.map { "let " + $0 }),
            casePattern: casePattern(bindings: names.map { "let " + $0 }),
            argumentsValue: arguments.value,
            description: layout.wrapCall(
                "spyCallDescription",
                arguments: ["\"\(call.name)\""]
                    + zip(recorded, names).map { "(\"\($0.name)\", \($1) as Any)" },
                indent: 4 * indent),
            settings: settings, attributes: requirement.attributes,
            // With `#sourceLocation`, the declaration starts in the requirement's column.
            declaration: method.declaration(
                resultType: requirement.returnType.map(TypePrinter.print), access: "",
                reserved: 2, nestedIndent: owner.options.sourceLocationPath == nil ? indent : nil),
            sourceLocation: owner.sourceLocation(
                line: requirement.location.line - requirement.attributes.count),
            memberSourceLocation: owner.sourceLocation(line: requirement.location.line),
            body: body)
    }

    // MARK: Layout

    /// `case (.call(let lhs0, …), .call(let rhs0, …))`, on several lines if too long.
    private func equalityPattern(left: [String], right: [String]) -> String {
        guard !recorded.isEmpty else {
            return "case (\(caseName), \(caseName)):"
        }
        let sides = [left, right].map { names in
            caseName + "(" + names.map { "let " + $0 }.joined(separator: ", ") + ")"
        }
        let line = "case (" + sides.joined(separator: ", ") + "):"
        guard 3 * indent + line.count > layout.lineLength else {
            return line
        }
        let step = String(repeating: " ", count: 4 * indent)
        let close = String(repeating: " ", count: 3 * indent)
        return "case (\n" + sides.map { step + $0 }.joined(separator: ",\n") + "\n" + close + "):"
    }

    /// `guard case .call(let a, …) = call else {`, three levels deep; where that is too long,
    /// laid out as `swift format` does, with the bindings on a line of their own.
    private func callsGuard(bindings: [String]) -> String {
        let pattern =
            bindings.isEmpty ? caseName : caseName + "(" + bindings.joined(separator: ", ") + ")"
        let line = "guard case " + pattern + " = call else {"
        guard !bindings.isEmpty, 3 * indent + line.count > layout.lineLength else {
            return line
        }
        let margin = { (depth: Int) in String(repeating: " ", count: depth * self.indent) }
        return "guard\n" + margin(4) + "case " + caseName + "(\n" + margin(5)
            + bindings.joined(separator: ", ") + ") = call\n" + margin(3) + "else {"
    }

    /// `.call(let a, …)`, for a `case` three levels deep; where the line would be too long,
    /// laid out as `swift format` does, with the bindings on a line of their own.
    private func casePattern(bindings: [String]) -> String {
        guard !bindings.isEmpty else {
            return caseName
        }
        let pattern = caseName + "(" + bindings.joined(separator: ", ") + ")"
        guard 3 * indent + "case ".count + pattern.count + 1 > layout.lineLength else {
            return pattern
        }
        return caseName + "(\n" + String(repeating: " ", count: 4 * indent)
            + bindings.joined(separator: ", ") + ")"
    }

    /// `parts` joined by ` && `, starting a new line, `indent` deep and with `&&` first, where
    /// the next part would pass the line's length.
    private func conjunction(_ parts: [String], indent: Int) -> String {
        let separator = " && "
        var lines = [parts[0]]
        var width = indent
        for part in parts.dropFirst() {
            if width + lines[lines.count - 1].count + separator.count + part.count
                > layout.lineLength
            {
                lines.append("&& " + part)
                width = indent + self.indent
            } else {
                lines[lines.count - 1] += separator + part
            }
        }
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent + self.indent))
    }

    /// `var name: Type`, with ` {` when it opens a body; the type goes on a line of its own
    /// when the whole does not fit, and the brace then too, as `swift format` lays them out.
    func declarationHead(
        _ declaration: String, type: String, indent: Int, opensBody: Bool
    ) -> String {
        let line = declaration + ": " + type + (opensBody ? " {" : "")
        guard indent + line.count > layout.lineLength else {
            return line
        }
        let margin = String(repeating: " ", count: indent)
        let step = String(repeating: " ", count: self.indent)
        var typeLines = margin + step + type
        // An optional closure type still too long: its function type between the
        // parentheses, its result on a line of its own, as `swift format` lays it out.
        let function = type.dropFirst().dropLast(2)
        if typeLines.count > layout.lineLength, type.hasPrefix("("), type.hasSuffix(")?"),
            let arrow = function.ranges(of: " -> ").last
        {
            let signature = function[..<arrow.lowerBound]
            let result = margin + step + step + step + function[arrow.upperBound...]
            var head = [margin + step + step + signature + " ->"]
            // Still too long: the parameters on a line of their own too.
            if head[0].count > layout.lineLength, signature.hasSuffix(")"),
                let open = signature.firstIndex(of: "(")
            {
                let parameters = signature[open...].dropFirst().dropLast()
                head = [
                    margin + step + step + signature[...open],
                    margin + step + step + step + parameters, margin + step + step + ") ->",
                ]
            }
            typeLines = ([margin + step + "("] + head + [result, margin + step + ")?"])
                .joined(separator: "\n")
        }
        return declaration + ":\n" + typeLines + (opensBody ? "\n" + margin + "{" : "")
    }

    // MARK: Settings

    private var handlerName: String { call.name + "Handler" }
    private var answerName: String { call.name + "Answer" }
    private var errorName: String { call.name + "Error" }

    /// What a test can set: the closure that answers (or runs, for a call that answers
    /// nothing), the fixed answer, and the error to throw.
    private var settings: [SpyCallContext.Setting] {
        let name = "`\(method.signature)`"
        var settings: [SpyCallContext.Setting] = []
        let handlerDocumentation =
            requirement.returnType == nil
            ? "Runs for each call of \(name), with its arguments."
            : "Answers each call of \(name), given its arguments, before `\(answerName)` does."
        settings.append(
            setting(
                handlerName, type: "(" + owner.closureType(of: erased) + ")?",
                documentation: handlerDocumentation))
        if let returnType = erased.returnType {
            var lines = "What each call of \(name) answers, unless `\(handlerName)` is set."
            if returnType.optionalWrapped != nil {
                lines += " Set `.some(nil)` to answer `nil`."
            }
            if castsAnswer, let declared = requirement.returnType {
                lines +=
                    " An answer, or a handler's, that is not a `\(TypePrinter.print(declared))` "
                    + "counts as none."
            }
            settings.append(
                setting(
                    answerName, type: TypePrinter.print(.optional(returnType)),
                    documentation: lines))
        } else if let completion = requirement.completion {
            let replyType = tuple(completion.answerTypes.map(TypePrinter.print))
            settings.append(
                setting(
                    answerName, type: optional(replyType),
                    documentation: "What the spy replies to each call of \(name) at once, "
                        + "unless `\(handlerName)` is set. Without either, the completion "
                        + "handler is kept in the call, for the test to call."))
        }
        if requirement.isThrowing {
            settings.append(
                setting(
                    errorName, type: optional(requirement.thrownErrorType),
                    documentation: "What each call of \(name) throws, before it answers."))
        }
        return settings
    }

    private func setting(
        _ name: String, type: String, documentation text: String
    ) -> SpyCallContext.Setting {
        let declaration = "var " + name
        return SpyCallContext.Setting(
            name: name,
            storedDeclaration: declarationHead(
                declaration, type: type, indent: indent, opensBody: false),
            answersDeclaration: declarationHead(
                declaration, type: type, indent: 2 * indent, opensBody: false),
            computedDeclaration: declarationHead(
                declaration, type: type, indent: indent, opensBody: true),
            documentation: documentation(layout.memberDocumentation(text)))
    }

    /// `type` made optional, in parentheses if it is a function type or has spaces. The arrow is
    /// found by pairs of characters: `String.contains(String)` needs macOS 13 without Foundation.
    private func optional(_ type: String) -> String {
        let isArrowed = zip(type, type.dropFirst()).contains { $0 == "-" && $1 == ">" }
        return type.contains(" ") || isArrowed ? "(" + type + ")?" : type + "?"
    }

    // MARK: The implementation

    /// The statements of the spy's implementation, one line each, indented from the body's
    /// first column.
    private var body: [String] {
        let (handler, answer, error) = locals
        let step = String(repeating: " ", count: indent)
        let effects = requirement.callEffects
        let values = method.argumentValues
        // The template indents a line's first row only: a wrapped statement carries its own.
        var lines = [recordStatement]
        if requirement.isThrowing {
            lines += ["if let \(error) = \(errorName) {", step + "throw \(error)", "}"]
        }
        let handlerCall = handler + "(" + values.joined(separator: ", ") + ")"
        if let returnType = requirement.returnType, castsAnswer {
            // The answers are erased: cast back to the result type.
            let type = TypePrinter.print(returnType)
            lines += [
                "if let \(handler) = \(handlerName),",
                step + "let \(answer) = " + effects + handlerCall + " as? " + type,
                "{", step + "return \(answer)", "}",
                "if let \(answer) = \(answerName), let \(answer) = \(answer) as? \(type) {",
                step + "return \(answer)", "}", "return " + fallback(for: returnType),
            ]
        } else if let returnType = requirement.returnType {
            lines += [
                "if let \(handler) = \(handlerName) {", step + "return " + effects + handlerCall,
                "}", "if let \(answer) = \(answerName) {", step + "return \(answer)", "}",
                "return " + fallback(for: returnType),
            ]
        } else if let completion = requirement.completion,
            let completionHandler = requirement.parameters.last
        {
            let reply = Identifier.escaped(completionHandler.name)
            let count = completion.answerTypes.count
            let replyArguments: String
            switch count {
            case 0: replyArguments = ""
            case 1: replyArguments = answer
            default: replyArguments = (0..<count).map { "\(answer).\($0)" }.joined(separator: ", ")
            }
            lines += [
                "if let \(handler) = \(handlerName) {", step + effects + handlerCall,
                count == 0
                    ? "} else if \(answerName) != nil {"
                    : "} else if let \(answer) = \(answerName) {",
                step + reply + "(" + replyArguments + ")", "}",
            ]
        } else {
            lines.append(
                effects + handlerName + "?(" + values.joined(separator: ", ") + ")")
        }
        return lines
    }

    /// `log.record(.call(name: value, …))`.
    private var recordStatement: String {
        let arguments = recorded.map(\.keptArgument)
        let value =
            arguments.isEmpty
            ? caseName : layout.wrapCall(caseName, arguments: arguments, indent: 3 * indent)
        return layout.wrapCall(log + ".record", arguments: [value], indent: 2 * indent)
    }

    /// What an unanswered call answers: an optional requirement, the protocol's default; a
    /// required one fails the test, answering an empty value where its type has one.
    private func fallback(for returnType: SwiftType) -> String {
        if requirement.isOptional, let neutral = requirement.neutralAnswer {
            return neutral
        }
        var arguments = [
            "to: \"\(method.fullName)\"", "of: \"\(spyName)\"", "setting: \"\(call.name)\"",
        ]
        if let empty = Self.emptyValue(of: returnType) {
            arguments.append("empty: " + empty)
        }
        return layout.wrapCall(
            "spyMissingAnswer", arguments: arguments, indent: 2 * indent, reserved: 0)
    }

    /// A value of `type` that stands for nothing, where it has one: `nil`, `false`, `0`, `""`,
    /// an empty collection.
    static func emptyValue(of type: SwiftType) -> String? {
        switch type.withoutParentheses {
        case .optional, .implicitlyUnwrappedOptional:
            return "nil"
        case .array:
            return "[]"
        case .dictionary:
            return "[:]"
        case .tuple(let elements) where elements.isEmpty:
            return "()"
        case .named(let components) where components.count == 1:
            switch components[0].name {
            case "Bool": return "false"
            case "String": return "\"\""
            case "Array", "Set": return "[]"
            case "Dictionary": return "[:]"
            case "Void": return "()"
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
                "UInt64", "Double", "Float", "CGFloat", "TimeInterval":
                return "0"
            default: return nil
            }
        default:
            return nil
        }
    }
}
