/// The Swift someone would write by hand instead of using mdgen, for the same protocols: what
/// the consumer-cost table compares the generated module with.
///
/// Each protocol gets its declaration, default implementations of its optional methods, and a
/// thin `final class <Protocol>Multicast` with `add`, `remove` and one forwarding method per
/// requirement. All the multicasts of the module share one registry type, written once in its
/// own file: an `NSLock` and an array of weak boxes holding `AnyObject`, copied under the lock
/// for each dispatch, each copy cast back to the multicast's protocol (`as? any P`). That is the
/// minimal shape that works for every protocol without writing the weak box again per protocol,
/// and it is the lock + weak-box snapshot loop of the dispatch tables.
///
/// It offers less than the generated code (no `delegates`, `count`, `isEmpty`, `contains` or
/// `removeAll`), and promises less: a delegate removed during a dispatch can still be called by
/// it, and every dispatch allocates its copy.
enum ThinHandWrittenModule {
    /// The file name and text of the shared registry.
    static let registryFile = (name: "DelegateRegistry.swift", text: registrySource)

    private static let registrySource = """
        import Foundation

        /// The delegates of one multicast, held weakly. Any thread may use it: every change
        /// and every copy takes the lock.
        final class DelegateRegistry: @unchecked Sendable {
            private struct WeakBox {
                weak var object: AnyObject?
            }

            private let lock = NSLock()
            private var boxes: [WeakBox] = []

            /// Adds `object` unless it is there already, dropping deallocated ones.
            func add(_ object: AnyObject) {
                lock.withLock {
                    boxes.removeAll { $0.object == nil }
                    if !boxes.contains(where: { $0.object === object }) {
                        boxes.append(WeakBox(object: object))
                    }
                }
            }

            func remove(_ object: AnyObject) {
                lock.withLock {
                    boxes.removeAll { $0.object == nil || $0.object === object }
                }
            }

            /// The live objects, copied so that they are called without the lock.
            func snapshot() -> [AnyObject] {
                lock.withLock { boxes.compactMap(\\.object) }
            }
        }

        """

    /// The file name and text of protocol `index` with `methods` requirements, public, and its
    /// multicast.
    static func file(_ index: Int, methods: Int) -> (name: String, text: String) {
        let name = SyntheticInput.protocolName(index)
        let requirements = (0..<methods).map { SyntheticRequirement($0, of: index) }
        var text = "import Foundation\n\n" + SyntheticInput.protocolDocumentation(index)
        text += "public protocol \(name): AnyObject, Sendable {\n"
        text += requirements.map(\.declaration).joined(separator: "\n")
        text += "}\n\nextension \(name) {\n"
        text += requirements.compactMap(\.defaultImplementation).joined(separator: "\n")
        text += """
            }

            /// Calls every registered `\(name)`.
            public final class \(name)Multicast: Sendable {
                private let registry = DelegateRegistry()

                public init() {}

                public func add(_ delegate: any \(name)) {
                    registry.add(delegate)
                }

                public func remove(_ delegate: any \(name)) {
                    registry.remove(delegate)
                }

                private var delegates: [any \(name)] {
                    registry.snapshot().compactMap { $0 as? any \(name) }
                }

            """
        text += requirements.map { "\n" + $0.forwardingMethod }.joined()
        return (name + ".swift", text + "}\n")
    }
}

extension SyntheticRequirement {
    /// The requirement in a Swift protocol, with its documentation.
    fileprivate var declaration: String {
        (documentation.map { "/// \($0)" } + [signature]).map { "    \($0)\n" }.joined()
    }

    /// What a delegate that does not implement an optional requirement answers: the answer
    /// that leaves the combined one to the other delegates.
    private var defaultBody: String {
        switch combination {
        case .all: " true "
        case .any: " false "
        case .first: " nil "
        default: ""
        }
    }

    /// The default implementation of an optional requirement, or `nil` for a required one.
    fileprivate var defaultImplementation: String? {
        isOptional ? "    public \(signature) {\(defaultBody)}\n" : nil
    }

    /// The multicast's method: it calls every delegate and combines their answers.
    fileprivate var forwardingMethod: String {
        let call =
            (effect == "async" ? "await " : effect == "throws" ? "try " : "")
            + "delegate.\(name)(\(arguments))"
        let body: [String] =
            switch combination {
            case nil:
                ["for delegate in delegates {", "    \(call)", "}"]
            case .all, .any:
                [
                    "var result = \(combination == .all)",
                    "for delegate in delegates {",
                    "    let answer = \(call)",
                    "    result = result \(combination == .all ? "&&" : "||") answer",
                    "}",
                    "return result",
                ]
            case .first:
                [
                    "for delegate in delegates {",
                    "    if let answer = \(call) {",
                    "        return answer",
                    "    }",
                    "}",
                    "return nil",
                ]
            case .last:
                [
                    "var result: \(returnType!)?",
                    "for delegate in delegates {",
                    "    result = \(call)",
                    "}",
                    "return result",
                ]
            case .collect:
                ["delegates.map { delegate in \(call) }"]
            }
        let returned =
            switch combination {
            case .last: "\(returnType!)?"
            case .collect: "[\(returnType!)]"
            default: returnType
            }
        return (["public \(signature(returning: returned)) {"] + body.map { "    \($0)" } + ["}"])
            .map { "    \($0)\n" }.joined()
    }
}
