/// Parent tag pairs (`{{<name}}…{{/name}}`) and blocks (`{{$name}}…{{/name}}`), with the
/// spec's whitespace rules for them, which are subtler than for other tags:
///
/// - The text of a parent tag pair is ignored, so only one side of each of its tags matters.
///   A parent pair stands alone when only whitespace comes before its opening tag and after
///   its closing tag on their lines (`  {{<p}}{{/p}}`): that whitespace is then the
///   indentation of the parent's lines, and the closing line's ending goes.
/// - An argument (a block directly in a parent pair) owns the line ending after its opening
///   tag, and the whitespace before its closing tag, when nothing else is there.
/// - Any other block drops the line of each of its tags that stands alone, as a section does;
///   and when the pair stands alone, its content (default or argument) is indented: by its
///   intrinsic indentation when its opening tag ends its line, by the whitespace before that
///   tag otherwise (`  {{$b}}{{/b}}`).
/// - A block whose opening tag ends its line has an intrinsic indentation, that of the line
///   after it once the enclosing blocks' intrinsic indentation is removed; it is removed from
///   every line of its content, so an argument fits wherever its block is.
extension MustacheParser {
    mutating func openParent(_ tag: MustacheTag) {
        let blankLineStart = source.blankLineStart(before: tag.start)
        appendText(upTo: blankLineStart ?? tag.start)
        // The rest of the line is the parent pair's text, which is ignored.
        textStart = tag.end
        guard let name = templateName(of: tag) else { return }
        var element = OpenElement(
            kind: .parent(name), closingName: name.text, tag: tag, enclosingNodes: nodes)
        element.blankLineStart = blankLineStart
        element.isAloneOnLine =
            blankLineStart != nil && source.blankLineEnd(after: tag.end) != nil
        open(element)
    }

    mutating func closeParent(_ tag: MustacheTag) {
        guard let element = openElements.popLast(), case .parent(let name) = element.kind else {
            return
        }
        nodes = element.enclosingNodes
        let lineEnd = source.blankLineEnd(after: tag.end)
        let opensStandalone =
            element.blankLineStart != nil && (element.isAloneOnLine || lineEnd != nil)
        let closesStandalone =
            lineEnd != nil
            && (element.blankLineStart != nil || source.blankLineStart(before: tag.start) != nil)
        textStart = closesStandalone ? lineEnd ?? tag.end : tag.end

        var indentation: String?
        if let lineStart = element.blankLineStart {
            if opensStandalone {
                indentation = self.indentation(ofLineFrom: lineStart, to: element.tag.start)
            } else {
                appendLineIndentation(from: lineStart, to: element.tag.start)
            }
        }
        nodes.append(
            .parent(
                name, arguments: element.arguments, indentation: indentation,
                range: range(of: element.tag)))
    }

    mutating func openBlock(_ tag: MustacheTag) {
        guard let name = validatedContent(of: tag) else {
            layOut(tag)
            return
        }
        let isArgument = isInParentPair
        let blankLineStart: Int?
        let lineEnd: Int?
        if isArgument {
            // What comes before the tag is the parent pair's ignored text.
            blankLineStart = nil
            lineEnd = source.blankLineEnd(after: tag.end)
        } else {
            blankLineStart = source.blankLineStart(before: tag.start)
            lineEnd = blankLineStart.flatMap { _ in source.blankLineEnd(after: tag.end) }
            appendText(upTo: blankLineStart ?? tag.start)
        }
        var element = OpenElement(
            kind: .block(name), closingName: name, tag: tag, enclosingNodes: nodes)
        element.isArgument = isArgument
        element.blankLineStart = blankLineStart
        element.isAloneOnLine = !isArgument && lineEnd != nil
        textStart = lineEnd ?? tag.end
        element.startsOnNewLine = lineEnd != nil
        element.intrinsicIndentation = lineEnd.map { intrinsicIndentation(ofLineAt: $0) } ?? ""
        open(element)
    }

    mutating func closeBlock(_ tag: MustacheTag) {
        if openElements.last?.isArgument == true {
            closeArgument(tag)
            return
        }
        layOut(tag)
        guard let element = openElements.popLast(), case .block(let name) = element.kind else {
            return
        }
        let content = MustacheBlockContent(nodes: nodes, startsOnNewLine: element.startsOnNewLine)
        nodes = element.enclosingNodes
        let isStandalone =
            element.blankLineStart != nil && source.blankLineEnd(after: tag.end) != nil

        var standaloneIndentation: String?
        if let lineStart = element.blankLineStart {
            if isStandalone {
                standaloneIndentation =
                    element.isAloneOnLine
                    ? element.intrinsicIndentation
                    : indentation(ofLineFrom: lineStart, to: element.tag.start)
            } else if !element.isAloneOnLine {
                appendLineIndentation(from: lineStart, to: element.tag.start)
            }
        }
        nodes.append(
            .block(
                MustacheBlock(
                    name: name, defaultContent: content,
                    standaloneIndentation: standaloneIndentation,
                    removedIndentation: element.intrinsicIndentation,
                    range: range(of: element.tag))))
    }

    /// Ends an argument and hands it to its parent pair.
    private mutating func closeArgument(_ tag: MustacheTag) {
        // Whitespace alone before the closing tag belongs to the tag; after it comes the
        // parent pair's ignored text.
        appendText(upTo: source.blankLineStart(before: tag.start) ?? tag.start)
        textStart = tag.end
        guard let element = openElements.popLast(), case .block(let name) = element.kind,
            let parentIndex = openElements.indices.last
        else {
            return
        }
        let content = MustacheBlockContent(nodes: nodes, startsOnNewLine: element.startsOnNewLine)
        nodes = element.enclosingNodes
        if let earlier = openElements[parentIndex].argumentIndices[name] {
            report(
                "block '\(name)' is given twice to parent '\(openElements[parentIndex].closingName)'",
                at: range(of: element.tag),
                notes: [
                    .note(
                        "block '\(name)' given here first",
                        at: openElements[parentIndex].arguments[earlier].range, in: source.file)
                ])
            return
        }
        openElements[parentIndex].argumentIndices[name] = openElements[parentIndex].arguments.count
        openElements[parentIndex].arguments.append(
            MustacheArgument(name: name, content: content, range: range(of: element.tag)))
    }
}
