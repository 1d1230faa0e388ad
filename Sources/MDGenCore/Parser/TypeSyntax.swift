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
        public var isBackticked: Bool
        /// Generic arguments, if any.
        public var genericArguments: [TypeSyntax]?

        /// Creates a component.
        public init(name: String, isBackticked: Bool = false, genericArguments: [TypeSyntax]? = nil)
        {
            self.name = name
            self.isBackticked = isBackticked
            self.genericArguments = genericArguments
        }
    }

    /// An element of a tuple or a parameter of a function type.
    public struct TupleElement: Hashable, Sendable {
        /// The label (tuple) or argument label (function type).
        public var label: String?
        /// A second name (`_ name: T`), only in function types.
        public var secondName: String?
        /// The element type.
        public var type: TypeSyntax
        /// Whether the element is variadic, only in function types.
        public var isVariadic: Bool

        /// Creates an element.
        public init(
            label: String? = nil, secondName: String? = nil, type: TypeSyntax,
            isVariadic: Bool = false
        ) {
            self.label = label
            self.secondName = secondName
            self.type = type
            self.isVariadic = isVariadic
        }
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

    /// Whether this is `Void`, `()` or `Swift.Void`: a method returning it returns nothing.
    public var isVoid: Bool {
        switch withoutParentheses {
        case .tuple(let elements): elements.isEmpty
        case .named(let components):
            components.map(\.name) == ["Void"] || components.map(\.name) == ["Swift", "Void"]
        default: false
        }
    }

    /// Whether this is `Bool` or `Swift.Bool`.
    public var isBool: Bool {
        guard case .named(let components) = withoutParentheses else {
            return false
        }
        let names = components.map(\.name)
        return (names == ["Bool"] || names == ["Swift", "Bool"])
            && components.allSatisfy { $0.genericArguments == nil }
    }

    /// Whether this is `Never` or `Swift.Never`.
    public var isNever: Bool {
        guard case .named(let components) = withoutParentheses else {
            return false
        }
        let names = components.map(\.name)
        return names == ["Never"] || names == ["Swift", "Never"]
    }

    /// The wrapped type, if this is an optional (`T?`, `T!` or `Optional<T>`).
    public var optionalWrapped: TypeSyntax? {
        switch withoutParentheses {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return wrapped
        case .named(let components):
            let names = components.map(\.name)
            guard names == ["Optional"] || names == ["Swift", "Optional"],
                let arguments = components.last?.genericArguments, arguments.count == 1
            else {
                return nil
            }
            return arguments[0]
        default:
            return nil
        }
    }
}
