/// Prints syntax back as canonical Swift: one spelling per construct, whatever spacing the
/// input used, so that generated code is deterministic and reads as hand-written.
///
/// Canonical means: Swift's usual spacing (`[String: Int]`, `(Int) async throws -> Void`,
/// `any P & Q`), no redundant parentheses (`((Int))?` is `Int?`), and parentheses wherever
/// Swift needs them (`(any P)?`, `(() -> Void)?`). Printing a parsed type and parsing the
/// result again gives the same type.
package enum TypePrinter {
    /// The Swift spelling of a type, such as `[String: Int]`, `(any Error)?` or
    /// `@escaping (Int) async throws -> Void`.
    package static func print(_ type: SwiftType) -> String {
        switch type.withoutParentheses {
        case .named(let components):
            if components.count == 1, components[0].genericArguments == nil {
                return Identifier.escapedForType(
                    components[0].name, isBackticked: components[0].isBackticked)
            }
            return components.map { component in
                var text = Identifier.escapedForType(
                    component.name, isBackticked: component.isBackticked)
                if let arguments = component.genericArguments {
                    text += "<" + arguments.map(print).joined(separator: ", ") + ">"
                }
                return text
            }.joined(separator: ".")
        case .optional(let wrapped):
            return postfixOperand(wrapped) + "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            return postfixOperand(wrapped) + "!"
        case .array(let element):
            return "[" + print(element) + "]"
        case .dictionary(let key, let value):
            return "[" + print(key) + ": " + print(value) + "]"
        case .tuple(let elements):
            return "(" + elements.map(printElement).joined(separator: ", ") + ")"
        case .function(let function):
            var text = "(" + function.parameters.map(printElement).joined(separator: ", ") + ")"
            if function.isAsync {
                text += " async"
            }
            if let effect = function.throwsClause {
                text += effect.errorType.map { " throws(\(print($0)))" } ?? " throws"
            }
            return text + " -> " + print(function.result)
        case .existential(let constraint):
            return "any " + print(constraint)
        case .opaque(let constraint):
            return "some " + print(constraint)
        case .metatype(let base, let isProtocol):
            return postfixOperand(base) + (isProtocol ? ".Protocol" : ".Type")
        case .composition(let members):
            return members.map(postfixOperand).joined(separator: " & ")
        case .attributed(let attributes, let base):
            return (attributes + [print(base)]).joined(separator: " ")
        case .packExpansion(let pattern):
            return "repeat " + print(pattern)
        case .packElement(let pack):
            return "each " + print(pack)
        }
    }

    /// The spelling of `type` as the operand of `?`, `!`, `.Type` or `&`, parenthesised
    /// where Swift needs it: `(any P)?`, `(() -> Void)?`.
    package static func postfixOperand(_ type: SwiftType) -> String {
        switch type.withoutParentheses {
        case .function, .existential, .opaque, .composition, .attributed, .packExpansion,
            .packElement:
            "(" + print(type) + ")"
        default:
            print(type)
        }
    }

    private static func printElement(_ element: SwiftType.TupleElement) -> String {
        var text = ""
        if let label = element.label {
            text += Identifier.escapedForLabel(label)
            if let secondName = element.secondName {
                text += " " + Identifier.escaped(secondName)
            }
            text += ": "
        }
        return text + print(element.type) + (element.isVariadic ? "..." : "")
    }
}

/// Prints the tokens of an attribute's arguments with Swift's usual spacing.
package enum TokenPrinter {
    /// The tokens as source text: `iOS 13.0, *`, `message: "Use x"`, `download(_:didFinish:)`.
    package static func print(_ tokens: [Token]) -> String {
        var text = ""
        var previous: Token?
        for token in tokens {
            if let previous, needsSpace(between: previous, and: token) {
                text += " "
            }
            text += token.sourceText
            previous = token
        }
        return text
    }

    private static func needsSpace(between previous: Token, and next: Token) -> Bool {
        let isWord: (Token) -> Bool = { $0.kind != .punctuation }
        if isWord(previous) && isWord(next) {
            return true
        }
        if previous.isPunctuation(",") {
            return true
        }
        if previous.isPunctuation(":") {
            // A selector, as in `@objc(tableView:didSelectRowAt:)`, keeps its pieces together.
            let isSelectorPiece = next.kind == .identifier && previous.range.end == next.range.start
            return next.kind != .punctuation && !isSelectorPiece || next.isPunctuation("*")
        }
        if previous.kind == .punctuation && next.kind == .punctuation {
            return false
        }
        // An operator such as `*` or `==` between words keeps its spaces.
        let isOperator: (Token) -> Bool = {
            $0.kind == .punctuation
                && !["(", ")", "[", "]", ".", ",", ":", "<", ">", "?", "!", "@", "#"]
                    .contains($0.text)
        }
        return isOperator(previous) || isOperator(next)
    }
}

/// Spelling rules for identifiers.
package enum Identifier {
    /// Words that must be written in backticks to be used as a name.
    package static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any",
        "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Words that cannot be argument labels even though most keywords can.
    private static let reservedLabels: Set<String> = ["inout", "var", "let"]

    /// `name` as a declaration or expression name, in backticks when it is a reserved word.
    package static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label, which may be any keyword but `inout`, `var` and `let`.
    package static func escapedForLabel(_ name: String) -> String {
        reservedLabels.contains(name) ? "`\(name)`" : name
    }

    /// `name` as a component of a type name: `Self` and `Any` are types, other reserved
    /// words need backticks, and so do a member type named `Type` or `Protocol` written in
    /// backticks, which would otherwise mean a metatype.
    static func escapedForType(_ name: String, isBackticked: Bool) -> String {
        switch name {
        case "Self", "Any", "Type", "Protocol":
            return isBackticked ? "`\(name)`" : name
        default:
            return escaped(name)
        }
    }
}
