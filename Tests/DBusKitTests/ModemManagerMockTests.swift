import TestSupport
import Foundation
import Testing
import UnixKit
import SmswatchCore
import ModemManagerSource

/// The ModemManager source in-process against python-dbusmock shaped like ModemManager,
/// on a private dbus-daemon. Every process is stopped by PID when the harness goes away.
@Suite(.serialized) struct ModemManagerMockTests {
    static let modem0 = "/org/freedesktop/ModemManager1/Modem/0"

    final class Harness {
        let runner: LoopRunner
        let bus: PrivateBus
        var mock: MockModemManager?
        var source: ModemManagerSource!
        var delivered: [ReceivedSMS] = []

        init(options: ModemManagerSource.Options = .init(), startMock: Bool = true) throws {
            runner = try LoopRunner()
            bus = try PrivateBus()
            if startMock { mock = try MockModemManager(bus: bus) }
            source = ModemManagerSource(
                loop: runner.loop, bus: .address(bus.address), options: options,
                logger: Logger(program: "mm-test", level: .warning)) { [unowned self] in delivered.append($0) }
        }

        var texts: [String] { delivered.map(\.text) }

        func command(_ json: [String: Any]) throws { try mock!.command(json) }

        @discardableResult
        func run(timeoutMillis: Int64 = 10_000, until condition: @escaping () -> Bool) -> Bool {
            runner.run(timeoutMillis: timeoutMillis, until: condition)
        }

        deinit {
            source?.stop()
            mock?.stop()
            bus.stop()
        }
    }

    @Test func storedAndNewMessages() throws {
        let h = try Harness()
        try h.command(["op": "modem", "n": 0, "state": 8])
        try h.command(["op": "sms", "id": 1, "modem": 0, "number": "Google", "text": "G-123456 is your Google verification code.",
                       "ts": "2024-05-17T10:30:00+02"])
        h.source.start()
        #expect(h.run { h.delivered.count == 1 })
        #expect(h.texts == ["G-123456 is your Google verification code."])
        #expect(h.delivered.first?.source == "modem:" + Self.modem0)
        #expect(h.delivered.first?.sender == "Google")
        #expect(h.delivered.first?.sentMillis == 1_715_934_600_000)
        try h.command(["op": "sms", "id": 2, "modem": 0, "text": "Your code is 654321"])
        #expect(h.run { h.delivered.count == 2 })
        #expect(h.texts.last == "Your code is 654321")
        let status = h.source.status
        #expect(status.state == "connected" && status.detail == "1 modem" && status.messages == 2)
    }

    @Test func lateMessagingThenRemoval() throws {
        let h = try Harness()
        try h.command(["op": "modem", "n": 0, "state": 8, "messaging": false])
        h.source.start()
        #expect(h.run { h.source.status.detail == "1 modem" })
        try h.command(["op": "messaging", "n": 0])
        try h.command(["op": "sms", "id": 1, "modem": 0, "text": "code 111222"])
        #expect(h.run { h.delivered.count == 1 })
        try h.command(["op": "remove", "n": 0])
        #expect(h.run { h.source.status.detail == "0 modems" })
    }

    @Test func modemRemovedAndAddedAgain() throws {
        let h = try Harness()
        try h.command(["op": "modem", "n": 0, "state": 8])
        h.source.start()
        #expect(h.run { h.source.status.detail == "1 modem" })
        try h.command(["op": "remove", "n": 0])
        #expect(h.run { h.source.status.detail == "0 modems" })
        // The modem comes back (unplugged and replugged): it is followed again.
        try h.command(["op": "modem", "n": 0, "state": 8])
        #expect(h.run { h.source.status.detail == "1 modem" })
        try h.command(["op": "sms", "id": 7, "modem": 0, "text": "Your code is 707070"])
        #expect(h.run { h.delivered.count == 1 })
        #expect(h.texts == ["Your code is 707070"])
    }

    @Test func multipartThatNeverCompletesDeliversNothing() throws {
        let h = try Harness()
        try h.command(["op": "modem", "n": 0, "state": 8])
        h.source.start()
        #expect(h.run { h.source.status.detail == "1 modem" })
        try h.command(["op": "sms", "id": 1, "modem": 0, "state": 2, "text": ""])
        try h.command(["op": "sms", "id": 2, "modem": 0, "state": 2, "text": ""])
        h.runner.idle(millis: 400)
        #expect(h.delivered.isEmpty)
        try h.command(["op": "complete", "id": 2, "text": "Your verification code is 908172. Do not share it."])
        #expect(h.run { h.delivered.count == 1 })
        h.runner.idle(millis: 300)
        #expect(h.texts == ["Your verification code is 908172. Do not share it."])
    }

    @Test func restartDoesNotRepeatOldCodes() throws {
        let h = try Harness()
        try h.command(["op": "modem", "n": 0, "state": 8])
        h.source.start()
        try h.command(["op": "sms", "id": 1, "modem": 0, "text": "old code 111111", "ts": "2024-05-17T10:30:00+02"])
        #expect(h.run { h.delivered.count == 1 })
        let firstOwner = try h.mock!.command(["op": "owner"])
        try h.command(["op": "restart"])
        let secondOwner = try h.mock!.command(["op": "owner"])
        #expect(firstOwner != secondOwner)
        try h.command(["op": "modem", "n": 0, "state": 8])
        // The restarted ModemManager announces the stored message again, at the same path.
        try h.command(["op": "sms", "id": 1, "modem": 0, "text": "old code 111111", "ts": "2024-05-17T10:30:00+02"])
        try h.command(["op": "sms", "id": 2, "modem": 0, "text": "new code 222222", "ts": "2024-05-17T10:31:00+02"])
        #expect(h.run { h.delivered.count >= 2 })
        h.runner.idle(millis: 300)
        #expect(h.texts == ["old code 111111", "new code 222222"])
    }

    @Test func disabledModemWarnsOrIsEnabled() throws {
        let reader = try Harness()
        try reader.command(["op": "modem", "n": 0, "state": 3])
        reader.source.start()
        #expect(reader.run { reader.source.status.detail == "1 modem (1 disabled)" })

        let enabler = try Harness(options: .init(enableModems: true))
        try enabler.command(["op": "modem", "n": 0, "state": 3])
        try enabler.command(["op": "sms", "id": 1, "modem": 0, "text": "stored 424242"])
        enabler.source.start()
        #expect(enabler.run { enabler.delivered.count == 1 })
        #expect(enabler.source.status.detail == "1 modem")
    }

    @Test func waitsForBusAndModemManagerAndSurvivesBusLoss() throws {
        let runner = try LoopRunner()
        let path = NSTemporaryDirectory() + "smswatch-bus-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(path) }
        var delivered: [ReceivedSMS] = []
        let source = ModemManagerSource(
            loop: runner.loop, bus: .address("unix:path=" + path), logger: Logger(program: "mm-test", level: .error)
        ) { delivered.append($0) }
        defer { source.stop() }
        source.start()
        #expect(source.status.state == "no-bus")
        var bus: PrivateBus? = try PrivateBus(listen: "unix:path=" + path)
        defer { bus?.stop() }
        #expect(runner.run(timeoutMillis: 5_000) { source.status.state == "waiting" })
        let mock = try MockModemManager(bus: bus!)
        defer { mock.stop() }
        try mock.command(["op": "modem", "n": 0, "state": 8])
        try mock.command(["op": "sms", "id": 1, "modem": 0, "text": "code 777888"])
        #expect(runner.run { delivered.count == 1 })
        #expect(source.status.state == "connected")

        mock.stop()
        bus?.stop()
        unlink(path)
        #expect(runner.run(timeoutMillis: 5_000) { source.status.state == "no-bus" })
        bus = try PrivateBus(listen: "unix:path=" + path)
        #expect(runner.run(timeoutMillis: 8_000) { source.status.state == "waiting" })
    }
}
