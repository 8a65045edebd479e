import Foundation
import Glibc
import Synchronization
import Testing
import UnixKit

@Suite("Subprocess")
struct SubprocessTests {
    /// Everything on `fd` until end of file; closes it.
    func readToEnd(_ fd: FileDescriptor?) throws -> String {
        let fd = try #require(fd)
        defer { fd.close() }
        return String(decoding: try #require(try fd.readAll(limit: 1 << 20)), as: UTF8.self)
    }

    /// `/bin/sh -c script` with its stdout on a pipe; returns what it printed and its status.
    func shell(_ script: String, environment: [String: String]? = nil, standardInput: Subprocess.Redirection = .null,
               standardError: Subprocess.Redirection = .null) throws -> (output: String, status: Int32) {
        let child = try Subprocess.start("/bin/sh", ["-c", script], environment: environment, standardInput: standardInput,
                                         standardOutput: .pipe, standardError: standardError)
        let output = try readToEnd(child.standardOutput)
        return (output, try child.wait())
    }

    @Test(arguments: [0, 1, 3, 64, 255])
    func exitCodeComesBack(code: Int32) throws {
        let child = try Subprocess.start("/bin/sh", ["-c", "exit \(code)"])
        #expect(try child.wait() == code)
    }

    @Test func signalEndsAre128PlusTheSignal() throws {
        let child = try Subprocess.start("/bin/sleep", ["30"])
        #expect(try child.poll() == nil, "still running")
        try child.send(SIGKILL)
        #expect(try child.wait() == 128 + SIGKILL)
        #expect(try shell("kill -USR1 $$").status == 128 + SIGUSR1)
    }

    @Test func pollReapsOnceTheChildHasExited() throws {
        let child = try Subprocess.start("/bin/true")
        var status: Int32?
        for _ in 0..<500 where status == nil {
            status = try child.poll()
            if status == nil { usleep(2_000) }
        }
        #expect(status == 0)
        #expect(throws: Errno(ECHILD)) { try child.wait() }
    }

    @Test func stdinPipeRoundTripsThroughCat() throws {
        let child = try Subprocess.start("/bin/cat", standardInput: .pipe, standardOutput: .pipe)
        let input = try #require(child.standardInput)
        try input.writeAll("one\ntwo\n")
        input.close()
        #expect(try readToEnd(child.standardOutput) == "one\ntwo\n")
        #expect(try child.wait() == 0)
        #expect(child.standardError == nil)
    }

    @Test func parentEndsAreCloseOnExec() throws {
        let child = try Subprocess.start("/bin/cat", standardInput: .pipe, standardOutput: .pipe, standardError: .pipe)
        for fd in [child.standardInput, child.standardOutput, child.standardError] {
            let raw = try #require(fd).rawValue
            #expect(fcntl(raw, F_GETFD) & FD_CLOEXEC != 0)
        }
        child.standardInput?.close()
        child.standardOutput?.close()
        child.standardError?.close()
        #expect(try child.wait() == 0)
    }

    @Test func nullIsDevNull() throws {
        let result = try shell("cat; readlink /proc/$$/fd/0 /proc/$$/fd/2")
        #expect(result == ("/dev/null\n/dev/null\n", 0))
    }

    @Test func stderrCanFollowStdout() throws {
        let result = try shell("echo out; echo err >&2", standardError: .standardOutput)
        #expect(result == ("out\nerr\n", 0))
    }

    @Test func filesAreReadTruncatedOrAppended() throws {
        let directory = String(cString: mkdtemp(strdup("/tmp/subprocess-test-XXXXXX")))
        defer { _ = try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/in", output = directory + "/out", log = directory + "/log"
        try "from a file\n".write(toFile: input, atomically: false, encoding: .utf8)
        try "old contents that must go\n".write(toFile: output, atomically: false, encoding: .utf8)
        for round in 1...2 {
            let child = try Subprocess.start("/bin/sh", ["-c", "cat; echo round \(round) >&2"], standardInput: .file(input, append: false),
                                             standardOutput: .file(output, append: false), standardError: .file(log, append: true))
            #expect(try child.wait() == 0)
        }
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "from a file\n")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "round 1\nround 2\n")
        var info = stat()
        #expect(stat(log, &info) == 0 && info.st_mode & 0o777 == 0o600, "a new file is private")
    }

    @Test func environmentIsReplacedOrInherited() throws {
        let replaced = try Subprocess.start("/usr/bin/env", environment: ["GREETING": "hi there"], standardOutput: .pipe)
        #expect(try readToEnd(replaced.standardOutput) == "GREETING=hi there\n")
        #expect(try replaced.wait() == 0)
        let inherited = try Subprocess.start("/usr/bin/env", standardOutput: .pipe)
        let lines = try readToEnd(inherited.standardOutput).split(separator: "\n")
        #expect(lines.contains("PATH=" + String(cString: getenv("PATH"))))
        #expect(try inherited.wait() == 0)
    }

    @Test func argumentZeroAndPathSearch() throws {
        let child = try Subprocess.start("sh", ["-c", "echo $0"], argumentZero: "verify", searchPath: true, standardOutput: .pipe)
        #expect(try readToEnd(child.standardOutput) == "verify\n")
        #expect(try child.wait() == 0)
    }

    @Test func missingProgramIsAnErrno() {
        #expect(throws: Errno(ENOENT)) {
            try Subprocess.start("smswatch-test-no-such-program", searchPath: true, standardInput: .pipe)
        }
        #expect(throws: Errno(ENOENT)) { try Subprocess.start("/nonexistent/program") }
        #expect(throws: Errno(ENOENT)) { try Subprocess.start("sh") }  // no search: a path relative to the cwd
    }

    /// The test runner, like the daemon, may block signals: the child must not inherit that.
    @Test func childOfAThreadBlockingSIGTERMStillDiesOfIt() throws {
        let started = Mutex<Result<Subprocess, Errno>?>(nil)
        let thread = Thread {
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGTERM)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            let result = Result { () throws(Errno) -> Subprocess in try Subprocess.start("/bin/sleep", ["5"]) }
            started.withLock { $0 = result }
        }
        thread.start()
        var child: Subprocess?
        for _ in 0..<1000 where child == nil {
            child = try started.withLock { $0 }?.get()
            if child == nil { usleep(2_000) }
        }
        let running = try #require(child)
        try running.send(SIGTERM)
        // A child with SIGTERM blocked would sleep its 5 s and exit 0.
        #expect(try running.wait() == 128 + SIGTERM)
    }

    @Test func executablePathSearchesInOrder() {
        #expect(Subprocess.executablePath("sh", searchPath: "/nonexistent::/bin:/usr/bin") == "/bin/sh")
        #expect(Subprocess.executablePath("smswatch-test-no-such-program", searchPath: "/bin:/usr/bin") == nil)
    }
}
