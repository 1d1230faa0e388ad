import Testing

@testable import MDGenSyntax

@Suite("Lexer")
struct LexerTests {
    @Test(
        "names, keywords and backticked names are identifiers; backticks are not part of the text")
    func identifiers() {
        let tokens = FrontEnd.lex("protocol `default` _x $0 café").tokens
        #expect(
            tokens.map(\.kind) == [
                .identifier, .identifier, .identifier, .identifier, .identifier, .end,
            ])
        #expect(tokens.map(\.text) == ["protocol", "default", "_x", "$0", "café", ""])
        #expect(tokens.map(\.isBackticked) == [false, true, false, false, false, false])
        #expect(tokens[1].sourceText == "`default`")
        #expect(tokens[0].isKeyword("protocol") && !tokens[1].isKeyword("default"))
    }

    @Test(
        "punctuation keeps the marks the language needs and splits the rest",
        arguments: [
            ("->", ["->"]), ("...", ["..."]), ("==", ["=="]),
            ("Set<Set<Int>>", ["Set", "<", "Set", "<", "Int", ">", ">"]),
            ("Int?!", ["Int", "?", "!"]), ("a & b", ["a", "&", "b"]),
            ("(x: [K: V])", ["(", "x", ":", "[", "K", ":", "V", "]", ")"]),
            ("@combine(all)", ["@", "combine", "(", "all", ")"]), ("+= ^^", ["+=", "^^"]),
            ("= 3", ["=", "3"]),
        ])
    func punctuation(source: String, expected: [String]) {
        #expect(FrontEnd.tokenTexts(source) == expected)
    }

    @Test("numbers keep their dots, as in availability versions")
    func numbers() {
        let tokens = FrontEnd.lex("iOS 13.0.1, 0x1F").tokens
        #expect(tokens.map(\.text) == ["iOS", "13.0.1", ",", "0x1F", ""])
        #expect(tokens[1].kind == .number)
    }

    @Test("a string literal is one token, quotes and escapes included")
    func strings() {
        let (tokens, diagnostics) = FrontEnd.lex(#"message: "say \"hi\"", x"#)
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.text) == ["message", ":", #""say \"hi\"""#, ",", "x", ""])
        #expect(tokens[2].kind == .string)
    }

    @Test("comments are dropped, and block comments nest as in Swift")
    func comments() {
        let source = """
            a // line comment
            /* block /* nested */ still inside */ b
            /**/ c /***/ d
            """
        let (tokens, diagnostics) = FrontEnd.lex(source)
        #expect(diagnostics.isEmpty)
        #expect(tokens.dropLast().map(\.text) == ["a", "b", "c", "d"])
        #expect(tokens.allSatisfy { $0.documentation == nil })
    }

    @Test("an operator stops where a comment starts")
    func operatorBeforeComment() {
        #expect(FrontEnd.tokenTexts("a +// comment\nb") == ["a", "+", "b"])
        #expect(FrontEnd.tokenTexts("a -/* comment */b") == ["a", "-", "b"])
    }

    @Test("'///' lines make one documentation comment attached to the next token")
    func lineDocumentation() throws {
        let source = """
            /// First line.
            ///   Indented.
            //// Not documentation: four slashes.
            // Not documentation either.
            @MainActor protocol P {}
            """
        let tokens = FrontEnd.lex(source).tokens
        let documentation = try #require(tokens[0].documentation)
        #expect(documentation.lines == [" First line.", "   Indented."])
        #expect(documentation.range.start.line == 1 && documentation.range.end.line == 2)
        #expect(tokens.dropFirst().allSatisfy { $0.documentation == nil })
    }

    @Test("a '/** */' comment loses its decoration but keeps its own indentation")
    func blockDocumentation() throws {
        let source = """
            /**
             * Summary.
             *
             *     code()
             */
            protocol P {}
            """
        let documentation = try #require(FrontEnd.lex(source).tokens[0].documentation)
        #expect(documentation.lines == [" Summary.", "", "     code()"])
    }

    @Test("a one-line '/** */' comment is one line")
    func shortBlockDocumentation() throws {
        let documentation = try #require(FrontEnd.lex("/** Short. */ func").tokens[0].documentation)
        #expect(documentation.lines == [" Short. "])
    }

    @Test("tokens know whether a line break precedes them, comments included")
    func lineStarts() {
        let tokens = FrontEnd.lex("a b\nc /* x\n */ d e").tokens
        #expect(tokens.dropLast().map(\.isAtStartOfLine) == [true, false, true, true, false])
    }

    @Test("locations count lines from 1 and columns in UTF-8 bytes, as Swift does")
    func locations() {
        let tokens = Lexer.tokenize(
            SourceFile(path: "T", bytes: [0xEF, 0xBB, 0xBF] + Array("é x\r\n  y".utf8))
        ).tokens
        #expect(tokens.map(\.text) == ["é", "x", "y", ""])
        // The byte order mark's three bytes count, and so do the two of 'é'.
        #expect(tokens[1].range.start.column == 7)
        #expect(tokens[2].range.start.line == 2 && tokens[2].range.start.column == 3)
    }

    @Test("every input ends with an end token, even an empty one")
    func endToken() {
        #expect(FrontEnd.lex("").tokens.map(\.kind) == [.end])
        #expect(FrontEnd.lex("// only a comment").tokens.map(\.kind) == [.end])
    }

    // MARK: Problems

    @Test("an unterminated block comment is reported at its start, with the closing fix-it")
    func unterminatedComment() throws {
        let (tokens, diagnostics) = FrontEnd.lex("a /* one /* two */\nb")
        #expect(tokens.map(\.text) == ["a", ""])
        #expect(tokens.last?.isIncomplete == true)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:3: error: unterminated '/*' comment: it runs to the end of the file"
            ])
        let fixIt = try #require(diagnostics.first?.fixIts.first)
        #expect(fixIt.replacement == "*/" && fixIt.range.start.offset == 20)
    }

    @Test("an unterminated string is reported and still becomes a token, cut at the line end")
    func unterminatedString() {
        let (tokens, diagnostics) = FrontEnd.lex("x(\"abc)\ny")
        #expect(tokens.map(\.text) == ["x", "(", "\"abc)", "y", ""])
        #expect(tokens[2].isIncomplete)
        #expect(FrontEnd.summaries(diagnostics) == ["1:3: error: unterminated string literal"])
        #expect(diagnostics.first?.fixIts.first?.replacement == "\"")
    }

    @Test("a multi-line string is one token and one error, not lines of declarations")
    func multilineString() {
        let (tokens, diagnostics) = FrontEnd.lex("a \"\"\"\nfunc x()\n\"\"\" b")
        #expect(tokens.map(\.text) == ["a", "\"\"\"\nfunc x()\n\"\"\"", "b", ""])
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:3: error: multi-line string literals are not supported; write the text on one line"
            ])
    }

    @Test("a run of stray control characters is one error")
    func strayCharacters() {
        let (tokens, diagnostics) = FrontEnd.lex("a \u{1}\u{1}\u{1} b")
        #expect(tokens.map(\.text) == ["a", "b", ""])
        #expect(FrontEnd.summaries(diagnostics) == ["1:3: error: unexpected character '\\u{1}'"])
    }

    @Test("invalid UTF-8 is reported once, at the first bad byte")
    func invalidUTF8() {
        let file = SourceFile(
            path: "T", bytes: Array("ab ".utf8) + [0xFF, 0xFE] + Array(" c".utf8))
        let diagnostics = Lexer.tokenize(file).diagnostics
        #expect(FrontEnd.summaries(diagnostics) == ["1:4: error: the file is not valid UTF-8"])
    }

    @Test("a backtick without a name is reported")
    func emptyBackticks() {
        #expect(
            FrontEnd.summaries(FrontEnd.lex("``").diagnostics).first
                == "1:1: error: expected an identifier and a closing '`' after '`'")
    }

    @Test("non-breaking and other Unicode spaces read as spaces, with one warning for the file")
    func unicodeSpaces() {
        let (tokens, diagnostics) = FrontEnd.lex("func\u{A0}a(\u{2009}x: Int)\u{A0}\u{A0}")
        #expect(tokens.dropLast().map(\.text) == ["func", "a", "(", "x", ":", "Int", ")"])
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "1:5: warning: Unicode space (U+00A0) read as a regular space (and 3 more in this file); "
                    + "Swift source would reject it"
            ])
        #expect(diagnostics.first?.fixIts.first?.replacement == " ")
    }
}
