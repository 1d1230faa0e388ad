import MDGenModel
import MDGenMustache
import MDGenSyntax

/// The whole pipeline: source text → tokens → syntax tree → model → template context → Swift.
///
/// Each stage is a plain function of the previous stage's value (``Parser/parse(_:)``,
/// ``ModelBuilder/build(_:in:defaults:)``, ``TemplateContext/make(for:options:)``, and the
/// template library's `render`), so tests can drive any of them alone. The generator only
/// chains them and stops at the first stage that reports an error.
package struct Generator: Sendable {
    /// The templates the Swift text comes from.
    package let templates: TemplateLibrary

    /// The name of the template that renders a whole generated file.
    package static let rootTemplate = "file"
    /// The name of the template that renders the support file.
    package static let supportTemplate = "support"
    /// The support file's name (``OutputNaming/supportFileName``): it cannot be the name of an
    /// output, which all end in `.mdgen.swift`.
    package static let supportFileName = OutputNaming.supportFileName
    /// The name of the support file of spies, which no output has either.
    package static let spySupportFileName = OutputNaming.spySupportFileName

    /// Creates a generator that renders with `templates`.
    package init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// Creates a generator that renders with the built-in templates.
    package init() {
        self.init(templates: BuiltinTemplates.library)
    }

    /// What generating one `.mdgen` file gives.
    package struct Generation: Sendable {
        /// The generated Swift, or `nil` when there was an error.
        package var output: String?
        /// The validated model, or `nil` when the input has an error; the support file is
        /// generated from the models of every input.
        package var model: MulticastFile?
        /// What went wrong, or deserves a warning, in the input or the templates.
        package var diagnostics: [Diagnostic]
    }

    /// Parses and validates `source`: what `mdgen lint` does.
    package static func model(
        of source: SourceFile,
        defaults: MulticastDefaults = MulticastDefaults()
    ) -> (model: MulticastFile?, diagnostics: [Diagnostic]) {
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (model, modelDiagnostics) = ModelBuilder.build(syntax, in: source, defaults: defaults)
        let diagnostics = (parseDiagnostics + modelDiagnostics).sortedByLocation()
        return (diagnostics.containsErrors ? nil : model, diagnostics)
    }

    /// The template context for `source`: what the templates receive, and what `mdgen context`
    /// prints.
    package static func context(
        for source: SourceFile,
        options: GeneratorOptions
    ) -> (context: TemplateValue?, diagnostics: [Diagnostic]) {
        let (model, diagnostics) = model(of: source, defaults: options.defaults)
        return (model.map { TemplateContext.make(for: $0, options: options) }, diagnostics)
    }

    /// The generated Swift for `source`, or `nil` with the diagnostics that explain why.
    package func generate(_ source: SourceFile, options: GeneratorOptions) -> Generation {
        generate(
            source, options: options, template: Self.rootTemplate, context: TemplateContext.make)
    }

    /// The generation of each of `files`, in order: what ``generate(_:options:)`` gives for
    /// each. The files are generated at once, each in a task of its own; one file is generated
    /// where the caller runs.
    nonisolated(nonsending) package func generate(
        _ files: [(source: SourceFile, options: GeneratorOptions)]
    ) async
        -> [Generation]
    {
        guard files.count > 1 else {
            return files.map { generate($0.source, options: $0.options) }
        }
        return await withTaskGroup(of: (index: Int, generation: Generation).self) { group in
            for (index, file) in files.enumerated() {
                group.addTask { (index, generate(file.source, options: file.options)) }
            }
            var generations: [(index: Int, generation: Generation)] = []
            for await generation in group {
                generations.append(generation)
            }
            return generations.sorted { $0.index < $1.index }.map(\.generation)
        }
    }

    /// The spies of `source`'s protocols, for a test target. A file whose protocols all
    /// decline a spy, or cannot have one, still gets its header, so that every input has an
    /// output, as the build plugin declares.
    /// Each protocol that gets no spy has a warning at what stands in the way.
    package func generateSpies(_ source: SourceFile, options: GeneratorOptions) -> Generation {
        var generation = generate(
            source, options: options, template: "spies", context: TemplateContext.makeSpies)
        if let model = generation.model {
            generation.diagnostics =
                (generation.diagnostics
                + Self.spyWarnings(for: model, in: source)).sortedByLocation()
        }
        return generation
    }

    /// A warning for each protocol of `file` that gets no spy although it does not decline
    /// one, at the requirement, inherited protocol or modifier that stands in the way: what
    /// `mdgen generate --spies` and `mdgen lint --spies` add, so that no spy goes missing
    /// without a word. (`@multicast(spy: true)` makes the obstacle an error of the model.)
    package static func spyWarnings(for file: MulticastFile, in source: SourceFile)
        -> [Diagnostic]
    {
        file.protocols.compactMap { model in
            guard model.spyOption == nil, let obstacle = model.spyObstacle else {
                return nil
            }
            return .warning(
                .spyUnavailable,
                "no spy of '\(model.name)' is generated: \(obstacle.reason); add "
                    + "'@multicast(spy: false)' to go without one", at: obstacle.range,
                in: source)
        }
    }

    /// Renders `template` with the `context` of `source`'s model, unless `source` has an error.
    private func generate(
        _ source: SourceFile, options: GeneratorOptions, template: String,
        context: (MulticastFile, GeneratorOptions) -> TemplateValue
    ) -> Generation {
        let (model, diagnostics) = Self.model(of: source, defaults: options.defaults)
        guard let model else {
            return Generation(output: nil, model: nil, diagnostics: diagnostics)
        }
        do throws(TemplateError) {
            let output = try render(template, with: context(model, options))
            return Generation(output: output, model: model, diagnostics: diagnostics)
        } catch {
            return Generation(
                output: nil, model: model, diagnostics: diagnostics + error.diagnostics)
        }
    }

    /// The support file that files of spies generated with ``SupportPlacement/external``
    /// need beside them.
    package func generateSpySupport() throws(TemplateError) -> String {
        try render("spySupport", with: TemplateContext.makeSpySupport())
    }

    /// The support file that the files generated from `models` with
    /// ``SupportPlacement/external`` need beside them.
    package func generateSupport(for models: [MulticastFile]) throws(TemplateError) -> String {
        try render(Self.supportTemplate, with: TemplateContext.makeSupport(for: models))
    }

    private func render(_ template: String, with context: TemplateValue) throws(TemplateError)
        -> String
    {
        try templates.render(template, with: context, escaping: .none, missingPartials: .error)
    }
}
