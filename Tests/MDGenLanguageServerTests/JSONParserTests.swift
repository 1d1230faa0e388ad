import Testing

@testable import MDGenLanguageServer

/// The server's own JSON reader: strict, bounded, and a round trip with its writer.
struct JSONParserTests {
    @Test func valuesOfEveryKindRoundTrip() throws {
        let text = #"{"a":[1,-2.5,true,false,null],"b":"x\"\\\n\u00e9\ud83d\ude00","c":{}}"#
        let value = try JSONParser.parse(Array(text.utf8))
        #expect(value["b"] == "x\"\\\né😀")
        #expect(try JSONParser.parse(Array(value.text.utf8)) == value)
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\"}", "01", "1.", "tru", "\"\u{1}\"", "\"\\x\"", "[] []",
        String(repeating: "[", count: 10_000),
    ])
    func textThatIsNotJSONIsRejected(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func nestingWithinTheLimitIsRead() throws {
        let depth = JSONParser.maximumDepth - 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try JSONParser.parse(Array(text.utf8)) != .null)
    }
}
