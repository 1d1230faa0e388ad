/// Which of the context keys that no built-in template reads some template of a library
/// names. The generator computes a requirement's keys for every requirement of a file
/// (10,000 in the benchmark's large input), so it leaves out those that no tag of its
/// library can read; `mdgen context` (``TemplateContext/make(for:options:)``) has every key.
///
/// A template reads a key only through a tag that names it, so leaving out a key no tag
/// names never changes the generated text.
struct ContextKeys: Sendable {
    /// A requirement's `parameters`, a list of objects.
    var parameters = true
    /// A requirement's `fullName`.
    var fullName = true
    /// A requirement's `returnType`.
    var returnType = true
    /// A requirement's `isOptional`, `isAsync` and `isThrowing` (the built-in templates
    /// write the declarations, which already say so).
    var isOptional = true
    var isAsync = true
    var isThrowing = true
    /// The `strategy` of a requirement's `combine`.
    var strategy = true

    /// Every key.
    static let all = ContextKeys()

    private init() {}

    /// The keys that some template of `library` names.
    init(namedIn library: TemplateLibrary) {
        let names = library.contextNames
        parameters = names.contains("parameters")
        fullName = names.contains("fullName")
        returnType = names.contains("returnType")
        isOptional = names.contains("isOptional")
        isAsync = names.contains("isAsync")
        isThrowing = names.contains("isThrowing")
        strategy = names.contains("strategy")
    }
}
