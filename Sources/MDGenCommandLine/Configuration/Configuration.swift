import MDGenModel
import MDGenSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A target's options, read from `mdgen.json` (`--config`, which the build plugin passes; see
/// ``ConfigurationFile``). `templates` is relative to the configuration file. Options given on
/// the command line win.
struct Configuration: Sendable, Equatable {
    var accessLevel: AccessLevel?
    var templatesDirectory: String?
    var defaults = MulticastDefaults()
    /// The warnings reported as errors, and those not reported (see ``WarningPolicy``).
    var raisedWarnings: Set<DiagnosticName> = []
    var silencedWarnings: Set<DiagnosticName> = []

    /// Reads `file`, or returns the diagnostics that point at what is wrong in it.
    static func parse(_ file: SourceFile) -> (Configuration?, [Diagnostic]) {
        // What is wrong with the file as a whole is reported at its start.
        let start = file.range(0, 0)
        func rejected(_ message: String) -> (Configuration?, [Diagnostic]) {
            (nil, [.error(.invalidConfiguration, message, at: start, in: file)])
        }
        let options: ConfigurationFile
        do {
            options = try JSONDecoder().decode(ConfigurationFile.self, from: Data(file.bytes))
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            return rejected("the configuration must be a JSON object")
        } catch {
            return rejected("the configuration is not valid JSON")
        }
        let members = JSONMembers(of: file)
        var diagnostics = members.repeatedKeys.map { member in
            Diagnostic.error(
                .invalidConfiguration, "'\(member.key)' is given more than once",
                at: member.keyRange, in: file)
        }
        for problem in options.problems {
            switch problem {
            case .unknownOption(let key):
                let suggestion = Spelling.suggestion(for: key, among: ConfigurationFile.options)
                diagnostics.append(
                    .error(
                        .invalidConfiguration,
                        "unknown option '\(key)'"
                            + (suggestion == nil
                                ? "; options are " + Quoting.list(ConfigurationFile.options)
                                : Quoting.didYouMean(suggestion)),
                        at: members[key]?.keyRange ?? start, in: file))
            case .invalidValue(let key, let message):
                let range = members[key]?.valueRange ?? start
                let suggestion = suggestedValue(
                    of: key, written: file.text(from: range.start.offset, to: range.end.offset))
                diagnostics.append(
                    .error(
                        .invalidConfiguration,
                        message + Quoting.didYouMean(suggestion?.value), at: range, in: file,
                        fixIts: suggestion.map { [FixIt(range: range, replacement: $0.json)] }
                            ?? []))
            }
        }
        var warnings: [String: Set<DiagnosticName>] = [:]
        for (key, list) in [("raise", options.raise), ("silence", options.silence)] {
            for word in list ?? [] {
                if let name = DiagnosticName(rawValue: word) {
                    warnings[key, default: []].insert(name)
                } else {
                    diagnostics.append(
                        .error(
                            .invalidConfiguration, "'\(key)': " + WarningPolicy.unknown(word),
                            at: members[key]?.valueRange ?? start, in: file))
                }
            }
        }
        guard diagnostics.isEmpty else {
            return (nil, diagnostics.sortedByLocation())
        }
        var configuration = Configuration()
        configuration.accessLevel = options.access.flatMap(AccessLevel.init(option:))
        configuration.templatesDirectory = options.templates.map { path in
            path.hasPrefix("/") ? path : parentDirectory(of: file.path) + path
        }
        configuration.defaults.isSendable = options.sendable ?? configuration.defaults.isSendable
        configuration.defaults.hasEvents = options.events ?? configuration.defaults.hasEvents
        configuration.defaults.hasObservers =
            options.observers ?? configuration.defaults.hasObservers
        configuration.raisedWarnings = warnings["raise"] ?? []
        configuration.silencedWarnings = warnings["silence"] ?? []
        return (configuration, [])
    }

    /// The value that a wrong one, written as `text`, most likely means, and how JSON writes
    /// it: a misspelled access level, or a boolean misspelled or in quotes.
    private static func suggestedValue(of key: String, written text: String)
        -> (value: String, json: String)?
    {
        let isString = text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
        let unquoted = isString ? String(text.dropFirst().dropLast()) : text
        switch key {
        case "access":
            return isString
                ? Spelling.suggestion(for: unquoted, among: ConfigurationFile.accessLevels).map {
                    ($0, "\"\($0)\"")
                } : nil
        case _ where ConfigurationFile.flags.contains(key):
            let values = ["true", "false"]
            let suggestion =
                values.contains(unquoted)
                ? unquoted : Spelling.suggestion(for: unquoted, among: values)
            return suggestion.map { ($0, $0) }
        default:
            return nil
        }
    }

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else {
            return ""
        }
        return String(path[...slash])
    }
}

/// Where the keys of a JSON object, and their values, are in its file: `JSONDecoder` names
/// the key a problem is about, and a diagnostic points at the place. A short scan, which
/// trusts the decoder to have checked the syntax.
struct JSONMembers {
    /// A key of the top-level object, and where its value starts (a string value whole).
    struct Member {
        var key: String
        var keyRange: SourceRange
        var valueRange: SourceRange
    }

    /// The keys of the top-level object, in order, repeated ones included.
    private(set) var members: [Member] = []

    init(of file: SourceFile) {
        let bytes = file.bytes
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "\""):
                let end = Self.end(ofStringAt: index, in: bytes)
                // In the top-level object, a string followed by a colon is a key.
                if depth == 1, let colon = Self.nextToken(from: end, in: bytes),
                    bytes[colon] == UInt8(ascii: ":"),
                    let value = Self.nextToken(from: colon + 1, in: bytes),
                    let key = try? JSONDecoder().decode(String.self, from: Data(bytes[index..<end]))
                {
                    let valueEnd =
                        bytes[value] == UInt8(ascii: "\"")
                        ? Self.end(ofStringAt: value, in: bytes) : value + 1
                    members.append(
                        Member(
                            key: key, keyRange: file.range(index, end),
                            valueRange: file.range(value, valueEnd)))
                }
                index = end - 1
            default:
                break
            }
            index += 1
        }
    }

    /// The first member called `key`.
    subscript(key: String) -> Member? {
        members.first { $0.key == key }
    }

    /// Each member whose key an earlier member has.
    var repeatedKeys: [Member] {
        var seen: Set<String> = []
        return members.filter { !seen.insert($0.key).inserted }
    }

    /// The offset just past the string literal whose quote is at `start`.
    private static func end(ofStringAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, bytes.count)
    }

    /// The offset of the first byte from `offset` on that is not whitespace.
    private static func nextToken(from offset: Int, in bytes: [UInt8]) -> Int? {
        bytes[offset...].firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }
}

extension AccessLevel {
    /// The level `--access` or `mdgen.json` names, if it is one a whole generated file can
    /// have: `public`, `package` or `internal`.
    init?(option text: String) {
        guard ConfigurationFile.accessLevels.contains(text) else {
            return nil
        }
        self.init(rawValue: text)
    }
}
