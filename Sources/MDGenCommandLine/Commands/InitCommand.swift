import MDGenSyntax

/// `mdgen init`: writes a commented starting point, a `.mdgen` file that shows the DSL and
/// generates code that compiles as it is.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Write a commented starter .mdgen file to edit."
    static let usage = "mdgen init [<name>] [--output <dir>]"
    static let discussion = """
        Writes <name>.mdgen, a delegate protocol called <name> (MyDelegate by default), with
        comments that show what the .mdgen language adds to Swift: optional requirements,
        '@combine' strategies and '@multicast' options. It is valid as it is, so the next build
        or 'mdgen generate' turns it into Swift; then rename and rewrite its requirements. An
        existing file is never overwritten.
        """
    static let options: [OptionSpec] = [
        .value("--output", "dir", "Write the file into <dir>, creating it if needed.")
    ]
    static let examples = [
        Example("Write MyDelegate.mdgen in the current directory:", "mdgen init"),
        Example(
            "Write Sources/App/DownloadDelegate.mdgen, for the target App:",
            "mdgen init DownloadDelegate --output Sources/App"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
    {
        guard arguments.positionals.count <= 1 else {
            throw UsageError(message: "give at most one name, the protocol's")
        }
        let given = arguments.positionals.first ?? "MyDelegate"
        // `DownloadDelegate.mdgen` names the file the user wants.
        let name = given.hasSuffix(".mdgen") ? String(given.dropLast(".mdgen".count)) : given
        try checkIdentifier(name, as: given)
        let directory = arguments.value("--output")
        let path = directory.map { FileSystem.join($0, name + ".mdgen") } ?? name + ".mdgen"
        guard FileSystem.kind(of: path) == .missing else {
            console.error(
                "'\(path)' already exists, and 'mdgen init' never overwrites a file; choose "
                    + "another name, or edit that file")
            return .failure
        }
        do {
            if let directory {
                try FileSystem.createDirectory(directory)
            }
            try FileSystem.write(starter(named: name, fileName: name + ".mdgen"), to: path)
        } catch {
            console.error(error.message)
            return .failure
        }
        console.writeOutput(nextSteps(path: path, name: name))
        return .success
    }

    /// Throws a usage error that points at the first character of `name` a Swift identifier
    /// cannot have, or says why the whole of it cannot be one; `argument` is `name` as given.
    private static func checkIdentifier(_ name: String, as argument: String) throws(UsageError) {
        let problem: (offset: Int, reason: String)?
        if name.isEmpty {
            problem = (0, "it cannot be empty")
        } else if let index = name.firstIndex(where: { !isIdentifierCharacter($0) }) {
            problem = (
                name.distance(from: name.startIndex, to: index),
                "'\(name[index])' cannot be part of one"
            )
        } else if name.first?.isNumber == true {
            problem = (0, "it cannot start with a digit")
        } else if Identifier.reservedWords.contains(name) {
            problem = (0, "'\(name)' is a keyword")
        } else {
            problem = nil
        }
        guard let problem else {
            return
        }
        let suggestion = suggestedIdentifier(for: name)
        // The command line again, with a caret under the mistake.
        let line = "mdgen init " + argument
        let caret = String(repeating: " ", count: "mdgen init ".count + problem.offset) + "^"
        throw UsageError(
            message: "the protocol's name must be a Swift identifier, and \(problem.reason)"
                + Quoting.didYouMean(suggestion) + "\n  " + line + "\n  " + caret)
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// `name`'s words in upper camel case, without what an identifier cannot have:
    /// `download-delegate` gives `DownloadDelegate`.
    private static func suggestedIdentifier(for name: String) -> String? {
        let words = name.split { !isIdentifierCharacter($0) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, !first.isNumber, joined != name else {
            return nil
        }
        return joined
    }

    /// What to do with the new file: build it with the plugin, or generate it.
    private static func nextSteps(path: String, name: String) -> String {
        let wrote = HelpText.prose(
            "Wrote \(path): the protocol \(name), with comments on what to change.")
        return wrote
            + """

            Next, either
              - add mdgen's build plugin to the target whose sources hold the file, in
                Package.swift (mdgen being one of the package's dependencies):
                    plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]
                and build: 'swift build' generates the protocol and its multicast;
              - or generate the Swift yourself:
                    mdgen generate \(path) --output Generated

            """
    }

    /// The starter file's text: a protocol of standard types only, so that what it generates
    /// compiles in any target, with every line of the DSL explained.
    static func starter(named name: String, fileName: String) -> String {
        """
        // \(fileName): a delegate protocol, written as in Swift, for mdgen.
        //
        // From it mdgen generates the protocol \(name) (class-bound), default
        // implementations of its optional requirements, and \(name)Multicast, which
        // forwards every call to all the delegates registered with it. Rename and rewrite
        // the requirements below; 'mdgen lint \(fileName)' checks the file.

        import Foundation

        // A global actor such as @MainActor isolates the protocol and its multicast to it;
        // without one, the multicast is Sendable and lock-protected, for any thread.
        //
        // @multicast(…) sets options of the multicast, such as:
        //   storage: strong         keep delegates alive until removed (weak is the default)
        //   name: TaskObservers     name the multicast
        //   events: true            also vend every call as an AsyncSequence
        //   observers: true         let closures observe the calls, until cancelled

        /// Tells its delegates how a task is going.
        @MainActor
        @multicast(storage: weak)
        public protocol \(name) {
            /// The task made progress, from 0 to 1.
            func taskDidProgress(_ fraction: Double)

            // `optional`: a delegate may leave it out; the generated default does nothing.

            /// The task finished.
            optional func taskDidFinish()

            // A method that returns a value says with @combine(…) how the answers of
            // several delegates become one: 'all' or 'any' (Bool), 'first' or 'last' (the
            // first or last non-nil answer), 'collect' (every answer, in order).

            /// Whether to retry after `error`: only if every delegate agrees.
            @combine(all)
            optional func taskShouldRetry(after error: any Error) -> Bool

            /// Another URL to fetch instead of `url`: the first delegate's that has one.
            @combine(first)
            optional func task(replacementFor url: URL) -> URL?
        }

        """
    }
}
