import DBusKit
import ModemManagerSource
import SmswatchCore
import UnixKit

/// Measures the ModemManager source on a real bus: from the `PropertiesChanged` signal that
/// completes a message (State RECEIVED with its Text) to the `ReceivedSMS` handed to the
/// daemon. A stand-in ModemManager (a second connection owning
/// `org.freedesktop.ModemManager1`, answering GetManagedObjects, List and GetAll) runs on the
/// same loop, so the figure covers libdbus, dbus-daemon routing, decoding and the state machine.
enum ModemManagerBenchmark {
    /// Why a run did not finish.
    struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// Latencies in nanoseconds, one per message, in order.
    struct Result: Sendable {
        /// Signal-to-delivery latency of every message.
        var latenciesNanos: [Int64]
    }

    /// Runs `messages` messages through a private bus at `busAddress` (a bus nobody else uses
    /// as ModemManager). Gives up after `timeoutMillis`.
    static func signalToDelivery(busAddress: String, messages: Int = 200, timeoutMillis: Int64 = 60_000)
        throws(Failure) -> Result
    {
        let loop: EventLoop
        do { loop = try EventLoop() } catch { throw Failure(description: "event loop: \(error)") }
        let modem: ObjectPath = "/org/freedesktop/ModemManager1/Modem/0"
        let fake: BusConnection
        do { fake = try BusConnection(address: busAddress, loop: loop) } catch { throw Failure(description: "cannot connect to \(busAddress): \(error)") }
        defer { fake.close() }
        var latencies: [Int64] = []
        var sentAt: Int64 = 0
        var current = 0
        var failure: String?

        func smsPath(_ n: Int) -> ObjectPath { ObjectPath("/org/freedesktop/ModemManager1/SMS/\(n)")! }
        func announce(_ n: Int) {
            do {
                try fake.emit(path: modem, interface: "org.freedesktop.ModemManager1.Modem.Messaging", member: "Added",
                              arguments: [.objectPath(smsPath(n)), .boolean(true)])
            } catch { failure = "\(error)"; loop.stop() }
        }
        func complete(_ n: Int) {
            sentAt = Clock.monotonicNanos()
            do {
                try fake.emit(path: smsPath(n), interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
                              arguments: [.string("org.freedesktop.ModemManager1.Sms"),
                                          .properties(["State": .uint32(3), "Text": .string("Your code is \(100_000 + n)")]),
                                          .strings([])])
            } catch { failure = "\(error)"; loop.stop() }
        }

        fake.onMethodCall = { call in
            switch (call.interface, call.member) {
            case ("org.freedesktop.DBus.ObjectManager"?, "GetManagedObjects"):
                let interfaces = DBusValue.dictionary(key: .string, value: "a{sv}", [
                    DBusDictEntry(key: .string("org.freedesktop.ModemManager1.Modem"), value: .properties(["State": .int32(8)])),
                    DBusDictEntry(key: .string("org.freedesktop.ModemManager1.Modem.Messaging"), value: .properties([:])),
                ])
                return .success([.dictionary(key: .objectPath, value: "a{sa{sv}}", [DBusDictEntry(key: .objectPath(modem), value: interfaces)])])
            case ("org.freedesktop.ModemManager1.Modem.Messaging"?, "List"):
                // The first List means the source is ready: start the first message.
                loop.runSoon { current = 1; announce(1) }
                return .success([.array(element: .objectPath, [])])
            case ("org.freedesktop.DBus.Properties"?, "GetAll"):
                let n = current
                // Multipart in progress: the completing signal is what we time.
                loop.runSoon { complete(n) }
                return .success([.properties([
                    "State": .uint32(2), "PduType": .uint32(1), "Number": .string("+15550100"),
                    "Timestamp": .string("2024-05-17T10:30:00+02"), "Text": .string(""),
                ])])
            default:
                return nil
            }
        }
        let source = ModemManagerSource(loop: loop, bus: .address(busAddress), logger: Logger(program: "bench", level: .error)) { _ in
            latencies.append(Clock.monotonicNanos() - sentAt)
            if current >= messages {
                loop.stop()
            } else {
                current += 1
                announce(current)
            }
        }
        // Own the name before the source asks who owns it.
        fake.requestName(BusName("org.freedesktop.ModemManager1")) { result in
            if case .failure(let error) = result { failure = "RequestName: \(error)"; loop.stop(); return }
            source.start()
        }
        loop.schedule(after: timeoutMillis) { failure = "timed out after \(latencies.count) messages"; loop.stop() }
        do { try loop.run() } catch { failure = "event loop: \(error)" }
        source.stop()
        if let failure { throw Failure(description: failure) }
        return Result(latenciesNanos: latencies)
    }
}
