import MDGenMustache
import Testing

@Suite("Typed values become template values")
struct TemplateValueEncodingTests {
    struct Parameter: Encodable {
        var label: String?
        var name: String
        var isInout: Bool
    }

    struct Requirement: Encodable {
        var name: String
        var line: Int
        var parameters: [Parameter]
        var documentation: [String]
        var combine: Combine?
        var padding: [Empty]

        struct Combine: Encodable {
            var strategy: String
        }

        struct Empty: Encodable {}
    }

    /// Adds a key to its item's, as `Positioned` does for lists.
    struct Tagged<Item: Encodable>: Encodable {
        var item: Item
        var tag: String

        enum CodingKeys: CodingKey {
            case tag
        }

        func encode(to encoder: any Encoder) throws {
            try item.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tag, forKey: .tag)
        }
    }

    @Test("properties become keys, nil stays as null, arrays become lists")
    func structs() {
        let value = TemplateValue(
            encoding: Requirement(
                name: "load", line: 3,
                parameters: [Parameter(label: nil, name: "id", isInout: true)],
                documentation: [" Loads."], combine: nil, padding: [Requirement.Empty()]))
        let expected: TemplateValue = [
            "name": "load", "line": 3,
            "parameters": [["label": nil, "name": "id", "isInout": true]],
            "documentation": [" Loads."], "combine": nil, "padding": [[:]],
        ]
        #expect(value == expected)
        let combined = TemplateValue(
            encoding: Requirement.Combine(strategy: "first"))
        #expect(combined == ["strategy": "first"])
    }

    @Test("keys added by a wrapper join its item's object")
    func wrapper() {
        let value = TemplateValue(
            encoding: Tagged(item: Parameter(label: "at", name: "index", isInout: false), tag: "x"))
        #expect(value == ["label": "at", "name": "index", "isInout": false, "tag": "x"])
    }

    /// An item with the key its wrapper adds.
    struct Labelled: Encodable {
        var tag: String
    }

    @Test("two values under one key stop the program rather than lose one")
    func duplicateKey() async {
        await #expect(processExitsWith: .failure) {
            _ = TemplateValue(encoding: Tagged(item: Labelled(tag: "item"), tag: "wrapper"))
        }
    }

    @Test("scalars and lists of scalars encode as themselves")
    func scalars() {
        #expect(TemplateValue(encoding: "text") == "text")
        #expect(TemplateValue(encoding: 1.5) == 1.5)
        #expect(TemplateValue(encoding: [1, 2]) == [1, 2])
        #expect(TemplateValue(encoding: ["a": true]) == ["a": true])
        #expect(TemplateValue(encoding: String?.none) == nil)
    }
}

@Test("a template value encodes as itself, inside a typed value too")
func templateValues() {
    struct Holder: Encodable {
        var inner: TemplateValue
    }
    let value: TemplateValue = ["a": [1, "b", nil, ["c": false]]]
    #expect(TemplateValue(encoding: value) == value)
    #expect(TemplateValue(encoding: Holder(inner: value)) == ["inner": value])
}
