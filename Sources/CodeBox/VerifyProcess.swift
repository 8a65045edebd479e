internal import Glibc

/// The `--verify` command: `/bin/sh -c CMD` with the code on stdin. Its stdout and stderr are
/// captured (they must not reach our stdout, which carries only the code) and the last line is
/// shown under the boxes when it rejects the code.
final class VerifyProcess {
    /// The child's pid.
    let pid: pid_t
    /// Read end of the child's stdout+stderr, non-blocking; -1 once closed.
    private(set) var outputFD: Int32
    private var output: [UInt8] = []
    private var status: Int32?

    private init(pid: pid_t, outputFD: Int32) {
        self.pid = pid
        self.outputFD = outputFD
    }

    deinit {
        if outputFD >= 0 { Glibc.close(outputFD) }
        guard status == nil else { return }
        // Abandoned (timeout, ^C): ask it to stop, and do not let a command that ignores
        // SIGTERM keep the prompt from restoring the terminal.
        kill(pid, SIGTERM)
        var raw: Int32 = 0
        for _ in 0..<20 {
            if waitpid(pid, &raw, WNOHANG) == pid { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &raw, 0)
    }

    /// Starts the command. The corresponding C function is `posix_spawn`.
    static func start(command: String, code: String) -> VerifyProcess? {
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard Pipes.make(&input, nonBlocking: false) else { return nil }
        guard Pipes.make(&output, nonBlocking: false) else {
            input.forEach { Glibc.close($0) }
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, output[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // The child starts with default dispositions (SIGPIPE is ignored here) and no mask.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        let arguments: [UnsafeMutablePointer<CChar>?] = ["sh", "-c", command].map { (text: String) in strdup(text) }
        defer { arguments.forEach { free($0) } }
        var argv = arguments + [nil]
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        Glibc.close(input[0])
        Glibc.close(output[1])
        guard result == 0 else {
            Glibc.close(input[1])
            Glibc.close(output[0])
            return nil
        }
        // A code is a few bytes: the pipe buffer takes it without blocking. SIGPIPE is ignored,
        // so a command that never reads its stdin does not kill us.
        let line = Array((code + "\n").utf8)
        _ = line.withUnsafeBytes { Glibc.write(input[1], $0.baseAddress, $0.count) }
        Glibc.close(input[1])
        _ = fcntl(output[0], F_SETFL, fcntl(output[0], F_GETFL) | O_NONBLOCK)
        return VerifyProcess(pid: pid, outputFD: output[0])
    }

    /// Reads the child's output; returns true when it has closed it.
    func readOutput() -> Bool {
        guard outputFD >= 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(outputFD, $0.baseAddress, $0.count) }
            if count > 0 {
                output += chunk[0..<count]
                if output.count > 16_384 { output.removeFirst(output.count - 16_384) }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == EAGAIN { return false }
            Glibc.close(outputFD)
            outputFD = -1
            return true
        }
    }

    /// The exit status once the child has exited (nil while it runs).
    /// The corresponding C function is `waitpid(WNOHANG)`.
    func exitStatus(wait: Bool) -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, wait ? 0 : WNOHANG) } while result < 0 && errno == EINTR
        guard result == pid else { return nil }
        // WIFEXITED/WEXITSTATUS are macros Swift does not import.
        let exited = raw & 0x7F == 0
        status = exited ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        return status
    }

    /// The last non-empty line of output, cut to a length that fits a status line.
    var lastLine: String? {
        let text = String(decoding: output, as: UTF8.self)
        let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last.map(String.init)
        let cleaned = line.map { String($0.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init)) }
        return cleaned.flatMap { $0.isEmpty ? nil : String($0.prefix(120)) }
    }
}
