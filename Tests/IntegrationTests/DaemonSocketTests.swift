import Foundation
import Glibc
import Testing
import TestSupport

/// The socket's security model and its behaviour towards bad and hostile clients.
@Suite("smswatchd socket")
struct DaemonSocketTests {
    func mode(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func privateDirectoryAndSocket() throws {
        let daemon = try DaemonProcess()
        #expect(mode(daemon.directory.file("run")) == 0o700)
        #expect(mode(daemon.socket) == 0o600)
    }

    @Test func socketGroupOpensToTheGroup() throws {
        let daemon = try DaemonProcess(arguments: ["--socket-group", "65534"])
        #expect(mode(daemon.directory.file("run")) == 0o750)
        #expect(mode(daemon.socket) == 0o660)
        var info = stat()
        lstat(daemon.socket, &info)
        #expect(info.st_gid == 65534)
    }

    /// SO_PEERCRED is checked even when the file system would let a stranger in.
    @Test func otherUsersAreRefusedByPeerCredentials() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "Your code is 303030")
        try waitUntil("the code is served") { try daemon.client(["latest"]).stdout == "303030\n" }
        chmod(daemon.directory.path, 0o755)
        chmod(daemon.directory.file("run"), 0o755)
        chmod(daemon.socket, 0o666)
        let result = try runCommand("/usr/bin/setpriv", [
            "--reuid=65534", "--regid=65534", "--clear-groups",
            BuiltProducts.path("smswatch"), "--socket", daemon.socket, "latest",
        ])
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("may not use this socket"))
        #expect(daemon.log.contains("refused client uid 65534"))
    }

    @Test func socketGroupMembersAreAllowed() throws {
        let daemon = try DaemonProcess(arguments: ["--socket-group", "65534"])
        try daemon.drop("m", "Your code is 404040")
        try waitUntil("the code is served") { try daemon.client(["latest"]).stdout == "404040\n" }
        chmod(daemon.directory.path, 0o755)
        let result = try runCommand("/usr/bin/setpriv", [
            "--reuid=65534", "--regid=65534", "--clear-groups",
            BuiltProducts.path("smswatch"), "--socket", daemon.socket, "latest",
        ])
        #expect(result.stdout == "404040\n")
        // Ingest stays with root and the daemon's own user.
        let ingest = try runCommand("/usr/bin/setpriv", [
            "--reuid=65534", "--regid=65534", "--clear-groups",
            BuiltProducts.path("smswatch"), "--socket", daemon.socket, "ingest", "-",
        ], stdin: "Your code is 999999")
        #expect(ingest.status == 1)
        #expect(try daemon.client(["latest"]).stdout == "404040\n")
    }

    @Test func staleSocketIsReplaced() throws {
        let first = try DaemonProcess()
        let socket = first.socket
        #expect(try first.terminate(SIGKILL) == 128 + SIGKILL)
        #expect(FileManager.default.fileExists(atPath: socket))
        let daemon = try ChildProcess(BuiltProducts.path("smswatchd"), ["--spool", first.spool, "--socket", socket, "--no-modemmanager"])
        defer { daemon.stop() }
        try waitUntil("the new daemon answers") {
            try runCommand(BuiltProducts.path("smswatch"), ["--socket", socket, "status"]).status == 0
        }
    }

    @Test func aSecondDaemonOnTheSamePathRefusesToStart() throws {
        let daemon = try DaemonProcess()
        let second = try runCommand(BuiltProducts.path("smswatchd"),
                                    ["--spool", daemon.spool, "--socket", daemon.socket, "--no-modemmanager"])
        #expect(second.status == 1)
        #expect(second.stderr.contains("already listening"))
        #expect(try daemon.client(["status"]).status == 0)
    }

    @Test func sigtermExitsZeroAndRemovesTheSocket() throws {
        let daemon = try DaemonProcess()
        #expect(try daemon.terminate(SIGTERM) == 0)
        #expect(!FileManager.default.fileExists(atPath: daemon.socket))
    }

    @Test func sigintExitsZero() throws {
        let daemon = try DaemonProcess()
        #expect(try daemon.terminate(SIGINT) == 0)
    }

    @Test func overlongRequestGetsAnErrorAndIsClosed() throws {
        let daemon = try DaemonProcess()
        let connection = try RawConnection(path: daemon.socket)
        connection.send(String(repeating: "A", count: 1 << 20))  // 1 MiB, no newline
        let lines = connection.readLines()
        #expect(lines.first?.contains(#""error":"too-long""#) == true)
        #expect(connection.isClosedByPeer())
        #expect(try daemon.client(["status"]).status == 0)
    }

    @Test func invalidUTF8GetsAnErrorAndIsClosed() throws {
        let daemon = try DaemonProcess()
        let connection = try RawConnection(path: daemon.socket)
        connection.send([0x4C, 0x41, 0xFF, 0xFE, 0x0A])
        #expect(connection.readLines().first?.contains(#""error":"bad-utf8""#) == true)
        #expect(connection.isClosedByPeer())
    }

    @Test func unknownVerbGetsAnErrorAndIsClosed() throws {
        let daemon = try DaemonProcess()
        let connection = try RawConnection(path: daemon.socket)
        connection.send("DELETE ALL\n")
        #expect(connection.readLines().first?.contains(#""error":"unknown-verb""#) == true)
        #expect(connection.isClosedByPeer())
    }

    @Test func badArgumentKeepsTheConnection() throws {
        let daemon = try DaemonProcess()
        let connection = try RawConnection(path: daemon.socket)
        connection.send("LATEST color=red\nPING\n")
        let lines = connection.readLines(2)
        try #require(lines.count == 2)
        #expect(lines[0].contains(#""error":"bad-request""#))
        #expect(lines[1] == #"{"v":1,"ok":true}"#)
    }

    @Test func aWatcherThatNeverReadsDoesNotStallOthers() throws {
        let daemon = try DaemonProcess()
        let lazy = try RawConnection(path: daemon.socket)
        var size: Int32 = 4096
        setsockopt(lazy.fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        lazy.send("WATCH\n")
        // Flood codes through INGEST; the lazy watcher's output piles up until it is dropped.
        let feeder = try RawConnection(path: daemon.socket)
        for i in 0..<3000 {
            feeder.send("INGEST text=\"Your code is \(500000 + i)\"\n")
            if i % 500 == 499 { _ = feeder.readLines(500) }
        }
        try waitUntil("all codes were read", timeout: 30) {
            try daemon.client(["latest"]).stdout == "502999\n"
        }
        try waitUntil("the lazy watcher is dropped", timeout: 15) { daemon.log.contains("does not read its answers") }
        #expect(lazy.isClosedByPeer())
    }

    @Test func manyIdleConnectionsDoNotBlockAClient() throws {
        let daemon = try DaemonProcess()
        var idle: [RawConnection] = []
        for _ in 0..<600 { idle.append(try RawConnection(path: daemon.socket)) }
        #expect(try daemon.client(["status", "--json"]).stdout.contains(#""clients":601"#))
        try daemon.drop("m", "Your code is 818181")
        try waitUntil("the code is served") { try daemon.client(["latest"]).stdout == "818181\n" }
        #expect(try residentKiB(daemon.pid) < 64 * 1024, "600 idle clients cost little memory")
    }

    /// A client that sends a byte at a time never holds up another.
    @Test func slowlorisDoesNotDelayOthers() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "Your code is 626262")
        try waitUntil("the code is served") { try daemon.client(["latest"]).stdout == "626262\n" }
        let slow = try RawConnection(path: daemon.socket)
        for byte in "LATEST from=slo".utf8 {
            slow.send([byte])
            let started = Date()
            #expect(try daemon.client(["latest"]).stdout == "626262\n")
            #expect(Date().timeIntervalSince(started) < 5, "a normal client is answered while the slow one dribbles")
        }
        slow.send("w\n")
        #expect(slow.readLines(1).first?.contains("no-code") == true)
    }

    func residentKiB(_ pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) ?? 0
    }
}
