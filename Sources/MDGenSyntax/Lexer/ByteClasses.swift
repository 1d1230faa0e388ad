/// The bytes the lexer tells apart, and the classes of bytes that make up tokens.
extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let dot = UInt8(ascii: ".")
    static let minus = UInt8(ascii: "-")
    static let equals = UInt8(ascii: "=")
    static let greaterThan = UInt8(ascii: ">")
    static let quote = UInt8(ascii: "\"")
    static let backtick = UInt8(ascii: "`")

    var isDigit: Bool {
        self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
    }

    /// ASCII letters, `_`, `$`, and every byte of a non-ASCII character: Swift allows most
    /// of Unicode in names, and the parser reports what does not fit where it is.
    var isIdentifierHead: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
    }

    var isIdentifierBody: Bool {
        isIdentifierHead || isDigit
    }

    var isOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
