import MDGenModel
import MDGenMustache

/// A requirement's context: its three declarations (requirement, default, dispatch), the call
/// each dispatch makes, and how the answers are combined; an item of the protocol's lists of
/// methods.
struct RequirementContext: Encodable {
    /// The base name, in backticks if it is a keyword, and the full name:
    /// `download(_:didReceive:)`.
    var name: String
    var fullName: String
    /// The requirement's doc comment lines, each written after `///`.
    var documentation: [String]
    /// Attributes for the requirement, its default and its dispatch method.
    var attributes: [String]
    var isOptional: Bool
    var isAsync: Bool
    var isThrowing: Bool
    var returnsValue: Bool
    /// The declared result, and what the dispatch returns; `nil` if none.
    var returnType: String?
    var resultType: String?
    /// The requirement's declaration, wrapped one parameter per line when it is too long (on
    /// one line, aligned on the `.mdgen` column, with `#sourceLocation`).
    var requirementDeclaration: String
    /// The optional requirement's default: its declaration, its answer (`nil` without one)
    /// and its documentation.
    var defaultDeclaration: String
    var defaultValue: String?
    var defaultDocumentation: [String]
    /// The dispatch method's signature, and its documentation, which states the strategy.
    var dispatchDeclaration: String
    var dispatchDocumentation: [String]
    /// The call to one delegate, effects included: `try await delegate.load(id: id)`. With a
    /// completion handler, it passes `locals.reply`.
    var call: String
    /// The call to an optional Objective-C requirement where the runtime exists
    /// (`delegate.f?(x) ?? true`), or `nil`.
    var objectiveCCall: String?
    /// How the dispatch asks the delegates with a completion handler; `nil` without one.
    var completion: Completion?
    /// What the dispatch writes before ``call``: `let answer = ` for a value-returning
    /// requirement, else empty.
    var answerBinding: String
    /// Where the requirement, and a dispatch's call to a delegate (or its event's `yield`), map
    /// to, with `#sourceLocation`; `nil` without.
    var sourceLocation: SourceLocationContext?
    var callSourceLocation: SourceLocationContext?
    /// With `events: true` and a requirement that is an event: `caseName`, `value` and
    /// `yield`; else `null`.
    var event: EventContext?
    /// The names of the dispatch method's local variables.
    var locals: RequirementGeneration.Locals
    /// How the answers are combined; `nil` for a requirement that returns nothing.
    var combine: Combine?
    var parameters: [Positioned<ParameterContext>]

    /// The strategy, with one flag per strategy.
    struct Combine: Encodable {
        /// The strategy's name: `first`.
        var strategy: String
        var all, any, first, last, collect: Bool
        /// Whether the delegates' answers are optional.
        var answersAreOptional: Bool

        init(_ strategy: CombineStrategy, answersAreOptional: Bool) {
            self.strategy = strategy.rawValue
            all = strategy == .all
            any = strategy == .any
            first = strategy == .first
            last = strategy == .last
            collect = strategy == .collect
            self.answersAreOptional = answersAreOptional
        }
    }

    /// How the dispatch of a requirement with a completion handler asks the delegates: see
    /// `Templates/completionDispatch.mustache`.
    struct Completion: Encodable {
        /// The handler parameter's name.
        var handler: String
        /// Whether only the first delegate is asked.
        var isFirstOnly: Bool
        /// The call to the first delegate, plain and with `?` (`nil` unless it is an optional
        /// Objective-C requirement).
        var firstCall: String
        var firstObjectiveCCall: String?
        /// The reply closure's type, its opening (`{ answer in`) and the value it records.
        var replyType: String
        var replyOpening: String
        var replyValue: String
        /// The type of a delegate's answer (`Void` without one).
        var answerType: String
        var hasAnswer: Bool
        /// The combined answer of `locals.replies`.
        var combinedAnswer: String
        /// The real handler's arguments, and those it gets when there is no delegate.
        var answerArguments: String
        var neutralArguments: String
    }
}

/// A parameter of a requirement.
struct ParameterContext: Encodable {
    /// The argument label; `nil` for `_`.
    var label: String?
    var name: String
    /// The type as Swift source.
    var type: String
    var isInout: Bool
}
