import TestSupport
import Testing
import UnixKit
import DBusKit

/// DBusKit on a private dbus-daemon: calls, replies, timeouts, match rules, disconnects.
@Suite(.serialized) struct BusConnectionTests {
    @Test func methodCallRoundTripsValues() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let runner = try LoopRunner()
        let server = try BusConnection(address: bus.address, loop: runner.loop)
        let client = try BusConnection(address: bus.address, loop: runner.loop)
        defer { server.close(); client.close() }
        server.onMethodCall = { call in
            call.member == "Echo" ? .success(call.arguments) : .failure(DBusError(name: "org.example.Error.Nope", message: "no \(call.member)"))
        }
        var owned: UInt32?
        server.requestName("org.example.Echo") { owned = try? $0.get() }
        #expect(runner.run { owned != nil })
        #expect(owned == 1)
        let arguments: [DBusValue] = [
            .string("【腾讯】"), .properties(["State": .uint32(3)]), .array(element: .objectPath, [.objectPath("/a/b")]),
            .structure([.int64(-1), .boolean(true)]),
        ]
        var echo: Result<[DBusValue], DBusError>?
        client.call(MethodCall(destination: "org.example.Echo", path: "/", interface: "org.example.Echo", member: "Echo",
                               arguments: arguments)) { echo = $0 }
        var refused: Result<[DBusValue], DBusError>?
        client.call(MethodCall(destination: "org.example.Echo", path: "/", interface: "org.example.Echo", member: "Other")) { refused = $0 }
        #expect(runner.run { echo != nil && refused != nil })
        #expect(try echo?.get() == arguments)
        #expect(throws: DBusError(name: "org.example.Error.Nope", message: "no Other")) { try refused?.get() }
        #expect(client.uniqueName?.hasPrefix(":") == true)
    }

    @Test func callTimesOutWithoutBlockingTheLoop() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let runner = try LoopRunner()
        // A peer that owns a name but never reads: its loop never runs.
        let silentLoop = try EventLoop()
        let silent = try BusConnection(address: bus.address, loop: silentLoop)
        defer { silent.close() }
        let client = try BusConnection(address: bus.address, loop: runner.loop)
        defer { client.close() }
        var ready = false
        client.onReady = { _ in ready = true }
        #expect(runner.run { ready })
        var name: String?
        // Ask the bus for the silent connection's unique name via a match-free route: its Hello
        // is answered only when its loop runs, so run it briefly.
        silent.onReady = { name = $0 }
        let silentRunner = silentLoop
        silentRunner.schedule(after: 200) { silentRunner.stop() }
        try silentRunner.run()
        guard let name, let destination = BusName(name) else { Issue.record("no unique name"); return }
        let started = Clock.monotonicMillis()
        var result: Result<[DBusValue], DBusError>?
        var order: [String] = []
        client.call(MethodCall(destination: destination, path: "/", interface: "org.example.X", member: "Hang"), timeoutMillis: 300) {
            result = $0
            order.append("reply")
        }
        // A timer due long before the call times out must fire first: the loop is not blocked.
        runner.loop.schedule(after: 50) { order.append("tick") }
        #expect(runner.run(timeoutMillis: 5_000) { result != nil })
        #expect(result?.failure?.name == "org.freedesktop.DBus.Error.NoReply")
        #expect(order == ["tick", "reply"])
        #expect(Clock.monotonicMillis() - started >= 250, "the timeout is not cut short")
    }

    @Test func quotedMatchRuleMatchesOnlyTheExactValue() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let runner = try LoopRunner()
        let listener = try BusConnection(address: bus.address, loop: runner.loop)
        let emitter = try BusConnection(address: bus.address, loop: runner.loop)
        defer { listener.close(); emitter.close() }
        var received: [DBusSignal] = []
        // The bus also sends us NameAcquired directly; only our interface counts.
        listener.onSignal = { if $0.interface == "org.example.Quote" { received.append($0) } }
        var added = false
        var matchError: DBusError?
        listener.addMatch(MatchRule(interface: "org.example.Quote", arguments: [0: "it's, quoted"])) { matchError = $0; added = true }
        #expect(runner.run { added })
        #expect(matchError == nil)
        for text in ["its, quoted", "it's", "it's, quoted"] {
            try emitter.emit(path: "/q", interface: "org.example.Quote", member: "Said", arguments: [.string(text)])
        }
        runner.idle(millis: 200)
        #expect(received.map { $0.arguments } == [[.string("it's, quoted")]])
        #expect(received.first?.sender == emitter.uniqueName)
    }

    @Test func lostBusIsReportedNotFatal() throws {
        let bus = try PrivateBus()
        let runner = try LoopRunner()
        let connection = try BusConnection(address: bus.address, loop: runner.loop)
        defer { connection.close() }
        var ready = false
        var lost = false
        connection.onReady = { _ in ready = true }
        connection.onDisconnect = { lost = true }
        #expect(runner.run { ready })
        bus.stop()
        #expect(runner.run { lost })
        #expect(!connection.isOpen)
        var result: Result<[DBusValue], DBusError>?
        connection.call(MethodCall(destination: .bus, path: "/", interface: "org.freedesktop.DBus", member: "GetId")) { result = $0 }
        #expect(runner.run { result != nil })
        #expect(result?.failure != nil)
    }

    @Test func unreachableAddressThrows() {
        #expect(throws: DBusError.self) {
            _ = try BusConnection(address: "unix:path=/nonexistent/smswatch-bus", loop: try EventLoop())
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
