import Foundation
import Testing
import TestSupport
import UnixKit
import SmswatchCore
import ModemManagerSource

/// The source in-process against the real ModemManager (test mode) and the AT simulator:
/// PDUs built by `sms_pdu.py` travel through MM's AT/PDU parser to `ReceivedSMS`.
@Suite(.serialized)
struct ModemManagerRealTests {
    static let oldTimestamp = "2020-01-01T00:00:00+00"

    @Test(.timeLimit(.minutes(2))) func realModemManagerEndToEnd() throws {
        let runner = try LoopRunner()
        let rig = try RealModemManager(runner: runner)
        defer { rig.stop() }
        var delivered: [ReceivedSMS] = []
        let source = ModemManagerSource(
            loop: runner.loop, bus: .address(rig.bus.address), logger: Logger(program: "mm-real", level: .warning)
        ) { delivered.append($0) }
        defer { source.stop() }
        var texts: [String] { delivered.map(\.text) }

        // Stored on the modem before anyone enables it: MM loads it while enabling.
        try rig.simulator(["op": "store", "sender": "+4915112345678", "text": "Old code 999999", "ts": Self.oldTimestamp])
        source.start()
        try rig.startDaemon()
        #expect(runner.run(timeoutMillis: 15_000) { source.status.detail == "1 modem (1 disabled)" }, "\(source.status)")
        #expect(try rig.mmcli(["-m", "any", "-e"]), "mmcli -e failed: \(rig.daemon?.log.suffix(1500) ?? "")")
        #expect(runner.run(timeoutMillis: 10_000) { delivered.count == 1 })
        #expect(texts == ["Old code 999999"])
        #expect(delivered.first?.sentMillis == 1_577_836_800_000)
        #expect(delivered.first?.source == "modem:/org/freedesktop/ModemManager1/Modem/0")

        try rig.simulator(["op": "deliver", "sender": "+4915112345678", "text": "Your code is 123456", "ts": "now"])
        #expect(runner.run(timeoutMillis: 10_000) { delivered.count == 2 })
        #expect(delivered.last?.sender == "+4915112345678")
        let sent = delivered.last?.sentMillis ?? 0
        #expect(abs(sent - Clock.wallMillis()) < 60_000, "sentMillis \(sent) is not now")

        try rig.simulator(["op": "deliver", "sender": "Tencent", "text": "【腾讯】验证码：864209，5分钟内有效。", "ts": "now"])
        #expect(runner.run(timeoutMillis: 10_000) { delivered.count == 3 })
        #expect(texts.last == "【腾讯】验证码：864209，5分钟内有效。")
        #expect(delivered.last?.sender == "Tencent")

        let long = "Your Example account verification code is 480615. It expires in ten minutes. "
            + "Never share this code with anyone, not even with Example support staff who call you."
        try rig.simulator(["op": "deliver", "sender": "Example", "text": long, "ts": "now", "parts": 2, "which": [1], "ref": 42])
        runner.idle(millis: 1_000)
        #expect(delivered.count == 3, "a part was delivered alone: \(texts)")
        try rig.simulator(["op": "deliver", "sender": "Example", "text": long, "ts": "now", "parts": 2, "which": [2], "ref": 42])
        #expect(runner.run(timeoutMillis: 10_000) { delivered.count == 4 })
        #expect(texts.last == long)

        // Restart: the stored messages are announced again (maybe at the same paths).
        rig.stopDaemon()
        #expect(runner.run(timeoutMillis: 10_000) { source.status.state == "waiting" })
        try rig.startDaemon()
        #expect(runner.run(timeoutMillis: 15_000) { source.status.detail == "1 modem (1 disabled)" }, "\(source.status)")
        #expect(try rig.mmcli(["-m", "any", "-e"]))
        try rig.simulator(["op": "deliver", "sender": "+4915112345678", "text": "After restart: 246810", "ts": "now"])
        #expect(runner.run(timeoutMillis: 10_000) { delivered.count >= 5 })
        runner.idle(millis: 500)
        #expect(texts.count == 5 && texts.last == "After restart: 246810", "\(texts)")
        #expect(source.status.messages == 5)
    }
}
