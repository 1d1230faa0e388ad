import MDGenSyntax

/// What checking templates against sample contexts finds: see ``TemplateLibrary/check(_:)``.
package struct TemplateCheck: Sendable {
    /// Tags whose name the contexts have no key for, and errors of rendering, located.
    package var diagnostics: [Diagnostic]
    /// The variable and section tags that no sample rendered: they were checked by their
    /// name's first part only.
    package var unreachedTags: [Tag]

    /// A tag of a template.
    package struct Tag: Hashable, Sendable, CustomStringConvertible {
        /// The name of its template (of the shortest, when templates of several names have
        /// the same file, as a built-in template and its `builtin/` alias do).
        package var template: String
        /// The path of its template's file.
        package var path: String
        /// Its name, as written.
        package var name: String
        /// Where it is written.
        package var range: SourceRange

        /// `path:line:column: name`.
        package var description: String {
            "\(path):\(range.start.line):\(range.start.column): \(name)"
        }
    }
}

/// A variable or section tag, by where it is written: templates of the same file (a built-in
/// template and its `builtin/` alias) share their tags, under the shortest of their names.
struct TemplateTag: Hashable {
    var template: String
    var offset: Int

    /// What the renders of a check found of each tag's name.
    struct Lookups {
        /// The name each template's tags are recorded under.
        var sharedNames: [String: String]
        var found: [TemplateTag: Lookup] = [:]
    }

    /// What the renders that reached a tag found of its name.
    struct Lookup {
        /// Whether some render found it.
        var isFound = false
        /// When none did, the part of the name that was missing, and the keys it could have
        /// named there.
        var missingPart = ""
        var candidates: Set<String> = []
    }
}

extension TemplateLibrary {
    /// Renders each root template with its sample context, recording what every variable and
    /// section tag reached finds of its name, and reports, in the order of ``names``, each tag
    /// whose name no render found, with the closest key in reach. A tag no sample reaches is
    /// an error only when its name's first part is no key anywhere in the samples.
    package func check(_ samples: [(template: String, context: TemplateValue)]) -> TemplateCheck {
        let sharedNames = Dictionary(
            grouping: templates.values, by: { [$0.file.path, $0.file.text] }
        ).values.reduce(into: [String: String]()) { sharedNames, group in
            let shared = group.map(\.name).min { ($0.count, $0) < ($1.count, $1) } ?? ""
            for template in group {
                sharedNames[template.name] = shared
            }
        }
        var lookups = TemplateTag.Lookups(sharedNames: sharedNames)
        var diagnostics: [Diagnostic] = []
        for sample in samples {
            guard let template = templates[sample.template] else {
                diagnostics.append(
                    Diagnostic(.error, .missingTemplate, "no template named '\(sample.template)'"))
                continue
            }
            var renderer = MustacheRenderer(
                templates: templates, context: sample.context, escaping: .none,
                missingPartials: .error, limits: .default)
            renderer.lookups = lookups
            do throws(TemplateError) {
                _ = try renderer.render(template)
            } catch {
                diagnostics += error.diagnostics.filter { !diagnostics.contains($0) }
            }
            lookups = renderer.lookups ?? lookups
        }
        let keys = TemplateShape(samples.map(\.context)).keys
        var seen: Set<TemplateTag> = []
        var unreached: [TemplateCheck.Tag] = []
        for template in names.compactMap({ templates[$0] }) {
            for (name, range) in template.namedTags {
                let tag = TemplateTag(
                    template: sharedNames[template.name] ?? template.name,
                    offset: range.start.offset)
                guard seen.insert(tag).inserted else { continue }
                if let lookup = lookups.found[tag] {
                    if !lookup.isFound {
                        diagnostics.append(
                            Self.unknownKey(
                                name, missing: lookup.missingPart, among: lookup.candidates,
                                at: range, in: template))
                    }
                    continue
                }
                unreached.append(
                    TemplateCheck.Tag(
                        template: tag.template, path: template.file.path, name: name.text,
                        range: range))
                if let first = name.parts.first, !keys.contains(first) {
                    diagnostics.append(
                        Self.unknownKey(name, missing: first, among: keys, at: range, in: template))
                }
            }
        }
        return TemplateCheck(diagnostics: diagnostics, unreachedTags: unreached)
    }

    private static func unknownKey(
        _ name: MustacheName, missing part: String, among candidates: Set<String>,
        at range: SourceRange, in template: MustacheTemplate
    ) -> Diagnostic {
        let detail = part == name.parts.first ? "" : " (it has no '\(part)')"
        let suggestion = Spelling.suggestion(for: part, among: candidates.sorted())
        return .error(
            .unknownContextKey,
            "'\(name.text)' names no key of the context\(detail)" + Quoting.didYouMean(suggestion),
            at: range, in: template.file)
    }
}

extension MustacheTemplate {
    /// The variable and section tags, wherever they are, in source order.
    var namedTags: [(name: MustacheName, range: SourceRange)] {
        allNodes.compactMap { node in
            switch node {
            case .variable(let name, _, let range), .section(let name, _, _, let range):
                (name, range)
            default:
                nil
            }
        }
    }
}

extension MustacheRenderer {
    /// Records that the tag at `range` in the frame at `top` did or did not find `name`.
    mutating func record(
        _ name: MustacheName, found: Bool, at range: SourceRange, inFrameAt top: Int
    ) {
        let template = frames[top].template.name
        let tag = TemplateTag(
            template: lookups?.sharedNames[template] ?? template, offset: range.start.offset)
        var lookup = lookups?.found[tag] ?? TemplateTag.Lookup()
        if found {
            lookup.isFound = true
        } else if !lookup.isFound {
            (lookup.missingPart, lookup.candidates) = missingPart(of: name)
        }
        lookups?.found[tag] = lookup
    }

    /// The first part of `name` that ``resolve(_:)`` does not find, and the keys in reach
    /// where it looks for it.
    private func missingPart(of name: MustacheName) -> (String, Set<String>) {
        let scope = name.isAnchoredToTop ? contextStack.suffix(1) : contextStack[...]
        var candidates = Set(scope.flatMap(\.keys))
        var value: TemplateValue?
        for part in name.parts {
            let member: TemplateValue?
            if let value {
                candidates = Set(value.keys)
                member = value[part]
            } else {
                member = scope.reversed().lazy.compactMap { $0[part] }.first
            }
            guard let member else {
                return (part, candidates)
            }
            value = member
        }
        return (name.text, candidates)
    }
}

extension TemplateValue {
    /// The keys of an object; none for other values.
    var keys: [String] {
        if case .object(let members) = self { Array(members.keys) } else { [] }
    }
}
