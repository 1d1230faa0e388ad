/// libFuzzer entry point for the front end: lexer, parser, model builder and generation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.mdgen", bytes: bytes)
    let (output, diagnostics) = Generator().generate(file, options: GeneratorOptions(sourceName: "fuzz.mdgen"))
    _ = DiagnosticRenderer().render(diagnostics, source: { _ in file })
    if output != nil && diagnostics.containsErrors { fatalError("output despite errors") }
    return 0
}
