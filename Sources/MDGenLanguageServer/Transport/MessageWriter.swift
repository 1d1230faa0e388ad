/// Frames a message for the client: a `Content-Length` header, a blank line, and the JSON
/// text in UTF-8.
package enum MessageWriter {
    /// The bytes that carry `message`.
    package static func frame(_ message: JSON) -> [UInt8] {
        let content = Array(message.text.utf8)
        return Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }
}
