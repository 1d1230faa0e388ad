import Testing

@testable import MDGenCore

/// `String(writing:)` (`TextWriter.swift`): the generator's signatures and calls are written
/// piece by piece into a string of exactly their size, which must hold what appending the
/// same pieces gives.
@Suite("Text writer")
struct TextWriterTests {
    @Test(
        "the text is the pieces in order",
        arguments: [
            [],
            [""],
            ["func ", "transfer", "(", "_ transfer: Transfer", ")"],
            ["a", "", "b"],
            // Small strings (at most 15 bytes) live in the string itself, others in storage.
            ["a string far longer than fifteen bytes, ", "then a short one"],
            // Non-ASCII: lengths are in UTF-8 bytes, not characters.
            ["café ", "naïve 🚀", "\u{301}", "日本語"],
        ])
    func piecesInOrder(pieces: [String]) {
        let written = String { text in
            for piece in pieces {
                text.write(piece)
            }
        }
        #expect(written == pieces.joined())
        #expect(written.utf8.count == pieces.reduce(0) { $0 + $1.utf8.count })
    }

    @Test("a piece written several times, and none for a count of zero or less")
    func repeatedPieces() {
        let written = String { text in
            text.write("(")
            text.write(" ", times: 4)
            text.write("x", times: 0)
            text.write("y", times: -1)
            text.write(")")
        }
        #expect(written == "(    )")
    }

    @Test("the body runs twice, measuring then writing, and must write the same each time")
    func runsTwice() {
        var runs = 0
        let written = String { text in
            runs += 1
            text.write("run")
        }
        #expect(written == "run")
        #expect(runs == 2)
    }
}
