import MDGenModel
import MDGenMustache
import MDGenSyntax

/// The context of a multicast's event streams, `@multicast(events: true)`: the `Event` enum,
/// the method that makes a stream, and the statement with which each dispatch yields its event.
extension ProtocolGeneration {
    /// The `events` key: `null` without events.
    var eventsValue: TemplateValue {
        guard model.hasEvents else {
            return .null
        }
        let layout = options.layout
        // A global actor's multicast makes streams from any isolation: the streams are
        // registered behind a lock.
        let isolation = globalActor == nil ? "" : "nonisolated "
        let parameterless = Set(model.forwardedMethods.filter { $0.parameters.isEmpty }.map(\.name))
        return .object([
            "streams": .string(eventStreamsName),
            "streamCount": .string(
                unusedName(
                    ["eventStreamCount", "registeredEventStreamCount"],
                    isTaken: parameterless.contains)),
            "isolation": .string(isolation),
            "declaration": .string(
                layout.wrapList(
                    head: memberAccess + isolation + "func " + model.api.events,
                    items: ["bufferingPolicy: " + Self.bufferingPolicyType + " = .unbounded"],
                    tail: " -> Events", indent: layout.indentWidth, reserved: 2)),
            "cases": positioned(model.eventCalls.map(eventCase)),
        ])
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
    private func eventCase(_ call: NamedCall) -> TemplateValue {
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
        return .object([
            "name": .string(Identifier.escaped(call.name)),
            "documentation": documentation(lines),
            "declaration": .string(
                values.isEmpty
                    ? head
                    : layout.wrapList(
                        head: head, items: values, tail: "", indent: 2 * layout.indentWidth,
                        reserved: 0)),
            "sourceLocation": sourceLocation(line: requirement.location.line),
        ])
    }

    /// A parameter's type as an associated value: without `@escaping` or `sending`, which
    /// only a parameter can have.
    static func storedType(of type: TypeSyntax) -> TypeSyntax {
        guard case .attributed(let attributes, let base) = type.withoutParentheses else {
            return type
        }
        let kept = attributes.filter { $0 != "@escaping" && $0 != "sending" }
        return kept.isEmpty ? base : .attributed(attributes: kept, base)
    }
}

extension RequirementGeneration {
    /// The `event` key of a dispatch method: its event's case, the event as a value, and the
    /// statement that yields it to the streams; `null` for a call that is no event.
    var eventValue: TemplateValue {
        guard owner.model.hasEvents,
            let call = owner.model.eventCalls.first(where: { $0.requirement == model })
        else {
            return .null
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
        return .object([
            "caseName": .string(Identifier.escaped(call.name)),
            "value": .string(
                arguments.isEmpty ? value : value + "(" + arguments.joined(separator: ", ") + ")"),
            "yield": .string(
                layout.wrapCall(
                    owner.eventStreamsName + ".yield", arguments: [event], indent: indent)),
        ])
    }
}
