import MDGenModel
import MDGenMustache
import MDGenSyntax

/// Sample inputs whose contexts exercise every branch of the built-in templates, for
/// checking templates against the context (`mdgen templates check`) and for describing its
/// shape (`mdgen context --schema`). A test checks that the built-in templates render every
/// tag of theirs with them.
package enum TemplateSamples {
    /// The contexts of the root templates (`file`, `spies`, `support`, `spySupport`) for the
    /// sample inputs, with the support inline and in a file, source locations on and off, and
    /// spies in the same module and behind a testable import.
    package static var contexts: [(template: String, context: TemplateValue)] {
        let models = sources.compactMap { name, text in
            Generator.model(of: SourceFile(path: name, text: text)).model.map { (name, $0) }
        }
        var contexts: [(template: String, context: TemplateValue)] = []
        for support in SupportPlacement.allCases {
            for locations in [false, true] {
                for (name, model) in models {
                    let options = GeneratorOptions(
                        sourceName: name, support: support,
                        sourceLocationPath: locations ? "/Sources/App/" + name : nil,
                        testableImport: locations ? "App" : nil)
                    contexts.append(("file", TemplateContext.make(for: model, options: options)))
                    contexts.append(
                        ("spies", TemplateContext.makeSpies(for: model, options: options)))
                }
            }
        }
        contexts.append(("support", TemplateContext.makeSupport(for: models.map(\.1))))
        contexts.append(("spySupport", TemplateContext.makeSpySupport()))
        return contexts
    }

    /// Each input's name and text: every concurrency mode, storage, events, observers,
    /// completion handlers and `@combine` strategy, optional and Objective-C requirements, a
    /// family, names that clash with the multicast's own, attributes and doc comments.
    package static let sources: [(name: String, text: String)] = [
        (
            "Effects.mdgen",
            """
            @preconcurrency import Dispatch
            import Foundation
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            /// Every effect and parameter form a delegate method can use.
            @available(macOS 13, iOS 16, *)
            public protocol SyncEngineDelegate {
                /// Waits for each delegate in turn.
                func syncEngineWillStart(_ engine: SyncEngine) async

                @discardableResult
                @combine(collect)
                func syncEngine(_ engine: SyncEngine, recordsFor zone: String, since token: Data?) async throws -> [Record]

                func syncEngine(_ engine: SyncEngine, validate record: Record) throws(SyncError)

                @combine(first)
                func syncEngine<Value: Codable & Sendable>(_ engine: SyncEngine, decode type: Value.Type, from data: Data) -> Value? where Value: Equatable

                @combine(first, default: .success(retries))
                func syncEngine(_ engine: SyncEngine, adjust retries: inout Int, completion: @escaping @Sendable (Result<Int, any Error>) -> Void)

                @combine(all)
                func syncEngine(_ engine: SyncEngine, shouldUpload records: [Record], in `protocol`: String, default: [String: Int]) -> Bool

                @combine(any)
                optional func syncEngineShouldPause(_ engine: SyncEngine) -> Bool

                @combine(last)
                optional func title(for engine: SyncEngine) -> String?

                @combine(all)
                func syncEngine(_ engine: SyncEngine, shouldResume reply: @escaping @Sendable (Bool) -> Void)

                @combine(last, default: "")
                func syncEngine(_ engine: SyncEngine, checksum completion: @escaping @Sendable (String) -> Void)

                @combine(any)
                func syncEngine(_ engine: SyncEngine, shouldRetry reply: @escaping @Sendable (Bool) -> Void)

                @combine(first, default: (.retry, nil))
                optional func syncEngine(_ engine: SyncEngine, resolve conflict: String, completion: @escaping @Sendable (Resolution, String?) -> Void)

                func visit<Value>(_ body: (Value) -> Void)

                @combine(all)
                func syncEngine(_ engine: SyncEngine, flush completion: @escaping @Sendable () -> Void)

                @combine(first)
                func priority(of engine: SyncEngine) -> Int

                @combine(last)
                func rank(of engine: SyncEngine) -> Int

                @discardableResult
                @combine(collect)
                optional func summary(of engine: SyncEngine) -> String?

                func syncEngine(_ delegate: SyncEngine, registry: Int, answer: String, snapshot: Int)
            }
            """
        ),
        (
            "Streams.mdgen",
            """
            import Foundation

            /// Reports a player's progress: to delegates, as events, and to closures.
            @multicast(events: true, observers: true, storage: strong, add: addDelegate)
            public protocol PlayerDelegate {
                /// Playback moved on to `time`.
                func player(_ player: Player, didPlayTo time: TimeInterval)

                optional func playerDidFinish(_ player: Player)

                /// Every delegate must agree before playback resumes after a stall.
                @combine(all)
                optional func playerShouldResume(_ player: Player) -> Bool

                /// The subtitles of every delegate, in order.
                @combine(collect)
                func player(_ player: Player, subtitlesFor language: String) -> String

                func add(_ item: Item)

                @available(macOS 14, iOS 17, *)
                func player(_ player: Player, didChangeRate rate: Float)
            }

            /// Tells the screens what the user sees, on the main actor.
            @MainActor
            @multicast(events: true, observers: true)
            protocol NavigatorDelegate {
                func navigator(_ navigator: Navigator, didShow screen: String)

                @combine(first)
                optional func navigator(_ navigator: Navigator, loadTitle completion: @escaping (String?) -> Void)
            }

            /// Counts in one isolation domain.
            @multicast(sendable: false, events: true, observers: true)
            protocol CounterDelegate {
                func counter(_ counter: Counter, didChangeTo value: Int)
            }

            /// Declines a spy.
            @MainActor
            @multicast(spy: false)
            protocol HiddenDelegate {
                func hide()
            }
            """
        ),
        (
            "Family.mdgen",
            """
            import Foundation

            /// A protocol family: a spy of `TransferDelegate` conforms to its parent too.
            @multicast(add: addSubscriber, remove: removeSubscriber)
            protocol ProgressDelegate {
                func progress(_ name: String, didReach fraction: Double)
            }

            /// Overloads, and a child of a protocol in the same file.
            protocol TransferDelegate: ProgressDelegate {
                func transfer(_ transfer: Transfer, didSend byteCount: Int)

                func transfer(_ transfer: Transfer, didSend message: String)
            }

            /// Private to the file that uses it.
            fileprivate protocol Auditor {
                @combine(collect)
                func audit(_ item: Item) -> String
            }
            """
        ),
        (
            "XMLParserDelegate.mdgen",
            """
            #if canImport(FoundationXML)
                import FoundationXML
            #else
                import Foundation
            #endif

            /// Foundation's `XMLParserDelegate`, declared there.
            @multicast(existing: true, sendable: false)
            protocol XMLParserDelegate: NSObjectProtocol {
                optional func parserDidStartDocument(_ parser: XMLParser)

                @combine(first)
                optional func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data?

                optional func parser(_ parser: XMLParser, foundCharacters string: String)
            }

            @multicast(existing: true)
            protocol URLSessionDelegate: NSObjectProtocol {}

            @multicast(existing: true)
            protocol URLSessionTaskDelegate: URLSessionDelegate {
                optional func urlSession(
                    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)

                @combine(first, default: (.performDefaultHandling, nil))
                optional func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
            }
            """
        ),
    ]
}

extension Generator {
    /// Checks the templates against the sample contexts: what `mdgen templates check` reports.
    package func checkTemplates() -> TemplateCheck {
        templates.check(TemplateSamples.contexts)
    }

    /// The context's shape over every sample, all root templates together.
    package static var contextShape: TemplateShape {
        TemplateShape(TemplateSamples.contexts.map(\.context))
    }

    /// The shape of each root template's context over every sample, in the order the roots
    /// are first rendered: what `mdgen context --schema` prints.
    package static var contextShapes: [(template: String, shape: TemplateShape)] {
        let contexts = TemplateSamples.contexts
        var templates: [String] = []
        for (template, _) in contexts where !templates.contains(template) {
            templates.append(template)
        }
        return templates.map { template in
            (template, TemplateShape(contexts.filter { $0.template == template }.map(\.context)))
        }
    }
}
