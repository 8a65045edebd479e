import TestSupport
import Foundation
import DBusKit
import UnixKit

/// The real ModemManager in test mode on a private bus, with `at_modem_sim.py` as its modem
/// (an abstract Unix socket given to `Test.SetProfile`). Every process is stopped by PID.
final class RealModemManager {
    let bus: PrivateBus
    let sim: ChildProcess
    let socketName: String
    private(set) var daemon: ChildProcess?
    private let runner: LoopRunner
    private let control: BusConnection

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/sbin/ModemManager") }

    init(runner: LoopRunner) throws {
        self.runner = runner
        bus = try PrivateBus()
        socketName = "abstract:smswatch-sim-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        // The simulator must listen before SetProfile: MM does not retry a refused connection.
        sim = try ChildProcess(systemPython, [repositoryRoot + "/Tests/IntegrationTests/modem/at_modem_sim.py", "--socket", socketName])
        guard sim.readLine(timeoutMillis: 10_000) == "ok ready" else { throw TestFailure("at_modem_sim.py did not start: \(sim.log)") }
        control = try BusConnection(address: bus.address, loop: runner.loop)
    }

    deinit { stop() }

    func stop() {
        control.close()
        daemon?.stop()
        sim.stop()
        bus.stop()
    }

    /// Sends a control command to the simulator; returns the answer's value.
    @discardableResult
    func simulator(_ json: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: json)
        sim.send(String(decoding: data, as: UTF8.self))
        guard let answer = sim.readLine(timeoutMillis: 10_000), answer.hasPrefix("ok") else {
            throw TestFailure("at_modem_sim.py refused \(json)")
        }
        return String(answer.dropFirst(2)).trimmingCharacters(in: .whitespaces)
    }

    /// Starts ModemManager, waits for its bus name, and gives it the simulated modem.
    func startDaemon() throws {
        daemon = try ChildProcess(
            "/usr/sbin/ModemManager",
            ["--test-session", "--test-enable", "--test-no-udev", "--no-auto-scan", "--test-no-suspend-resume",
             "--test-no-qrtr", "--debug"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        var owner: String?
        let deadline = Clock.monotonicMillis() + 15_000
        while owner == nil && Clock.monotonicMillis() < deadline {
            var answered = false
            control.call(MethodCall(destination: .bus, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                    member: "GetNameOwner", arguments: [.string("org.freedesktop.ModemManager1")])) { result in
                owner = (try? result.get())?.first?.string
                answered = true
            }
            runner.run(timeoutMillis: 2_000) { answered }
            if owner == nil { usleep(50_000) }
        }
        guard owner != nil else { throw TestFailure("ModemManager did not take its bus name: \(daemon?.log.suffix(2000) ?? "")") }
        var outcome: Result<[DBusValue], DBusError>?
        control.call(MethodCall(destination: "org.freedesktop.ModemManager1", path: "/org/freedesktop/ModemManager1",
                                interface: "org.freedesktop.ModemManager1.Test", member: "SetProfile",
                                arguments: [.string("smswatch-sim"), .string("generic"), .strings([socketName])])) { outcome = $0 }
        runner.run(timeoutMillis: 10_000) { outcome != nil }
        if case .failure(let error)? = outcome { throw TestFailure("SetProfile failed: \(error)") }
        guard outcome != nil else { throw TestFailure("SetProfile timed out") }
    }

    func stopDaemon() {
        daemon?.stop()
        daemon = nil
    }

    /// Runs `mmcli --test-session ARGS` on the private bus; returns whether it exited 0.
    /// The loop runs meanwhile, so the source under test keeps up.
    @discardableResult
    func mmcli(_ arguments: [String], timeoutMillis: Int64 = 20_000) throws -> Bool {
        let cli = try ChildProcess("/usr/bin/mmcli", ["--test-session"] + arguments,
                                   environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        defer { cli.stop() }
        runner.run(timeoutMillis: timeoutMillis) { !cli.isRunning }
        return !cli.isRunning && cli.exitedSuccessfully
    }
}
