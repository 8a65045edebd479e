import Foundation
import Glibc
import Testing
import TestSupport

/// Faults around the daemon: its bus going away and coming back, its spool directory
/// deleted and re-created, running out of file descriptors. It keeps serving throughout.
@Suite("smswatchd under faults")
struct DaemonFaultTests {
    func sourceState(_ daemon: DaemonProcess, _ name: String) throws -> String? {
        let status = try daemon.client(["status", "--json"]).stdout
        guard let range = status.range(of: #""name":"\#(name)","state":""#) else { return nil }
        return String(status[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func busKilledThenBackAtTheSameAddress() throws {
        let directory = TemporaryDirectory()
        let address = "unix:path=" + directory.file("bus")
        var bus: PrivateBus? = try PrivateBus(listen: address)
        let daemon = try DaemonProcess(arguments: ["--bus", address], modemManager: true)
        try waitUntil("the daemon is on the bus") { try sourceState(daemon, "modemmanager") == "waiting" }
        bus?.stop()
        bus = nil
        try waitUntil("the daemon notices the bus is gone") { try sourceState(daemon, "modemmanager") == "no-bus" }
        // The spool source is untouched by the bus going away.
        try daemon.drop("m", "Your code is 271828")
        try waitUntil("the spool still serves") { try daemon.client(["latest"]).stdout == "271828\n" }
        bus = try PrivateBus(listen: address)
        try waitUntil("the daemon reconnects", timeout: 20) { try sourceState(daemon, "modemmanager") == "waiting" }
        #expect(daemon.log.contains("modemmanager") || daemon.log.contains("bus"))
        withExtendedLifetime(bus) {}
    }

    @Test func spoolDirectoryDeletedAndRecreated() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("a", "Your code is 111000")
        try waitUntil("first code") { try daemon.client(["latest"]).stdout == "111000\n" }
        try FileManager.default.removeItem(atPath: daemon.spool)
        try waitUntil("the daemon notices") { daemon.log.contains("was removed or moved") }
        #expect(try sourceState(daemon, "spool:" + daemon.spool) == "missing")
        try FileManager.default.createDirectory(atPath: daemon.spool, withIntermediateDirectories: true)
        try waitUntil("the directory is watched again") { try sourceState(daemon, "spool:" + daemon.spool) == "watching" }
        try daemon.drop("b", "Your code is 222000")
        try waitUntil("a code from the new directory") { try daemon.client(["latest"]).stdout == "222000\n" }
    }

    /// A file that is gone by the time the daemon reads it: one line, and the next file is
    /// served. The daemon is stopped while the file comes and goes, so the order is certain.
    @Test func fileThatVanishesBeforeItIsRead() throws {
        let daemon = try DaemonProcess()
        // Stopped for certain before the file comes: SIGSTOP alone left the daemon a moment
        // to read it (one CI run in eight served 404404 and logged nothing).
        try daemon.suspend()
        try "Your code is 404404".write(toFile: daemon.spool + "/gone", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: daemon.spool + "/gone")
        daemon.resume()
        try daemon.drop("next", "Your code is 505505")
        try waitUntil("the next file is served") { try daemon.client(["latest"]).stdout == "505505\n" }
        #expect(daemon.log.contains("/spool/gone vanished before it could be read"))
    }

    /// With too few descriptors the daemon refuses new clients, logs it, and recovers as soon
    /// as one leaves: it neither spins nor dies.
    @Test func outOfDescriptorsRefusesThenRecovers() throws {
        let directory = TemporaryDirectory()
        let socket = directory.file("s.sock"), spool = directory.file("spool")
        try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true)
        let daemon = try ChildProcess("/usr/bin/prlimit", ["--nofile=24:24", BuiltProducts.path("smswatchd"),
                                                           "--spool", spool, "--socket", socket, "--no-modemmanager"])
        defer { daemon.stop() }
        let client = { try runCommand(BuiltProducts.path("smswatch"), ["--socket", socket, "status"], timeout: 5) }
        try waitUntil("the daemon answers") { (try? client().status) == 0 }
        var held: [RawConnection] = []
        for _ in 0..<40 { held.append(try RawConnection(path: socket)) }  // the backlog takes what accept cannot
        try waitUntil("the daemon says it is out of descriptors") { daemon.log.contains("refusing new clients") }
        usleep(300_000)
        // A listener left armed would wake and fail accept() again and again: one line only.
        #expect(daemon.log.components(separatedBy: "refusing new clients").count == 2, "a paused listener must not spin")
        held.removeAll()
        try "Your code is 314159".write(toFile: spool + "/m", atomically: false, encoding: .utf8)
        try waitUntil("the daemon serves again") {
            (try? runCommand(BuiltProducts.path("smswatch"), ["--socket", socket, "latest"], timeout: 5).stdout) == "314159\n"
        }
        #expect(daemon.isRunning)
    }
}
