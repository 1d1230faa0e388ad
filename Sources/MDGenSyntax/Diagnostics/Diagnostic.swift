/// A problem found in an input or a template, as a value that stages return and tests compare.
///
/// Nothing in the core prints a diagnostic: the command line renders them with
/// ``DiagnosticRenderer`` and the tests compare them (or their rendering) with golden files.
package struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    package enum Severity: String, Hashable, Sendable {
        /// The input cannot be used: nothing is generated.
        case error
        /// Something is ignored or dubious, but the input can be used.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// The severities of a diagnostic that has a name: a note has none.
    package enum NamedSeverity: Hashable, Sendable {
        case error
        case warning
    }

    /// Whether this is an error, a warning or a note.
    package private(set) var severity: Severity
    /// The family the problem belongs to, printed after the message as `[#Name]` and
    /// explained in `Documentation/Diagnostics.md`; `nil` for a note, which belongs to the
    /// diagnostic it explains. Set only when the diagnostic is made, so that no note has one.
    package private(set) var name: DiagnosticName?
    /// The message, starting in lower case and without a final period, as Swift's are.
    package var message: String
    /// The path of the file the diagnostic is about, if any.
    package var path: String?
    /// The exact source range the diagnostic is about, if any.
    package var range: SourceRange?
    /// Further explanations, each pointing at its own place.
    package var notes: [Diagnostic]
    /// Edits that would fix the problem.
    package var fixIts: [FixIt]

    /// Creates an error or a warning of the family `name`; ``note(_:at:in:fixIts:)`` creates
    /// a note, which has no name. Each of `notes` is such a note.
    package init(
        _ severity: NamedSeverity,
        _ name: DiagnosticName,
        _ message: String,
        path: String? = nil,
        range: SourceRange? = nil,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        self.init(
            severity: severity == .error ? .error : .warning, name: name, message: message,
            path: path, range: range, notes: notes, fixIts: fixIts)
    }

    private init(
        severity: Severity, name: DiagnosticName?, message: String, path: String?,
        range: SourceRange?, notes: [Diagnostic], fixIts: [FixIt]
    ) {
        precondition(
            notes.allSatisfy { $0.severity == .note }, "a diagnostic's notes are notes")
        self.severity = severity
        self.name = name
        self.message = message
        self.path = path
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// Creates an error of the family `name`.
    package static func error(
        _ name: DiagnosticName,
        _ message: String,
        at range: SourceRange?,
        in file: SourceFile,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            .error, name, message, path: file.path, range: range, notes: notes, fixIts: fixIts)
    }

    /// Creates a warning of the family `name`.
    package static func warning(
        _ name: DiagnosticName,
        _ message: String,
        at range: SourceRange?,
        in file: SourceFile,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            .warning, name, message, path: file.path, range: range, notes: notes, fixIts: fixIts)
    }

    /// Creates a note.
    package static func note(
        _ message: String,
        at range: SourceRange?,
        in file: SourceFile,
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(
            severity: .note, name: nil, message: message, path: file.path, range: range,
            notes: [], fixIts: fixIts)
    }

    /// This diagnostic as an error, for `--warnings-as-errors`.
    package func promotedToError() -> Diagnostic {
        var copy = self
        if copy.severity == .warning {
            copy.severity = .error
        }
        return copy
    }
}

/// A suggested edit: replace the text in `range` with `replacement`.
package struct FixIt: Hashable, Sendable {
    /// The text to replace; an empty range inserts.
    package var range: SourceRange
    /// The new text.
    package var replacement: String

    /// Creates a fix-it.
    package init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    package var containsErrors: Bool {
        contains { $0.severity == .error }
    }

    /// The diagnostics in the order of the text they point at, as a compiler lists them;
    /// those at the same place (or at none) keep their order.
    package func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted {
            ($0.element.range?.start.offset ?? 0, $0.offset)
                < ($1.element.range?.start.offset ?? 0, $1.offset)
        }.map(\.element)
    }
}
