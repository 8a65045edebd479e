import Foundation
import Glibc
import Testing
import TestSupport

/// smswatchd reading the real ModemManager (test mode, private bus, simulated AT modem):
/// codes travel from PDUs built by `modem/sms_pdu.py` through ModemManager and smswatchd to
/// `smswatch latest`. Needs modemmanager, dbus, libglib2.0-bin (gdbus) and python3.
@Suite(.serialized)
struct ModemManagerEndToEndTests {
    /// `smswatch latest` with `--consume`, so each code is handed out once.
    static func latest(_ daemon: DaemonProcess, wait: Double) throws -> CommandResult {
        try runCommand(BuiltProducts.path("smswatch"),
                       ["--socket", daemon.socket, "latest", "--source", "modem", "--consume", "--wait", String(wait)],
                       timeout: wait + 15)
    }

    static func sms(_ sender: String, _ text: String, ts: String = "now", extra: String = "") -> String {
        let json = try! JSONSerialization.data(withJSONObject: ["sender": sender, "text": text, "ts": ts])
        var body = String(decoding: json, as: UTF8.self)
        body.removeFirst()
        return "{\"op\":\"deliver\"," + (extra.isEmpty ? "" : extra + ",") + body
    }

    @Test(.timeLimit(.minutes(3))) func codesFromTheRealModemManager() throws {
        let rig = try ModemManagerTestRig()
        defer { rig.stop() }
        // Stored before the modem is enabled, sent long ago: never offered.
        try rig.simulator(#"{"op":"store","sender":"+4915112345678","text":"Your old code is 135791","ts":"2020-01-01T00:00:00+00"}"#)
        try rig.startModemManager()
        // `--bus system` with DBUS_SYSTEM_BUS_ADDRESS, as on a real system, and an empty spool.
        let daemon = try DaemonProcess(arguments: ["--bus", "system"], environment: ["DBUS_SYSTEM_BUS_ADDRESS": rig.address],
                                       modemManager: true)
        defer { daemon.stop() }
        try rig.enableModem()
        // The stored message reaches the daemon, which refuses it by its time stamp.
        try waitUntil("the old stored message is refused", timeout: 15) { daemon.log.contains("longer than the TTL; not offered") }
        #expect(try Self.latest(daemon, wait: 0).status != 0, "the old stored code was offered")

        try rig.simulator(Self.sms("+4915112345678", "Your verification code is 123456"))
        let gsm = try Self.latest(daemon, wait: 10)
        #expect(gsm.status == 0 && gsm.stdout == "123456\n", "\(gsm) \(daemon.log)")

        try rig.simulator(Self.sms("Tencent", "【腾讯】验证码：864209，5分钟内有效，请勿泄露。"))
        let ucs2 = try Self.latest(daemon, wait: 10)
        #expect(ucs2.status == 0 && ucs2.stdout == "864209\n", "\(ucs2)")

        let long = "Your Example account verification code is 480615. It expires in ten minutes. "
            + "Never share this code with anyone, not even with Example support staff who call you."
        try rig.simulator(Self.sms("Example", long, extra: #""parts":2,"which":[1],"ref":42"#))
        #expect(try Self.latest(daemon, wait: 1).status == 124, "a lone part was offered")
        try rig.simulator(Self.sms("Example", long, extra: #""parts":2,"which":[2],"ref":42"#))
        let multipart = try Self.latest(daemon, wait: 10)
        #expect(multipart.status == 0 && multipart.stdout == "480615\n", "\(multipart)")

        // ModemManager restarts and announces every stored message again: none is offered twice.
        rig.stopModemManager()
        try rig.startModemManager()
        try rig.enableModem()
        try rig.simulator(Self.sms("+4915112345678", "After the restart your code is 246810"))
        let after = try Self.latest(daemon, wait: 10)
        #expect(after.status == 0 && after.stdout == "246810\n", "\(after) \(daemon.log)")
        // The re-announced stored messages came before the new one: had any been offered again,
        // it would still be live now.
        #expect(try Self.latest(daemon, wait: 0).status != 0, "a code was offered again after the restart")
    }
}
