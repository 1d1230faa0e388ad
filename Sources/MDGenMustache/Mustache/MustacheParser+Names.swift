/// The names tags hold: dotted names, template names, and the dynamic names (`*name`) that
/// partial and parent tags may use instead.
extension MustacheParser {
    /// The tag's content as a dotted name.
    mutating func name(of tag: MustacheTag) -> MustacheName? {
        guard let content = validatedContent(of: tag) else { return nil }
        return dottedName(content, of: tag)
    }

    /// The template a partial or parent tag names: as written, or `*` and a dotted name.
    mutating func templateName(of tag: MustacheTag) -> MustacheTemplateName? {
        guard isDynamic(tag) else {
            return validatedContent(of: tag).map(MustacheTemplateName.fixed)
        }
        return dynamicName(of: tag).flatMap { dottedName($0, of: tag) }
            .map(MustacheTemplateName.dynamic)
    }

    /// The name a closing tag repeats, normalised as ``OpenElement/closingName`` is.
    mutating func closingName(of tag: MustacheTag) -> String? {
        guard isDynamic(tag) else {
            return validatedContent(of: tag)
        }
        return dynamicName(of: tag).map { "*" + $0 }
    }

    /// Whether the tag's content is a dynamic name: `*`, then a dotted name.
    private func isDynamic(_ tag: MustacheTag) -> Bool {
        tag.content.utf8.first == UInt8(ascii: "*")
    }

    /// The dotted name after the `*` of a dynamic name, which may be padded with whitespace
    /// (`{{> * name }}`; the tag's content is trimmed already), when it is one name.
    private mutating func dynamicName(of tag: MustacheTag) -> String? {
        let name = String(
            decoding: tag.content.utf8.dropFirst().drop(while: isMustacheWhitespace), as: UTF8.self)
        guard !name.isEmpty else {
            report("\(tag.kind.diagnosticName) has no name after '*'", at: range(of: tag))
            return nil
        }
        guard !name.utf8.contains(where: isMustacheWhitespace) else {
            report("name '\(name)' contains whitespace", at: range(of: tag))
            return nil
        }
        return name
    }

    private mutating func dottedName(_ content: String, of tag: MustacheTag) -> MustacheName? {
        guard let name = MustacheName(content) else {
            report("name '\(content)' has an empty part between its dots", at: range(of: tag))
            return nil
        }
        return name
    }

    /// The tag's content when it is one name: not empty and without whitespace inside.
    mutating func validatedContent(of tag: MustacheTag) -> String? {
        guard !tag.content.isEmpty else {
            report("\(tag.kind.diagnosticName) has no name", at: range(of: tag))
            return nil
        }
        guard !tag.content.utf8.contains(where: isMustacheWhitespace) else {
            report("name '\(tag.content)' contains whitespace", at: range(of: tag))
            return nil
        }
        return tag.content
    }
}
