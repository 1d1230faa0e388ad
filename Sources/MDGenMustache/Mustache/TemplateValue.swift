/// The data a template is rendered with: the JSON-like values Mustache sections and tags name.
///
/// Literals build values directly, which keeps contexts in tests and in the generator short:
///
/// ```swift
/// let context: TemplateValue = ["name": "Joe", "age": 42, "tags": ["a", "b"], "nickname": nil]
/// ```
package enum TemplateValue: Hashable, Sendable {
    /// No value; renders as empty text and is falsey.
    case null
    /// A flag; `false` is falsey.
    case bool(Bool)
    /// A number; whole numbers render without a fraction (`85`), others in their shortest
    /// exact form (`1.21`).
    case number(Double)
    /// Text; every string is truthy, the empty one too, as in the spec's reference semantics.
    case string(String)
    /// A list; a section renders once per item, and an empty list is falsey.
    case list([TemplateValue])
    /// Named values; a section pushes the object onto the context stack.
    case object([String: TemplateValue])

    /// The value stored under `key`, when this is an object that has one.
    package subscript(key: String) -> TemplateValue? {
        guard case .object(let members) = self else {
            return nil
        }
        return members[key]
    }

    /// Whether a section over this value renders: everything except `null`, `false` and the
    /// empty list. The spec coerces data with `!!data`, whose reference (Ruby) semantics keep
    /// empty strings, zero and empty objects truthy.
    var isTruthy: Bool {
        switch self {
        case .null, .bool(false): false
        case .list(let items): !items.isEmpty
        case .bool(true), .number, .string, .object: true
        }
    }

    /// The text an interpolation tag writes for this value, or `nil` for lists and objects,
    /// which have no text of their own: writing `[...]` into generated code would hide a
    /// template mistake, so the renderer reports them instead.
    var interpolatedText: String? {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Self.text(for: number)
        case .string(let text): text
        case .list, .object: nil
        }
    }

    /// `85` rather than Swift's `85.0`, as the spec expects; other numbers use Swift's
    /// shortest representation that reads back to the same value (`1.21`).
    private static func text(for number: Double) -> String {
        wholeNumber(number).map { String($0) } ?? number.description
    }

    /// `number` as an integer if it is a whole number that converts exactly, else `nil`: how
    /// a number is written, in a template's output and in JSON alike.
    static func wholeNumber(_ number: Double) -> Int64? {
        // Below 2^53 every whole Double converts to Int64 exactly.
        guard number.rounded(.towardZero) == number, abs(number) < 9_007_199_254_740_992 else {
            return nil
        }
        return Int64(number)
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// Creates a string value.
    package init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Creates a flag.
    package init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// Creates a whole number.
    package init(integerLiteral value: Int) {
        self = .number(Double(value))
    }

    /// Creates a number with a fraction.
    package init(floatLiteral value: Double) {
        self = .number(value)
    }

    /// Creates a list.
    package init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }

    /// Creates an object; when a key repeats, its last value wins.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Creates ``null``.
    package init(nilLiteral: ()) {
        self = .null
    }
}
