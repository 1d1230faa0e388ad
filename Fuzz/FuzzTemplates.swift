// The libFuzzer target for the template engine. `scripts/fuzz.sh --templates` compiles this
// file together with Fuzz/FuzzSupport.swift, against MDGenSyntax and MDGenMustache built with
// testing enabled (so it sees their internal API), and runs it.
//
// An input is up to four templates and a context, separated by NUL bytes:
//
//     main \0 a \0 b \0 c \0 context bytes
//
// The templates are named `main`, `a`, `b` and `c`, so that partial, parent and dynamic names
// (`{{>a}}`, `{{<b}}`, `{{>*x}}` with `x` = "c") find each other. The bytes after the last
// separator build the context: nested objects, lists, strings, numbers and flags, bounded in
// depth and size, whose strings include the template names. With fewer separators there is no
// context text and a fixed context is used.
//
// Each template is parsed, and `main` is rendered with both escaping modes and both missing
// partial policies under small limits. Nothing may crash or hang, and these must hold (a broken
// invariant traps, which libFuzzer reports and saves like a crash):
// - every diagnostic, note and fix-it points into the file it names;
// - a render that succeeds writes no more than the output limit;
// - a render that succeeds when missing partials are errors gives the same text when they
//   render as empty text, which only ever turns errors into text.

@testable import MDGenMustache
@testable import MDGenSyntax

/// The limits every render of the fuzzer runs under: small, so each input takes milliseconds.
private let limits = TemplateRenderingLimits(
    maximumOutputBytes: 64 * 1024, maximumDepth: 24, maximumSteps: 200_000)

/// The names the templates get, in input order; the context's strings use them too.
private let templateNames = ["main", "a", "b", "c"]

/// Parses and renders one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = bytes.split(
        separator: 0, maxSplits: templateNames.count, omittingEmptySubsequences: false)
    let hasContext = parts.count > 1
    let templateParts = hasContext ? parts.dropLast() : parts[...]
    var files: [String: SourceFile] = [:]
    var templates: [MustacheTemplate] = []
    for (name, part) in zip(templateNames, templateParts) {
        let file = SourceFile(path: "\(name).mustache", bytes: Array(part))
        files[file.path] = file
        do {
            let template = try MustacheTemplate(name: name, file: file)
            checkListing(template)
            templates.append(template)
        } catch {
            checkDiagnostics(error.diagnostics, in: files)
        }
    }
    let library = TemplateLibrary(templates)
    checkDiagnostics(library.validate(), in: files)
    guard library["main"] != nil else {
        return 0
    }

    var context = ContextDecoder(bytes: hasContext ? Array(parts.last ?? []) : [])
    let value = context.decodeRoot()
    for escaping in [TemplateEscaping.html, .none] {
        let lenient = render(library, value, escaping, .empty, files)
        let strict = render(library, value, escaping, .error, files)
        if let strict, strict != lenient {
            fatalError("rendering with missing partials as errors succeeded with other text")
        }
    }
    return 0
}

/// Renders `main`, checking the output's size or the error's locations; `nil` on an error.
private func render(
    _ library: TemplateLibrary, _ context: TemplateValue, _ escaping: TemplateEscaping,
    _ missingPartials: MissingPartialPolicy, _ files: [String: SourceFile]
) -> String? {
    do {
        let text = try library.render(
            "main", with: context, escaping: escaping, missingPartials: missingPartials,
            limits: limits)
        guard text.utf8.count <= limits.maximumOutputBytes else {
            fatalError("a render wrote \(text.utf8.count) bytes, over its limit")
        }
        return text
    } catch {
        guard !error.diagnostics.isEmpty else {
            fatalError("a render failed without a diagnostic")
        }
        checkDiagnostics(error.diagnostics, in: files)
        return nil
    }
}

/// Every diagnostic, note and fix-it must name one of the templates and point into it.
private func checkDiagnostics(_ diagnostics: [Diagnostic], in files: [String: SourceFile]) {
    for diagnostic in diagnostics + diagnostics.flatMap(\.notes) {
        guard let path = diagnostic.path, let file = files[path], diagnostic.range != nil else {
            fatalError("diagnostic '\(diagnostic.message)' is not located in a template")
        }
        checkRange(diagnostic.range, in: file)
        for fixIt in diagnostic.fixIts {
            checkRange(fixIt.range, in: file)
        }
    }
}

/// The blocks and references a template lists must point into it.
private func checkListing(_ template: MustacheTemplate) {
    for block in template.blocks {
        checkRange(block.range, in: template.file)
    }
    for reference in template.partialReferences + template.parentReferences {
        checkRange(reference.range, in: template.file)
    }
}

/// Builds a context from bytes: each value is chosen by one byte, and the bytes after it
/// give its contents. Running out of bytes ends every value early, so any input decodes.
private struct ContextDecoder {
    var bytes: [UInt8]
    var index = 0
    /// How many more values may be built: contexts stay small whatever the input.
    var budget = 64

    /// The strings a context holds: the template names (for dynamic names), names the
    /// templates can look up, and text that escaping or indentation treat specially.
    static let words = templateNames + ["x", "kids", "", "<&\"'>", "two\nlines", "  "]
    /// The keys of objects.
    static let keys = templateNames + ["x", "y", "kids", "name", "*x"]

    /// A fixed context for inputs without context bytes, and the top of every other one.
    mutating func decodeRoot() -> TemplateValue {
        guard !bytes.isEmpty else {
            return [
                "x": "a", "y": true, "name": "<b>", "a": ["x": "b", "kids": [["kids": []]]],
                "kids": [1, 2], "b": [], "c": nil,
            ]
        }
        var members: [String: TemplateValue] = [:]
        for key in Self.keys where index < bytes.count {
            members[key] = decode(depth: 0)
        }
        return .object(members)
    }

    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func decode(depth: Int) -> TemplateValue {
        guard budget > 0, let byte = next() else { return .null }
        budget -= 1
        let isLeaf = depth >= 6
        switch byte % 8 {
        case 0: return .null
        case 1: return true
        case 2: return false
        case 3: return .number(Double(Int8(bitPattern: next() ?? 0)) / 2)
        case 4: return .string(Self.words[Int(next() ?? 0) % Self.words.count])
        case 5 where !isLeaf:
            let count = Int(next() ?? 0) % 4
            return .list((0..<count).map { _ in decode(depth: depth + 1) })
        case 6 where !isLeaf:
            let count = Int(next() ?? 0) % 4
            var members: [String: TemplateValue] = [:]
            for _ in 0..<count {
                let key = Self.keys[Int(next() ?? 0) % Self.keys.count]
                members[key] = decode(depth: depth + 1)
            }
            return .object(members)
        default:
            let count = min(Int(next() ?? 0) % 8, bytes.count - index)
            defer { index += count }
            return .string(String(decoding: bytes[index..<index + count], as: UTF8.self))
        }
    }
}
