extension SwiftLayout {
    /// `head(arguments)` on one line when it fits after `indent` columns (and `reserved`
    /// columns of what follows it), otherwise with each argument on a line of its own, one
    /// level deeper, and the closing parenthesis back at `indent`: a layout `swift format`
    /// accepts for calls, also when an argument is itself a call laid out this way (which
    /// forces the call around it onto several lines).
    func wrapCall(_ head: String, arguments: [String], indent: Int, reserved: Int = 0) -> String {
        let oneLine = head + "(" + arguments.joined(separator: ", ") + ")"
        if arguments.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "\n")) })
            && indent + reserved + oneLine.count <= lineLength
        {
            return oneLine
        }
        let inner = String(repeating: " ", count: indent + indentWidth)
        return head + "(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: indent) + ")"
    }
}
