/// The size of a synthetic `.mdgen` input for the generator benchmark.
struct GeneratedInputSize: Sendable {
    let protocols: Int
    let methodsPerProtocol: Int

    var methods: Int {
        protocols * methodsPerProtocol
    }
}

/// `.mdgen` text written by the benchmark itself, so that the generator's input is the same on
/// every machine and grows exactly as asked.
enum SyntheticInput {
    /// A file of `size.protocols` protocols, each with every kind of requirement in turn:
    /// plain and optional calls, each combining strategy, `async`, `throws` and closures.
    static func text(_ size: GeneratedInputSize) -> String {
        var text = "import Foundation\n"
        for index in 0..<size.protocols {
            text += "\n" + protocolText(index, methods: size.methodsPerProtocol)
        }
        return text
    }

    /// A file of protocol `index` alone, as the build plugin sees a target's files when each
    /// protocol has its own.
    static func file(_ index: Int, methods: Int) -> String {
        "import Foundation\n\n" + protocolText(index, methods: methods)
    }

    /// The documentation of protocol `index`, the same in every form of it.
    static func protocolDocumentation(_ index: Int) -> String {
        "/// Service \(index), told about its work.\n"
    }

    /// The name of protocol `index`.
    static func protocolName(_ index: Int) -> String {
        "Service\(index)Delegate"
    }

    /// Protocol `index` with `methods` requirements.
    private static func protocolText(_ index: Int, methods: Int) -> String {
        var text = protocolDocumentation(index)
        text += index.isMultiple(of: 2) ? "public protocol" : "protocol"
        text += " \(protocolName(index)) {\n"
        for method in 0..<methods {
            if method > 0 {
                text += "\n"
            }
            text += SyntheticRequirement(method, of: index).mdgenText
        }
        return text + "}\n"
    }

    /// A typical hand-written input: one protocol of four requirements, like a build
    /// plugin sees in an app target.
    static let small = """
        import Foundation

        /// Receives progress of a `Transfer`.
        public protocol TransferDelegate {
            /// Bytes arrived.
            func transfer(_ transfer: Transfer, didReceive byteCount: Int)

            optional func transferDidFinish(_ transfer: Transfer)

            /// Every delegate must agree before a retry happens.
            @combine(all)
            optional func transferShouldRetry(_ transfer: Transfer, after error: any Error) -> Bool

            /// The first delegate that answers wins.
            @combine(first)
            optional func transfer(_ transfer: Transfer, replacementFor url: URL) -> URL?
        }

        """

    /// The type ``small`` names, which a `.mdgen` file cannot declare: compiled with its output.
    static let smallTypes = """
        public final class Transfer: Sendable {}

        """
}
