import Glibc

/// Starts programs without a shell (posix_spawn), so the bench measures them and not sh.
enum Spawn {
    /// Starts `path` with `arguments`; stdin from `stdinPath`, stdout/stderr to the given paths.
    static func start(_ path: String, _ arguments: [String], stdinPath: String = "/dev/null",
                      stdoutPath: String = "/dev/null", stderrPath: String = "/dev/null") -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard result == 0 else {
            fatalError("cannot start \(path): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Waits for a child and returns its exit status.
    @discardableResult
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    /// Runs a program to completion.
    @discardableResult
    static func run(_ path: String, _ arguments: [String], stdinPath: String = "/dev/null") -> Int32 {
        wait(start(path, arguments, stdinPath: stdinPath))
    }

    /// The first executable called `name` on PATH.
    static func which(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
