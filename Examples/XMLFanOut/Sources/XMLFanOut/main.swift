import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

// The story: an XMLParser takes one delegate, and four listeners want its events. The
// generated multicast is that one delegate; it calls every listener, in registration order.

let feed = """
    <rss><channel>
      <item><title>Delegates, many of them</title><link>https://example.com/1</link></item>
      <item><title>One parser, four listeners</title><link>https://example.com/2</link></item>
      <item><title>Removing yourself mid-parse</title><link>https://example.com/3</link></item>
    </channel></rss>
    """

let multicast = XMLParserDelegateMulticast()
let progress = ProgressReporter()
let preview = FirstItemPreview()
let headlines = HeadlineCollector()
let links = LinkCounter()
preview.multicast = multicast
for listener: any XMLParserDelegate in [progress, preview, headlines, links] {
    multicast.add(listener)
}
print("\(multicast.count) listeners on one parser")

let parser = XMLParser(data: Data(feed.utf8))
// XMLParser holds its delegate weakly: `multicast` keeps it alive.
parser.delegate = multicast
let parsed = parser.parse()

print("parsed: \(parsed)")
print("headlines: \(headlines.headlines.count), links: \(links.links)")
print("FirstItemPreview saw \(preview.elements.count) elements, all in the first item")
print("\(multicast.count) listeners left")
