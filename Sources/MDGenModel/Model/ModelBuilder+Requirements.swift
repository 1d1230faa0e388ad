import MDGenSyntax

extension ModelBuilder {
    // MARK: Requirements

    /// The requirement `method` declares, or `nil` after reporting why it cannot be one.
    mutating func buildRequirement(
        _ method: MethodSyntax,
        in protocolModel: DelegateProtocol
    ) -> Requirement? {
        let errorsBefore = errorCount
        var requirement = Requirement(
            name: method.name, documentation: method.documentation?.lines ?? [], attributes: [],
            isOptional: false, genericParameterClause: "", parameters: [], isAsync: method.isAsync,
            isThrowing: false, typedThrowsError: nil, returnType: nil, whereClause: "",
            combine: nil, completion: nil,
            location: funcKeywordLocation(of: method))
        applyModifiers(of: method, to: &requirement)
        let (combineAttribute, neutral) = applyAttributes(
            of: method, to: &requirement, in: protocolModel)

        if !method.genericParameters.isEmpty {
            requirement.genericParameterClause =
                "<"
                + method.genericParameters.map { parameter in
                    (parameter.isPack ? "each " : "") + parameter.name
                        + (parameter.constraint.map { ": " + TypePrinter.print($0) } ?? "")
                }.joined(separator: ", ") + ">"
        }
        if let whereClause = method.whereClause {
            requirement.whereClause = Self.print(whereClause)
        }
        requirement.isThrowing = method.throwsClause != nil
        requirement.typedThrowsError = method.throwsClause?.errorType
        requirement.parameters = buildParameters(method.parameters)
        checkResult(
            method, combineAttribute: combineAttribute,
            isDeclaredElsewhere: protocolModel.isExisting,
            requirement: &requirement)
        checkCompletion(
            method, combineAttribute: combineAttribute, neutral: neutral, requirement: &requirement)
        checkUnsupportedTypes(method, protocolName: protocolModel.name)
        return errorCount == errorsBefore ? requirement : nil
    }

    /// Where the `func` keyword before `method`'s name is, or its name when something else
    /// stands there: where the declaration's text starts, for `#sourceLocation`.
    private func funcKeywordLocation(of method: MethodSyntax) -> SourceLocation {
        let name = method.nameRange.start
        let bytes = file.bytes
        var end = name.offset
        while end > 0, bytes[end - 1] == .space || bytes[end - 1] == .tab {
            end -= 1
        }
        let start = end - 4
        guard start >= 0, bytes[start..<end].elementsEqual("func".utf8) else {
            return name
        }
        // Only spaces and tabs stand between the keyword and the name, so both are on the
        // name's line, and columns count bytes.
        return SourceLocation(
            offset: start, line: name.line, column: name.column - (name.offset - start))
    }

    private mutating func applyModifiers(of method: MethodSyntax, to requirement: inout Requirement)
    {
        for modifier in method.modifiers {
            switch modifier.name {
            case "optional":
                if requirement.isOptional {
                    error(
                        .duplicateAttribute,
                        "'optional' is written twice", at: modifier.range,
                        fixIts: [removal(of: modifier.range)])
                }
                requirement.isOptional = true
            case "static", "class":
                error(
                    .unsupportedRequirement,
                    "'\(modifier.name)' requirements are not supported: a multicast dispatches to "
                        + "delegate instances", at: modifier.range)
            case "mutating", "nonmutating":
                error(
                    .invalidModifier,
                    "'\(modifier.name)' has no meaning in a class-bound protocol",
                    at: modifier.range, fixIts: [removal(of: modifier.range)])
            case "public", "package", "internal", "fileprivate", "private", "open":
                error(
                    .invalidModifier,
                    "'\(modifier.name)' cannot be applied to a requirement: it takes the "
                        + "protocol's access level", at: modifier.range,
                    fixIts: [removal(of: modifier.range)])
            case "nonisolated":
                error(
                    .unsupportedRequirement,
                    "'nonisolated' requirements are not supported: the multicast calls every "
                        + "requirement with the protocol's isolation", at: modifier.range)
            default:
                error(
                    .invalidModifier,
                    "'\(modifier.name)' cannot be applied to a requirement", at: modifier.range,
                    fixIts: [removal(of: modifier.range)])
            }
        }
    }

    /// Applies a method's attributes and returns its `@combine` attribute, if any.
    private mutating func applyAttributes(
        of method: MethodSyntax,
        to requirement: inout Requirement,
        in protocolModel: DelegateProtocol
    ) -> (AttributeSyntax?, neutral: (text: String, range: SourceRange)?) {
        var combineAttribute: AttributeSyntax?
        var combineNeutral: (text: String, range: SourceRange)?
        for attribute in method.attributes {
            switch attribute.name {
            case "combine":
                if let first = combineAttribute {
                    error(
                        .duplicateAttribute,
                        "'@combine' is written twice", at: attribute.range,
                        notes: [note("first written here", at: first.range)],
                        fixIts: [removal(of: attribute.range)])
                    continue
                }
                combineAttribute = attribute
                (requirement.combine, combineNeutral) = combineStrategy(of: attribute)
            case "objc":
                objectiveCAttributes.append((attribute, requirement.isOptional))
            case "available", "discardableResult", "preconcurrency":
                requirement.attributes.append(attribute.sourceText)
            case "multicast":
                error(
                    .misplacedAttribute,
                    "'@multicast' applies to protocols, not to methods", at: attribute.range,
                    fixIts: [removal(of: attribute.range)])
            default:
                guard let actor = globalActor(attribute, known: Self.methodAttributes) else {
                    continue
                }
                switch protocolModel.concurrency {
                case .globalActor(let protocolActor) where protocolActor != actor:
                    error(
                        .isolationConflict,
                        "a requirement of a '@\(protocolActor)' protocol cannot be isolated to "
                            + "another global actor", at: attribute.range)
                case .globalActor:
                    warning(
                        .redundantGlobalActor,
                        "'@\(actor)' is redundant: the protocol is already isolated to it",
                        at: attribute.range, fixIts: [removal(of: attribute.range)])
                case .lockProtected, .singleDomain:
                    requirement.attributes.append(attribute.sourceText)
                }
            }
        }
        return (combineAttribute, combineNeutral)
    }

    /// The strategies' names, for messages.
    private static let strategyNames = CombineStrategy.allCases.map(\.rawValue)

    /// The attributes a method may have, for suggestions.
    static let methodAttributes = [
        "combine", "available", "discardableResult", "preconcurrency", "objc",
    ]

    /// The strategy `@combine(…)` names, or `nil` after reporting what is wrong with it, and
    /// the `default:` answer it gives a completion handler, with where it is written.
    private mutating func combineStrategy(of attribute: AttributeSyntax) -> (
        CombineStrategy?, neutral: (text: String, range: SourceRange)?
    ) {
        let names = Self.strategyNames
        let items = Self.split(attribute.arguments ?? [], topLevelOnly: true)
        guard attribute.arguments != nil, let first = items.first, first.count == 1,
            first[0].kind == .identifier
        else {
            error(
                .invalidCombine, "'@combine' takes one strategy: \(Quoting.list(names))",
                at: attribute.range)
            return (nil, nil)
        }
        var neutral: (text: String, range: SourceRange)?
        for item in items.dropFirst() {
            guard item.count >= 3, item[0].kind == .identifier, item[0].text == "default",
                item[1].isPunctuation(":")
            else {
                let range = item.first.map { $0.range.union(item.last!.range) } ?? attribute.range
                let misspelled =
                    item.count >= 2 && item[0].kind == .identifier && item[1].isPunctuation(":")
                    && Spelling.suggestion(for: item[0].text, among: ["default"]) != nil
                error(
                    .invalidCombine,
                    "'@combine' takes a strategy and, for a completion handler, "
                        + "'default: <answer>'" + (misspelled ? "; did you mean 'default'?" : ""),
                    at: misspelled ? item[0].range : range,
                    fixIts: misspelled ? [FixIt(range: item[0].range, replacement: "default")] : [])
                return (nil, nil)
            }
            neutral = (
                TokenPrinter.print(Array(item.dropFirst(2))), item[2].range.union(item.last!.range)
            )
        }
        let token = first[0]
        guard let strategy = CombineStrategy(rawValue: token.text), !token.isBackticked else {
            reportUnknown(
                .invalidCombine, "combine strategy", token, among: names, listedAs: "strategies")
            return (nil, neutral)
        }
        return (strategy, neutral)
    }

    // MARK: Parameters

    /// The parameters that can be forwarded, each problem reported. A parameter without a
    /// name (`_: Int`) gets one, since the multicast must pass it on.
    private mutating func buildParameters(_ parameters: [ParameterSyntax]) -> [Parameter] {
        var built: [Parameter] = []
        built.reserveCapacity(parameters.count)
        // A requirement has a few parameters, which are compared directly; a long list (only
        // hostile input has one) is hashed, so that its check stays linear.
        let isLong = parameters.count > 8
        var names: [String: SourceRange] = [:]
        var written: Set<String>?
        for (index, parameter) in parameters.enumerated() {
            let first =
                isLong
                ? names[parameter.name]
                : parameters[..<index].last { $0.name == parameter.name }?.nameRange
            if let first, parameter.name != "_" {
                error(
                    .redeclaration,
                    "invalid redeclaration of parameter '\(parameter.name)'",
                    at: parameter.nameRange, notes: [note("first declared here", at: first)])
            }
            if isLong {
                names[parameter.name] = parameter.nameRange
            }
            guard var model = buildParameter(parameter) else {
                continue
            }
            if model.name == "_" {
                // The names written, gathered only when a parameter needs one made up.
                let taken = written ?? Set(parameters.map(\.name))
                written = taken
                var name = "argument\(index + 1)"
                while taken.contains(name) {
                    name += "_"
                }
                model.name = name
            }
            built.append(model)
        }
        return built
    }

    private mutating func buildParameter(_ parameter: ParameterSyntax) -> Parameter? {
        var isValid = true
        if let range = parameter.defaultValueRange {
            // The fix-it takes the spaces before `=` too: `x: Int = 0` becomes `x: Int`.
            var start = range.start.offset
            while start > 0 && file.bytes[start - 1] == UInt8(ascii: " ") {
                start -= 1
            }
            error(
                .unsupportedParameter,
                "default argument values are not allowed in protocol requirements", at: range,
                fixIts: [FixIt(range: file.range(start, range.end.offset), replacement: "")])
            isValid = false
        }
        if let range = parameter.variadicRange {
            // Deliberately unsupported: each delegate would need the arguments spread out
            // again, and Swift cannot pass an array where variadic arguments are expected.
            let element = TypePrinter.print(parameter.type)
            error(
                .unsupportedParameter,
                "variadic parameter '\(parameter.name)' cannot be forwarded to each delegate, "
                    + "because Swift cannot pass an array as variadic arguments; declare it as "
                    + "'[\(element)]'",
                at: range,
                fixIts: [
                    FixIt(
                        range: SourceRange(start: parameter.nameRange.end, end: range.end),
                        replacement: ": [\(element)]")
                ])
            isValid = false
        }
        if let specifier = parameter.specifier, let range = parameter.specifierRange,
            specifier != "inout" && specifier != "borrowing"
        {
            let reason =
                specifier == "isolated"
                ? "the multicast, not the caller, decides where delegates run"
                : "the same value is passed to every delegate, so it cannot be given away to one"
            error(
                .unsupportedParameter, "'\(specifier)' parameters are not supported: \(reason)",
                at: range)
            isValid = false
        }
        guard isValid else {
            return nil
        }
        let label: String? =
            parameter.label == "_"
            ? nil : parameter.label ?? (parameter.name == "_" ? nil : parameter.name)
        return Parameter(
            label: label, name: parameter.name, specifier: parameter.specifier, type: parameter.type
        )
    }
}
