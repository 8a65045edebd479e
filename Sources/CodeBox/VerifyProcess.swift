internal import Glibc
internal import UnixKit

/// The `--verify` command: `/bin/sh -c CMD` with the code on stdin. Its stdout and stderr are
/// captured (they must not reach our stdout, which carries only the code) and the last line is
/// shown under the boxes when it rejects the code.
final class VerifyProcess {
    private let child: Subprocess
    /// Read end of the child's stdout+stderr, non-blocking; -1 once closed.
    private(set) var outputFD: Int32
    private var output: [UInt8] = []
    private var status: Int32?

    private init(child: Subprocess, outputFD: Int32) {
        self.child = child
        self.outputFD = outputFD
    }

    deinit {
        if outputFD >= 0 { Glibc.close(outputFD) }
        guard status == nil else { return }
        // Abandoned (timeout, ^C): ask it to stop, and do not let a command that ignores
        // SIGTERM keep the prompt from restoring the terminal.
        try? child.send(SIGTERM)
        for _ in 0..<20 {
            if (try? child.poll()) != nil { return }
            usleep(10_000)
        }
        try? child.send(SIGKILL)
        _ = try? child.wait()
    }

    /// Starts the command (as `sh`, which names itself so in its messages). The child starts
    /// with default dispositions (SIGPIPE is ignored here) and no signal mask.
    static func start(command: String, code: String) -> VerifyProcess? {
        guard let child = try? Subprocess.start("/bin/sh", ["-c", command], argumentZero: "sh", standardInput: .pipe,
                                                standardOutput: .pipe, standardError: .standardOutput),
              let input = child.standardInput, let output = child.standardOutput
        else { return nil }
        // A code is a few bytes: the pipe buffer takes it without blocking. SIGPIPE is ignored,
        // so a command that never reads its stdin does not kill us.
        try? input.writeAll(code + "\n")
        input.close()
        try? output.setNonBlocking()
        return VerifyProcess(child: child, outputFD: output.rawValue)
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
    /// The corresponding C function is `waitpid` (with `WNOHANG` unless `wait`).
    func exitStatus(wait: Bool) -> Int32? {
        if let status { return status }
        status = try? wait ? child.wait() : child.poll()
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
