import Testing

@testable import MDGenCore

/// The generator's records (`TemplateRecord.swift`, `RenderValue.swift`): objects whose keys
/// are found through their shape by a hash each tag computes once, which must resolve names
/// exactly as an object of the same members does.
@Suite("Template records")
struct TemplateRecordTests {
    enum Key: String, TemplateRecordKey {
        case name, inner, items, isFirst, isLast

        static let shape = TemplateShape(Key.self)
    }

    enum InnerKey: String, TemplateRecordKey {
        case flag, text

        static let shape = TemplateShape(InnerKey.self)
    }

    /// A record with `name`, an `inner` record, and `items`; `isFirst` and `isLast` are left
    /// for ``positioned(_:)`` to set.
    func record(_ name: String, flag: Bool) -> RenderValue {
        var inner = TemplateRecordBuilder<InnerKey>()
        inner[.flag] = .bool(flag)
        inner[.text] = .string("inner " + name)
        var record = TemplateRecordBuilder<Key>()
        record[.name] = .string(name)
        record[.inner] = inner.value
        record[.items] = .strings(["x", "y"])
        return record.value
    }

    /// Renders `template` with the record list `records` under `items`, in a top context of
    /// `top`, through the renderer and also through the records' ``RenderValue/templateValue``:
    /// both must agree.
    func render(_ template: String, top: TemplateValue, records: [RenderValue]) throws -> String {
        let parsed = try parseMustache(template, name: "main")
        func run(_ items: [RenderValue]) throws -> String {
            var renderer = MustacheRenderer(
                templates: ["main": parsed], context: .value(top), escaping: .none,
                missingPartials: .error, limits: .default,
                deferredLists: ["records": DeferredList(count: items.count) { items[$0] }])
            renderer.rendersListsInParallel = false
            return try renderer.render(parsed)
        }
        let items = positioned(records)
        let fromRecords = try run(items)
        let fromObjects = try run(items.map { .value($0.templateValue) })
        #expect(fromRecords == fromObjects)
        return fromRecords
    }

    @Test func aShapeFindsEachOfItsKeysAndNoOther() {
        let keys = (0..<300).map { "key\($0)" }
        let shape = TemplateShape(keys: keys)
        for (slot, key) in keys.enumerated() {
            #expect(shape.slot(of: key, hash: TemplateShape.hash(key)) == slot)
        }
        for missing in (0..<300).map({ "other\($0)" }) + ["", "key", "key300", "Key0"] {
            #expect(shape.slot(of: missing, hash: TemplateShape.hash(missing)) == nil)
        }
        // The hash only narrows the search; the key itself must match.
        #expect(shape.slot(of: "key7", hash: TemplateShape.hash("key8")) == nil)
        #expect(Key.shape.keys == ["name", "inner", "items", "isFirst", "isLast"])
    }

    /// A record stores a key's value at the key's position among its cases, which the shape
    /// of every key type the generator uses checks when it is made.
    @Test func everyKeyTypeNumbersItsCasesInOrder() {
        func check<K: TemplateRecordKey>(_ key: K.Type) {
            #expect(K.shape.keys == K.allCases.map(\.rawValue))
            #expect(K.allCases.map(\.ordinal) == Array(0..<K.allCases.count))
        }
        check(Key.self)
        check(InnerKey.self)
        check(MethodContext.Key.self)
        check(MethodContext.CombineKey.self)
        check(MethodContext.LocalsKey.self)
        check(ProtocolContext.Key.self)
        check(ProtocolContext.PrivateNameKey.self)
        check(ProtocolContext.APIKey.self)
    }

    @Test func namesResolveInRecordsAsInObjects() throws {
        let records = [record("a", flag: true), record("b", flag: false), record("c", flag: true)]
        let top: TemplateValue = ["name": "top", "other": "from the top", "flag": "top flag"]
        #expect(
            try render(
                "{{#records}}{{^isFirst}}, {{/isFirst}}{{name}}{{/records}}", top: top,
                records: records) == "a, b, c")
        // A key the record lacks is found further down the stack.
        #expect(
            try render("{{#records}}{{other}};{{/records}}", top: top, records: records)
                == "from the top;from the top;from the top;")
        // Dotted names go through nested records; a section over one pushes it.
        #expect(
            try render(
                "{{#records}}{{inner.text}}{{#inner}}={{flag}}/{{name}}{{/inner}} {{/records}}",
                top: top, records: records) == "inner a=true/a inner b=false/b inner c=true/c ")
        #expect(
            try render(
                "{{#records}}{{#isLast}}{{#items}}{{.}}{{/items}}{{/isLast}}{{/records}}",
                top: top, records: records) == "xy")
        #expect(
            try render("{{#records.0}}?{{/records.0}}{{records.name}}.", top: top, records: records)
                == ".")
    }

    @Test func aRecordHasNoText() throws {
        let error = #expect(throws: TemplateError.self) {
            try render(
                "{{#records}}{{inner}}{{/records}}", top: [:], records: [record("a", flag: true)])
        }
        #expect(error?.diagnostics.first?.message.contains("is an object") == true)
    }

    @Test func aRecordAsAValueHasEveryKey() {
        guard
            case .object(let members) = positioned(record("a", flag: true), at: 0, of: 2)
                .templateValue
        else {
            Issue.record("a record is an object")
            return
        }
        #expect(Set(members.keys) == Set(Key.shape.keys))
        #expect(members["isFirst"] == true && members["isLast"] == false)
        #expect(members["inner"]?["flag"] == true)
        #expect(members["items"] == ["x", "y"])
    }
}
