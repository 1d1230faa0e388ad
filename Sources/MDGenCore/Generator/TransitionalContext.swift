import MDGenMustache

// Transitional: what the contexts not yet typed call. Removed once every level is a struct.

func documentation(_ lines: [String]) -> TemplateValue {
    TemplateValue(encoding: documentation(lines) as [String])
}

func positioned(_ items: [TemplateValue]) -> TemplateValue {
    TemplateValue(encoding: positioned(items) as [Positioned<TemplateValue>])
}

extension ProtocolGeneration {
    func sourceLocation(line: Int) -> TemplateValue {
        TemplateValue(encoding: sourceLocation(line: line) as SourceLocationContext?)
    }
}
