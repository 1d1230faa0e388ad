import MDGenSyntax

/// An open document: the text the client has, which may differ from the file on disk.
/// A value: a change makes a new document.
struct Document: Sendable {
    /// The client's name for it: a `file:` URI, usually.
    var uri: String
    /// The client's version, which diagnostics name so that it can drop outdated ones.
    var version: Int?
    /// The text, with the path diagnostics name: the URI's file path.
    var source: SourceFile
    /// What the front end found in ``source``, once analysed.
    var analysis: Analysis?

    init(uri: String, version: Int?, text: [UInt8]) {
        self.uri = uri
        self.version = version
        self.source = SourceFile(path: DocumentURI.path(of: uri), bytes: text)
    }

    /// The document after `change`, one of `textDocument/didChange`'s `contentChanges`: the
    /// whole text, or a range and the text that replaces it.
    func applying(_ change: JSON) -> Document? {
        guard let text = change["text"]?.string else {
            return nil
        }
        guard let range = LSPRange(change["range"]) else {
            return Document(uri: uri, version: version, text: Array(text.utf8))
        }
        let start = source.offset(of: range.start)
        let end = max(start, source.offset(of: range.end))
        let bytes = source.bytes
        return Document(
            uri: uri, version: version,
            text: Array(bytes[..<start]) + Array(text.utf8) + Array(bytes[end...]))
    }
}

/// Converts between `file:` URIs and paths.
enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; any other URI as it is.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else {
            return uri
        }
        var rest = uri.dropFirst("file://".count)
        // A host (`file://localhost/…`) is dropped.
        if let slash = rest.firstIndex(of: "/") {
            rest = rest[slash...]
        }
        return percentDecoded(String(rest))
    }

    /// The `file:` URI of a path.
    static func uri(of path: String) -> String {
        var uri = "file://"
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "/-._~".contains(character)
            {
                uri.append(character)
            } else {
                uri += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return uri
    }

    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
