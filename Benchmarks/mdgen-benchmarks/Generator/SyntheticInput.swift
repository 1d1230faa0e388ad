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
            text += "\n/// Service \(index), told about its work.\n"
            text += index.isMultiple(of: 2) ? "public protocol" : "protocol"
            text += " Service\(index)Delegate {\n"
            for method in 0..<size.methodsPerProtocol {
                if method > 0 {
                    text += "\n"
                }
                text += requirement(method, of: index)
            }
            text += "}\n"
        }
        return text
    }

    /// Requirement `method` of protocol `index`, cycling through the kinds of requirement.
    private static func requirement(_ method: Int, of index: Int) -> String {
        let name = "service\(index)Step\(method)"
        let lines: [String] =
            switch method % 10 {
            case 0: ["/// Started.", "func \(name)(_ id: Int)"]
            case 1: ["optional func \(name)(_ id: Int, didReceive data: [UInt8], from: String?)"]
            case 2:
                [
                    "/// All must agree.", "@combine(all)",
                    "optional func \(name)(_ id: Int) -> Bool",
                ]
            case 3: ["@combine(any)", "optional func \(name)(for url: URL) -> Bool"]
            case 4: ["@combine(first)", "optional func \(name)(replacing name: String) -> String?"]
            case 5: ["@combine(last)", "func \(name)() -> Int"]
            case 6: ["@combine(collect)", "func \(name)(_ keys: Set<String>) -> [String: Int]"]
            case 7: ["func \(name)(_ id: Int) async"]
            case 8: ["func \(name)(_ value: inout Double) throws"]
            default: ["func \(name)(_ handler: @escaping @Sendable (Int) -> Void)"]
            }
        return lines.map { "    \($0)\n" }.joined()
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
}
