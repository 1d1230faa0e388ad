import MDGenCore

/// A target's options, read from `mdgen.json` (`--config`), which the build plugin passes:
///
/// ```json
/// { "access": "public", "templates": "../../Templates/Custom", "sendable": false }
/// ```
///
/// `templates` is relative to the configuration file. `sendable`, `events` and `observers`
/// give every protocol of the target the `@multicast(…)` option of that name, unless the
/// protocol says otherwise. Options given on the command line win.
struct Configuration: Sendable, Equatable {
    var accessLevel: AccessLevel?
    var templatesDirectory: String?
    var defaults = MulticastDefaults()

    static let keys = ["access", "templates", "sendable", "events", "observers"]

    /// The boolean options, and where each goes in ``MulticastDefaults``.
    private static var flags: [String: WritableKeyPath<MulticastDefaults, Bool> & Sendable] {
        [
            "sendable": \.isSendable, "events": \.hasEvents, "observers": \.hasObservers,
        ]
    }

    /// Reads `file`, or returns the diagnostics that point at what is wrong in it.
    static func parse(_ file: SourceFile) -> (Configuration?, [Diagnostic]) {
        let value: JSONValue
        switch JSONParser.parse(file) {
        case .success(let parsed): value = parsed
        case .failure(let error): return (nil, [error.diagnostic])
        }
        guard case .object(let members, _) = value else {
            return (
                nil,
                [
                    .error(
                        "the configuration must be a JSON object, not \(value.kindDescription)",
                        at: value.range, in: file)
                ]
            )
        }
        var configuration = Configuration()
        var diagnostics: [Diagnostic] = []
        let directory = parentDirectory(of: file.path)
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else {
                diagnostics.append(
                    .error("'\(member.key)' is given more than once", at: member.keyRange, in: file)
                )
                continue
            }
            switch member.key {
            case "access":
                guard case .string(let text, _) = member.value,
                    let level = AccessLevel(option: text)
                else {
                    diagnostics.append(
                        .error(
                            "'access' must be \"public\", \"package\" or \"internal\"",
                            at: member.value.range, in: file))
                    continue
                }
                configuration.accessLevel = level
            case "templates":
                guard case .string(let path, _) = member.value, !path.isEmpty else {
                    diagnostics.append(
                        .error(
                            "'templates' must be a directory path, relative to this file",
                            at: member.value.range, in: file))
                    continue
                }
                configuration.templatesDirectory = path.hasPrefix("/") ? path : directory + path
            case let key where flags[key] != nil:
                guard case .bool(let flag, _) = member.value else {
                    diagnostics.append(
                        .error(
                            "'\(key)' must be true or false, not \(member.value.kindDescription)",
                            at: member.value.range, in: file))
                    continue
                }
                configuration.defaults[keyPath: flags[key]!] = flag
            default:
                let suggestion = Spelling.suggestion(for: member.key, among: keys)
                diagnostics.append(
                    .error(
                        "unknown option '\(member.key)'"
                            + (suggestion.map { "; did you mean '\($0)'?" }
                                ?? "; options are "
                                + keys.map { "'\($0)'" }.joined(separator: ", ")),
                        at: member.keyRange, in: file))
            }
        }
        return (diagnostics.containsErrors ? nil : configuration, diagnostics)
    }

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else {
            return ""
        }
        return String(path[...slash])
    }
}

extension AccessLevel {
    /// The level `--access` or `mdgen.json` names, if it is one a whole generated file can
    /// have: `public`, `package` or `internal`.
    init?(option text: String) {
        guard let level = AccessLevel(rawValue: text),
            [.public, .package, .internal].contains(level)
        else {
            return nil
        }
        self = level
    }
}
