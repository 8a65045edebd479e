import Testing
import TestSupport
import DBusKit
@testable import ModemManagerSource

@Suite struct ModemManagerSignalsTests {
    @Test func decodesTheSignalsTheSourceUses() {
        let added = DBusSignal(sender: ":1.7", path: "/org/freedesktop/ModemManager1/Modem/0",
                               interface: "org.freedesktop.ModemManager1.Modem.Messaging", member: "Added",
                               arguments: [.objectPath("/org/freedesktop/ModemManager1/SMS/4"), .boolean(true)])
        #expect(ModemManagerSignals.event(for: added) == .messageAdded(
            sender: ":1.7", modem: "/org/freedesktop/ModemManager1/Modem/0", message: "/org/freedesktop/ModemManager1/SMS/4", received: true))

        let changed = DBusSignal(sender: ":1.7", path: "/org/freedesktop/ModemManager1/SMS/4",
                                 interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
                                 arguments: [.string("org.freedesktop.ModemManager1.Sms"),
                                             .properties(["State": .uint32(3), "Text": .string("t")]), .strings([])])
        #expect(ModemManagerSignals.event(for: changed) == .messageChanged(
            sender: ":1.7", message: "/org/freedesktop/ModemManager1/SMS/4", SmsProperties(state: 3, text: "t")))

        let owner = DBusSignal(sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                               member: "NameOwnerChanged", arguments: [.string("org.freedesktop.ModemManager1"), .string(":1.7"), .string("")])
        #expect(ModemManagerSignals.event(for: owner) == .ownerChanged(nil))
        var forged = owner
        forged.sender = ":1.66"
        #expect(ModemManagerSignals.event(for: forged) == nil)

        let interfaces = DBusValue.dictionary(key: .string, value: "a{sv}", [
            DBusDictEntry(key: .string("org.freedesktop.ModemManager1.Modem"), value: .properties(["State": .int32(3)])),
            DBusDictEntry(key: .string("org.freedesktop.ModemManager1.Modem.Messaging"), value: .properties([:])),
        ])
        let appeared = DBusSignal(sender: ":1.7", path: "/org/freedesktop/ModemManager1", interface: "org.freedesktop.DBus.ObjectManager",
                                  member: "InterfacesAdded", arguments: [.objectPath("/org/freedesktop/ModemManager1/Modem/1"), interfaces])
        #expect(ModemManagerSignals.event(for: appeared) == .interfacesAdded(
            sender: ":1.7", path: "/org/freedesktop/ModemManager1/Modem/1", ModemInterfaces(hasModem: true, hasMessaging: true, state: 3)))
    }

    @Test func malformedArgumentsMakeNoEvent() {
        let wrong = DBusSignal(sender: ":1.7", path: "/org/freedesktop/ModemManager1/Modem/0",
                               interface: "org.freedesktop.ModemManager1.Modem.Messaging", member: "Added",
                               arguments: [.string("/not/a/path/type"), .uint32(1)])
        #expect(ModemManagerSignals.event(for: wrong) == nil)
        let short = DBusSignal(sender: ":1.7", path: "/org/freedesktop/ModemManager1", interface: "org.freedesktop.DBus.ObjectManager",
                               member: "InterfacesAdded", arguments: [])
        #expect(ModemManagerSignals.event(for: short) == nil)
        // SMS properties of the wrong types read as absent.
        #expect(SmsProperties(["State": .string("3"), "Text": .uint32(1)]) == SmsProperties())
    }
}
