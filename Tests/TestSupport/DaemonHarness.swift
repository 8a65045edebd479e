public import Foundation
import Glibc
import UnixKit

/// The built executables, found next to the running test bundle (`.build/<triple>/debug`).
public enum BuiltProducts {
    public static let directory: URL = {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        // The test runner may be the bundle itself, or a binary inside `<pkg>PackageTests.xctest`.
        if dir.lastPathComponent.hasSuffix(".xctest") { dir = dir.deletingLastPathComponent() }
        return dir
    }()

    /// The path of the built executable `name`.
    public static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

/// The result of a finished command.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs a program to completion with a deadline; kills it by PID when the deadline passes.
@discardableResult
public func runCommand(_ executable: String, _ arguments: [String], stdin: String? = nil,
                       environment: [String: String] = [:], timeout: Double = 20) throws -> CommandResult {
    let child = try ChildProcess(executable, arguments, environment: environment)
    if let stdin { child.send(String(stdin.dropLast(stdin.hasSuffix("\n") ? 1 : 0))) }
    child.closeInput()
    guard let status = child.waitForExit(timeout: timeout) else {
        child.stop()
        throw TestFailure("\(executable) \(arguments) did not finish within \(timeout) s")
    }
    return CommandResult(status: status, stdout: child.takeOutput(), stderr: child.log)
}

/// A temporary directory, removed with everything in it when released.
public final class TemporaryDirectory {
    public let path: String

    public init() {
        var template = Array("/tmp/smswatch-test-XXXXXX".utf8CString)
        path = String(cString: mkdtemp(&template)!)
    }

    deinit { _ = try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }
}

/// A running smswatchd on a private spool and socket, stopped by PID when released.
public final class DaemonProcess {
    public let directory = TemporaryDirectory()
    public let socket: String
    public let spool: String
    public let logPath: String
    private let child: ChildProcess

    /// Starts the daemon (`--spool`, `--socket`, `--no-modemmanager` plus `extra`) and waits
    /// until its socket answers.
    public init(arguments extra: [String] = [], spoolExists: Bool = true, environment: [String: String] = [:],
                modemManager: Bool = false) throws {
        socket = directory.file("run/smswatchd.sock")
        spool = directory.file("spool")
        logPath = directory.file("daemon.log")
        if spoolExists { try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true) }
        child = try ChildProcess(
            BuiltProducts.path("smswatchd"),
            ["--spool", spool, "--socket", socket] + (modemManager ? [] : ["--no-modemmanager"]) + extra,
            environment: environment, stderrPath: logPath)
        try waitUntil("the daemon answers on its socket") {
            guard child.isRunning else { throw TestFailure("smswatchd exited: \(log)") }
            return (try? client(["status"]).status) == 0
        }
    }

    deinit { child.stop() }

    /// The daemon's process id.
    public var pid: pid_t { child.pid }

    /// Runs `smswatch --socket <socket> ARGS`.
    public func client(_ arguments: [String], stdin: String? = nil, timeout: Double = 20) throws -> CommandResult {
        try runCommand(BuiltProducts.path("smswatch"), ["--socket", socket] + arguments, stdin: stdin, timeout: timeout)
    }

    /// Writes a spool file the way SMS tools do: to a hidden name, then renamed into place.
    public func drop(_ name: String, _ bytes: [UInt8]) throws {
        let temporary = spool + "/." + name + ".tmp"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, spool + "/" + name) == 0 else { throw TestFailure("rename \(temporary) failed") }
    }

    /// Writes a UTF-8 spool file.
    public func drop(_ name: String, _ text: String) throws { try drop(name, Array(text.utf8)) }

    /// Everything the daemon has logged so far.
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Sends a signal and returns the exit status (128 + N after an uncaught signal N).
    public func terminate(_ signal: Int32 = SIGTERM, timeout: Double = 10) throws -> Int32 {
        child.signal(signal)
        guard let status = child.waitForExit(timeout: timeout) else { throw TestFailure("smswatchd did not exit") }
        return status
    }

    /// Stops the daemon now.
    public func stop() { child.stop() }

    /// Suspends the daemon (SIGSTOP) and returns once it is stopped: `kill` returns before
    /// the kernel stops a process running on another core, which may meanwhile still read
    /// a file the test meant it to find only later.
    public func suspend() throws {
        child.signal(SIGSTOP)
        try waitUntil("smswatchd is stopped") { processState == "T" }
    }

    /// Lets a suspended daemon run again.
    public func resume() { child.signal(SIGCONT) }

    /// The state letter of `/proc/PID/stat` ("S" sleeping, "R" running, "T" stopped).
    private var processState: String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[close...].dropFirst(2).first.map(String.init)
    }
}

/// Polls `condition` every 20 ms until it holds or `timeout` seconds pass (test harness only).
public func waitUntil(_ what: String, timeout: Double = 10, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return }
        usleep(20_000)
    }
    throw TestFailure("timed out waiting until \(what)")
}

/// A raw connection to the daemon's socket, for protocol-level tests.
public final class RawConnection {
    public let fd: Int32

    public init(path: String) throws {
        do {
            fd = try UnixSocket.connect(path: path).rawValue
        } catch {
            throw TestFailure("connect \(path): \(error)")
        }
    }

    deinit { close(fd) }

    public func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    public func send(_ text: String) { send(Array(text.utf8)) }

    private var pending: [UInt8] = []

    /// Reads until `lines` complete lines arrived, the peer closed, or the timeout passed.
    /// Returns complete lines only; a partial line waits in the buffer for the next call.
    public func readLines(_ lines: Int = 1, timeout: Double = 5) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while pending.filter({ $0 == 10 }).count < lines && Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            pending += chunk[0..<n]
        }
        guard let last = pending.lastIndex(of: 10) else { return [] }
        let complete = pending[...last]
        pending.removeSubrange(...last)
        return String(decoding: complete, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    /// True when the daemon has closed the connection (after any data it sent first).
    public func isClosedByPeer(timeout: Double = 5) -> Bool {
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
