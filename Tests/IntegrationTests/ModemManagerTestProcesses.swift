import Foundation
import Glibc
import TestSupport

/// A private bus, the AT simulator and the real ModemManager in test mode, driven with
/// `gdbus` and `mmcli` (the IntegrationTests target links no D-Bus code).
final class ModemManagerTestRig {
    static let modemDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("modem").path
    static var isInstalled: Bool {
        ["/usr/sbin/ModemManager", "/usr/bin/mmcli", "/usr/bin/gdbus", "/usr/bin/dbus-daemon"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    let bus: PrivateBus
    var address: String { bus.address }
    let sim: ChildProcess
    let socketName = "abstract:smswatch-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    private(set) var modemManager: ChildProcess?

    init() throws {
        bus = try PrivateBus()
        sim = try ChildProcess("/usr/bin/python3", [Self.modemDirectory + "/at_modem_sim.py", "--socket", socketName])
        guard sim.readLine() == "ok ready" else { throw TestFailure("at_modem_sim.py did not start: \(sim.log)") }
    }

    deinit { stop() }

    func stop() {
        modemManager?.stop()
        sim.stop()
        bus.stop()
    }

    var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    @discardableResult
    func simulator(_ json: String) throws -> String {
        sim.send(json)
        guard let answer = sim.readLine(), answer.hasPrefix("ok") else { throw TestFailure("at_modem_sim.py refused \(json)") }
        return answer
    }

    /// Runs a short command on the private bus; throws unless it exits 0.
    @discardableResult
    func run(_ executable: String, _ arguments: [String], timeout: Double = 20) throws -> CommandResult {
        let result = try runCommand(executable, arguments, environment: environment, timeout: timeout)
        guard result.status == 0 else {
            throw TestFailure("\(executable) \(arguments) exited \(result.status): \(result.stderr)")
        }
        return result
    }

    /// Starts ModemManager in test mode and gives it the simulated modem.
    func startModemManager() throws {
        modemManager = try ChildProcess(
            "/usr/sbin/ModemManager",
            ["--test-session", "--test-enable", "--test-no-udev", "--no-auto-scan", "--test-no-suspend-resume", "--test-no-qrtr"],
            environment: environment)
        try waitUntil("ModemManager owns its name", timeout: 15) {
            (try? self.run("/usr/bin/gdbus", ["call", "--session", "-d", "org.freedesktop.DBus", "-o", "/org/freedesktop/DBus",
                                              "-m", "org.freedesktop.DBus.GetNameOwner", "org.freedesktop.ModemManager1"])) != nil
        }
        try run("/usr/bin/gdbus", ["call", "--session", "-d", "org.freedesktop.ModemManager1", "-o", "/org/freedesktop/ModemManager1",
                                   "-m", "org.freedesktop.ModemManager1.Test.SetProfile", "smswatch-e2e", "generic", "['\(socketName)']"])
        try waitUntil("the simulated modem is exported", timeout: 15) {
            ((try? self.run("/usr/bin/mmcli", ["--test-session", "-L"]))?.stdout ?? "").contains("/Modem/")
        }
    }

    func stopModemManager() {
        modemManager?.stop()
        modemManager = nil
    }

    func enableModem() throws { try run("/usr/bin/mmcli", ["--test-session", "-m", "any", "-e"], timeout: 30) }
}
