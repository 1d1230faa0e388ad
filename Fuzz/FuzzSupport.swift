// Checks shared by the libFuzzer targets; `scripts/fuzz.sh` compiles this file into each.

@testable import MDGenSyntax

/// A diagnostic's range must lie within the text, or the renderer would point nowhere.
func checkRange(_ range: SourceRange?, in file: SourceFile) {
    guard let range else {
        return
    }
    guard range.start.offset <= range.end.offset, range.end.offset <= file.bytes.count,
        file.location(at: range.start.offset) == range.start,
        file.location(at: range.end.offset) == range.end
    else {
        fatalError("diagnostic range \(range) is outside the text or inconsistent")
    }
}
