import TestSupport
import Foundation
import Testing
import UnixKit
import SmswatchCore
import ModemManagerSource

/// +CMTI → delivered message through the real ModemManager: 5 messages must all arrive;
/// with `SMSWATCH_BENCH=1` it runs 40 and prints the latencies (scripts/bench.sh). Speed is
/// printed, never asserted. The private-bus latency is `smswatch-bench dbus`.
@Suite(.serialized) struct ModemManagerBenchmarkTests {
    static let fullRun = ProcessInfo.processInfo.environment["SMSWATCH_BENCH"] == "1"

    static func report(_ name: String, _ nanos: [Int64]) {
        let sorted = nanos.sorted()
        func micros(_ q: Double) -> String {
            let index = min(sorted.count - 1, max(0, Int((Double(sorted.count) * q).rounded(.up)) - 1))
            return String(format: "%.0f", Double(sorted[index]) / 1_000)
        }
        print("bench: \(name): n=\(sorted.count) p50=\(micros(0.5)) µs p90=\(micros(0.9)) µs p99=\(micros(0.99)) µs max=\(micros(1.0)) µs")
    }

    @Test(.timeLimit(.minutes(3)))
    func cmtiToDeliveryWithRealModemManager() throws {
        let runner = try LoopRunner()
        let rig = try RealModemManager(runner: runner)
        defer { rig.stop() }
        var deliveredAt: [Int64] = []
        let source = ModemManagerSource(
            loop: runner.loop, bus: .address(rig.bus.address), options: .init(enableModems: true),
            logger: Logger(program: "bench", level: .error)) { _ in deliveredAt.append(Clock.monotonicNanos()) }
        defer { source.stop() }
        source.start()
        try rig.startDaemon()
        #expect(runner.run(timeoutMillis: 15_000) { source.status.detail == "1 modem" })
        runner.idle(millis: 500)
        let count = Self.fullRun ? 40 : 5
        for n in 0..<count {
            try rig.simulator(["op": "deliver", "sender": "+4915112345678", "text": "Your code is \(200_000 + n)", "ts": "now"])
            #expect(runner.run(timeoutMillis: 10_000) { deliveredAt.count == n + 1 })
            // The modem storage holds 50; MM never deletes, so stay below it.
        }
        let cmti = try JSONSerialization.jsonObject(with: Data(rig.simulator(["op": "cmti"]).utf8)) as? [Int64] ?? []
        #expect(cmti.count == count && deliveredAt.count == count)
        Self.report("+CMTI -> ReceivedSMS, real ModemManager", zip(deliveredAt, cmti).map { $0 - $1 })
    }
}
