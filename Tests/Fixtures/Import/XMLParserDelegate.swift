// swift-format-ignore-file
// Long lines as in the sources it imitates. Written in the style of swift-corelibs-foundation's XMLParser.swift: the delegate protocol,
// then an extension that gives every requirement a default. For `mdgen import` tests.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The callbacks of an `XMLParser`.
public protocol XMLParserDelegate: AnyObject {

    // Document handling methods
    func parserDidStartDocument(_ parser: XMLParser)
    func parserDidEndDocument(_ parser: XMLParser)

    // DTD handling methods
    func parser(_ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?)
    func parser(_ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String, type: String?, defaultValue: String?)

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String : String])
    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?)
    func parser(_ parser: XMLParser, foundCharacters string: String)
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data)

    /// Asked for the data of an external entity.
    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error)
    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error)
}

extension XMLParserDelegate {

    public func parserDidStartDocument(_ parser: XMLParser) { }
    public func parserDidEndDocument(_ parser: XMLParser) { }

    public func parser(_ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?, systemID: String?) { }
    public func parser(_ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String, type: String?, defaultValue: String?) { }

    public func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String : String]) { }
    public func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) { }
    public func parser(_ parser: XMLParser, foundCharacters string: String) { }
    public func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { }

    public func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { return nil }

    public func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { }
    public func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) { }
}
