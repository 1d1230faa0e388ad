import MDGenModel
import MDGenSyntax

/// A multicast's event streams, `@multicast(events: true)`: the protocol's `events` key, with
/// the `Event` enum and the method that makes a stream.
struct EventsContext: Encodable {
    /// The name of the private property that holds the streams, which no parameter hides.
    var streams: String
    /// The name of the count of the registered streams, which no requirement takes.
    var streamCount: String
    /// `"nonisolated "` for a global-actor multicast, else empty.
    var isolation: String
    /// The `events(bufferingPolicy:)` signature.
    var declaration: String
    /// The cases of `Event`, one for each call that is an event.
    var cases: [Positioned<EventCaseContext>]
}

/// One case of `Event`: what a call of a requirement yields to the streams.
struct EventCaseContext: Encodable {
    /// The case's name, backticked if a keyword.
    var name: String
    /// The case's doc comment lines, each written after `///`.
    var documentation: [String]
    /// The case's declaration, its associated values labelled with the parameters' names.
    var declaration: String
    /// Where the case maps to, with `#sourceLocation`: the requirement's line; `nil` without.
    var sourceLocation: SourceLocationContext?
}

/// The event of a dispatch method: a requirement's `event` key.
struct EventContext: Encodable {
    /// The name of the event's case, backticked if a keyword.
    var caseName: String
    /// The event as a value: `.download(id: id)`.
    var value: String
    /// The statement that yields the event to the streams.
    var yield: String
}

extension ProtocolGeneration {
    /// The `events` key: `nil` without events.
    var eventsContext: EventsContext? {
        guard model.hasEvents else {
            return nil
        }
        let layout = options.layout
        // A global actor's multicast makes streams from any isolation: the streams are
        // registered behind a lock.
        let isolation = globalActor == nil ? "" : "nonisolated "
        let parameterless = Set(model.forwardedMethods.filter { $0.parameters.isEmpty }.map(\.name))
        return EventsContext(
            streams: eventStreamsName,
            streamCount: unusedName(
                ["eventStreamCount", "registeredEventStreamCount"], isTaken: parameterless.contains),
            isolation: isolation,
            declaration: layout.wrapList(
                head: memberAccess + isolation + "func " + model.api.events,
                items: ["bufferingPolicy: " + Self.bufferingPolicyType + " = .unbounded"],
                tail: " -> Events", indent: layout.indentWidth, reserved: 2),
            cases: positioned(model.eventCalls.map(eventCase)))
    }

    /// The type of the parameter that says what a stream keeps while its consumer is busy.
    private static let bufferingPolicyType = "AsyncStream<Event>.Continuation.BufferingPolicy"

    /// The name of the stored property that holds the streams, which dispatch methods use: no
    /// parameter may hide it.
    var eventStreamsName: String {
        unusedName(
            ["eventStreams", "multicastEventStreams", "eventStreamRegistry"],
            isTaken: isTakenMemberName)
    }

    /// One case of `Event`: the requirement's documentation, what the case stands for, and
    /// the declaration, whose associated values are labelled with the parameters' names.
    private func eventCase(_ call: NamedCall) -> EventCaseContext {
        let requirement = call.requirement
        var lines = requirement.documentation.isEmpty ? [] : requirement.documentation + [""]
        lines.append("A call of `\(requirement.fullName)`.")
        for parameter in requirement.parameters where parameter.specifier == "inout" {
            lines.append(
                "`\(parameter.name)` is the value passed in, before any delegate changed it.")
        }
        let values = requirement.parameters.map { parameter in
            Identifier.escapedForLabel(parameter.name) + ": "
                + TypePrinter.print(Self.storedType(of: parameter.type))
        }
        let head = "case " + Identifier.escaped(call.name)
        // With `#sourceLocation`, the case stays on one line: the compiler's errors in it (an
        // associated value that is not `Sendable`) land on the requirement's line.
        let layout = declarationLayout
        return EventCaseContext(
            name: Identifier.escaped(call.name), documentation: documentation(lines),
            declaration: values.isEmpty
                ? head
                : layout.wrapList(
                    head: head, items: values, tail: "", indent: 2 * layout.indentWidth,
                    reserved: 0),
            sourceLocation: sourceLocation(line: requirement.location.line))
    }

    /// A parameter's type as an associated value: without `@escaping` or `sending`, which
    /// only a parameter can have.
    static func storedType(of type: SwiftType) -> SwiftType {
        guard case .attributed(let attributes, let base) = type.withoutParentheses else {
            return type
        }
        let kept = attributes.filter { $0 != "@escaping" && $0 != "sending" }
        return kept.isEmpty ? base : .attributed(attributes: kept, base)
    }
}

extension RequirementGeneration {
    /// The `event` key of a dispatch method: its event's case, the event as a value, and the
    /// statement that yields it to the streams; `nil` for a call that is no event.
    var eventContext: EventContext? {
        guard owner.model.hasEvents,
            let call = owner.model.eventCalls.first(where: { $0.requirement == model })
        else {
            return nil
        }
        let layout = owner.options.layout
        let arguments = model.parameters.map(\.keptArgument)
        let value = "." + Identifier.escaped(call.name)
        // The statement sits two levels deep: in the class, in the dispatch method.
        let indent = 2 * layout.indentWidth
        let event =
            arguments.isEmpty
            ? value
            : layout.wrapCall(value, arguments: arguments, indent: indent + layout.indentWidth)
        return EventContext(
            caseName: Identifier.escaped(call.name),
            value: arguments.isEmpty
                ? value : value + "(" + arguments.joined(separator: ", ") + ")",
            yield: layout.wrapCall(
                owner.eventStreamsName + ".yield", arguments: [event], indent: indent))
    }
}
