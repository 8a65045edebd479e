import Glibc
import UnixKit

/// Starts programs without a shell (posix_spawn), so the bench measures them and not sh.
enum Spawn {
    /// Starts `path` with `arguments`; stdin from `stdinPath`, stdout to `stdoutPath`
    /// (truncated) and stderr to `stderrPath` (appended).
    static func start(_ path: String, _ arguments: [String], stdinPath: String = "/dev/null",
                      stdoutPath: String = "/dev/null", stderrPath: String = "/dev/null") -> pid_t {
        do {
            return try Subprocess.start(path, arguments, standardInput: .file(stdinPath, append: false),
                                        standardOutput: .file(stdoutPath, append: false),
                                        standardError: .file(stderrPath, append: true)).pid
        } catch {
            fatalError("cannot start \(path): \(error.message)")
        }
    }

    /// Waits for a child and returns its exit status (128 + N after signal N).
    @discardableResult
    static func wait(_ pid: pid_t) -> Int32 {
        (try? Subprocess(pid: pid).wait()) ?? 0
    }

    /// Runs a program to completion.
    @discardableResult
    static func run(_ path: String, _ arguments: [String], stdinPath: String = "/dev/null") -> Int32 {
        wait(start(path, arguments, stdinPath: stdinPath))
    }

    /// The first executable called `name` on PATH.
    static func which(_ name: String) -> String? {
        Subprocess.executablePath(name, searchPath: getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin")
    }
}
