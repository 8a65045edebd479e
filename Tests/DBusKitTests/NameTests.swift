import Testing
import TestSupport
import DBusKit
import ModemManagerSource

@Suite struct NameTests {
    @Test(arguments: ["/", "/a", "/org/freedesktop/ModemManager1/SMS/0", "/a_b/C9"])
    func validPaths(text: String) { #expect(ObjectPath(text) != nil) }

    @Test(arguments: ["", "a", "//", "/a/", "/a//b", "/a-b", "/ä", "/a b"])
    func invalidPaths(text: String) { #expect(ObjectPath(text) == nil) }

    @Test func busNames() {
        #expect(BusName(":1.42" as String)?.isUnique == true)
        #expect(BusName("org.freedesktop.ModemManager1" as String)?.isUnique == false)
        #expect(BusName("org.my-app.x" as String) != nil)
        for bad in ["", "org", "org..x", "1org.x", "org.x.", String(repeating: "a.", count: 200) + "a"] {
            #expect(BusName(bad) == nil, "\(bad)")
        }
        #expect(InterfaceName("org.my-app.x" as String) == nil)
        #expect(MemberName("GetAll" as String) != nil)
        #expect(MemberName("9x" as String) == nil)
        #expect(Signature("a{sv}" as String) != nil)
        #expect(Signature("a{" as String) == nil)
    }

    @Test func busSelectors() {
        #expect(BusSelector(argument: "system") == .system)
        #expect(BusSelector(argument: "session") == .session)
        #expect(BusSelector(argument: "unix:path=/tmp/bus") == .address("unix:path=/tmp/bus"))
        #expect(BusSelector(argument: "unix:abstract=x,guid=1") == .address("unix:abstract=x,guid=1"))
        #expect(BusSelector(argument: "bogus") == nil)
        #expect(BusSelector(argument: ":x=1") == nil)
        #expect(BusSelector.address("unix:path=/x").resolvedAddress == "unix:path=/x")
    }
}
