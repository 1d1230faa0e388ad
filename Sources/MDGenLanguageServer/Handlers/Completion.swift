import MDGenModel
import MDGenSyntax

/// `textDocument/completion`: after `@`, the attributes a `.mdgen` file takes; in
/// `@combine(`, the strategies; in `@multicast(`, its options and their values; elsewhere,
/// the keywords.
enum Completion: RequestHandler {
    static let method = "textDocument/completion"

    /// The kinds of items, as LSP numbers them.
    private enum Kind: Int {
        case keyword = 14
        case enumMember = 20
        case property = 10
        case value = 12
    }

    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
    {
        let file = try server.document(params).source
        let offset = file.offset(of: try server.position(params))
        let lineStart = file.lineBounds(file.location(at: offset).line).lowerBound
        let prefix = file.text(from: lineStart, to: max(lineStart, offset))
        return ["isIncomplete": false, "items": .array(items(after: prefix))]
    }

    /// The items for a line that reads `prefix` up to the cursor.
    static func items(after prefix: String) -> [JSON] {
        let word = prefix.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let beforeWord = prefix.dropLast(word.count)
        if let arguments = openArguments(of: "@combine", in: prefix) {
            guard !arguments.contains(",") else {
                return []
            }
            return CombineStrategy.allCases.map { strategy in
                item(strategy.rawValue, .enumMember, strategyDocumentation[strategy] ?? "")
            }
        }
        if let arguments = openArguments(of: "@multicast", in: prefix) {
            let option =
                arguments.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
            if let colon = option.firstIndex(of: ":") {
                let key = option[..<colon].trimmingCharacters(in: " ")
                return values(of: key).map { item($0, .value, "") }
            }
            return ModelBuilder.multicastOptions.map { key in
                item(
                    key, .property,
                    optionDocumentation[key] ?? "a new name for the multicast's '\(key)'",
                    insert: key + ": ")
            }
        }
        if beforeWord.hasSuffix("@") {
            return attributes.map { item($0.label, .keyword, $0.documentation, insert: $0.insert) }
        }
        return keywords.map { item($0, .keyword, "") }
    }

    /// The text after `attribute(` when the cursor is inside its parentheses.
    private static func openArguments(of attribute: String, in prefix: String) -> Substring? {
        guard let range = prefix.ranges(of: attribute + "(").last else {
            return nil
        }
        let arguments = prefix[range.upperBound...]
        return arguments.contains(")") ? nil : arguments
    }

    private static func values(of option: String) -> [String] {
        if option == "storage" {
            return Storage.allCases.map(\.rawValue)
        }
        return ModelBuilder.booleanOptions.contains(option) ? ["true", "false"] : []
    }

    private static func item(
        _ label: String, _ kind: Kind, _ documentation: String, insert: String? = nil
    )
        -> JSON
    {
        var item: [String: JSON] = ["label": .string(label), "kind": .int(kind.rawValue)]
        if !documentation.isEmpty {
            item["documentation"] = .string(documentation)
        }
        if let insert {
            item["insertText"] = .string(insert)
            item["filterText"] = .string(label)
        }
        return .object(item)
    }

    /// The attributes, as written after `@`.
    static let attributes: [(label: String, insert: String, documentation: String)] = [
        (
            "combine", "combine(",
            "@combine(strategy): how the answers of a value-returning requirement are combined"
        ),
        (
            "multicast", "multicast(",
            "@multicast(option: value, …): the options of the generated multicast"
        ),
        (
            "MainActor", "MainActor",
            "a protocol isolated to the main actor gets a multicast isolated to it"
        ),
        ("available", "available(", "passed through to the generated declarations"),
        ("preconcurrency", "preconcurrency", "passed through to the generated declarations"),
        ("discardableResult", "discardableResult", "passed through to the requirement"),
        (
            "objc", "objc",
            "accepted and dropped with a warning; '@objc optional func' means 'optional func'"
        ),
    ]

    static let keywords = [
        "import", "protocol", "func", "optional", "public", "package", "internal", "fileprivate",
        "async", "throws", "where", "any", "some", "inout", "borrowing", "consuming", "sending",
        "AnyObject", "Sendable",
    ]

    static let strategyDocumentation: [CombineStrategy: String] = [
        .all: "Bool: true when every delegate answers true, and when there is none",
        .any: "Bool: true when at least one delegate answers true",
        .first: "the first non-nil answer, in registration order; later delegates are not asked",
        .last: "the last non-nil answer",
        .collect: "every non-nil answer, in registration order",
    ]

    static let optionDocumentation = [
        "name": "the multicast class's name (default: <Protocol>Multicast)",
        "storage": "weak (the default) or strong: how the multicast holds its delegates",
        "sendable": "true: Sendable and lock-protected; false: one isolation domain, no lock",
        "existing": "true: the protocol is declared elsewhere; generate only its multicast",
        "events": "true: the multicast also vends its calls as an AsyncSequence of events",
        "observers": "true: closures can observe the calls, with a token",
        "spy":
            "false: generate no spy of this protocol; true: it is an error when it cannot have one",
    ]
}

extension Substring {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        String(
            drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
