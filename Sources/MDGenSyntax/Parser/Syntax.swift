/// The syntax tree of a `.mdgen` file: what was written, with the range of every part, before
/// any check of whether it makes sense. `ModelBuilder` turns it into the validated model.
package struct FileSyntax: Hashable, Sendable {
    /// The `import` declarations and the `#if` blocks around them, in source order.
    package var imports: [ImportItemSyntax]
    /// The protocol declarations, in source order.
    package var protocols: [ProtocolSyntax]
    /// The `extension` declarations, in source order: parsed so that `ModelBuilder` can say
    /// what to do with them, never part of the model.
    package var extensions: [ExtensionSyntax]
    /// Whether the text parsed without errors. When it did not, declarations the parser
    /// skipped are missing, so checks about what is absent would only repeat its errors.
    package var isComplete: Bool
}

/// An attribute such as `@MainActor`, `@available(iOS 13, *)` or `@combine(all)`.
package struct AttributeSyntax: Hashable, Sendable {
    /// The name, without `@`.
    package var name: String
    /// The tokens between the parentheses, if the attribute has any.
    package var arguments: [Token]?
    /// Where the attribute is, `@` included.
    package var range: SourceRange
    /// Where the name is.
    package var nameRange: SourceRange
    /// Whether its arguments ran out before their `)`. The parser has reported it; such an
    /// attribute is no part of a type, whose printed form must parse back to itself.
    package var isUnclosed = false

    /// The attribute as Swift source, with its arguments spelled out.
    package var sourceText: String {
        guard let arguments else {
            return "@" + name
        }
        return "@\(name)(\(TokenPrinter.print(arguments)))"
    }
}

/// A declaration modifier such as `public`, `optional` or `static`.
package struct ModifierSyntax: Hashable, Sendable {
    /// The modifier's name.
    package var name: String
    /// A detail in parentheses, as in `private(set)`.
    package var detail: String?
    /// Where the modifier is.
    package var range: SourceRange
}

/// A `protocol` declaration.
package struct ProtocolSyntax: Hashable, Sendable {
    /// Its documentation comment.
    package var documentation: Documentation?
    /// Its attributes.
    package var attributes: [AttributeSyntax]
    /// Its modifiers, such as the access level.
    package var modifiers: [ModifierSyntax]
    /// Its name.
    package var name: String
    /// Where its name is.
    package var nameRange: SourceRange
    /// The inherited types after the colon.
    package var inheritance: [SwiftType]
    /// Where each inherited type is.
    package var inheritanceRanges: [SourceRange]
    /// Where a `where` clause after the inheritance list is, if there is one (never supported).
    package var whereClauseRange: SourceRange?
    /// The methods, in source order.
    package var methods: [MethodSyntax]
    /// Where the whole declaration is.
    package var range: SourceRange
}

/// A method requirement.
package struct MethodSyntax: Hashable, Sendable {
    /// Its documentation comment.
    package var documentation: Documentation?
    /// Its attributes.
    package var attributes: [AttributeSyntax]
    /// Its modifiers, `optional` among them.
    package var modifiers: [ModifierSyntax]
    /// Where the `func` keyword is: where `optional` goes.
    package var keywordRange: SourceRange
    /// Its base name.
    package var name: String
    /// Whether the name was written in backticks.
    package var nameIsBackticked: Bool
    /// Where its name is.
    package var nameRange: SourceRange
    /// Its generic parameters, if any.
    package var genericParameters: [GenericParameterSyntax]
    /// Its parameters.
    package var parameters: [ParameterSyntax]
    /// Where the parameter list is, parentheses included.
    package var parametersRange: SourceRange
    /// Whether it is `async`.
    package var isAsync: Bool
    /// Its `throws` clause, if any.
    package var throwsClause: ThrowsClauseSyntax?
    /// Its result type, if written.
    package var returnType: SwiftType?
    /// Where the result type is.
    package var returnTypeRange: SourceRange?
    /// Its `where` clause, if any.
    package var whereClause: [RequirementSyntax]?
    /// Where the whole requirement is.
    package var range: SourceRange
}

/// A generic parameter such as `T: Codable`.
package struct GenericParameterSyntax: Hashable, Sendable {
    /// Whether it is a parameter pack (`each T`).
    package var isPack: Bool
    /// Its name.
    package var name: String
    /// Its constraint, if any.
    package var constraint: SwiftType?
    /// Where it is.
    package var range: SourceRange
}

/// A requirement of a `where` clause.
package struct RequirementSyntax: Hashable, Sendable {
    /// The kind of requirement.
    package enum Relation: String, Hashable, Sendable {
        /// `T: P`
        case conformance = ":"
        /// `T == U`
        case sameType = "=="
    }
    /// The constrained type.
    package var subject: SwiftType
    /// `:` or `==`.
    package var relation: Relation
    /// The constraint or the type it must equal.
    package var constraint: SwiftType
}

/// A `throws` or `throws(ErrorType)` clause.
package struct ThrowsClauseSyntax: Hashable, Sendable {
    /// The thrown error type, for typed throws.
    package var errorType: SwiftType?
    /// Where the clause is.
    package var range: SourceRange
}

/// A parameter of a method, such as `_ download: Download` or `didReceive byteCount: Int`.
package struct ParameterSyntax: Hashable, Sendable {
    /// The argument label written before the name (`_` means no label), if different.
    package var label: String?
    /// Whether the label was written in backticks.
    package var labelIsBackticked: Bool
    /// The parameter name.
    package var name: String
    /// Whether the name was written in backticks.
    package var nameIsBackticked: Bool
    /// Where the name is.
    package var nameRange: SourceRange
    /// An ownership or isolation specifier: `inout`, `borrowing`, `consuming`, `sending`.
    package var specifier: String?
    /// Where the specifier is.
    package var specifierRange: SourceRange?
    /// Its type.
    package var type: SwiftType
    /// Where the `...` is.
    package var variadicRange: SourceRange?
    /// Whether it is variadic (`Int...`).
    package var isVariadic: Bool {
        variadicRange != nil
    }
    /// Where a default value (`= 0`) is; default values are not allowed in protocols.
    package var defaultValueRange: SourceRange?
    /// Where the whole parameter is.
    package var range: SourceRange
}

/// An `extension` declaration, such as the default implementations pasted along with a
/// protocol. Only what it extends and where it is are kept: its body is skipped whole.
package struct ExtensionSyntax: Hashable, Sendable {
    /// Its attributes.
    package var attributes: [AttributeSyntax]
    /// Its modifiers, such as an access level.
    package var modifiers: [ModifierSyntax]
    /// The extended type, such as `DownloadDelegate` or `Array<Int>`.
    package var extendedType: SwiftType
    /// Where the extended type is.
    package var nameRange: SourceRange
    /// Where the `extension` keyword is.
    package var keywordRange: SourceRange
    /// Where the whole declaration is, from its first attribute or modifier to its `}`.
    package var range: SourceRange
    /// The methods its body implements, such as the default implementations of a protocol's
    /// requirements, in source order; nested declarations are not looked into.
    package var methods: [ExtensionMethodSyntax]

    /// The extended type as Swift source, such as `DownloadDelegate`.
    package var name: String {
        TypePrinter.print(extendedType)
    }
}

/// A method an extension implements: enough to tell which requirement it gives a default, and
/// what that default does.
package struct ExtensionMethodSyntax: Hashable, Sendable {
    /// Its base name.
    package var name: String
    /// Its argument labels, `_` for none, as in a selector: `tableView(_:didSelectRowAt:)`.
    package var labels: [String]
    /// The tokens of its body, between the braces; empty when it has none.
    package var body: [Token]
    /// Where the `func` keyword is.
    package var keywordRange: SourceRange

    /// The method's selector-like name, such as `parser(_:foundCharacters:)`.
    package var selector: String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

extension MethodSyntax {
    /// The requirement's selector-like name, such as `parser(_:foundCharacters:)`: what an
    /// implementation in an extension must match.
    package var selector: String {
        name + "(" + parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
    }
}
