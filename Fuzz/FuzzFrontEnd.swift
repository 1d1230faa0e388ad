// The libFuzzer target for the front end. `scripts/fuzz.sh` compiles this file together with
// Fuzz/FuzzSupport.swift, against the stage modules built with testing enabled (so it sees
// their internal API), and runs it.
//
// Each input goes through the whole pipeline — lexer, parser, model builder, generation and
// diagnostic rendering — and through `mdgen import` as a Swift file, and must not crash, hang
// or break one of the invariants below; a broken invariant traps, which libFuzzer reports and
// saves like a crash.

@testable import MDGenCore
@testable import MDGenModel
@testable import MDGenSyntax

/// Runs the front end on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(
        path: "fuzz.mdgen", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let (syntax, parseDiagnostics) = Parser.parse(file)
    let (model, modelDiagnostics) = ModelBuilder.build(syntax, in: file)
    let diagnostics = parseDiagnostics + modelDiagnostics

    for diagnostic in diagnostics + diagnostics.flatMap(\.notes) {
        checkRange(diagnostic.range, in: file)
        for fixIt in diagnostic.fixIts {
            checkRange(fixIt.range, in: file)
        }
    }
    // Errors or not: the model builder prints recovered types too (FileSyntax.types).
    for type in syntax.types {
        checkRoundTrip(type)
    }
    for item in syntax.imports {
        checkRange(item.range, in: file)
    }
    // The builder's model of a file with parse errors may hold half-parsed items; only a
    // valid one is generated.
    if let model, !parseDiagnostics.containsErrors {
        checkImports(model.imports)
    }
    _ = DiagnosticRenderer(usesColor: true).render(diagnostics, source: { _ in file })

    let options = GeneratorOptions(sourceName: "fuzz.mdgen")
    let generation = Generator().generate(file, options: options)
    let output = generation.output
    let generatorDiagnostics = generation.diagnostics
    if output != nil && generatorDiagnostics.containsErrors {
        fatalError("generation produced output despite errors")
    }
    if model != nil && !parseDiagnostics.containsErrors && output == nil {
        fatalError("a valid model failed to generate: \(generatorDiagnostics)")
    }
    for block in model?.imports ?? [] where block.hasPrefix("#if") {
        if let output, !output.contains(block) {
            fatalError(
                "the conditional imports '\(block)' are not in the generated file as written")
        }
    }
    checkImport(bytes: file.bytes)
    return 0
}

/// `mdgen import` of the input as a Swift file: every diagnostic is located in it.
private func checkImport(bytes: [UInt8]) {
    let swift = SourceFile(path: "fuzz.swift", bytes: bytes)
    let (_, diagnostics) = Importer.convert(swift)
    for diagnostic in diagnostics + diagnostics.flatMap(\.notes) {
        checkRange(diagnostic.range, in: swift)
    }
}

/// An import item of the model is one line, or a whole `#if … #endif` block without
/// trailing whitespace: the generator copies it as it is.
private func checkImports(_ imports: [String]) {
    for item in imports {
        let lines = item.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else {
            if item.hasPrefix("#") || item.contains("\r") {
                fatalError("the import line '\(item)' is not a plain import")
            }
            continue
        }
        let last = lines.last!.drop { $0 == " " || $0 == "\t" }
        guard item.hasPrefix("#if"), last.hasPrefix("#endif"),
            lines.allSatisfy({ $0.last.map { !$0.isWhitespace } ?? true })
        else {
            fatalError(
                "the import block '\(item)' is not a whole '#if' block without trailing spaces")
        }
    }
}

/// A printed type must parse back to a type that prints the same: the printer's canonical
/// Swift is what the generated code, and the model builder's messages, rely on.
private func checkRoundTrip(_ type: SwiftType) {
    let printed = TypePrinter.print(type)
    guard let reparsed = Parser.parseType(printed) else {
        fatalError("the printed type '\(printed)' does not parse")
    }
    let reprinted = TypePrinter.print(reparsed)
    guard reprinted == printed else {
        fatalError("the printed type '\(printed)' prints as '\(reprinted)' once parsed again")
    }
}
