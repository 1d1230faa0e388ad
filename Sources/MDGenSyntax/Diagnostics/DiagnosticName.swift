/// The stable name of a family of errors and warnings, printed after the message as the Swift
/// compiler prints its diagnostic groups (`… [#CombineRequired]`), so that a user has a word
/// to search for and `Documentation/Diagnostics.md` a section to explain it in.
///
/// Every error and warning takes a name when it is created; notes take none. To report a new
/// kind of problem, pass the case of the family it belongs to, or add a case here, with a
/// one-line summary, and a section of the same name in `Documentation/Diagnostics.md` (a
/// test fails until it exists). A name, once released, is never renamed: users look it up.
package enum DiagnosticName: String, CaseIterable, Hashable, Sendable {
    // MARK: Reading the text

    /// A character that Swift source cannot contain, such as a control character.
    case invalidCharacter = "InvalidCharacter"
    /// The file is not UTF-8 text.
    case invalidEncoding = "InvalidEncoding"
    /// A Unicode space, such as a no-break space, that mdgen reads as a plain space.
    case unicodeSpace = "UnicodeSpace"
    /// A string literal without its closing quote.
    case unterminatedString = "UnterminatedString"
    /// A `/*` comment without its closing `*/`.
    case unterminatedComment = "UnterminatedComment"
    /// A multi-line string literal, which no declaration of a `.mdgen` file needs.
    case multilineString = "MultilineString"

    // MARK: Syntax

    /// The parser expected something else here: a name, a type, a keyword or a line break.
    case expectedSyntax = "ExpectedSyntax"
    /// A `(`, `[`, `<`, `{` or `#if` whose closing `)`, `]`, `>`, `}` or `#endif` is missing.
    case unbalancedDelimiter = "UnbalancedDelimiter"
    /// A type or a condition nested deeper than mdgen reads.
    case nestingTooDeep = "NestingTooDeep"
    /// A misspelt declaration or requirement keyword, such as `protocl` or `fucn`.
    case unknownKeyword = "UnknownKeyword"
    /// A declaration a `.mdgen` file cannot hold: a type, an extension, a type alias.
    case unsupportedDeclaration = "UnsupportedDeclaration"
    /// A compiler directive other than `#if`, such as `#warning`.
    case unsupportedDirective = "UnsupportedDirective"
    /// `#if` somewhere other than around `import` declarations.
    case unsupportedConditionalCompilation = "UnsupportedConditionalCompilation"
    /// An `#if` block whose directives do not match: `#else` without `#if`, `#else if`.
    case invalidConditionalBlock = "InvalidConditionalBlock"
    /// A condition of `#if` that is unknown or malformed, such as `canimport(UIKit)`.
    case invalidCondition = "InvalidCondition"
    /// `async` and `throws` written twice or in the wrong order.
    case invalidEffects = "InvalidEffects"

    // MARK: Protocols and requirements

    /// No protocol is declared in the file.
    case noProtocol = "NoProtocol"
    /// Two protocols, requirements or parameters with the same name.
    case redeclaration = "Redeclaration"
    /// A requirement that a multicast cannot forward: a property, an initializer, a subscript,
    /// an associated type, an operator, a `static` or `nonisolated` method, `rethrows`.
    case unsupportedRequirement = "UnsupportedRequirement"
    /// A requirement written with a body.
    case requirementBody = "RequirementBody"
    /// A protocol with generic parameters or a `where` clause.
    case genericProtocol = "GenericProtocol"
    /// A parameter that cannot be forwarded: a default value, a variadic or `consuming` one.
    case unsupportedParameter = "UnsupportedParameter"
    /// A type a multicast cannot return or pass: `Never`, `some`, `Self`.
    case unsupportedType = "UnsupportedType"
    /// A modifier that does not apply where it is written, such as `mutating` or `public`
    /// on a requirement.
    case invalidModifier = "InvalidModifier"
    /// A protocol that inherits itself, directly or through others.
    case circularInheritance = "CircularInheritance"
    /// The obsolete `class` in an inheritance list, where `AnyObject` is meant.
    case obsoleteClassConstraint = "ObsoleteClassConstraint"
    /// An inherited protocol declared elsewhere, whose requirements are unknown here.
    case unknownParentRequirements = "UnknownParentRequirements"
    /// A protocol declared elsewhere (`existing: true`) that lists no requirement.
    case emptyExistingProtocol = "EmptyExistingProtocol"
    /// A protocol declared elsewhere whose requirement's result no strategy can produce.
    case existingConformance = "ExistingConformance"

    // MARK: Attributes and options

    /// An attribute mdgen does not know, most likely misspelt.
    case unknownAttribute = "UnknownAttribute"
    /// A known attribute that mdgen does not support, or supports without arguments.
    case unsupportedAttribute = "UnsupportedAttribute"
    /// An attribute on the wrong kind of declaration, such as `@combine` on a protocol.
    case misplacedAttribute = "MisplacedAttribute"
    /// The same attribute or modifier written twice.
    case duplicateAttribute = "DuplicateAttribute"
    /// `@objc`, which mdgen ignores: the generated code is pure Swift.
    case objCAttributeDropped = "ObjCAttributeDropped"
    /// A global actor that conflicts with the protocol's isolation, or `sendable: false` on an
    /// isolated protocol.
    case isolationConflict = "IsolationConflict"
    /// A global actor on a requirement that the protocol already has.
    case redundantGlobalActor = "RedundantGlobalActor"
    /// An unknown, repeated or malformed option of `@multicast`, or a value it does not take.
    case invalidMulticastOption = "InvalidMulticastOption"

    // MARK: Combining answers

    /// A requirement that returns a value, or takes a completion handler, without
    /// `@combine(…)`.
    case combineRequired = "CombineRequired"
    /// A `@combine` strategy that does not fit the requirement's result or completion handler.
    case combineMismatch = "CombineMismatch"
    /// The answer a completion handler gets when no delegate is registered, missing or given
    /// where there is no completion handler.
    case combineDefault = "CombineDefault"
    /// A malformed `@combine`: an unknown strategy or arguments it does not take.
    case invalidCombine = "InvalidCombine"

    // MARK: What the multicast declares

    /// A name that the multicast, or one of its members, would share with something else.
    case nameCollision = "NameCollision"
    /// Two members of the multicast that would have the same signature.
    case duplicateSignature = "DuplicateSignature"
    /// A type the multicast declares that would hide a type the protocol uses.
    case hiddenType = "HiddenType"
    /// `events: true` on a protocol none of whose requirements can be an event.
    case eventsHaveNoEffect = "EventsHaveNoEffect"
    /// A requirement left out of the events.
    case eventExcluded = "EventExcluded"
    /// `observers: true` on a protocol that closures cannot observe.
    case observersUnavailable = "ObserversUnavailable"
    /// A protocol that no spy can stand for: an error with `spy: true`, a warning wherever
    /// spies are generated.
    case spyUnavailable = "SpyUnavailable"

    // MARK: Templates

    /// A Mustache template that does not parse.
    case templateSyntax = "TemplateSyntax"
    /// A partial or parent that names no template.
    case missingTemplate = "MissingTemplate"
    /// A template that fails while it renders: a value with no text, or a limit reached.
    case templateRendering = "TemplateRendering"
    /// A template tag whose name is no key of the context, found by `mdgen templates check`.
    case unknownContextKey = "UnknownContextKey"

    // MARK: The command line

    /// An `mdgen.json` configuration that is not valid.
    case invalidConfiguration = "InvalidConfiguration"
    /// An input named on the command line whose name does not end in `.mdgen`.
    case misnamedInput = "MisnamedInput"
    /// A part of a Swift declaration that `mdgen import` leaves out of the `.mdgen` file, such
    /// as a property requirement or a default argument.
    case notImported = "NotImported"
}

extension DiagnosticName {
    /// Where `Documentation/Diagnostics.md` is read: the repository's copy on its main branch,
    /// at the address the README gives for the package.
    package static let documentationPage =
        "https://github.com/<owner>/mdgen/blob/main/Documentation/Diagnostics.md"

    /// The address of this name's section of `Documentation/Diagnostics.md`: the page, and the
    /// anchor of the section's heading, which is the name in lower case.
    package var documentationAddress: String {
        Self.documentationPage + "#" + rawValue.lowercased()
    }
}
