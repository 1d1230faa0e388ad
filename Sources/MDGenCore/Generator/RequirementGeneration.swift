import MDGenModel
import MDGenSyntax

/// The context of one requirement: its three declarations (requirement, default, dispatch),
/// the call each dispatch makes, and how the answers are combined.
struct RequirementGeneration {
    let model: Requirement
    let owner: ProtocolGeneration
    /// The requirement's name, in backticks if it is a keyword.
    let name: String
    /// Each parameter as a declaration writes it: `didReceive byteCount: Int`.
    private let parameterDeclarations: [String]
    /// Each argument as a call passes it: `didReceive: byteCount`.
    private let arguments: [String]
    /// Each argument's value, without its label: `byteCount`, `&total`.
    let argumentValues: [String]
    /// The names of the dispatch method's local variables, chosen so that none hides a
    /// parameter: with a parameter named `result`, the collected answers are `answers`.
    let locals: Locals
    /// Each parameter's type as Swift source.
    private let parameterTypes: [String]
    /// The declared result type and the dispatch method's (when the answers are combined), as
    /// Swift source.
    private let returnTypeText: String?
    private let combinedTypeText: String?

    /// Computes what several keys share once: a large input has thousands of requirements.
    init(model: Requirement, owner: ProtocolGeneration) {
        self.model = model
        self.owner = owner
        name = Identifier.escaped(model.name)
        parameterTypes = model.parameters.map { TypePrinter.print($0.type) }
        parameterDeclarations = Self.parameterDeclarations(model.parameters, types: parameterTypes)
        argumentValues = Self.argumentValues(model.parameters)
        arguments = zip(model.parameters, argumentValues).map { parameter, value in
            parameter.label.map { Identifier.escapedForLabel($0) + ": " + value } ?? value
        }
        let parameterNames = Set(model.parameters.map(\.name))
        locals =
            parameterNames.isDisjoint(with: Self.defaultLocalNames)
            ? Self.defaultLocals : Locals(avoiding: parameterNames)
        returnTypeText = model.returnType.map(TypePrinter.print)
        combinedTypeText = model.combinedType.map(TypePrinter.print)
    }

    /// Members sit one level deep; dispatch calls three levels deep (class, method, loop), or
    /// four inside the `#if` that picks an Objective-C optional call.
    private var memberIndent: Int { owner.options.layout.indentWidth }
    private var callIndent: Int {
        owner.options.layout.indentWidth * (callsObjectiveCOptional ? 4 : 3)
    }

    private var layout: SwiftLayout { owner.declarationLayout }

    /// Whether the requirement is an optional requirement of an Objective-C protocol (one
    /// declared elsewhere that refines `NSObjectProtocol`): where the Objective-C runtime
    /// exists, such a requirement is called with `?`, since a delegate may not implement it.
    var callsObjectiveCOptional: Bool {
        model.isOptional && owner.model.isExisting && owner.model.refinesNSObjectProtocol
    }

    /// Whether the dispatch method returns the declared type, as conformance needs.
    var keepsDeclaredResult: Bool {
        guard let returnTypeText, let combinedTypeText else {
            return true
        }
        return returnTypeText == combinedTypeText
    }

    var fullName: String {
        model.fullName
    }

    /// The requirement's declaration on one line, as documentation quotes it:
    /// `func download(_ download: Download, didReceive byteCount: Int) async -> Bool`.
    var signature: String {
        var text =
            "func " + name + model.genericParameterClause + "("
            + parameterDeclarations.joined(separator: ", ") + ")" + model.effects
        if let returnTypeText {
            text += " -> " + returnTypeText
        }
        if !model.whereClause.isEmpty {
            text += " " + model.whereClause
        }
        return text
    }

    private static func parameterDeclarations(
        _ parameters: [Parameter], types: [String]
    ) -> [String] {
        zip(parameters, types).map { parameter, type in
            // A label the same as the name is written once, as the name.
            let label: String
            if let written = parameter.label {
                label = written == parameter.name ? "" : Identifier.escapedForLabel(written) + " "
            } else {
                label = "_ "
            }
            let specifier = parameter.specifier.map { $0 + " " } ?? ""
            return "\(label)\(Identifier.escaped(parameter.name)): \(specifier)\(type)"
        }
    }

    /// The call's arguments; `handler`, if given, is passed for the completion handler.
    private func arguments(handler: String?) -> [String] {
        guard let handler, model.completion != nil, let last = model.parameters.last else {
            return arguments
        }
        return arguments.dropLast()
            + [last.label.map { Identifier.escapedForLabel($0) + ": " + handler } ?? handler]
    }

    /// The arguments a call passes on, without their labels: `&total` for an `inout`
    /// parameter, `value()` for an autoclosure, `repeat each value` for a pack.
    private static func argumentValues(_ parameters: [Parameter]) -> [String] {
        parameters.map { parameter in
            var value = Identifier.escaped(parameter.name)
            if parameter.specifier == "inout" {
                value = "&" + value
            } else if case .attributed(let attributes, _) = parameter.type,
                attributes.contains("@autoclosure")
            {
                value += "()"
            } else if case .packExpansion = parameter.type {
                value = "repeat each " + value
            }
            return value
        }
    }

    /// `func name<T>(params) async throws -> Result where …`, wrapped if too long. `reserved`
    /// is what the template writes after it (` {` for a body). With `#sourceLocation`, spaces
    /// before it put its `func` in the `.mdgen` line's column, so that the columns of the
    /// compiler's errors match too. `nestedIndent` is the indentation of a declaration in a
    /// nested type, which no `#sourceLocation` names.
    func declaration(
        resultType: String?, access: String, reserved: Int, nestedIndent: Int? = nil
    ) -> String {
        let indent = nestedIndent ?? memberIndent
        var alignment = ""
        if owner.options.sourceLocationPath != nil && nestedIndent == nil {
            let column = indent + access.count + 1
            alignment = String(repeating: " ", count: max(0, model.location.column - column))
        }
        var tail = model.effects
        if let resultType {
            tail += " -> " + resultType
        }
        if !model.whereClause.isEmpty {
            tail += " " + model.whereClause
        }
        return alignment
            + layout.wrapList(
                head: "\(access)func \(name)\(model.genericParameterClause)",
                items: parameterDeclarations, tail: tail, indent: indent, reserved: reserved)
    }

    /// The requirement's declaration, and the default implementation's and the dispatch
    /// method's (with `access`, and room for the ` {` after them). Where they are the same
    /// text, it is laid out once: without an access keyword the default's is the
    /// requirement's whenever those two columns leave its layout as it is, and the dispatch's
    /// is the default's whenever the answers are not combined into another type.
    private func declarations(
        access: String
    ) -> (requirement: String, default: String, dispatch: String) {
        let requirement = declaration(resultType: returnTypeText, access: "", reserved: 0)
        // A wrapped declaration stays wrapped with less room, and is laid out the same; a
        // one-line one (with `#sourceLocation`, every one) must have the room.
        let keepsLayout =
            owner.options.sourceLocationPath != nil
            || requirement.utf8.contains(UInt8(ascii: "\n"))
            || memberIndent + 2 + requirement.utf8.count <= layout.lineLength
        let defaultDeclaration =
            access.isEmpty && keepsLayout
            ? requirement : declaration(resultType: returnTypeText, access: access, reserved: 2)
        let dispatch =
            combinedTypeText == returnTypeText
            ? defaultDeclaration
            : declaration(resultType: combinedTypeText, access: access, reserved: 2)
        return (requirement, defaultDeclaration, dispatch)
    }

    /// The locals of most dispatches: those none of whose parameters takes a first choice.
    private static let defaultLocals = Locals(avoiding: [])
    private static let defaultLocalNames: Set = [
        defaultLocals.delegate, defaultLocals.answer, defaultLocals.result,
        defaultLocals.delegates, defaultLocals.reply, defaultLocals.replies,
        defaultLocals.index, defaultLocals.answers,
    ]

    /// The names of a dispatch method's local variables, each the first of its candidates
    /// that no parameter takes: the `locals` object.
    struct Locals: Encodable {
        let delegate: String
        let answer: String
        let result: String
        let delegates: String
        let reply: String
        let replies: String
        let index: String
        let answers: String

        init(avoiding parameters: Set<String>) {
            func name(_ candidates: [String]) -> String {
                unusedName(candidates, isTaken: parameters.contains)
            }
            delegate = name(["delegate", "eachDelegate", "registeredDelegate"])
            answer = name(["answer", "delegateAnswer", "eachAnswer"])
            result = name(["result", "combinedResult", "answers"])
            delegates = name(["delegates", "registeredDelegates", "snapshotDelegates"])
            reply = name(["reply", "delegateReply", "eachReply"])
            replies = name(["replies", "delegateReplies", "allReplies"])
            index = name(["index", "replyIndex", "delegateIndex"])
            answers = name(["answers", "allAnswers", "delegateAnswers"])
        }
    }

    /// `try await delegate.name(arguments)`, wrapped if too long after `let answer = ` (with
    /// the dispatch's own name for `answer`). An Objective-C optional requirement is called
    /// with `?`, and a missing answer becomes the neutral one.
    private func call(
        on delegate: String, answer: String, objectiveC: Bool = false, handler: String? = nil
    ) -> String {
        let call = owner.options.layout.wrapList(
            head: "\(model.callEffects)\(delegate).\(name)\(objectiveC ? "?" : "")",
            items: arguments(handler: handler),
            tail: "", indent: callIndent,
            reserved: answerBinding(answer).utf8.count + (objectiveC ? 9 : 0))
        guard objectiveC, let neutral = model.combine.flatMap(Self.booleanNeutral) else {
            return call
        }
        return call + " ?? " + neutral
    }

    /// The neutral answer of a `Bool` strategy, which an optional chaining call needs when
    /// the delegate does not implement the requirement; other strategies' answers are
    /// optional, and optional chaining flattens them.
    private static func booleanNeutral(_ strategy: CombineStrategy) -> String? {
        switch strategy {
        case .all: "true"
        case .any: "false"
        case .first, .last, .collect: nil
        }
    }

    /// What the dispatch of a requirement with a completion handler does, for its doc comment.
    private func completionDocumentation(
        _ completion: CompletionHandler, strategy: CombineStrategy, handler: String
    ) -> [String] {
        let neutral = "`\(completion.neutralArguments)`"
        let text: String
        switch strategy {
        case .first where !completion.answerIsOptional:
            text =
                "Asks the first delegate, in registration order, which calls `\(handler)`; when "
                + "there is none, calls it with \(neutral)."
        case .all where completion.answerTypes.isEmpty:
            text = "Asks every delegate, and calls `\(handler)` once all of them have replied."
        case .all:
            text =
                "Asks every delegate, and calls `\(handler)` once all of them have replied: with "
                + "`true` if all of them answer `true` (also when there is no delegate)."
        case .any:
            text =
                "Asks every delegate, and calls `\(handler)` once all of them have replied: with "
                + "`true` if at least one of them answers `true`."
        case .first, .last, .collect:
            let which = strategy == .first ? "first" : "last"
            text =
                "Asks every delegate, and calls `\(handler)` once all of them have replied, with the "
                + (completion.answerIsOptional
                    ? "\(which) non-`nil` answer in registration order, or `nil`."
                    : "\(which) delegate's answer, or \(neutral) when there is no delegate.")
        }
        return owner.options.layout.memberDocumentation(
            text + " `\(handler)` is called exactly once; a delegate's second reply is ignored.")
    }

    /// How the dispatch of a requirement with a completion handler asks the delegates: see
    /// `Templates/completionDispatch.mustache`.
    private var completionContext: RequirementContext.Completion? {
        guard let completion = model.completion, let strategy = model.combine,
            let handlerParameter = model.parameters.last
        else {
            return nil
        }
        let handler = Identifier.escaped(handlerParameter.name)
        let delegate = locals.delegate
        let answer = locals.answer
        let replies = locals.replies
        let result = locals.result
        let count = completion.answerTypes.count
        let names = count == 1 ? [answer] : (0..<count).map { "\(answer)\($0)" }
        let neutral = completion.neutralArguments
        let combined: String
        switch strategy {
        case .all: combined = "\(replies).allSatisfy { $0 }"
        case .any: combined = "\(replies).contains(true)"
        case .first: combined = "\(replies).lazy.compactMap { $0 }.first"
        case .last, .collect:
            combined =
                completion.answerIsOptional
                ? "\(replies).compactMap { $0 }.last ?? nil"
                : "\(replies).last ?? \(count == 1 ? neutral : "(" + neutral + ")")"
        }
        let isFirstOnly = strategy == .first && !completion.answerIsOptional
        return RequirementContext.Completion(
            handler: handler,
            isFirstOnly: isFirstOnly,
            firstCall: call(on: delegate, answer: answer),
            firstObjectiveCCall: callsObjectiveCOptional
                ? call(on: delegate, answer: answer, objectiveC: true) : nil,
            replyType: TypePrinter.print(completion.closureType),
            replyOpening: names.isEmpty ? "{" : "{ " + names.joined(separator: ", ") + " in",
            replyValue: tuple(names),
            answerType: count == 0 ? "Void" : tuple(completion.answerTypes.map(TypePrinter.print)),
            hasAnswer: count > 0,
            combinedAnswer: combined,
            answerArguments: count == 1
                ? result : (0..<count).map { "\(result).\($0)" }.joined(separator: ", "),
            neutralArguments: neutral)
    }

    /// What the dispatch writes before each call: `let answer = ` for a value-returning
    /// requirement, nothing for the others.
    private func answerBinding(_ answer: String) -> String {
        model.returnType == nil ? "" : "let " + answer + " = "
    }

    /// What a default implementation answers: the strategy's neutral value.
    private var defaultValue: String? {
        switch model.combine {
        case .all: "true"
        case .any: "false"
        case .first, .last, .collect: "nil"
        case nil: nil
        }
    }

    /// The default's documentation. Fixed lines here and in ``dispatchDocumentation`` start
    /// with the space written after `///`, which ``documentation(_:)`` would otherwise add:
    /// each is then one shared string rather than one built for every requirement.
    private var defaultDocumentation: [String] {
        if let completion = model.completion, let handler = model.parameters.last?.name {
            let answer =
                completion.neutralArguments.isEmpty ? "" : " with `\(completion.neutralArguments)`"
            return owner.options.layout.memberDocumentation(
                "Calls `\(handler)` at once\(answer), which leaves the answer to the other delegates."
            )
        }
        return switch model.combine {
        case .all: [" Answers `true`, which leaves the combined answer to the other delegates."]
        case .any: [" Answers `false`, which leaves the combined answer to the other delegates."]
        case .first, .last, .collect:
            [" Answers `nil`, which leaves the answer to the other delegates."]
        case nil: [" Does nothing: delegates implement this method only if they need it."]
        }
    }

    /// The requirement's documentation, then what the dispatch does.
    private var dispatchDocumentation: [String] {
        var lines = model.documentation.isEmpty ? [] : model.documentation + [""]
        if let completion = model.completion, let strategy = model.combine,
            let handler = model.parameters.last?.name
        {
            return lines + completionDocumentation(completion, strategy: strategy, handler: handler)
        }
        let optionalAnswers = model.returnType?.optionalWrapped != nil
        switch model.combine {
        case nil:
            lines.append(" Calls every delegate, in registration order.")
        case .all:
            lines.append(
                " Asks every delegate, in registration order, and returns `true` if all of")
            lines.append(" them answer `true` (also when there is no delegate).")
        case .any:
            lines.append(
                " Asks every delegate, in registration order, and returns `true` if at least")
            lines.append(" one of them answers `true`.")
        case .first:
            lines.append(
                optionalAnswers
                    ? " Asks the delegates in registration order and returns the first non-`nil` answer;"
                    : " Returns the answer of the first delegate, in registration order;")
            lines.append(
                " the delegates after it are not asked. Returns `nil` when no delegate answers.")
        case .last:
            lines.append(
                optionalAnswers
                    ? " Asks every delegate, in registration order, and returns the last non-`nil` answer,"
                    : " Asks every delegate, in registration order, and returns the last answer,")
            lines.append(" or `nil` when no delegate answers.")
        case .collect:
            lines.append(
                " Asks every delegate and returns their answers in registration order"
                    + (optionalAnswers ? ", leaving out `nil`." : "."))
        }
        if model.isAsync {
            lines.append(" Each delegate is awaited before the next one is called.")
        }
        if model.isThrowing {
            lines.append(
                " If a delegate throws, the error is rethrown at once and the delegates after it")
            lines.append(" are not called.")
        }
        return lines
    }

    /// The requirement's context.
    var value: RequirementContext {
        let delegate = locals.delegate
        let answer = locals.answer
        // With a completion handler, each delegate gets its own reply closure.
        let reply = model.completion == nil ? nil : locals.reply
        var objectiveCCall: String?
        if callsObjectiveCOptional {
            objectiveCCall = call(on: delegate, answer: answer, objectiveC: true, handler: reply)
        }
        if callsObjectiveCOptional, let reply, let completion = model.completion {
            // A delegate that does not implement the requirement will never reply: its
            // neutral answer stands in.
            objectiveCCall? += " ?? \(reply)(\(completion.neutralArguments))"
        }
        let declarations = self.declarations(access: owner.memberAccess)
        return RequirementContext(
            name: name,
            fullName: fullName,
            documentation: documentation(model.documentation),
            attributes: model.attributes,
            isOptional: model.isOptional,
            isAsync: model.isAsync,
            isThrowing: model.isThrowing,
            returnsValue: model.returnType != nil,
            returnType: returnTypeText,
            resultType: combinedTypeText,
            requirementDeclaration: declarations.requirement,
            defaultDeclaration: declarations.default,
            defaultValue: defaultValue,
            defaultDocumentation: documentation(defaultDocumentation),
            dispatchDeclaration: declarations.dispatch,
            dispatchDocumentation: documentation(dispatchDocumentation),
            call: call(on: delegate, answer: answer, handler: reply),
            objectiveCCall: objectiveCCall,
            completion: completionContext,
            answerBinding: answerBinding(answer),
            sourceLocation: owner.sourceLocation(
                line: model.location.line - model.attributes.count),
            // A dispatch's call to a delegate has no attributes.
            callSourceLocation: owner.sourceLocation(line: model.location.line),
            event: eventContext,
            locals: locals,
            combine: model.combine.map { strategy in
                .init(strategy, answersAreOptional: model.returnType?.optionalWrapped != nil)
            },
            parameters: positioned(
                zip(model.parameters, parameterTypes).map { parameter, type in
                    ParameterContext(
                        label: parameter.label, name: parameter.name, type: type,
                        isInout: parameter.specifier == "inout")
                }))
    }
}

extension Requirement {
    /// The effects its declaration writes after the parameters: ` async throws(E)`.
    var effects: String {
        (isAsync ? " async" : "") + (throwsClause.map { " " + $0 } ?? "")
    }

    /// What a call of it is marked with: `try await `.
    var callEffects: String {
        (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    }
}

extension Parameter {
    /// `name: name`, as a call that keeps the argument passes it: a borrowed one is copied.
    var keptArgument: String {
        Identifier.escapedForLabel(name) + ": " + (specifier == "borrowing" ? "copy " : "")
            + Identifier.escaped(name)
    }
}
