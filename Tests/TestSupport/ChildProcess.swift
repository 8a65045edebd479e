public import Foundation
import Glibc
import UnixKit

/// A process a test started: stopped by its PID (SIGTERM, then SIGKILL) even when the test
/// fails, and read line by line with a deadline so no test can hang on it.
///
/// Spawned with `posix_spawn` and an empty signal mask: the test runner blocks signals in
/// its threads, and a child that inherits a blocked SIGTERM cannot be stopped politely.
/// Its stderr goes to a log file, never to the runner's pipe (an orphan holding that pipe
/// would keep `swift test` waiting).
public final class ChildProcess {
    public let name: String
    public let pid: pid_t
    public let logPath: String
    private let process: Subprocess
    private var stdinFD: CInt
    public let stdoutFD: CInt
    private var buffer: [UInt8] = []
    private var exited = false
    private let ownsLog: Bool
    private var status: Int32 = 0

    /// Starts `executable`.
    /// - Parameters:
    ///   - environment: Variables added to (or replacing) the test runner's environment.
    ///   - stderrPath: Where stderr goes (a fresh log file by default).
    public init(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                stderrPath: String? = nil) throws {
        name = (executable as NSString).lastPathComponent
        logPath = stderrPath ?? NSTemporaryDirectory() + "smswatch-test-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        ownsLog = stderrPath == nil
        // Our pipe ends are close-on-exec: they must not leak into other children (an
        // inherited stdin never reaches EOF).
        do {
            process = try Subprocess.start(
                executable, arguments,
                environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                standardInput: .pipe, standardOutput: .pipe, standardError: .file(logPath, append: true))
        } catch {
            throw TestFailure("cannot start \(executable): \(error.message)")
        }
        pid = process.pid
        stdinFD = process.standardInput?.rawValue ?? -1
        stdoutFD = process.standardOutput?.rawValue ?? -1
    }

    deinit {
        stop()
        closeInput()
        close(stdoutFD)
        if ownsLog { unlink(logPath) }  // failures quote the log in their messages; keep /tmp clean
    }

    /// Closes the child's stdin, so it sees end of file.
    public func closeInput() {
        if stdinFD >= 0 { close(stdinFD) }
        stdinFD = -1
    }

    /// Sends a signal by PID.
    public func signal(_ number: CInt) {
        if isRunning { try? process.send(number) }
    }

    /// Waits up to `timeout` seconds for the child to exit, collecting its stdout; returns
    /// the exit status (128 + N for signal N), or nil when it is still running.
    public func waitForExit(timeout: Double) -> Int32? {
        let deadline = Clock.monotonicMillis() + Int64(timeout * 1000)
        while isRunning && Clock.monotonicMillis() < deadline {
            var pfd = pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, 5) > 0 { drainOutput() }
        }
        guard !isRunning else { return nil }
        drainOutput()
        return exitStatus
    }

    /// The exit status once exited: the code, or 128 + N after signal N.
    public var exitStatus: Int32 { status }

    /// Everything the child wrote to stdout that no `readLine` took.
    public func takeOutput() -> String {
        drainOutput()
        defer { buffer.removeAll() }
        return String(decoding: buffer, as: UTF8.self)
    }

    private func drainOutput() {
        var pfd = pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)
        while poll(&pfd, 1, 0) > 0 {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(stdoutFD, &chunk, chunk.count)
            if n <= 0 { break }
            buffer += chunk[0..<n]
        }
    }

    /// Writes one line to the child's stdin.
    public func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(stdinFD, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            offset += n
        }
    }

    /// Reads bytes that are ready without blocking and returns complete lines.
    public func readAvailableLines() -> [String] {
        var lines: [String] = []
        drainOutput()
        while let newline = buffer.firstIndex(of: 10) {
            lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
            buffer.removeSubrange(...newline)
        }
        return lines
    }

    /// Blocks up to `timeoutMillis` for the next line of stdout.
    public func readLine(timeoutMillis: Int32 = 10_000) -> String? {
        let deadline = Clock.monotonicMillis() + Int64(timeoutMillis)
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let remaining = deadline - Clock.monotonicMillis()
            guard remaining > 0 else { return nil }
            var pfd = pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, Int32(remaining)) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = read(stdoutFD, &chunk, chunk.count)
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
        }
    }

    /// Whether the child is still running (reaps it when it is not).
    public var isRunning: Bool {
        guard !exited else { return false }
        if let code = try? process.poll() {
            status = code
            exited = true
        }
        return !exited
    }

    /// SIGTERM by PID, SIGKILL after 3 s, then reaped; idempotent.
    public func stop() {
        guard isRunning else { return }
        try? process.send(SIGTERM)
        for _ in 0..<300 where isRunning { usleep(10_000) }
        if isRunning {
            try? process.send(SIGKILL)
            status = (try? process.wait()) ?? status
            exited = true
        }
    }

    /// Whether the child has exited with status 0.
    public var exitedSuccessfully: Bool { exited && status == 0 }

    /// The child's stderr so far (for failure messages).
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
}


/// The repository root, found from this file's path.
public let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// `/usr/bin/python3`: the pyenv python on PATH has no dbus or gi modules.
public let systemPython = "/usr/bin/python3"
