/// The syntax tree of a `.mdgen` file: what was written, with the range of every part, before
/// any check of whether it makes sense. `ModelBuilder` turns it into the validated model.
public struct FileSyntax: Hashable, Sendable {
    /// The `import` declarations and the `#if` blocks around them, in source order.
    public var imports: [ImportItemSyntax]
    /// The protocol declarations, in source order.
    public var protocols: [ProtocolSyntax]
    /// The `extension` declarations, in source order: parsed so that `ModelBuilder` can say
    /// what to do with them, never part of the model.
    public var extensions: [ExtensionSyntax]
    /// Whether the text parsed without errors. When it did not, declarations the parser
    /// skipped are missing, so checks about what is absent would only repeat its errors.
    public var isComplete: Bool
}

/// An attribute such as `@MainActor`, `@available(iOS 13, *)` or `@combine(all)`.
public struct AttributeSyntax: Hashable, Sendable {
    /// The name, without `@`.
    public var name: String
    /// The tokens between the parentheses, if the attribute has any.
    public var arguments: [Token]?
    /// Where the attribute is, `@` included.
    public var range: SourceRange
    /// Where the name is.
    public var nameRange: SourceRange
    /// Whether its arguments ran out before their `)`. The parser has reported it; such an
    /// attribute is no part of a type, whose printed form must parse back to itself.
    public var isUnclosed = false

    /// The attribute as Swift source, with its arguments spelled out.
    public var sourceText: String {
        guard let arguments else {
            return "@" + name
        }
        return "@\(name)(\(TokenPrinter.print(arguments)))"
    }
}

/// A declaration modifier such as `public`, `optional` or `static`.
public struct ModifierSyntax: Hashable, Sendable {
    /// The modifier's name.
    public var name: String
    /// A detail in parentheses, as in `private(set)`.
    public var detail: String?
    /// Where the modifier is.
    public var range: SourceRange
}

/// A `protocol` declaration.
public struct ProtocolSyntax: Hashable, Sendable {
    /// Its documentation comment.
    public var documentation: Documentation?
    /// Its attributes.
    public var attributes: [AttributeSyntax]
    /// Its modifiers, such as the access level.
    public var modifiers: [ModifierSyntax]
    /// Its name.
    public var name: String
    /// Where its name is.
    public var nameRange: SourceRange
    /// The inherited types after the colon.
    public var inheritance: [SwiftType]
    /// Where each inherited type is.
    public var inheritanceRanges: [SourceRange]
    /// Where a `where` clause after the inheritance list is, if there is one (never supported).
    public var whereClauseRange: SourceRange?
    /// The methods, in source order.
    public var methods: [MethodSyntax]
    /// Where the whole declaration is.
    public var range: SourceRange
}

/// A method requirement.
public struct MethodSyntax: Hashable, Sendable {
    /// Its documentation comment.
    public var documentation: Documentation?
    /// Its attributes.
    public var attributes: [AttributeSyntax]
    /// Its modifiers, `optional` among them.
    public var modifiers: [ModifierSyntax]
    /// Where the `func` keyword is: where `optional` goes.
    public var keywordRange: SourceRange
    /// Its base name.
    public var name: String
    /// Whether the name was written in backticks.
    public var nameIsBackticked: Bool
    /// Where its name is.
    public var nameRange: SourceRange
    /// Its generic parameters, if any.
    public var genericParameters: [GenericParameterSyntax]
    /// Its parameters.
    public var parameters: [ParameterSyntax]
    /// Where the parameter list is, parentheses included.
    public var parametersRange: SourceRange
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Its `throws` clause, if any.
    public var throwsClause: ThrowsClauseSyntax?
    /// Its result type, if written.
    public var returnType: SwiftType?
    /// Where the result type is.
    public var returnTypeRange: SourceRange?
    /// Its `where` clause, if any.
    public var whereClause: [RequirementSyntax]?
    /// Where the whole requirement is.
    public var range: SourceRange
}

/// A generic parameter such as `T: Codable`.
public struct GenericParameterSyntax: Hashable, Sendable {
    /// Whether it is a parameter pack (`each T`).
    public var isPack: Bool
    /// Its name.
    public var name: String
    /// Its constraint, if any.
    public var constraint: SwiftType?
    /// Where it is.
    public var range: SourceRange
}

/// A requirement of a `where` clause.
public struct RequirementSyntax: Hashable, Sendable {
    /// The kind of requirement.
    public enum Relation: String, Hashable, Sendable {
        /// `T: P`
        case conformance = ":"
        /// `T == U`
        case sameType = "=="
    }
    /// The constrained type.
    public var subject: SwiftType
    /// `:` or `==`.
    public var relation: Relation
    /// The constraint or the type it must equal.
    public var constraint: SwiftType
}

/// A `throws` or `throws(ErrorType)` clause.
public struct ThrowsClauseSyntax: Hashable, Sendable {
    /// The thrown error type, for typed throws.
    public var errorType: SwiftType?
    /// Where the clause is.
    public var range: SourceRange
}

/// A parameter of a method, such as `_ download: Download` or `didReceive byteCount: Int`.
public struct ParameterSyntax: Hashable, Sendable {
    /// The argument label written before the name (`_` means no label), if different.
    public var label: String?
    /// Whether the label was written in backticks.
    public var labelIsBackticked: Bool
    /// The parameter name.
    public var name: String
    /// Whether the name was written in backticks.
    public var nameIsBackticked: Bool
    /// Where the name is.
    public var nameRange: SourceRange
    /// An ownership or isolation specifier: `inout`, `borrowing`, `consuming`, `sending`.
    public var specifier: String?
    /// Where the specifier is.
    public var specifierRange: SourceRange?
    /// Its type.
    public var type: SwiftType
    /// Where the `...` is.
    public var variadicRange: SourceRange?
    /// Whether it is variadic (`Int...`).
    public var isVariadic: Bool {
        variadicRange != nil
    }
    /// Where a default value (`= 0`) is; default values are not allowed in protocols.
    public var defaultValueRange: SourceRange?
    /// Where the whole parameter is.
    public var range: SourceRange
}

/// An `extension` declaration, such as the default implementations pasted along with a
/// protocol. Only what it extends and where it is are kept: its body is skipped whole.
public struct ExtensionSyntax: Hashable, Sendable {
    /// Its attributes.
    public var attributes: [AttributeSyntax]
    /// Its modifiers, such as an access level.
    public var modifiers: [ModifierSyntax]
    /// The extended type, such as `DownloadDelegate` or `Array<Int>`.
    public var extendedType: SwiftType
    /// Where the extended type is.
    public var nameRange: SourceRange
    /// Where the `extension` keyword is.
    public var keywordRange: SourceRange
    /// Where the whole declaration is, from its first attribute or modifier to its `}`.
    public var range: SourceRange
    /// The methods its body implements, such as the default implementations of a protocol's
    /// requirements, in source order; nested declarations are not looked into.
    public var methods: [ExtensionMethodSyntax]

    /// The extended type as Swift source, such as `DownloadDelegate`.
    public var name: String {
        TypePrinter.print(extendedType)
    }
}

/// A method an extension implements: enough to tell which requirement it gives a default, and
/// what that default does.
public struct ExtensionMethodSyntax: Hashable, Sendable {
    /// Its base name.
    public var name: String
    /// Its argument labels, `_` for none, as in a selector: `tableView(_:didSelectRowAt:)`.
    public var labels: [String]
    /// The tokens of its body, between the braces; empty when it has none.
    public var body: [Token]
    /// Where the `func` keyword is.
    public var keywordRange: SourceRange

    /// The method's selector-like name, such as `parser(_:foundCharacters:)`.
    public var selector: String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension MethodSyntax {
    /// The requirement's selector-like name, such as `parser(_:foundCharacters:)`: what an
    /// implementation in an extension must match.
    public var selector: String {
        name + "(" + parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
    }
}
