import MDGenCore

/// A JSON value with the source range of every part, so configuration errors can point at
/// the exact key or value.
indirect enum JSONValue: Sendable {
    case object([(key: String, keyRange: SourceRange, value: JSONValue)], SourceRange)
    case array([JSONValue], SourceRange)
    case string(String, SourceRange)
    case number(Double, SourceRange)
    case bool(Bool, SourceRange)
    case null(SourceRange)

    var range: SourceRange {
        switch self {
        case .object(_, let range), .array(_, let range), .string(_, let range),
            .number(_, let range), .bool(_, let range), .null(let range):
            range
        }
    }

    /// What the value is, in words, for "expected a string, found …" messages.
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A small JSON parser that keeps locations; it only needs to read configuration files.
struct JSONParser {
    private let file: SourceFile
    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    /// Parses `file`, or returns the diagnostic that says where it is malformed.
    static func parse(_ file: SourceFile) -> Result<JSONValue, JSONError> {
        var parser = JSONParser(file: file, bytes: file.bytes)
        do throws(JSONError) {
            let value = try parser.parseValue()
            parser.skipWhitespace()
            guard parser.offset == parser.bytes.count else {
                throw parser.error("unexpected text after the JSON value")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private init(file: SourceFile, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    private func error(_ message: String, at start: Int? = nil) -> JSONError {
        let start = start ?? offset
        return JSONError(
            diagnostic: .error(
                message, at: file.range(start, min(start + 1, bytes.count)), in: file))
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) {
            offset += 1
        }
    }

    private mutating func parseValue() throws(JSONError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else {
            throw error("expected a JSON value, found the end of the file")
        }
        guard depth < 64 else {
            throw error("the JSON is nested too deeply")
        }
        let start = offset
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            return try parseObject()
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            return try parseArray()
        case UInt8(ascii: "\""):
            let string = try parseString()
            return .string(string, file.range(start, offset))
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            for (word, value) in [
                ("true", JSONValue.bool(true, file.range(start, start + 4))),
                ("false", .bool(false, file.range(start, start + 5))),
                ("null", .null(file.range(start, start + 4))),
            ]
            where bytes[offset...].starts(with: Array(word.utf8)) {
                offset += word.utf8.count
                return value
            }
            throw error("expected a JSON value")
        default:
            let end = Self.numberEnd(in: bytes, from: offset)
            guard end > offset, let number = Double(file.text(from: offset, to: end)) else {
                throw error("expected a JSON value")
            }
            offset = end
            return .number(number, file.range(start, end))
        }
    }

    /// Where the number starting at `start` ends, following JSON's grammar exactly
    /// (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`); `start` when there is none.
    private static func numberEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        func digits() -> Int {
            let first = index
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
            {
                index += 1
            }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0")
        else {
            return start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return start }
        }
        if index < bytes.count,
            bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
        {
            index += 1
            if index < bytes.count,
                bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
            {
                index += 1
            }
            guard digits() > 0 else { return start }
        }
        return index
    }

    private mutating func parseObject() throws(JSONError) -> JSONValue {
        let start = offset
        offset += 1
        var members: [(key: String, keyRange: SourceRange, value: JSONValue)] = []
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members, file.range(start, offset))
        }
        while true {
            skipWhitespace()
            let keyStart = offset
            guard offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key")
            }
            let key = try parseString()
            let keyRange = file.range(keyStart, offset)
            skipWhitespace()
            guard offset < bytes.count && bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key")
            }
            offset += 1
            members.append((key, keyRange, try parseValue()))
            skipWhitespace()
            guard offset < bytes.count else {
                throw error("expected '}' to close the object", at: start)
            }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members, file.range(start, offset))
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(JSONError) -> JSONValue {
        let start = offset
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(items, file.range(start, offset))
        }
        while true {
            items.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else {
                throw error("expected ']' to close the array", at: start)
            }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(items, file.range(start, offset))
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws(JSONError) -> String {
        let start = offset
        offset += 1
        var scalars = String.UnicodeScalarView()
        var segmentStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: file.text(from: segmentStart, to: offset).unicodeScalars)
                offset += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: file.text(from: segmentStart, to: offset).unicodeScalars)
                guard offset + 1 < bytes.count else {
                    break
                }
                let escape = bytes[offset + 1]
                offset += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
                default:
                    throw error(
                        "invalid escape in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u",
                        at: offset - 2)
                }
                segmentStart = offset
                continue
            }
            if byte == 0x0A {
                break
            }
            if byte < 0x20 {
                throw error("a control character must be escaped in a string")
            }
            offset += 1
        }
        throw error("unterminated string", at: start)
    }
}

extension JSONParser {
    /// The character of a `\\uXXXX` escape whose `\\u` was just read, combining a UTF-16
    /// surrogate pair (`\\ud83d\\ude00`) into one character.
    fileprivate mutating func parseUnicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let escapeStart = offset - 2
        let invalid = error(
            "invalid \\u escape: expected four hexadecimal digits for a character", at: escapeStart)
        guard let high = hexadecimalCode() else {
            throw invalid
        }
        guard (0xD800..<0xDC00).contains(high) else {
            guard let scalar = Unicode.Scalar(high) else { throw invalid }
            return scalar
        }
        guard bytes[offset...].starts(with: Array("\\u".utf8)) else {
            throw invalid
        }
        offset += 2
        guard let low = hexadecimalCode(), (0xDC00..<0xE000).contains(low),
            let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else {
            throw invalid
        }
        return scalar
    }

    private mutating func hexadecimalCode() -> UInt32? {
        guard offset + 4 <= bytes.count,
            bytes[offset..<offset + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let code = UInt32(file.text(from: offset, to: offset + 4), radix: 16)
        else {
            return nil
        }
        offset += 4
        return code
    }
}

/// A malformed JSON file.
struct JSONError: Error, Sendable {
    var diagnostic: Diagnostic
}
