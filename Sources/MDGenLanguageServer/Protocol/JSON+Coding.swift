#if canImport(FoundationEssentials)
    // Only FoundationEssentials where it exists (Linux), as the command line does: all of
    // Foundation would add to the start-up of every `mdgen lsp`.
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSON: Codable {
    /// The value `bytes` hold, read by `JSONDecoder`: strict but for trailing commas, which it
    /// reads, and with its own limit on nesting, so that no input can exhaust the stack.
    ///
    /// Invalid UTF-8 becomes U+FFFD first, as a client's text would show it.
    package init(parsing bytes: [UInt8]) throws {
        let repaired = Data(String(decoding: bytes, as: UTF8.self).utf8)
        self = try JSONDecoder().decode(JSON.self, from: repaired)
    }

    /// The value as compact JSON text, with object members in key order so that the output
    /// is deterministic.
    package var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Nothing here can fail: the one value `JSONEncoder` rejects, a number that is not
        // finite, is written as `null`.
        let data = try! encoder.encode(self)
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a value of any kind; `Bool` is tried before `Double`, and `JSONDecoder` reads
    /// neither from the other, so that `true` and `1` stay apart.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    /// Writes the value; a number that is not finite, which JSON cannot carry, as `null`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null:
            try container.encodeNil()
        case .bool(let value):
            try container.encode(value)
        case .number(let value) where value.isFinite:
            try container.encode(value)
        case .number:
            try container.encodeNil()
        case .string(let value):
            try container.encode(value)
        case .array(let elements):
            try container.encode(elements)
        case .object(let members):
            try container.encode(members)
        }
    }
}
