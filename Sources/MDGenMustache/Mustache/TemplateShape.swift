/// The shape of a set of template values: every key path, with the kinds of value found
/// there. A list's items are at its path followed by `[]`: `protocols[].methods[].name`.
package struct TemplateShape: Sendable {
    /// The kinds of value at each key path: `object`, `list`, `string`, `number`, `bool`,
    /// `null`.
    package private(set) var kinds: [String: Set<String>] = [:]

    /// The shape of the union of `values`, so that a key any of them has is there.
    package init(_ values: [TemplateValue]) {
        for value in values {
            add(value, at: "")
        }
    }

    /// Every key, without its path.
    package var keys: Set<String> {
        Set(
            kinds.keys.compactMap { path in
                path.split(separator: ".").last.map { String($0.replacing("[]", with: "")) }
            })
    }

    /// One line per key path, sorted: `protocols[].name: string`, with the kinds joined by
    /// "or" (`string or null`).
    package var lines: [String] {
        let order = ["object", "list", "string", "number", "bool", "null"]
        return kinds.keys.sorted().compactMap { path in
            guard let found = kinds[path] else { return nil }
            return path + ": " + order.filter(found.contains).joined(separator: " or ")
        }
    }

    private mutating func add(_ value: TemplateValue, at path: String) {
        let kind: String
        switch value {
        case .object(let members):
            kind = "object"
            for (key, member) in members {
                add(member, at: path.isEmpty ? key : path + "." + key)
            }
        case .list(let items):
            kind = "list"
            for item in items {
                add(item, at: path + "[]")
            }
        case .string: kind = "string"
        case .number: kind = "number"
        case .bool: kind = "bool"
        case .null: kind = "null"
        }
        if !path.isEmpty {
            kinds[path, default: []].insert(kind)
        }
    }
}
