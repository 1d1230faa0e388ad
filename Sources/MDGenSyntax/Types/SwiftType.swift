/// A Swift type as written: every form a delegate method can use.
///
/// A plain value, not a node of the syntax tree: it holds no tokens and no source locations,
/// only the type's structure. The parser reads it; the model keeps it, since what mdgen
/// generates depends on that structure (an optional answer, a closure to record, a name a
/// generated type must not hide), and the generator prints it back.
package indirect enum SwiftType: Hashable, Sendable {
    /// A name with optional generic arguments and member names: `Int`, `Array<Int>`,
    /// `Foundation.URL`, `Result<Data, any Error>.Success`.
    case named([NameComponent])
    /// `T?`
    case optional(SwiftType)
    /// `T!`
    case implicitlyUnwrappedOptional(SwiftType)
    /// `[T]`
    case array(SwiftType)
    /// `[Key: Value]`
    case dictionary(key: SwiftType, value: SwiftType)
    /// `(a: Int, String)`; `()` is the empty tuple and `(T)` a parenthesised type.
    case tuple([TupleElement])
    /// `(Int) async throws -> Void`
    case function(FunctionType)
    /// `any P`
    case existential(SwiftType)
    /// `some P`
    case opaque(SwiftType)
    /// `T.Type` or `P.Protocol`
    case metatype(SwiftType, isProtocol: Bool)
    /// `P & Q`
    case composition([SwiftType])
    /// A type with attributes or specifiers: `@escaping @Sendable () -> Void`, `sending T`.
    case attributed(attributes: [String], SwiftType)
    /// `repeat each T`, a pack expansion.
    case packExpansion(SwiftType)
    /// `each T`, a pack reference.
    case packElement(SwiftType)

    /// One component of a named type.
    package struct NameComponent: Hashable, Sendable {
        /// The name.
        package var name: String
        /// Whether the name is written in backticks.
        package var isBackticked = false
        /// Generic arguments, if any.
        package var genericArguments: [SwiftType]? = nil
    }

    /// An element of a tuple or a parameter of a function type.
    package struct TupleElement: Hashable, Sendable {
        /// The label (tuple) or argument label (function type).
        package var label: String? = nil
        /// A second name (`_ name: T`), only in function types.
        package var secondName: String? = nil
        /// The element type.
        package var type: SwiftType
        /// Whether the element is variadic, only in function types.
        package var isVariadic = false
    }

    /// A simple name: `Int`.
    package static func name(_ name: String) -> SwiftType {
        .named([NameComponent(name: name)])
    }
}

/// A function type.
package struct FunctionType: Hashable, Sendable {
    /// The parameters.
    package var parameters: [SwiftType.TupleElement]
    /// Whether it is `async`.
    package var isAsync: Bool
    /// Whether it throws, and the thrown type for typed throws.
    package var throwsClause: ThrowsEffect?
    /// The result type.
    package var result: SwiftType

    /// The `throws` of a function type.
    package struct ThrowsEffect: Hashable, Sendable {
        /// The thrown error type, for typed throws.
        package var errorType: SwiftType?
    }
}

extension SwiftType {
    /// The type with redundant parentheses removed: `((Int))` is `Int`.
    package var withoutParentheses: SwiftType {
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
    package var isVoid: Bool {
        withoutParentheses == .tuple([]) || standardType("Void") != nil
    }

    /// Whether this is `Bool` or `Swift.Bool`.
    package var isBool: Bool {
        standardType("Bool")?.allSatisfy { $0.genericArguments == nil } ?? false
    }

    /// Whether this is `Never` or `Swift.Never`.
    package var isNever: Bool {
        standardType("Never") != nil
    }

    /// The wrapped type, if this is an optional (`T?`, `T!` or `Optional<T>`).
    package var optionalWrapped: SwiftType? {
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
