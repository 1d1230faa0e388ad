// The libFuzzer target for the language server's message reader. `scripts/fuzz.sh --lsp`
// compiles this file together with Fuzz/FuzzSupport.swift, against the stage modules and
// MDGenLanguageServer built with testing enabled, and runs it.
//
// Each input is what a client might write to `mdgen lsp`: its first byte picks the size of
// the pieces it arrives in, and the rest goes through the message reader, the JSON reader and
// the server (already initialized, so that the input reaches every handler) exactly as the
// connection feeds them. Nothing may crash or hang, and each invariant below must hold; a
// broken one traps, which libFuzzer reports and saves like a crash.

@testable import MDGenLanguageServer
@testable import MDGenSyntax

/// Feeds one input to an initialized server.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else {
        return 0
    }
    let pieceSize = Int(first) + 1
    var server = LanguageServer(analyzer: Analysis.lint)
    _ = server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:]])
    var reader = MessageReader()
    var index = 1
    while index < bytes.count, server.exitStatus == nil {
        reader.append(bytes[index..<min(index + pieceSize, bytes.count)])
        index += pieceSize
        while let event = reader.next(), server.exitStatus == nil {
            guard case .message(let content) = event else {
                continue
            }
            if content.count > MessageReader.maximumLength {
                fatalError("the reader kept a message longer than its limit")
            }
            for message in server.receive(content) {
                checkMessage(message)
            }
        }
    }
    for document in server.documents.values {
        for diagnostic in document.analysis?.diagnostics ?? [] {
            checkRange(diagnostic.range, in: document.source)
        }
    }
    return 0
}

/// A message the server sends is a JSON-RPC object that its own reader reads back as it is,
/// once framed: a response with an id and a result or an error, or a notification.
private func checkMessage(_ message: JSON) {
    guard message["jsonrpc"] == "2.0" else {
        fatalError("a message without jsonrpc 2.0: \(message.text)")
    }
    if message["method"] == nil,
        message["id"] == nil
            || (message["result"] == nil) == (message["error"] == nil)
    {
        fatalError("a response without an id, or without exactly one of result and error")
    }
    var reader = MessageReader()
    reader.append(MessageWriter.frame(message))
    guard case .message(let content) = reader.next(),
        (try? JSON(parsing: content)) == message
    else {
        fatalError("a message that does not read back as it was written: \(message.text)")
    }
}
