import MDGenSyntax

/// Which warnings are reported as errors and which not at all, by their ``DiagnosticName``:
/// `--warnings-as-errors` raises every one, `--raise` and `"raise"` in `mdgen.json` the named
/// ones, as the compiler's `-Werror <group>` does, and `--silence` and `"silence"` drop the
/// named ones. Raising wins over silencing; errors are never changed.
struct WarningPolicy: Sendable, Equatable {
    var raisesAll = false
    var raised: Set<DiagnosticName> = []
    var silenced: Set<DiagnosticName> = []

    /// `diagnostic` as it is reported, or `nil` when it is silenced.
    func apply(to diagnostic: Diagnostic) -> Diagnostic? {
        guard diagnostic.severity == .warning, let name = diagnostic.name else {
            return diagnostic
        }
        if raisesAll || raised.contains(name) {
            return diagnostic.promotedToError()
        }
        return silenced.contains(name) ? nil : diagnostic
    }

    /// The policy the options of `arguments` ask for.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        raisesAll = arguments.has(SharedOptions.warningsAsErrors.name)
        raised = try Self.names(arguments, SharedOptions.raise)
        silenced = try Self.names(arguments, SharedOptions.silence)
    }

    /// The names given to `option`, a comma-separated list.
    private static func names(
        _ arguments: ParsedArguments, _ option: OptionSpec
    ) throws(UsageError) -> Set<DiagnosticName> {
        var names: Set<DiagnosticName> = []
        for word in arguments.value(option.name)?.split(separator: ",") ?? [] {
            guard let name = DiagnosticName(rawValue: String(word)) else {
                throw UsageError(message: "\(option.name): \(unknown(String(word)))")
            }
            names.insert(name)
        }
        return names
    }

    /// What to say of `word`, which names no diagnostic.
    static func unknown(_ word: String) -> String {
        let suggestion = Spelling.suggestion(
            for: word, among: DiagnosticName.allCases.map(\.rawValue))
        return "'\(word)' names no diagnostic"
            + (suggestion == nil
                ? "; Documentation/Diagnostics.md lists the names" : Quoting.didYouMean(suggestion))
    }
}
