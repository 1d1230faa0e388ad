extension TemplateValue {
    /// The template value of `value`: a struct's stored properties become an object's keys,
    /// arrays become lists, and `nil` becomes ``null`` with its key kept, so that a template
    /// (and `mdgen context`) sees every key whether or not it has a value.
    ///
    /// This is how typed contexts reach templates: a key is a property, so a misspelt one does
    /// not compile. Numbers become ``number(_:)``, whatever their type.
    ///
    /// The encoder's containers never throw; an error can only come from a custom
    /// `encode(to:)` that throws its own, which is a mistake in that type, so it stops the
    /// program with the error.
    package init(encoding value: some Encodable) {
        let encoder = TemplateValueEncoder()
        do {
            try value.encode(to: encoder)
        } catch {
            preconditionFailure("\(type(of: value)) cannot be a template value: \(error)")
        }
        self = encoder.value
    }
}

extension TemplateValue: Encodable {
    /// Encodes the value as JSON would hold it: an object's members under their keys, and a
    /// number as a template writes it (a whole number without a fraction).
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            // As a template writes it: `85`, not `85.0`.
            var container = encoder.singleValueContainer()
            if let whole = Self.wholeNumber(number) {
                try container.encode(whole)
            } else {
                try container.encode(number)
            }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .list(let items):
            var container = encoder.unkeyedContainer()
            try container.encode(contentsOf: items)
        case .object(let members):
            var container = encoder.container(keyedBy: TemplateValueKey.self)
            for (key, value) in members {
                try container.encode(value, forKey: TemplateValueKey(key))
            }
        }
    }
}

/// Encodes one value as a ``TemplateValue``: an object, a list or a single value, as the
/// value asks for a keyed, an unkeyed or a single-value container.
private final class TemplateValueEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What the value has encoded so far. Members and items are kept apart from `value` so
    /// that each one is added in place, not to a copy; members are made an object once, at
    /// its final size, rather than grown and rehashed key by key. A key may be encoded once.
    private var members: [(String, TemplateValue)]?
    private var items: [TemplateValue]?
    private var single: TemplateValue?
    /// The encoders that nested containers and super encoders write into, by member or item.
    private var nestedMembers: [(key: String, encoder: TemplateValueEncoder)] = []
    private var nestedItems: [(index: Int, encoder: TemplateValueEncoder)] = []

    var value: TemplateValue {
        if var members {
            for nested in nestedMembers {
                members.append((nested.key, nested.encoder.value))
            }
            var object: [String: TemplateValue] = .init(minimumCapacity: members.count)
            for (key, member) in members {
                // Two properties under one key is a mistake in the context's type (a wrapper
                // whose key its item also has): keeping either would hide it.
                let previous = object.updateValue(member, forKey: key)
                precondition(
                    previous == nil, "two values encode the key '\(key)' of one template object")
            }
            return .object(object)
        }
        if var items {
            for nested in nestedItems {
                items[nested.index] = nested.encoder.value
            }
            return .list(items)
        }
        return single ?? .null
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A type may ask for a keyed container more than once (a wrapper that adds keys to
        // its item's): the keys go into one object.
        if members == nil {
            members = []
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if items == nil {
            items = []
        }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    func set(_ value: TemplateValue, forKey key: some CodingKey) {
        members?.append((key.stringValue, value))
    }

    func append(_ value: TemplateValue) {
        items?.append(value)
    }

    func setSingle(_ value: TemplateValue) {
        single = value
    }

    /// The template value of `value`, without a nested encoder for the common scalars.
    static func value(of value: some Encodable) -> TemplateValue {
        switch value {
        case let text as String: .string(text)
        case let lines as [String]: .list(lines.map(TemplateValue.string))
        case let value as TemplateValue: value
        default: TemplateValue(encoding: value)
        }
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: TemplateValueEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { encoder.set(.null, forKey: key) }
        mutating func encode(_ value: Bool, forKey key: Key) {
            encoder.set(.bool(value), forKey: key)
        }
        mutating func encode(_ value: String, forKey key: Key) {
            encoder.set(.string(value), forKey: key)
        }
        mutating func encode(_ value: Double, forKey key: Key) {
            encoder.set(.number(value), forKey: key)
        }
        mutating func encode(_ value: Int, forKey key: Key) {
            encoder.set(.number(Double(value)), forKey: key)
        }
        mutating func encode(_ value: some Encodable, forKey key: Key) {
            encoder.set(TemplateValueEncoder.value(of: value), forKey: key)
        }
        // `nil` keeps its key, as ``null``: the default skips it.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
            encoder.set(value.map(TemplateValue.bool) ?? .null, forKey: key)
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
            encoder.set(value.map(TemplateValue.string) ?? .null, forKey: key)
        }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) {
            encoder.set(value.map(TemplateValue.number) ?? .null, forKey: key)
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
            encoder.set(value.map { .number(Double($0)) } ?? .null, forKey: key)
        }
        mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) {
            guard let value else {
                return encoder.set(.null, forKey: key)
            }
            encoder.set(TemplateValueEncoder.value(of: value), forKey: key)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.superEncoder(forKey: key).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.superEncoder(forKey: key).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            encoder.superEncoder(forKey: TemplateValueKey("super"))
        }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            encoder.superEncoder(forKey: key)
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: TemplateValueEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { encoder.items?.count ?? 0 }

        mutating func encodeNil() { encoder.append(.null) }
        mutating func encode(_ value: Bool) { encoder.append(.bool(value)) }
        mutating func encode(_ value: String) { encoder.append(.string(value)) }
        mutating func encode(_ value: Double) { encoder.append(.number(value)) }
        mutating func encode(_ value: Int) { encoder.append(.number(Double(value))) }
        mutating func encode(_ value: some Encodable) {
            encoder.append(TemplateValueEncoder.value(of: value))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            superEncoder().container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            superEncoder().unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder {
            encoder.superEncoderForNextItem()
        }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: TemplateValueEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.setSingle(.null) }
        mutating func encode(_ value: Bool) { encoder.setSingle(.bool(value)) }
        mutating func encode(_ value: String) { encoder.setSingle(.string(value)) }
        mutating func encode(_ value: Double) { encoder.setSingle(.number(value)) }
        mutating func encode(_ value: Int) { encoder.setSingle(.number(Double(value))) }
        mutating func encode(_ value: some Encodable) {
            encoder.setSingle(TemplateValueEncoder.value(of: value))
        }
    }

    /// An encoder for the member `key`, which nested containers write into: its value is
    /// read when this encoder's is.
    func superEncoder(forKey key: some CodingKey) -> any Encoder {
        let nested = TemplateValueEncoder()
        nestedMembers.append((key.stringValue, nested))
        return nested
    }

    /// An encoder for this list's next item, read as ``superEncoder(forKey:)``'s is.
    func superEncoderForNextItem() -> any Encoder {
        let nested = TemplateValueEncoder()
        nestedItems.append((items?.count ?? 0, nested))
        append(.null)
        return nested
    }
}

/// A key made from a string: an object's member, or `superEncoder()`'s `super` member.
private struct TemplateValueKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
