#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A target's `mdgen.json`, as `JSONDecoder` reads it for the command line (`--config`) and
/// for the build plugin, which includes this file through a symbolic link (plugins cannot
/// import libraries, so it uses Foundation alone):
///
/// ```json
/// { "access": "public", "templates": "../../Templates/Custom", "sendable": false }
/// ```
///
/// A wrong option does not stop decoding: it is listed in ``problems`` with its key, so that
/// every mistake in the file is reported at once. Decoding throws only when the file is not
/// a JSON object.
struct ConfigurationFile: Decodable, Equatable {
    /// `public`, `package` or `internal`: the access level of every generated declaration.
    var access: String?
    /// The folder of custom templates, relative to the file.
    var templates: String?
    /// The `@multicast(…)` options of the same names, for every protocol that leaves them out.
    var sendable: Bool?
    var events: Bool?
    var observers: Bool?
    /// For the build plugin: whether the target gets spies of its own protocols (`true`), or
    /// a test target none of its dependencies' (`false`).
    var spies: Bool?
    /// The names of warnings reported as errors (`--raise`), and of warnings not reported
    /// (`--silence`), as mdgen prints them in `[#…]`; the command line checks the names.
    var raise: [String]?
    var silence: [String]?
    /// What is wrong in the file, in the order of the options' names.
    var problems: [Problem] = []

    /// An option that is wrong.
    enum Problem: Equatable {
        /// A key that names no option.
        case unknownOption(String)
        /// An option whose value is wrong, and what it must be instead.
        case invalidValue(option: String, message: String)
    }

    /// The options, in the order the documentation lists them.
    static let options = [
        "access", "templates", "sendable", "events", "observers", "spies", "raise", "silence",
    ]

    /// The values of `access`.
    static let accessLevels = ["public", "package", "internal"]

    /// The options whose value is `true` or `false`.
    static let flags = ["sendable", "events", "observers", "spies"]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: OptionKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            switch key.stringValue {
            case "access":
                access = try? container.decode(String.self, forKey: key)
                if access.map(Self.accessLevels.contains) != true {
                    let value = access.map { "'\($0)'" } ?? Self.kind(of: key, in: container)
                    problems.append(
                        .invalidValue(
                            option: "access",
                            message:
                                "'access' must be 'public', 'package' or 'internal', not \(value)"))
                }
            case "templates":
                templates = try? container.decode(String.self, forKey: key)
                if templates?.isEmpty != false {
                    problems.append(
                        .invalidValue(
                            option: "templates",
                            message: "'templates' must be a directory path, relative to this file"))
                }
            case "sendable": sendable = flag(key, in: container)
            case "events": events = flag(key, in: container)
            case "observers": observers = flag(key, in: container)
            case "spies": spies = flag(key, in: container)
            case "raise": raise = names(key, in: container)
            case "silence": silence = names(key, in: container)
            default: problems.append(.unknownOption(key.stringValue))
            }
        }
    }

    /// The value of the flag `key`, or `nil` after noting what else it is.
    private mutating func flag(
        _ key: OptionKey, in container: KeyedDecodingContainer<OptionKey>
    ) -> Bool? {
        if let flag = try? container.decode(Bool.self, forKey: key) {
            return flag
        }
        problems.append(
            .invalidValue(
                option: key.stringValue,
                message:
                    "'\(key.stringValue)' must be 'true' or 'false', not "
                    + Self.kind(of: key, in: container)))
        return nil
    }

    /// The list of names `key` holds, or `nil` after noting what else it is.
    private mutating func names(
        _ key: OptionKey, in container: KeyedDecodingContainer<OptionKey>
    ) -> [String]? {
        if let names = try? container.decode([String].self, forKey: key) {
            return names
        }
        problems.append(
            .invalidValue(
                option: key.stringValue,
                message:
                    "'\(key.stringValue)' must be an array of diagnostic names, such as "
                    + "[\"ObjCAttributeDropped\"]"))
        return nil
    }

    /// What the value of `key` is, in words, for a message that says it is the wrong kind.
    private static func kind(
        of key: OptionKey, in container: KeyedDecodingContainer<OptionKey>
    ) -> String {
        if (try? container.decodeNil(forKey: key)) == true {
            return "null"
        }
        if (try? container.decode(String.self, forKey: key)) != nil {
            return "a string"
        }
        if (try? container.decode(Double.self, forKey: key)) != nil {
            return "a number"
        }
        return (try? container.nestedUnkeyedContainer(forKey: key)) != nil
            ? "an array" : "an object"
    }

    /// Any key of the file's object, so that unknown ones are found too.
    private struct OptionKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }
}
