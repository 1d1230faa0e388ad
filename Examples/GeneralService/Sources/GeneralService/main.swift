// The story: two screens and a monitor register, each implementing one of the two optional
// methods. Entries reach only the screens; one screen is closed without deregistering and
// simply disappears. The service refreshes because the monitor asks for it; once the monitor
// has deregistered, nobody asks and the service does not refresh.

let service = GeneralService()
let inboxScreen = EntriesScreen(name: "InboxScreen")
/// The preview's only owner: the service's registration does not keep it alive.
var previewScreen: EntriesScreen? = EntriesScreen(name: "PreviewScreen")
let syncMonitor = SyncMonitor()

service.registerDelegate(inboxScreen)
if let previewScreen {
    service.registerDelegate(previewScreen)
}
service.registerDelegate(syncMonitor)
print("registered InboxScreen, PreviewScreen and SyncMonitor: \(service.delegateCount) delegate(s)")

print("")
print("entries arrive; SyncMonitor leaves didRetrieveEntries out, so nothing happens for it")
service.retrieveEntries()

print("")
print("PreviewScreen is closed without deregistering")
previewScreen = nil
print("the service has \(service.delegateCount) delegate(s)")

print("")
print("refresh? @combine(any): InboxScreen does not implement the question and counts as no")
service.refreshIfNeeded()

print("")
print("deregister SyncMonitor; now nobody says yes")
service.deregisterDelegate(syncMonitor)
service.refreshIfNeeded()

print("")
print("deregister InboxScreen; entries now reach nobody")
service.deregisterDelegate(inboxScreen)
service.retrieveEntries()
