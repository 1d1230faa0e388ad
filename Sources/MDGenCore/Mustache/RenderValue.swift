/// A value as the renderer holds it: a ``TemplateValue``, or one of the generator's records
/// and lists.
///
/// A context a caller gives the library is a `TemplateValue`, looked up as it is. The
/// generator builds its protocols and requirements as records instead: their names are
/// resolved through the shape all records of a kind share, by a hash each tag computes when
/// it is parsed, rather than by hashing the name into a dictionary on every lookup. On 10,000
/// requirements, records took a tenth off the generator's instructions: the lookups, and
/// building and freeing a dictionary per object.
enum RenderValue: Sendable {
    /// A value as a caller gives it.
    case value(TemplateValue)
    /// An object of the generator's.
    case record(TemplateRecord)
    /// A list of the generator's, whose items may be records.
    case list([RenderValue])

    static let null = RenderValue.value(.null)

    static func string(_ text: String) -> RenderValue {
        .value(.string(text))
    }

    static func bool(_ flag: Bool) -> RenderValue {
        .value(.bool(flag))
    }

    static func number(_ number: Double) -> RenderValue {
        .value(.number(number))
    }

    /// A list of strings.
    static func strings(_ texts: [String]) -> RenderValue {
        .list(texts.map(RenderValue.string))
    }

    /// Whether a section over this value renders; see ``TemplateValue/isTruthy``.
    var isTruthy: Bool {
        switch self {
        case .value(let value): value.isTruthy
        case .record: true
        case .list(let items): !items.isEmpty
        }
    }

    var isNull: Bool {
        if case .value(.null) = self { true } else { false }
    }

    /// The text an interpolation writes; see ``TemplateValue/interpolatedText``.
    var interpolatedText: String? {
        if case .value(let value) = self { value.interpolatedText } else { nil }
    }

    /// How diagnostics call a value that has no text.
    var kindForDiagnostics: String {
        switch self {
        case .value(let value): value.kindForDiagnostics
        case .record: "an object"
        case .list: "a list"
        }
    }

    /// The member called `key`, whose ``TemplateShape/hash(_:)`` is `hash`, of an object.
    func member(_ key: String, hash: Int) -> RenderValue? {
        switch self {
        case .record(let record): record.member(key, hash: hash)
        case .value(let value): value[key].map(RenderValue.value)
        case .list: nil
        }
    }

    /// The items a section over the value renders once each, if it is a list.
    var items: [RenderValue]? {
        switch self {
        case .list(let items): items
        case .value(.list(let items)): items.map(RenderValue.value)
        case .value, .record: nil
        }
    }

    /// The value as callers see it: records become objects with all their keys.
    var templateValue: TemplateValue {
        switch self {
        case .value(let value): value
        case .record(let record): record.templateValue
        case .list(let items): .list(items.map(\.templateValue))
        }
    }
}
