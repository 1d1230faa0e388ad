/// Checks a syntax tree and turns it into a ``MulticastFile``: the third stage of the pipeline.
///
/// Every rule that decides whether a well-formed declaration can become a working multicast
/// lives here, each reported at the exact range that breaks it. Problems in one requirement
/// do not hide problems in the next: the builder checks everything and returns `nil` only
/// at the end, when any error was found.
public struct ModelBuilder {
    private let file: SourceFile
    private var diagnostics: [Diagnostic] = []

    /// Builds the model of `syntax`, parsed from `file`.
    public static func build(
        _ syntax: FileSyntax,
        in file: SourceFile
    ) -> (model: MulticastFile?, diagnostics: [Diagnostic]) {
        var builder = ModelBuilder(file: file)
        let model = builder.build(syntax)
        return (builder.diagnostics.containsErrors ? nil : model, builder.diagnostics)
    }

    private init(file: SourceFile) {
        self.file = file
    }

    private mutating func error(
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.append(.error(message, at: range, in: file, notes: notes, fixIts: fixIts))
    }

    private mutating func warning(_ message: String, at range: SourceRange, fixIts: [FixIt] = []) {
        diagnostics.append(.warning(message, at: range, in: file, fixIts: fixIts))
    }

    private func note(_ message: String, at range: SourceRange, fixIts: [FixIt] = []) -> Diagnostic {
        .note(message, at: range, in: file, fixIts: fixIts)
    }

    /// A fix-it that deletes `range`, with the space after it.
    private func removal(of range: SourceRange) -> FixIt {
        var end = range.end.offset
        while end < file.bytes.count && file.bytes[end] == UInt8(ascii: " ") {
            end += 1
        }
        return FixIt(range: file.range(range.start.offset, end), replacement: "")
    }

    // MARK: File

    private mutating func build(_ syntax: FileSyntax) -> MulticastFile {
        if syntax.protocols.isEmpty && diagnostics.isEmpty {
            diagnostics.append(
                .error(
                    "no protocol is declared; a .mdgen file declares at least one 'protocol'",
                    at: file.range(0, 0), in: file))
        }
        var protocols: [DelegateProtocol] = []
        var declared: [String: SourceRange] = [:]
        for declaration in syntax.protocols {
            if let first = declared[declaration.name] {
                error(
                    "invalid redeclaration of protocol '\(declaration.name)'", at: declaration.nameRange,
                    notes: [note("'\(declaration.name)' is first declared here", at: first)])
                continue
            }
            declared[declaration.name] = declaration.nameRange
            protocols.append(buildProtocol(declaration, fileProtocols: Set(syntax.protocols.map(\.name))))
        }
        checkTypeNames(protocols, syntax: syntax)
        return MulticastFile(imports: syntax.imports.map(importLine), protocols: protocols)
    }

    private func importLine(_ declaration: ImportSyntax) -> String {
        var words = declaration.attributes.map(\.sourceText)
        if let accessLevel = declaration.accessLevel {
            words.append(accessLevel)
        }
        words.append("import")
        if let kind = declaration.kind {
            words.append(kind)
        }
        words.append(declaration.path.joined(separator: "."))
        return words.joined(separator: " ")
    }

    /// Multicast names must not collide with each other or with the file's protocols.
    private mutating func checkTypeNames(_ protocols: [DelegateProtocol], syntax: FileSyntax) {
        var taken: [String: String] = [:]
        for declaration in protocols {
            taken[declaration.name] = "protocol '\(declaration.name)'"
        }
        for (declaration, protocolSyntax) in zip(protocols, syntax.protocols) {
            if let owner = taken[declaration.multicastName], owner != "protocol '\(declaration.name)'" || declaration.multicastName == declaration.name {
                error(
                    "the multicast of '\(declaration.name)' would be named '\(declaration.multicastName)', "
                        + "which \(owner) already uses; choose another with '@multicast(name: …)'",
                    at: protocolSyntax.nameRange)
            }
            taken[declaration.multicastName] = "the multicast of '\(declaration.name)'"
        }
    }

    // MARK: Protocols

    private mutating func buildProtocol(
        _ declaration: ProtocolSyntax,
        fileProtocols: Set<String>
    ) -> DelegateProtocol {
        var model = DelegateProtocol(
            name: declaration.name, documentation: declaration.documentation?.lines ?? [],
            accessLevel: .internal, attributes: [], derivedAttributes: [], isolation: .nonisolated,
            inheritance: [], multicastName: declaration.name + "Multicast", storage: .weak,
            api: MulticastAPI(), methods: [])
        var multicastAttribute: AttributeSyntax?

        model.accessLevel = accessLevel(of: declaration.modifiers, protocolName: declaration.name)
        for attribute in declaration.attributes {
            switch attribute.name {
            case "multicast":
                if let previous = multicastAttribute {
                    error(
                        "'@multicast' is written twice; merge the options into one", at: attribute.range,
                        notes: [note("first written here", at: previous.range)])
                } else {
                    multicastAttribute = attribute
                    applyMulticastOptions(attribute, to: &model)
                }
            case "objc", "objcMembers":
                warning(
                    "'@\(attribute.name)' is ignored: mdgen generates pure Swift, which needs no "
                        + "Objective-C runtime", at: attribute.range, fixIts: [removal(of: attribute.range)])
            case "available":
                model.attributes.append(attribute.sourceText)
                model.derivedAttributes.append(attribute.sourceText)
            case "preconcurrency":
                model.attributes.append(attribute.sourceText)
            case "combine":
                error("'@combine' applies to methods, not to protocols", at: attribute.range)
            default:
                if isGlobalActorName(attribute) {
                    if case .globalActor(let actor) = model.isolation {
                        error(
                            "protocol '\(declaration.name)' is already isolated to '\(actor)'",
                            at: attribute.range)
                    } else {
                        model.isolation = .globalActor(attribute.name)
                        model.attributes.append(attribute.sourceText)
                    }
                } else {
                    reportUnknownAttribute(attribute, known: ["available", "preconcurrency", "multicast", "objc", "MainActor"])
                }
            }
        }

        for inherited in declaration.inheritance {
            let name = TypePrinter.print(inherited)
            if name == "AnyObject" || name == "Sendable" || name == "Swift.Sendable" {
                continue
            }
            if name == "class" {
                warning(
                    "'class' in an inheritance list is obsolete; the protocol is class-bound anyway",
                    at: declaration.nameRange)
                continue
            }
            if fileProtocols.contains(name) {
                error(
                    "protocol '\(declaration.name)' inherits '\(name)', declared in the same file; "
                        + "inheriting another generated protocol is not supported, declare its "
                        + "requirements here instead", at: declaration.nameRange)
                continue
            }
            model.inheritance.append(name)
        }
        if declaration.whereClause != nil {
            error("a 'where' clause on a delegate protocol is not supported", at: declaration.nameRange)
        }

        var signatures: [String: SourceRange] = [:]
        var dispatchSignatures: [String: SourceRange] = [:]
        for method in declaration.methods {
            guard let requirement = buildRequirement(method, in: model) else {
                continue
            }
            let signature = Self.signatureKey(requirement, returnType: requirement.returnType)
            if let first = signatures[signature] {
                error(
                    "invalid redeclaration of '\(Self.fullName(requirement))'", at: method.nameRange,
                    notes: [note("'\(Self.fullName(requirement))' is first declared here", at: first)])
                continue
            }
            signatures[signature] = method.nameRange
            let dispatchSignature = Self.signatureKey(requirement, returnType: Self.combinedType(of: requirement))
            if let first = dispatchSignatures[dispatchSignature] {
                error(
                    "the multicast's '\(Self.fullName(requirement))' for this requirement would have "
                        + "the same signature as the one for another requirement; make their "
                        + "parameter or result types differ", at: method.nameRange,
                    notes: [note("the other requirement is declared here", at: first)])
                continue
            }
            dispatchSignatures[dispatchSignature] = method.nameRange
            checkCollisions(requirement, range: method.nameRange, protocolRange: declaration.range, in: model)
            model.methods.append(requirement)
        }
        return model
    }

    private mutating func accessLevel(of modifiers: [ModifierSyntax], protocolName: String) -> AccessLevel {
        var level: AccessLevel?
        for modifier in modifiers {
            if let access = AccessLevel(rawValue: modifier.name), modifier.detail == nil {
                if level != nil {
                    error("the protocol has more than one access level", at: modifier.range)
                }
                level = access
            } else if modifier.name == "open" {
                error(
                    "a protocol cannot be 'open'; use 'public'", at: modifier.range,
                    fixIts: [FixIt(range: modifier.range, replacement: "public")])
            } else {
                error("'\(modifier.name)' cannot be applied to a protocol", at: modifier.range,
                      fixIts: [removal(of: modifier.range)])
            }
        }
        return level ?? .internal
    }

    /// Reads `@multicast(name: …, storage: …, add: …)`.
    private mutating func applyMulticastOptions(_ attribute: AttributeSyntax, to model: inout DelegateProtocol) {
        guard let arguments = attribute.arguments, !arguments.isEmpty else {
            error(
                "'@multicast' needs options, such as '@multicast(name: Observers, storage: strong)'",
                at: attribute.range)
            return
        }
        let keys = ["name", "storage"] + MulticastAPI.renamable.map(\.key)
        var seen: [String: SourceRange] = [:]
        var index = 0
        while index < arguments.count {
            let keyToken = arguments[index]
            guard keyToken.kind == .identifier, index + 2 < arguments.count,
                arguments[index + 1].isPunctuation(":"), arguments[index + 2].kind == .identifier
            else {
                error(
                    "expected 'option: value' in '@multicast'; options are \(Self.list(keys))",
                    at: keyToken.range)
                return
            }
            let valueToken = arguments[index + 2]
            index += 3
            if index < arguments.count {
                guard arguments[index].isPunctuation(",") else {
                    error("expected ',' between '@multicast' options", at: arguments[index].range)
                    return
                }
                index += 1
            }
            let key = keyToken.text
            guard keys.contains(key) else {
                let suggestion = Spelling.suggestion(for: key, among: keys)
                error(
                    "unknown '@multicast' option '\(key)'"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; options are \(Self.list(keys))"),
                    at: keyToken.range,
                    fixIts: suggestion.map { [FixIt(range: keyToken.range, replacement: $0)] } ?? [])
                continue
            }
            if let first = seen[key] {
                error(
                    "option '\(key)' is given twice", at: keyToken.range,
                    notes: [note("first given here", at: first)])
                continue
            }
            seen[key] = keyToken.range
            let value = valueToken.text
            switch key {
            case "name":
                model.multicastName = value
            case "storage":
                guard let storage = Storage(rawValue: value) else {
                    error("storage must be 'weak' or 'strong', not '\(value)'", at: valueToken.range)
                    continue
                }
                model.storage = storage
            default:
                if let rename = MulticastAPI.renamable.first(where: { $0.key == key }) {
                    model.api[keyPath: rename.keyPath] = value
                }
            }
        }
        let names = MulticastAPI.renamable.map { model.api[keyPath: $0.keyPath] }
        if Set(names).count != names.count {
            error("'@multicast' gives two members of the multicast the same name", at: attribute.range)
        }
    }

    private func isGlobalActorName(_ attribute: AttributeSyntax) -> Bool {
        attribute.arguments == nil && attribute.name.first?.isUppercase == true
    }

    private mutating func reportUnknownAttribute(_ attribute: AttributeSyntax, known: [String]) {
        if let suggestion = Spelling.suggestion(for: attribute.name, among: known) {
            error(
                "unknown attribute '@\(attribute.name)'; did you mean '@\(suggestion)'?",
                at: attribute.range,
                fixIts: [FixIt(range: attribute.nameRange, replacement: suggestion)])
        } else {
            error(
                "attribute '@\(attribute.name)' is not supported here; supported: "
                    + Self.list(known.map { "@" + $0 }) + " and global actors such as '@MainActor'",
                at: attribute.range)
        }
    }

    // MARK: Requirements

    private mutating func buildRequirement(
        _ method: MethodSyntax,
        in protocolModel: DelegateProtocol
    ) -> Requirement? {
        let errorsBefore = diagnostics.filter { $0.severity == .error }.count
        var requirement = Requirement(
            name: method.name, documentation: method.documentation?.lines ?? [], attributes: [],
            isOptional: false, genericParameterClause: "", parameters: [], isAsync: method.isAsync,
            throwsClause: nil, returnType: nil, whereClause: "", combine: nil)

        var optionalModifier: ModifierSyntax?
        for modifier in method.modifiers {
            switch modifier.name {
            case "optional":
                if optionalModifier != nil {
                    error("'optional' is written twice", at: modifier.range, fixIts: [removal(of: modifier.range)])
                }
                optionalModifier = modifier
                requirement.isOptional = true
            case "static", "class":
                error(
                    "'\(modifier.name)' requirements are not supported: a multicast dispatches to "
                        + "delegate instances", at: modifier.range)
            case "mutating", "nonmutating":
                error(
                    "'\(modifier.name)' has no meaning in a class-bound protocol",
                    at: modifier.range, fixIts: [removal(of: modifier.range)])
            case "public", "package", "internal", "fileprivate", "private", "open":
                error(
                    "'\(modifier.name)' cannot be applied to a requirement: it takes the protocol's "
                        + "access level", at: modifier.range, fixIts: [removal(of: modifier.range)])
            case "nonisolated":
                error(
                    "'nonisolated' requirements are not supported: the multicast calls every "
                        + "requirement with the protocol's isolation", at: modifier.range)
            default:
                error("'\(modifier.name)' cannot be applied to a requirement", at: modifier.range)
            }
        }

        var combineAttribute: AttributeSyntax?
        for attribute in method.attributes {
            switch attribute.name {
            case "combine":
                if combineAttribute != nil {
                    error("'@combine' is written twice", at: attribute.range)
                    continue
                }
                combineAttribute = attribute
                requirement.combine = combineStrategy(of: attribute)
            case "objc":
                warning(
                    "'@objc' is ignored: mdgen generates pure Swift, which needs no Objective-C runtime"
                        + (requirement.isOptional ? "; 'optional' keeps its meaning" : ""),
                    at: attribute.range, fixIts: [removal(of: attribute.range)])
            case "available", "discardableResult", "preconcurrency":
                requirement.attributes.append(attribute.sourceText)
            case "multicast":
                error("'@multicast' applies to protocols, not to methods", at: attribute.range)
            default:
                if isGlobalActorName(attribute) {
                    if case .globalActor(let actor) = protocolModel.isolation, actor != attribute.name {
                        error(
                            "a requirement of a '@\(actor)' protocol cannot be isolated to another "
                                + "global actor", at: attribute.range)
                    } else if case .globalActor = protocolModel.isolation {
                        warning(
                            "'@\(attribute.name)' is redundant: the protocol is already isolated to it",
                            at: attribute.range, fixIts: [removal(of: attribute.range)])
                    } else {
                        requirement.attributes.append(attribute.sourceText)
                    }
                } else {
                    reportUnknownAttribute(
                        attribute,
                        known: ["combine", "available", "discardableResult", "preconcurrency", "objc", "MainActor"])
                }
            }
        }

        if !method.genericParameters.isEmpty {
            requirement.genericParameterClause =
                "<" + method.genericParameters.map { parameter in
                    (parameter.isPack ? "each " : "") + parameter.name
                        + (parameter.constraint.map { ": " + TypePrinter.print($0) } ?? "")
                }.joined(separator: ", ") + ">"
        }
        if let whereClause = method.whereClause {
            requirement.whereClause = Self.print(whereClause)
        }
        if let throwsClause = method.throwsClause {
            requirement.throwsClause = throwsClause.errorType.map { "throws(\(TypePrinter.print($0)))" } ?? "throws"
        }

        var parameterNames: [String: SourceRange] = [:]
        for parameter in method.parameters {
            if let first = parameterNames[parameter.name], parameter.name != "_" {
                error(
                    "invalid redeclaration of parameter '\(parameter.name)'", at: parameter.nameRange,
                    notes: [note("first declared here", at: first)])
            }
            parameterNames[parameter.name] = parameter.nameRange
            if let built = buildParameter(parameter) {
                requirement.parameters.append(built)
            }
        }

        checkResult(method, combineAttribute: combineAttribute, requirement: &requirement)
        checkUnsupportedTypes(method)

        let errorsAfter = diagnostics.filter { $0.severity == .error }.count
        return errorsAfter == errorsBefore ? requirement : nil
    }

    private mutating func combineStrategy(of attribute: AttributeSyntax) -> CombineStrategy? {
        let names = CombineStrategy.allCases.map(\.rawValue)
        guard let arguments = attribute.arguments, arguments.count == 1, arguments[0].kind == .identifier else {
            error(
                "'@combine' takes one strategy: \(Self.list(names))", at: attribute.range)
            return nil
        }
        let token = arguments[0]
        guard let strategy = CombineStrategy(rawValue: token.text) else {
            let suggestion = Spelling.suggestion(for: token.text, among: names)
            error(
                "unknown combine strategy '\(token.text)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; strategies are \(Self.list(names))"),
                at: token.range,
                fixIts: suggestion.map { [FixIt(range: token.range, replacement: $0)] } ?? [])
            return nil
        }
        return strategy
    }

    private mutating func buildParameter(_ parameter: ParameterSyntax) -> Parameter? {
        var isValid = true
        if let range = parameter.defaultValueRange {
            error(
                "default argument values are not allowed in protocol requirements", at: range,
                fixIts: [FixIt(range: range, replacement: "")])
            isValid = false
        }
        if parameter.isVariadic, let range = parameter.variadicRange {
            let element = TypePrinter.print(parameter.type)
            error(
                "variadic parameter '\(parameter.name)' cannot be forwarded to each delegate, because "
                    + "Swift cannot pass an array as variadic arguments; declare it as '[\(element)]'",
                at: range,
                fixIts: [FixIt(range: SourceRange(start: parameter.nameRange.end, end: range.end), replacement: ": [\(element)]")])
            isValid = false
        }
        if let specifier = parameter.specifier, let range = parameter.specifierRange,
            specifier != "inout" && specifier != "borrowing"
        {
            let reason =
                specifier == "isolated"
                ? "the multicast, not the caller, decides where delegates run"
                : "the same value is passed to every delegate, so it cannot be given away to one"
            error("'\(specifier)' parameters are not supported: \(reason)", at: range)
            isValid = false
        }
        guard isValid else {
            return nil
        }
        let label: String? =
            parameter.label == "_" ? nil : parameter.label ?? (parameter.name == "_" ? nil : parameter.name)
        return Parameter(
            label: label, name: parameter.name, specifier: parameter.specifier, type: parameter.type)
    }

    private mutating func checkResult(
        _ method: MethodSyntax,
        combineAttribute: AttributeSyntax?,
        requirement: inout Requirement
    ) {
        let name = Self.fullName(requirement)
        guard let returnType = method.returnType, !returnType.isVoid else {
            if let combineAttribute {
                error(
                    "'@combine' needs a result to combine, and '\(name)' returns nothing",
                    at: combineAttribute.range, fixIts: [removal(of: combineAttribute.range)])
            }
            requirement.combine = nil
            return
        }
        requirement.returnType = returnType
        let typeName = TypePrinter.print(returnType)
        if returnType.isNever {
            error("'\(name)' returns 'Never', which a multicast cannot do when no delegate is registered", at: method.nameRange)
            return
        }
        if Self.contains(returnType, where: { if case .opaque = $0 { true } else { false } }) {
            error(
                "an opaque result type ('some') cannot be combined from several delegates; "
                    + "return 'any …' instead", at: method.nameRange)
            return
        }
        let valid = CombineStrategy.strategies(for: returnType).map(\.rawValue)
        guard let combineAttribute else {
            let suggestion = returnType.isBool ? "all" : "first"
            let insertion = SourceRange(start: method.range.start, end: method.range.start)
            error(
                "'\(name)' returns '\(typeName)', so it needs '@combine(…)' to say how the answers of "
                    + "several delegates become one; valid for '\(typeName)': \(Self.list(valid))",
                at: method.nameRange,
                notes: [note("for example, insert '@combine(\(suggestion))'", at: insertion,
                             fixIts: [FixIt(range: insertion, replacement: "@combine(\(suggestion)) ")])])
            return
        }
        guard let strategy = requirement.combine else {
            return
        }
        guard strategy.applies(to: returnType) else {
            error(
                "'@combine(\(strategy.rawValue))' combines 'Bool' answers, but '\(name)' returns "
                    + "'\(typeName)'; valid for '\(typeName)': \(Self.list(valid))",
                at: combineAttribute.range)
            return
        }
        if requirement.isOptional && !strategy.applies(to: .name("Bool")) && returnType.optionalWrapped == nil {
            error(
                "optional method '\(name)' uses '@combine(\(strategy.rawValue))', so its default "
                    + "must answer 'nil' and its result must be optional: '\(typeName)?'",
                at: method.nameRange,
                notes: method.returnTypeRange.map { range in
                    [note("make the result optional", at: range,
                          fixIts: [FixIt(range: range, replacement: TypePrinter.postfixOperand(returnType) + "?")])]
                } ?? [])
        }
    }

    /// Types that a forwarding method cannot spell: `Self`, and `some` in a result.
    private mutating func checkUnsupportedTypes(_ method: MethodSyntax) {
        let types = method.parameters.map(\.type) + (method.returnType.map { [$0] } ?? [])
        for type in types where Self.contains(type, where: { type in
            if case .named(let components) = type, components.first?.name == "Self",
                components.first?.isBackticked == false
            {
                return true
            }
            return false
        }) {
            error(
                "'Self' is not supported in a delegate requirement: the multicast calls delegates "
                    + "through an existential of the protocol", at: method.nameRange)
            return
        }
    }

    /// Requirements must not take a name the multicast's own API uses.
    private mutating func checkCollisions(
        _ requirement: Requirement,
        range: SourceRange,
        protocolRange: SourceRange,
        in model: DelegateProtocol
    ) {
        let api = model.api
        let properties = [("count", api.count), ("isEmpty", api.isEmpty), ("delegates", api.delegates)]
        let methods = [
            ("add", api.add, 1), ("remove", api.remove, 1), ("contains", api.contains, 1),
            ("removeAll", api.removeAll, 0),
        ]
        var collision: (key: String, name: String)?
        if requirement.parameters.isEmpty, let property = properties.first(where: { $0.1 == requirement.name }) {
            collision = (property.0, property.1)
        }
        if let method = methods.first(where: { $0.1 == requirement.name && $0.2 == requirement.parameters.count }),
            method.2 == 0 || requirement.parameters[0].label == nil
        {
            collision = (method.0, method.1)
        }
        guard let collision else {
            return
        }
        let replacement = collision.key == "removeAll" ? "removeAllDelegates" : collision.key + "Delegate"
        let suggestion = "@multicast(\(collision.key): \(collision.key == "isEmpty" ? "hasNoDelegates" : collision.key == "delegates" ? "registeredDelegates" : replacement))"
        let insertion = SourceRange(start: protocolRange.start, end: protocolRange.start)
        error(
            "requirement '\(Self.fullName(requirement))' has the name of the multicast's own "
                + "'\(collision.name)'; rename the multicast's member with '@multicast(\(collision.key): …)'",
            at: range,
            notes: [note("for example, add '\(suggestion)' to the protocol", at: insertion,
                         fixIts: [FixIt(range: insertion, replacement: suggestion + "\n")])])
    }

    // MARK: Helpers

    /// `name(label:label:)`, as Swift names a method.
    static func fullName(_ requirement: Requirement) -> String {
        requirement.name + "(" + requirement.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// What makes two methods the same declaration to Swift: name, labels, types, result.
    static func signatureKey(_ requirement: Requirement, returnType: TypeSyntax?) -> String {
        let parameters = requirement.parameters.map {
            ($0.label ?? "_") + ":" + ($0.specifier.map { $0 + " " } ?? "") + TypePrinter.print($0.type)
        }
        return requirement.name + requirement.genericParameterClause + "(" + parameters.joined(separator: ",")
            + ")->" + (returnType.map(TypePrinter.print) ?? "()") + requirement.whereClause
    }

    /// The result type of a requirement's dispatch method: what the strategy returns.
    public static func combinedType(of requirement: Requirement) -> TypeSyntax? {
        guard let returnType = requirement.returnType, let combine = requirement.combine else {
            return nil
        }
        switch combine {
        case .all, .any:
            return .name("Bool")
        case .first, .last:
            return returnType.optionalWrapped != nil ? returnType : .optional(returnType)
        case .collect:
            return .array(returnType.optionalWrapped ?? returnType)
        }
    }

    static func print(_ requirements: [RequirementSyntax]) -> String {
        "where " + requirements.map {
            TypePrinter.print($0.subject) + ($0.relation == .conformance ? ": " : " == ")
                + TypePrinter.print($0.constraint)
        }.joined(separator: ", ")
    }

    static func list(_ words: [String]) -> String {
        words.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// Whether `type` or any type inside it satisfies `predicate`.
    static func contains(_ type: TypeSyntax, where predicate: (TypeSyntax) -> Bool) -> Bool {
        if predicate(type) {
            return true
        }
        switch type {
        case .named(let components):
            return components.contains { $0.genericArguments?.contains { contains($0, where: predicate) } ?? false }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
            .existential(let wrapped), .opaque(let wrapped), .metatype(let wrapped, _),
            .attributed(_, let wrapped), .packExpansion(let wrapped), .packElement(let wrapped):
            return contains(wrapped, where: predicate)
        case .dictionary(let key, let value):
            return contains(key, where: predicate) || contains(value, where: predicate)
        case .tuple(let elements):
            return elements.contains { contains($0.type, where: predicate) }
        case .function(let function):
            return function.parameters.contains { contains($0.type, where: predicate) }
                || contains(function.result, where: predicate)
        case .composition(let members):
            return members.contains { contains($0, where: predicate) }
        }
    }
}
