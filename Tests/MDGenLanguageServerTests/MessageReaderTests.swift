import Testing

@testable import MDGenLanguageServer

/// The base protocol's framing, as `MessageReader` splits it.
struct MessageReaderTests {
    private func frame(_ content: String) -> [UInt8] {
        Array("Content-Length: \(content.utf8.count)\r\n\r\n\(content)".utf8)
    }

    @Test func messagesArrivingInPiecesOfAnySizeAreReassembled() {
        let bytes = frame("{\"a\":1}") + frame("[]")
        for size in [1, 2, 7, bytes.count] {
            var reader = MessageReader()
            var events: [MessageReader.Event] = []
            var index = 0
            while index < bytes.count {
                reader.append(bytes[index..<min(index + size, bytes.count)])
                index += size
                while let event = reader.next() {
                    events.append(event)
                }
            }
            #expect(events == [.message(Array("{\"a\":1}".utf8)), .message(Array("[]".utf8))])
        }
    }

    @Test(arguments: [
        "Content-Type: x\r\n\r\n", "Content-Length: x\r\n\r\n", "nonsense\r\n\r\n",
        "Content-Length: 99999999999999999999\r\n\r\n",
    ])
    func aMalformedHeaderIsDroppedAndTheNextMessageIsRead(header: String) {
        var reader = MessageReader()
        reader.append(Array(header.utf8) + frame("{}"))
        guard case .malformedHeader = reader.next() else {
            Issue.record("expected a malformed header")
            return
        }
        #expect(reader.next() == .message(Array("{}".utf8)))
    }

    @Test func anOverlongMessageIsSkippedWithoutBeingKept() {
        var reader = MessageReader()
        let length = MessageReader.maximumLength + 10
        reader.append(Array("Content-Length: \(length)\r\n\r\n".utf8))
        #expect(reader.next() == .tooLong(length))
        reader.append([UInt8](repeating: 0x20, count: length))
        reader.append(frame("{}"))
        #expect(reader.next() == .message(Array("{}".utf8)))
    }

    @Test func aHeaderWithoutEndIsDroppedOnceTooLong() {
        var reader = MessageReader()
        reader.append([UInt8](repeating: 0x41, count: 10_000))
        #expect(reader.next() == .malformedHeader("a header block longer than 4096 bytes"))
        reader.append(frame("{}"))
        #expect(reader.next() == .message(Array("{}".utf8)))
    }
}
