/// A JSON value, as the messages of the Language Server Protocol carry it.
///
/// `JSONDecoder` and `JSONEncoder` read and write it (`JSON+Coding.swift`) through a single
/// value container, rather than `JSONSerialization`, whose `NSNumber`s would let `true` and `1`
/// run together.
package enum JSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: JSON does not tell integers apart (``int`` reads one).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object; its members are written in key order.
    case object([String: JSON])

    /// The member `key` of an object; `nil` for anything else or a missing member.
    package subscript(key: String) -> JSON? {
        guard case .object(let members) = self else {
            return nil
        }
        return members[key]
    }

    /// The string, if this is one.
    package var string: String? {
        guard case .string(let value) = self else {
            return nil
        }
        return value
    }

    /// The number as an integer, if this is a whole number in `Int`'s range.
    package var int: Int? {
        guard case .number(let value) = self, value == value.rounded(),
            abs(value) < 9.0e15
        else {
            return nil
        }
        return Int(value)
    }

    /// The array, if this is one.
    package var array: [JSON]? {
        guard case .array(let value) = self else {
            return nil
        }
        return value
    }

    /// The Boolean, if this is one.
    package var bool: Bool? {
        guard case .bool(let value) = self else {
            return nil
        }
        return value
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    /// A string.
    package init(stringLiteral value: String) {
        self = .string(value)
    }

    /// A whole number.
    package init(integerLiteral value: Int) {
        self = .number(Double(value))
    }

    /// `true` or `false`.
    package init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// An array.
    package init(arrayLiteral elements: JSON...) {
        self = .array(elements)
    }

    /// An object; of two members with the same key, the last one counts.
    package init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// `null`.
    package init(nilLiteral: ()) {
        self = .null
    }

    /// An integer.
    package static func int(_ value: Int) -> JSON {
        .number(Double(value))
    }
}
