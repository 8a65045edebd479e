import Foundation
import Glibc

/// The built executables, found next to the running test bundle (`.build/debug`).
enum BuiltProducts {
    static let directory: URL = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        // swift-testing runs `<pkg>PackageTests.xctest` from .build/<triple>/debug.
        if dir.lastPathComponent.hasSuffix(".xctest") { dir = dir.deletingLastPathComponent() }
        return dir
    }()

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

/// The result of a finished command.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a program to completion with a deadline; kills it (by PID) when the deadline passes.
@discardableResult
func runCommand(_ executable: String, _ arguments: [String], stdin: String? = nil,
                environment: [String: String]? = nil, timeout: Double = 20) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    // Output goes to files: no reader threads, and a chatty child never blocks on a pipe.
    let scratch = TemporaryDirectory()
    _ = FileManager.default.createFile(atPath: scratch.file("out"), contents: nil)
    _ = FileManager.default.createFile(atPath: scratch.file("err"), contents: nil)
    let out = FileHandle(forWritingAtPath: scratch.file("out"))!, err = FileHandle(forWritingAtPath: scratch.file("err"))!
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2000) }
    if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw HarnessError("\(executable) \(arguments) did not finish within \(timeout) s")
    }
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    return CommandResult(status: process.terminationStatus,
                         stdout: (try? String(contentsOfFile: scratch.file("out"), encoding: .utf8)) ?? "",
                         stderr: (try? String(contentsOfFile: scratch.file("err"), encoding: .utf8)) ?? "")
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A temporary directory removed at the end of the test.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/smswatch-test-XXXXXX".utf8CString)
        path = String(cString: mkdtemp(&template)!)
    }

    deinit { _ = try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

/// A running smswatchd on a private spool and socket. Stopped by PID when released.
final class DaemonProcess {
    let directory = TemporaryDirectory()
    let socket: String
    let spool: String
    let logPath: String
    private let process = Process()
    private var stopped = false

    /// Starts the daemon and waits until its socket answers.
    init(arguments extra: [String] = [], spoolExists: Bool = true, environment: [String: String]? = nil) throws {
        socket = directory.file("run/smswatchd.sock")
        spool = directory.file("spool")
        logPath = directory.file("daemon.log")
        if spoolExists { try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true) }
        process.executableURL = URL(fileURLWithPath: BuiltProducts.path("smswatchd"))
        process.arguments = ["--spool", spool, "--socket", socket, "--no-modemmanager"] + extra
        if let environment { process.environment = environment }
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = FileHandle(forWritingAtPath: logPath)!
        process.standardError = log
        process.standardOutput = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try waitUntil("the daemon answers on its socket") { (try? self.client(["status"]).status) == 0 }
    }

    deinit { stop() }

    var pid: Int32 { process.processIdentifier }

    /// Runs `smswatch --socket <socket> ARGS`.
    func client(_ arguments: [String], timeout: Double = 20) throws -> CommandResult {
        try runCommand(BuiltProducts.path("smswatch"), ["--socket", socket] + arguments, timeout: timeout)
    }

    /// Writes a spool file the way SMS tools do: to a hidden name, then renamed into place.
    func drop(_ name: String, _ bytes: [UInt8]) throws {
        let temporary = spool + "/." + name + ".tmp"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, spool + "/" + name) == 0 else { throw HarnessError("rename failed") }
    }

    func drop(_ name: String, _ text: String) throws { try drop(name, Array(text.utf8)) }

    /// Everything the daemon has logged so far.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Sends a signal and waits for the exit status.
    func terminate(_ signal: Int32 = SIGTERM, timeout: Double = 10) throws -> Int32 {
        kill(process.processIdentifier, signal)
        try waitUntil("the daemon exits", timeout: timeout) { !self.process.isRunning }
        stopped = true
        return process.terminationStatus
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// Polls `condition` every 20 ms until it holds or `timeout` passes (test harness only).
func waitUntil(_ what: String, timeout: Double = 10, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return }
        usleep(20_000)
    }
    throw HarnessError("timed out waiting until \(what)")
}

/// A raw connection to the daemon's socket, for protocol-level tests.
final class RawConnection {
    let fd: Int32

    init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.utf8.enumerated() { raw[i] = b }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else { close(fd); throw HarnessError("connect \(path): errno \(errno)") }
    }

    deinit { close(fd) }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads until `lines` newlines arrived, the peer closed, or the timeout passed.
    func readLines(_ lines: Int = 1, timeout: Double = 5) -> [String] {
        var data: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while data.filter({ $0 == 10 }).count < lines && Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            data += chunk[0..<n]
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// True when the daemon has closed the connection.
    func isClosedByPeer(timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(fd, &chunk, chunk.count)
            if n == 0 || (n < 0 && errno == ECONNRESET) { return true }
            if n < 0 { return false }
        }
        return false
    }
}
