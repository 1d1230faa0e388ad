/// Reads JSON text (RFC 8259) into a ``JSON`` value: strict, with a limit on nesting so that
/// no input can exhaust the stack, and in time linear in the input's length.
package enum JSONParser {
    /// Why a text is not JSON.
    package struct Failure: Error, Equatable, Sendable {
        /// The byte offset at which reading stopped.
        package var offset: Int
    }

    /// How deep arrays and objects may nest; LSP messages nest a few levels.
    package static let maximumDepth = 256

    /// The value `bytes` hold, or where they stop being JSON.
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSON {
        var reader = Reader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == bytes.count else {
            throw Failure(offset: reader.offset)
        }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var failure: Failure {
            Failure(offset: offset)
        }

        mutating func skipWhitespace() {
            while offset < bytes.count,
                [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset])
            {
                offset += 1
            }
        }

        mutating func expect(_ word: String) throws(Failure) {
            for byte in word.utf8 {
                guard offset < bytes.count, bytes[offset] == byte else {
                    throw failure
                }
                offset += 1
            }
        }

        mutating func value(depth: Int) throws(Failure) -> JSON {
            guard offset < bytes.count, depth < JSONParser.maximumDepth else {
                throw failure
            }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                return try object(depth: depth)
            case UInt8(ascii: "["):
                return try array(depth: depth)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            default:
                return .number(try number())
            }
        }

        mutating func object(depth: Int) throws(Failure) -> JSON {
            offset += 1
            var members: [String: JSON] = [:]
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                    throw failure
                }
                let key = try string()
                skipWhitespace()
                try expect(":")
                skipWhitespace()
                members[key] = try value(depth: depth + 1)
                skipWhitespace()
                guard offset < bytes.count else {
                    throw failure
                }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                try expect("}")
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(Failure) -> JSON {
            offset += 1
            var elements: [JSON] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard offset < bytes.count else {
                    throw failure
                }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                try expect("]")
                return .array(elements)
            }
        }

        mutating func number() throws(Failure) -> Double {
            let start = offset
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            let digitsStart = offset
            skipDigits()
            guard offset > digitsStart,
                bytes[digitsStart] != UInt8(ascii: "0") || offset == digitsStart + 1
            else {
                throw failure
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                let fractionStart = offset
                skipDigits()
                guard offset > fractionStart else {
                    throw failure
                }
            }
            if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
                offset += 1
                if offset < bytes.count,
                    bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
                {
                    offset += 1
                }
                let exponentStart = offset
                skipDigits()
                guard offset > exponentStart else {
                    throw failure
                }
            }
            guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self))
            else {
                throw Failure(offset: start)
            }
            return value
        }

        mutating func skipDigits() {
            while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 {
                offset += 1
            }
        }

        /// A string literal; invalid UTF-8 and lone surrogates become U+FFFD, as a client's
        /// text would show them.
        mutating func string() throws(Failure) -> String {
            offset += 1
            var utf8: [UInt8] = []
            while true {
                guard offset < bytes.count else {
                    throw failure
                }
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: utf8, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    try escape(into: &utf8)
                case 0..<0x20:
                    throw Failure(offset: offset - 1)
                default:
                    utf8.append(byte)
                }
            }
        }

        mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
            guard offset < bytes.count else {
                throw failure
            }
            let byte = bytes[offset]
            offset += 1
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
                UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
                UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
            ]
            if let replacement = simple[byte] {
                utf8.append(replacement)
                return
            }
            guard byte == UInt8(ascii: "u") else {
                throw Failure(offset: offset - 1)
            }
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar), offset + 1 < bytes.count,
                bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            {
                let saved = offset
                offset += 2
                let low = try hexQuad()
                if (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    offset = saved
                }
            }
            utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
        }

        mutating func hexQuad() throws(Failure) -> UInt32 {
            guard offset + 4 <= bytes.count else {
                throw failure
            }
            var value: UInt32 = 0
            for byte in bytes[offset..<offset + 4] {
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw failure
                }
                value = value << 4 | UInt32(digit)
            }
            offset += 4
            return value
        }
    }
}
