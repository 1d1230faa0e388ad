/// A Swift type as written: every form a delegate method can use.
public indirect enum TypeSyntax: Hashable, Sendable {
    /// A name with optional generic arguments and member names: `Int`, `Array<Int>`,
    /// `Foundation.URL`, `Result<Data, any Error>.Success`.
    case named([NameComponent])
    /// `T?`
    case optional(TypeSyntax)
    /// `T!`
    case implicitlyUnwrappedOptional(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[Key: Value]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(a: Int, String)`; `()` is the empty tuple and `(T)` a parenthesised type.
    case tuple([TupleElement])
    /// `(Int) async throws -> Void`
    case function(FunctionTypeSyntax)
    /// `any P`
    case existential(TypeSyntax)
    /// `some P`
    case opaque(TypeSyntax)
    /// `T.Type` or `P.Protocol`
    case metatype(TypeSyntax, isProtocol: Bool)
    /// `P & Q`
    case composition([TypeSyntax])
    /// A type with attributes or specifiers: `@escaping @Sendable () -> Void`, `sending T`.
    case attributed(attributes: [String], TypeSyntax)
    /// `repeat each T`, a pack expansion.
    case packExpansion(TypeSyntax)
    /// `each T`, a pack reference.
    case packElement(TypeSyntax)

    /// One component of a named type.
    public struct NameComponent: Hashable, Sendable {
        /// The name.
        public var name: String
        /// Whether the name is written in backticks.
        public var isBackticked = false
        /// Generic arguments, if any.
        public var genericArguments: [TypeSyntax]? = nil
    }

    /// An element of a tuple or a parameter of a function type.
    public struct TupleElement: Hashable, Sendable {
        /// The label (tuple) or argument label (function type).
        public var label: String? = nil
        /// A second name (`_ name: T`), only in function types.
        public var secondName: String? = nil
        /// The element type.
        public var type: TypeSyntax
        /// Whether the element is variadic, only in function types.
        public var isVariadic = false
    }

    /// A simple name: `Int`.
    public static func name(_ name: String) -> TypeSyntax {
        .named([NameComponent(name: name)])
    }
}

/// A function type.
public struct FunctionTypeSyntax: Hashable, Sendable {
    /// The parameters.
    public var parameters: [TypeSyntax.TupleElement]
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Whether it throws, and the thrown type for typed throws.
    public var throwsClause: ThrowsEffect?
    /// The result type.
    public var result: TypeSyntax

    /// The `throws` of a function type.
    public struct ThrowsEffect: Hashable, Sendable {
        /// The thrown error type, for typed throws.
        public var errorType: TypeSyntax?
    }
}

extension TypeSyntax {
    /// The type with redundant parentheses removed: `((Int))` is `Int`.
    public var withoutParentheses: TypeSyntax {
        if case .tuple(let elements) = self, elements.count == 1, elements[0].label == nil,
            !elements[0].isVariadic
        {
            return elements[0].type.withoutParentheses
        }
        return self
    }

    /// The components of the standard library type `name`, written `name` or `Swift.name`, if
    /// this is that type.
    private func standardType(_ name: String) -> [NameComponent]? {
        guard case .named(let components) = withoutParentheses,
            components.map(\.name) == [name] || components.map(\.name) == ["Swift", name]
        else {
            return nil
        }
        return components
    }

    /// Whether this is `Void`, `()` or `Swift.Void`: a method returning it returns nothing.
    public var isVoid: Bool {
        withoutParentheses == .tuple([]) || standardType("Void") != nil
    }

    /// Whether this is `Bool` or `Swift.Bool`.
    public var isBool: Bool {
        standardType("Bool")?.allSatisfy { $0.genericArguments == nil } ?? false
    }

    /// Whether this is `Never` or `Swift.Never`.
    public var isNever: Bool {
        standardType("Never") != nil
    }

    /// The wrapped type, if this is an optional (`T?`, `T!` or `Optional<T>`).
    public var optionalWrapped: TypeSyntax? {
        switch withoutParentheses {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return wrapped
        default:
            guard let arguments = standardType("Optional")?.last?.genericArguments,
                arguments.count == 1
            else {
                return nil
            }
            return arguments[0]
        }
    }
}
