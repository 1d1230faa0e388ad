/// The context of one requirement: its three declarations (requirement, default, dispatch),
/// the call each dispatch makes, and how the answers are combined.
struct MethodContext {
    let model: Requirement
    let owner: ProtocolContext

    /// Members sit one level deep; dispatch calls three levels deep (class, method, loop), or
    /// four inside the `#if` that picks an Objective-C optional call.
    private var memberIndent: Int { owner.options.layout.indentWidth }
    private var callIndent: Int {
        owner.options.layout.indentWidth * (callsObjectiveCOptional ? 4 : 3)
    }

    /// The layout of declarations: with `#sourceLocation`, a declaration stays on one line, so
    /// that a compiler error in it lands on the `.mdgen` line it came from.
    private var layout: SwiftLayout {
        var layout = owner.options.layout
        if owner.options.sourceLocationPath != nil {
            layout.lineLength = .max / 2
        }
        return layout
    }

    /// Whether the requirement is an optional requirement of an Objective-C protocol (one
    /// declared elsewhere that refines `NSObjectProtocol`): where the Objective-C runtime
    /// exists, such a requirement is called with `?`, since a delegate may not implement it.
    var callsObjectiveCOptional: Bool {
        model.isOptional && owner.model.isExisting && owner.model.refinesNSObjectProtocol
    }

    var combinedType: TypeSyntax? {
        ModelBuilder.combinedType(of: model)
    }

    /// Whether the dispatch method returns the declared type, as conformance needs.
    var keepsDeclaredResult: Bool {
        guard let returnType = model.returnType, let combinedType else {
            return true
        }
        return TypePrinter.print(returnType) == TypePrinter.print(combinedType)
    }

    var name: String {
        Identifier.escaped(model.name)
    }

    var fullName: String {
        ModelBuilder.fullName(model)
    }

    private var parameterDeclarations: [String] {
        model.parameters.map { parameter in
            var text = ""
            if let label = parameter.label {
                text +=
                    label == parameter.name
                    ? Identifier.escaped(label)
                    : Identifier.escapedForLabel(label) + " " + Identifier.escaped(parameter.name)
            } else {
                text += "_ " + Identifier.escaped(parameter.name)
            }
            text += ": "
            if let specifier = parameter.specifier {
                text += specifier + " "
            }
            return text + TypePrinter.print(parameter.type)
        }
    }

    /// The arguments a call passes on, without their labels: `&total` for an `inout`
    /// parameter, `value()` for an autoclosure, `repeat each value` for a pack.
    var argumentValues: [String] {
        model.parameters.map { parameter in
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

    private var arguments: [String] {
        zip(model.parameters, argumentValues).map { parameter, value in
            parameter.label.map { Identifier.escapedForLabel($0) + ": " + value } ?? value
        }
    }

    /// `func name<T>(params) async throws -> Result where …`, wrapped if too long. `reserved`
    /// is what the template writes after it (` {` for a body). With `#sourceLocation`, spaces
    /// before it put its `func` in the `.mdgen` line's column, so that the columns of the
    /// compiler's errors match too. `nestedIndent` is the indentation of a declaration in a
    /// nested type, which no `#sourceLocation` names.
    func declaration(
        resultType: TypeSyntax?, access: String, reserved: Int, nestedIndent: Int? = nil
    ) -> String {
        let indent = nestedIndent ?? memberIndent
        var alignment = ""
        if owner.options.sourceLocationPath != nil && nestedIndent == nil {
            let column = indent + access.count + 1
            alignment = String(repeating: " ", count: max(0, model.location.column - column))
        }
        var tail = ""
        if model.isAsync {
            tail += " async"
        }
        if let throwsClause = model.throwsClause {
            tail += " " + throwsClause
        }
        if let resultType {
            tail += " -> " + TypePrinter.print(resultType)
        }
        if !model.whereClause.isEmpty {
            tail += " " + model.whereClause
        }
        return alignment
            + layout.wrapList(
                head: access + "func " + name + model.genericParameterClause,
                items: parameterDeclarations,
                tail: tail, indent: indent, reserved: reserved)
    }

    /// The names of the dispatch method's local variables, chosen so that none hides a
    /// parameter: with a parameter named `result`, the collected answers are `answers`.
    var locals: [String: String] {
        let parameters = Set(model.parameters.map(\.name))
        return [
            "delegate": unusedName(
                ["delegate", "eachDelegate", "registeredDelegate"], avoiding: parameters),
            "answer": unusedName(["answer", "delegateAnswer", "eachAnswer"], avoiding: parameters),
            "result": unusedName(["result", "combinedResult", "answers"], avoiding: parameters),
            "delegates": unusedName(
                ["delegates", "registeredDelegates", "snapshotDelegates"], avoiding: parameters),
        ]
    }

    /// `try await delegate.name(arguments)`, wrapped if too long after `let answer = ` (with
    /// the dispatch's own name for `answer`). An Objective-C optional requirement is called
    /// with `?`, and a missing answer becomes the neutral one.
    private func call(on delegate: String, answer: String, objectiveC: Bool = false) -> String {
        var prefix = ""
        if model.throwsClause != nil {
            prefix += "try "
        }
        if model.isAsync {
            prefix += "await "
        }
        let call = owner.options.layout.wrapList(
            head: prefix + delegate + "." + name + (objectiveC ? "?" : ""), items: arguments,
            tail: "", indent: callIndent,
            reserved: answerBinding(answer).count + (objectiveC ? 9 : 0))
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

    private var defaultDocumentation: [String] {
        switch model.combine {
        case .all: ["Answers `true`, which leaves the combined answer to the other delegates."]
        case .any: ["Answers `false`, which leaves the combined answer to the other delegates."]
        case .first, .last, .collect:
            ["Answers `nil`, which leaves the answer to the other delegates."]
        case nil: ["Does nothing: delegates implement this method only if they need it."]
        }
    }

    /// The requirement's documentation, then what the dispatch does.
    private var dispatchDocumentation: [String] {
        var lines = model.documentation.isEmpty ? [] : model.documentation + [""]
        let optionalAnswers = model.returnType?.optionalWrapped != nil
        switch model.combine {
        case nil:
            lines.append("Calls every delegate, in registration order.")
        case .all:
            lines.append("Asks every delegate, in registration order, and returns `true` if all of")
            lines.append("them answer `true` (also when there is no delegate).")
        case .any:
            lines.append(
                "Asks every delegate, in registration order, and returns `true` if at least")
            lines.append("one of them answers `true`.")
        case .first:
            lines.append(
                optionalAnswers
                    ? "Asks the delegates in registration order and returns the first non-`nil` answer;"
                    : "Returns the answer of the first delegate, in registration order;")
            lines.append(
                "the delegates after it are not asked. Returns `nil` when no delegate answers.")
        case .last:
            lines.append(
                optionalAnswers
                    ? "Asks every delegate, in registration order, and returns the last non-`nil` answer,"
                    : "Asks every delegate, in registration order, and returns the last answer,")
            lines.append("or `nil` when no delegate answers.")
        case .collect:
            lines.append(
                "Asks every delegate and returns their answers in registration order"
                    + (optionalAnswers ? ", leaving out `nil`." : "."))
        }
        if model.isAsync {
            lines.append("Each delegate is awaited before the next one is called.")
        }
        if model.throwsClause != nil {
            lines.append(
                "If a delegate throws, the error is rethrown at once and the delegates after it")
            lines.append("are not called.")
        }
        return lines
    }

    /// Where the requirement is declared, for a `#sourceLocation` directive written before
    /// its attributes: it names the line that makes the declaration's own line the
    /// requirement's.
    private var sourceLocation: TemplateValue {
        guard let path = owner.options.sourceLocationPath else {
            return .null
        }
        return .object([
            "file": .string(TemplateContext.stringLiteral(path)),
            "line": .number(Double(max(1, model.location.line - model.attributes.count))),
        ])
    }

    var value: TemplateValue {
        let access = owner.memberAccess
        let locals = self.locals
        let delegate = locals["delegate"] ?? "delegate"
        let answer = locals["answer"] ?? "answer"
        let returnsValue = model.returnType != nil
        let optionalAnswers = model.returnType?.optionalWrapped != nil
        var combine: [String: TemplateValue] = [:]
        if let strategy = model.combine {
            combine = [
                "strategy": .string(strategy.rawValue),
                "all": .bool(strategy == .all), "any": .bool(strategy == .any),
                "first": .bool(strategy == .first), "last": .bool(strategy == .last),
                "collect": .bool(strategy == .collect),
                "answersAreOptional": .bool(optionalAnswers),
            ]
        }
        return .object([
            "name": .string(name),
            "fullName": .string(fullName),
            "documentation": documentation(model.documentation),
            "attributes": .list(model.attributes.map(TemplateValue.string)),
            "isOptional": .bool(model.isOptional),
            "isAsync": .bool(model.isAsync),
            "isThrowing": .bool(model.throwsClause != nil),
            "returnsValue": .bool(returnsValue),
            "returnType": model.returnType.map { .string(TypePrinter.print($0)) } ?? .null,
            "resultType": combinedType.map { .string(TypePrinter.print($0)) } ?? .null,
            "requirementDeclaration": .string(
                declaration(resultType: model.returnType, access: "", reserved: 0)),
            "defaultDeclaration": .string(
                declaration(resultType: model.returnType, access: access, reserved: 2)),
            "defaultValue": defaultValue.map(TemplateValue.string) ?? .null,
            "defaultDocumentation": documentation(defaultDocumentation),
            "dispatchDeclaration": .string(
                declaration(resultType: combinedType, access: access, reserved: 2)),
            "dispatchDocumentation": documentation(dispatchDocumentation),
            "call": .string(call(on: delegate, answer: answer)),
            "objectiveCCall": callsObjectiveCOptional
                ? .string(call(on: delegate, answer: answer, objectiveC: true)) : .null,
            "answerBinding": .string(answerBinding(answer)),
            "sourceLocation": sourceLocation,
            "event": eventValue,
            "locals": .object(locals.mapValues(TemplateValue.string)),
            "combine": combine.isEmpty ? .null : .object(combine),
            "parameters": positioned(
                model.parameters.map { parameter in
                    .object([
                        "label": parameter.label.map(TemplateValue.string) ?? .null,
                        "name": .string(parameter.name),
                        "type": .string(TypePrinter.print(parameter.type)),
                        "isInout": .bool(parameter.specifier == "inout"),
                    ])
                }),
        ])
    }
}
