import Testing

@testable import MDGenLanguageServer

/// How the server reads and writes JSON through `JSONDecoder` and `JSONEncoder`: strict,
/// bounded, and a round trip.
struct JSONCodingTests {
    @Test func valuesOfEveryKindRoundTrip() throws {
        let text = #"{"a":[1,-2.5,true,false,null],"b":"x\"\\\n\u00e9\ud83d\ude00","c":{}}"#
        let value = try JSON(parsing: Array(text.utf8))
        #expect(value["b"] == "x\"\\\né😀")
        #expect(try JSON(parsing: Array(value.text.utf8)) == value)
    }

    @Test func trueAndOneStayApart() throws {
        #expect(try JSON(parsing: Array("[true,1,false,0]".utf8)) == [true, 1, false, 0])
        #expect(JSON.array([true, 1]).text == "[true,1]")
    }

    @Test func membersAreWrittenInKeyOrder() {
        let value: JSON = ["b": 1, "a": ["d": nil, "c": "/"], "c": .number(2.5)]
        #expect(value.text == #"{"a":{"c":"/","d":null},"b":1,"c":2.5}"#)
    }

    @Test func aNumberThatIsNotFiniteIsWrittenAsNull() {
        #expect(JSON.array([.number(.infinity), .number(.nan)]).text == "[null,null]")
    }

    @Test func invalidUTF8BecomesAReplacementCharacter() throws {
        #expect(try JSON(parsing: [0x22, 0x61, 0xFF, 0x22]) == "a\u{FFFD}")
    }

    @Test(arguments: [
        "", "{", "{\"a\"}", "01", "1.", "tru", "\"\u{1}\"", "\"\\x\"", "[] []", "[1,,2]",
        "\"\\ud800\"", String(repeating: "[", count: 10_000),
    ])
    func textThatIsNotJSONIsRejected(text: String) {
        #expect(throws: (any Error).self) { try JSON(parsing: Array(text.utf8)) }
    }

    /// `JSONDecoder` reads a trailing comma, which RFC 8259 does not allow.
    @Test(arguments: ["[1,]", "{\"a\":1,}"])
    func aTrailingCommaIsRead(text: String) throws {
        #expect(try JSON(parsing: Array(text.utf8)).text == text.replacing(",", with: ""))
    }

    @Test func nestingAsDeepAsMessagesNeedIsRead() throws {
        let depth = 255
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try JSON(parsing: Array(text.utf8)) != .null)
    }

    /// Up to `JSONDecoder`'s limit (512 levels on Linux), `init(from:)` recurses once a level;
    /// past it, the decoder stops before any recursion.
    @Test(arguments: [512, 513, 100_000])
    func deepNestingIsReadOrRejectedWithoutACrash(depth: Int) {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects =
            String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        for text in [arrays, objects] {
            let value = try? JSON(parsing: Array(text.utf8))
            #expect((value != nil) == (depth <= 512))
        }
    }
}
