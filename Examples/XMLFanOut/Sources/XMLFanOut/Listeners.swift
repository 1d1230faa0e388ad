import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects the headline of every item: plain mutable state, as delegates have.
final class HeadlineCollector: NSObject, XMLParserDelegate {
    private(set) var headlines: [String] = []
    private var current: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        current = elementName == "title" ? "" : nil
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        if elementName == "title", let title = current {
            headlines.append(title)
            print("  HeadlineCollector: \(title)")
        }
        current = nil
    }
}

/// Counts links. It implements one method; Foundation's defaults stand in for the others.
final class LinkCounter: NSObject, XMLParserDelegate {
    private(set) var links = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if elementName == "link" {
            links += 1
        }
    }
}

/// Wants only the first item: it removes itself from the multicast when that item ends, in
/// the middle of the parse, and hears nothing more.
final class FirstItemPreview: NSObject, XMLParserDelegate {
    weak var multicast: XMLParserDelegateMulticast?
    private(set) var elements: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        if elementName == "item" {
            print("  FirstItemPreview: saw \(elements.joined(separator: ", ")); leaving")
            multicast?.remove(self)
        }
    }
}

/// Reports where the parse is.
final class ProgressReporter: NSObject, XMLParserDelegate {
    func parserDidStartDocument(_ parser: XMLParser) {
        print("  ProgressReporter: started")
    }

    func parserDidEndDocument(_ parser: XMLParser) {
        print("  ProgressReporter: finished")
    }
}
