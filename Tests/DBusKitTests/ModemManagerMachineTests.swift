import Testing
import TestSupport
import SmswatchCore
@testable import ModemManagerSource

/// The source's decisions without a bus: events in, actions out.
@Suite struct ModemManagerMachineTests {
    static let mm = ":1.7"
    static let modem = "/org/freedesktop/ModemManager1/Modem/0"
    static let sms1 = "/org/freedesktop/ModemManager1/SMS/1"

    static func complete(_ text: String, number: String = "+15550100", ts: String = "2024-05-17T10:30:00+02", pdu: UInt32 = 1)
        -> SmsProperties
    {
        SmsProperties(state: 3, pduType: pdu, number: number, text: text, timestamp: ts)
    }

    /// A machine that knows an enabled modem with Messaging, owned by `mm`.
    static func ready(_ options: ModemManagerMachine.Options = .init()) -> ModemManagerMachine {
        var machine = ModemManagerMachine(options: options)
        _ = machine.handle(.connected)
        _ = machine.handle(.ownerChanged(mm))
        let actions = machine.handle(.managedObjects(owner: mm, [modem: ModemInterfaces(hasModem: true, hasMessaging: true, state: 8)]))
        #expect(actions.contains(.list(owner: mm, modem: modem)))
        return machine
    }

    static func delivered(_ actions: [ModemManagerAction]) -> [String] {
        actions.compactMap { if case .deliver(let m) = $0 { m.text } else { nil } }
    }

    @Test func ownerFoundAsksForModems() {
        var machine = ModemManagerMachine(options: .init())
        _ = machine.handle(.connected)
        let actions = machine.handle(.ownerChanged(Self.mm))
        #expect(actions.contains(.getManagedObjects(owner: Self.mm)))
        #expect(machine.owner == Self.mm)
    }

    @Test func notRunningAtStartIsLoggedOnce() {
        var machine = ModemManagerMachine(options: .init())
        _ = machine.handle(.connected)
        let first = machine.handle(.ownerChanged(nil))
        #expect(first.count == 1)
        #expect(machine.handle(.ownerChanged(nil)).isEmpty)
    }

    @Test func addedFetchesThenDelivers() {
        var machine = Self.ready()
        let added = machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        #expect(added == [.fetch(owner: Self.mm, message: Self.sms1)])
        let fetched = machine.handle(.messageFetched(owner: Self.mm, message: Self.sms1, Self.complete("Your code is 123456")))
        #expect(Self.delivered(fetched) == ["Your code is 123456"])
        guard case .deliver(let message)? = fetched.first(where: { if case .deliver = $0 { true } else { false } }) else {
            Issue.record("no delivery"); return
        }
        #expect(message.modem == Self.modem)
        #expect(message.timestamp == "2024-05-17T10:30:00+02")
        #expect(machine.delivered == 1)
        // Announced again by the same owner (List after Added): no second fetch.
        #expect(machine.handle(.listed(owner: Self.mm, modem: Self.modem, messages: [Self.sms1])).isEmpty)
    }

    @Test func sentMessagesAndReportsAreIgnored() {
        var machine = Self.ready()
        #expect(machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: false)).isEmpty)
        _ = machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        let report = machine.handle(.messageFetched(owner: Self.mm, message: Self.sms1, Self.complete("x", pdu: 3)))
        #expect(Self.delivered(report).isEmpty)
        let cdma = "/org/freedesktop/ModemManager1/SMS/2"
        _ = machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: cdma, received: true))
        #expect(Self.delivered(machine.handle(.messageFetched(owner: Self.mm, message: cdma, Self.complete("cdma 1", pdu: 32)))) == ["cdma 1"])
    }

    @Test func receivingWaitsForReceived() {
        var machine = Self.ready()
        _ = machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        var partial = Self.complete("")
        partial.state = 2
        #expect(Self.delivered(machine.handle(.messageFetched(owner: Self.mm, message: Self.sms1, partial))).isEmpty)
        // A change that is not completion delivers nothing.
        #expect(machine.handle(.messageChanged(sender: Self.mm, message: Self.sms1, SmsProperties(state: 2))).isEmpty)
        // From someone else: ignored.
        #expect(machine.handle(.messageChanged(sender: ":1.99", message: Self.sms1, SmsProperties(state: 3, text: "forged"))).isEmpty)
        let done = machine.handle(.messageChanged(sender: Self.mm, message: Self.sms1, SmsProperties(state: 3, text: "part one part two 4711")))
        #expect(Self.delivered(done) == ["part one part two 4711"])
    }

    @Test func completionWithoutTextRefetches() {
        var machine = Self.ready()
        _ = machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        _ = machine.handle(.messageFetched(owner: Self.mm, message: Self.sms1, SmsProperties(state: 2, pduType: 1)))
        #expect(machine.handle(.messageChanged(sender: Self.mm, message: Self.sms1, SmsProperties(state: 3))) == [.fetch(owner: Self.mm, message: Self.sms1)])
    }

    @Test func ownerChangeResetsButRemembersDelivered() {
        var machine = Self.ready()
        _ = machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        _ = machine.handle(.messageFetched(owner: Self.mm, message: Self.sms1, Self.complete("old 111111")))
        let restarted = machine.handle(.ownerChanged(":1.8"))
        #expect(restarted.contains(.getManagedObjects(owner: ":1.8")))
        #expect(machine.modems.isEmpty && machine.messages.isEmpty)
        // Signals and replies of the old owner are stale now.
        #expect(machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: "/x/SMS/9", received: true)).isEmpty)
        #expect(machine.handle(.managedObjects(owner: Self.mm, [Self.modem: ModemInterfaces(hasModem: true, hasMessaging: true, state: 8)])).isEmpty)
        _ = machine.handle(.managedObjects(owner: ":1.8", [Self.modem: ModemInterfaces(hasModem: true, hasMessaging: true, state: 8)]))
        // The same path again (paths are per-process counters) with the old content: not repeated.
        #expect(machine.handle(.listed(owner: ":1.8", modem: Self.modem, messages: [Self.sms1])) == [.fetch(owner: ":1.8", message: Self.sms1)])
        #expect(Self.delivered(machine.handle(.messageFetched(owner: ":1.8", message: Self.sms1, Self.complete("old 111111")))).isEmpty)
        _ = machine.handle(.messageAdded(sender: ":1.8", modem: Self.modem, message: "/org/freedesktop/ModemManager1/SMS/2", received: true))
        #expect(Self.delivered(machine.handle(.messageFetched(owner: ":1.8", message: "/org/freedesktop/ModemManager1/SMS/2", Self.complete("new 222222")))) == ["new 222222"])
    }

    @Test func disabledModemWarnsOnceOrEnables() {
        var machine = ModemManagerMachine(options: .init())
        _ = machine.handle(.connected)
        _ = machine.handle(.ownerChanged(Self.mm))
        let actions = machine.handle(.managedObjects(owner: Self.mm, [Self.modem: ModemInterfaces(hasModem: true, hasMessaging: true, state: 3)]))
        #expect(actions.contains { if case .log(.warning, let text) = $0 { text.contains("mmcli -m 0 -e") } else { false } })
        #expect(!actions.contains { if case .list = $0 { true } else { false } })
        #expect(machine.modemCounts == (1, 1))
        #expect(machine.handle(.modemStateChanged(sender: Self.mm, modem: Self.modem, state: 3)).isEmpty)
        // Enabled by someone: listed now.
        #expect(machine.handle(.modemStateChanged(sender: Self.mm, modem: Self.modem, state: 5)).isEmpty)
        #expect(machine.handle(.modemStateChanged(sender: Self.mm, modem: Self.modem, state: 6)) == [.list(owner: Self.mm, modem: Self.modem)])

        var enabling = ModemManagerMachine(options: .init(enableModems: true))
        _ = enabling.handle(.connected)
        _ = enabling.handle(.ownerChanged(Self.mm))
        let enable = enabling.handle(.managedObjects(owner: Self.mm, [Self.modem: ModemInterfaces(hasModem: true, hasMessaging: true, state: 3)]))
        #expect(enable.contains(.enable(owner: Self.mm, modem: Self.modem)))
        #expect(!enabling.handle(.modemStateChanged(sender: Self.mm, modem: Self.modem, state: 3)).contains(.enable(owner: Self.mm, modem: Self.modem)))
    }

    @Test func wrongStateWaitsForEnabled() {
        var machine = Self.ready()
        let failed = machine.handle(.callFailed(owner: Self.mm, call: "List", path: Self.modem,
                                                errorName: "org.freedesktop.ModemManager1.Error.Core.WrongState", message: "not enabled"))
        #expect(!failed.contains { if case .log(.warning, _) = $0 { true } else { false } })
        _ = machine.handle(.modemStateChanged(sender: Self.mm, modem: Self.modem, state: 5))
        #expect(machine.handle(.modemStateChanged(sender: Self.mm, modem: Self.modem, state: 8)) == [.list(owner: Self.mm, modem: Self.modem)])
    }

    @Test func lateMessagingInterface() {
        var machine = ModemManagerMachine(options: .init())
        _ = machine.handle(.connected)
        _ = machine.handle(.ownerChanged(Self.mm))
        let noMessaging = machine.handle(.managedObjects(owner: Self.mm, [Self.modem: ModemInterfaces(hasModem: true, hasMessaging: false, state: 8)]))
        #expect(!noMessaging.contains { if case .list = $0 { true } else { false } })
        let late = machine.handle(.interfacesAdded(sender: Self.mm, path: Self.modem, ModemInterfaces(hasModem: false, hasMessaging: true)))
        #expect(late == [.list(owner: Self.mm, modem: Self.modem)])
    }

    @Test func removedModemForgetsItsMessages() {
        var machine = Self.ready()
        _ = machine.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        _ = machine.handle(.messageFetched(owner: Self.mm, message: Self.sms1, SmsProperties(state: 2, pduType: 1)))
        _ = machine.handle(.interfacesRemoved(sender: Self.mm, path: Self.modem, interfaces: ["org.freedesktop.ModemManager1.Modem"]))
        #expect(machine.modems.isEmpty && machine.messages.isEmpty)
        #expect(machine.handle(.messageChanged(sender: Self.mm, message: Self.sms1, SmsProperties(state: 3, text: "late"))).isEmpty)
    }

    @Test func deleteAfterReadOnlyWhenAsked() {
        var reader = Self.ready()
        _ = reader.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        #expect(!reader.handle(.messageFetched(owner: Self.mm, message: Self.sms1, Self.complete("a"))).contains { if case .delete = $0 { true } else { false } })
        var deleter = Self.ready(.init(deleteAfterRead: true))
        _ = deleter.handle(.messageAdded(sender: Self.mm, modem: Self.modem, message: Self.sms1, received: true))
        #expect(deleter.handle(.messageFetched(owner: Self.mm, message: Self.sms1, Self.complete("a"))).contains(.delete(owner: Self.mm, modem: Self.modem, message: Self.sms1)))
    }

    @Test func dedupeMemoryIsBounded() {
        var memory = DedupeMemory<Int>(capacity: 3)
        let inserted = [memory.insert(1), memory.insert(2), memory.insert(3), memory.insert(2), memory.insert(4)]
        #expect(inserted == [true, true, true, false, true])
        #expect(!memory.contains(1) && memory.contains(4) && memory.count == 3)
    }
}
