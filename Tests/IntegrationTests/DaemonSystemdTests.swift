import Foundation
import Glibc
import Testing
import TestSupport

/// Readiness notification and socket activation, the way systemd drives the daemon.
@Suite("smswatchd under systemd conventions")
struct DaemonSystemdTests {
    @Test func notifiesReadyAndStopping() throws {
        let directory = TemporaryDirectory()
        let notifyPath = directory.file("notify")
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in for (i, b) in notifyPath.utf8.enumerated() { raw[i] = b } }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        let daemon = try DaemonProcess(environment: ["NOTIFY_SOCKET": notifyPath])
        func datagram() -> String {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 5000) > 0 else { return "" }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = recv(fd, &buffer, buffer.count, 0)
            return n > 0 ? String(decoding: buffer[0..<n], as: UTF8.self) : ""
        }
        let ready = datagram()
        #expect(ready.contains("READY=1"))
        #expect(ready.contains("STATUS="))
        try daemon.drop("m", "Your code is 606060")
        let status = datagram()
        #expect(status.hasPrefix("STATUS=1 live code"))
        #expect(!status.contains("606060"))
        #expect(try daemon.terminate() == 0)
        #expect(datagram() == "STOPPING=1")
    }

    @Test func takesOverAnActivatedSocketAndLeavesIt() throws {
        let directory = TemporaryDirectory()
        let socketPath = directory.file("activated.sock")
        let spool = directory.file("spool")
        try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true)
        let log = directory.file("log")
        let activator = try ChildProcess("/usr/bin/systemd-socket-activate",
                                         ["-l", socketPath, BuiltProducts.path("smswatchd"), "--spool", spool, "--no-modemmanager",
                                          "--socket", directory.file("unused.sock")], stderrPath: log)
        defer { activator.stop() }
        try waitUntil("the activator listens") { FileManager.default.fileExists(atPath: socketPath) }
        try "Your code is 717171".write(toFile: spool + "/m", atomically: true, encoding: .utf8)
        let client = { try runCommand(BuiltProducts.path("smswatch"), ["--socket", socketPath, "latest"]) }
        try waitUntil("the activated daemon serves the code") { try client().stdout == "717171\n" }
        #expect(!FileManager.default.fileExists(atPath: directory.file("unused.sock")))
        activator.signal(SIGTERM)
        #expect(activator.waitForExit(timeout: 10) == 0)
        #expect(FileManager.default.fileExists(atPath: socketPath), "a socket systemd owns is not removed")
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains("passed by systemd"))
    }
}
