/// Where the tool writes: results to standard output, diagnostics and errors to standard error.
///
/// Commands write through a console rather than `print`, so that the tests can run the tool in
/// process as well as a subprocess.
package struct Console: Sendable {
    /// Writes text to standard output.
    package var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    package var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal that shows colours.
    package var usesColor: Bool
    /// Reads all of standard input.
    package var readInput: @Sendable () -> [UInt8]

    /// Creates a console from its parts.
    package init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        usesColor: Bool,
        readInput: @escaping @Sendable () -> [UInt8]
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.usesColor = usesColor
        self.readInput = readInput
    }

    /// The process's standard streams. Colours only when standard error is a terminal
    /// (`isTerminal`, which is asked of the stream when not given), never when the `NO_COLOR`
    /// environment variable is set to a non-empty value (the no-color.org rule), and never on
    /// a `TERM=dumb` terminal.
    package static func standard(
        environment: [String: String],
        isTerminal: Bool? = nil
    ) -> Console {
        let isTerminal = isTerminal ?? Platform.errorIsTerminal
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Console(
            writeOutput: Platform.writeOutput,
            writeError: Platform.writeError,
            usesColor: !noColor && isTerminal && environment["TERM"] != "dumb",
            readInput: Platform.readInput)
    }

    /// Writes `error: message` to standard error.
    func error(_ message: String) {
        writeError(label("error:", color: "1;31") + " " + message + "\n")
    }

    /// Writes `note: message` to standard error.
    func note(_ message: String) {
        writeError(label("note:", color: "1;30") + " " + message + "\n")
    }

    private func label(_ text: String, color: String) -> String {
        usesColor ? "\u{1B}[\(color)m\(text)\u{1B}[0m" : text
    }
}
