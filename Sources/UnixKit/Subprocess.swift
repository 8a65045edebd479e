public import Glibc

/// A child process started with `posix_spawn`, and the parent's ends of the pipes it was given.
///
/// The child always starts with an empty signal mask and the default disposition for the
/// signals a parent blocks, ignores or handles (the daemon blocks its signals for signalfd,
/// the codebox ignores SIGPIPE, the test runner blocks signals in its threads): exec keeps a
/// mask and ignored signals, and a child that inherits a blocked SIGTERM cannot be stopped.
///
/// A value type that owns nothing: whoever starts the child closes the pipe ends and reaps
/// the child with `wait()` or `poll()`.
public struct Subprocess: Hashable, Sendable {
    /// Where one of the child's standard streams goes.
    public enum Redirection: Hashable, Sendable {
        /// The parent's own stream.
        case inherit
        /// `/dev/null`.
        case null
        /// A new pipe; the parent's end is close-on-exec and blocking.
        case pipe
        /// A file: read for stdin; for stdout and stderr created with mode 0600 if missing,
        /// then appended to or truncated.
        case file(String, append: Bool)
        /// For stderr only: wherever stdout goes (`2>&1`).
        case standardOutput
    }

    /// The child's process id.
    public let pid: pid_t
    /// The parent's (write) end of the child's stdin, when it is `.pipe`.
    public let standardInput: FileDescriptor?
    /// The parent's (read) end of the child's stdout, when it is `.pipe`.
    public let standardOutput: FileDescriptor?
    /// The parent's (read) end of the child's stderr, when it is `.pipe`.
    public let standardError: FileDescriptor?

    /// A child started elsewhere, known only by its process id.
    public init(pid: pid_t) {
        self.init(pid: pid, standardInput: nil, standardOutput: nil, standardError: nil)
    }

    private init(pid: pid_t, standardInput: FileDescriptor?, standardOutput: FileDescriptor?,
                 standardError: FileDescriptor?) {
        self.pid = pid
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The signals whose disposition the child gets back to the default.
    static let defaultSignals: [CInt] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGTSTP, SIGCONT, SIGWINCH]

    /// Starts `executable` with `arguments`.
    /// - Parameters:
    ///   - argumentZero: The child's `argv[0]`; the executable by default.
    ///   - searchPath: Look `executable` up in the directories of this process's `PATH`
    ///     (when it has no slash) instead of taking it as a path.
    ///   - environment: The child's whole environment; nil to pass this process's on.
    /// - Throws: `Errno` when a pipe or the child cannot be created, or the executable
    ///   cannot be run (`ENOENT` when it is not found, `EACCES` when it is not executable).
    /// The corresponding C functions are `posix_spawn` and `posix_spawnp`.
    public static func start(
        _ executable: String, _ arguments: [String] = [], argumentZero: String? = nil,
        searchPath: Bool = false, environment: [String: String]? = nil,
        standardInput: Redirection = .inherit, standardOutput: Redirection = .inherit,
        standardError: Redirection = .inherit
    ) throws(Errno) -> Subprocess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Each pipe as (parent's end, child's end); the child's ends are closed here once it runs.
        var pipes: [(parent: FileDescriptor, child: FileDescriptor)?] = []
        defer { for case let ends? in pipes { ends.child.close() } }
        do throws(Errno) {
            for (fd, redirection) in [standardInput, standardOutput, standardError].enumerated() {
                pipes.append(try redirect(CInt(fd), to: redirection, actions: &actions))
            }
        } catch {
            for case let ends? in pipes { ends.parent.close() }
            throw error
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([argumentZero ?? executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid: pid_t = 0
        func spawn(_ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
            searchPath ? posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
                : posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        }
        let result = envp.map { $0.withUnsafeBufferPointer { spawn($0.baseAddress) } } ?? spawn(environ)
        guard result == 0 else {
            for case let ends? in pipes { ends.parent.close() }
            throw Errno(result, call: searchPath ? "posix_spawnp" : "posix_spawn")
        }
        return Subprocess(pid: pid, standardInput: pipes[0]?.parent, standardOutput: pipes[1]?.parent,
                          standardError: pipes[2]?.parent)
    }

    /// Adds the file action that sets up `fd`; returns the pipe it made, if any.
    private static func redirect(
        _ fd: CInt, to redirection: Redirection, actions: inout posix_spawn_file_actions_t
    ) throws(Errno) -> (parent: FileDescriptor, child: FileDescriptor)? {
        let output = fd != 0
        switch redirection {
        case .inherit:
            return nil
        case .null:
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", output ? O_WRONLY : O_RDONLY, 0)
            return nil
        case .file(let path, let append):
            let flags = output ? O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC) : O_RDONLY
            posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0o600)
            return nil
        case .standardOutput:
            posix_spawn_file_actions_adddup2(&actions, 1, fd)
            return nil
        case .pipe:
            let (readEnd, writeEnd) = try FileDescriptor.pipe()
            var ends = output ? (parent: readEnd, child: writeEnd) : (parent: writeEnd, child: readEnd)
            // With a standard stream of ours closed, the pipe may get its number, and an
            // earlier dup2 of the child would overwrite it: move it out of the way.
            if ends.child.rawValue <= 2 {
                let moved = fcntl(ends.child.rawValue, F_DUPFD_CLOEXEC, 3)
                guard moved >= 0 else {
                    let error = Errno.current("fcntl")
                    ends.child.close()
                    ends.parent.close()
                    throw error
                }
                ends.child.close()
                ends.child = FileDescriptor(rawValue: moved)
            }
            posix_spawn_file_actions_adddup2(&actions, ends.child.rawValue, fd)
            return ends
        }
    }

    /// Waits for the child to exit and reaps it.
    /// - Returns: The exit code, or 128 + N when signal N ended it.
    /// The corresponding C function is `waitpid`.
    public func wait() throws(Errno) -> Int32 {
        var raw: Int32 = 0
        _ = try retryingSyscall("waitpid") { waitpid(pid, &raw, 0) }
        return Self.exitStatus(raw)
    }

    /// Reaps the child if it has exited, without blocking.
    /// - Returns: As `wait()`, or nil while the child runs.
    /// The corresponding C function is `waitpid(WNOHANG)`.
    public func poll() throws(Errno) -> Int32? {
        var raw: Int32 = 0
        let result = try retryingSyscall("waitpid") { waitpid(pid, &raw, WNOHANG) }
        return result == pid ? Self.exitStatus(raw) : nil
    }

    /// Sends `signal` to the child. The corresponding C function is `kill`.
    public func send(_ signal: CInt) throws(Errno) {
        _ = try retryingSyscall("kill") { kill(pid, signal) }
    }

    /// The first executable `name` in the colon-separated directory list `searchPath`
    /// (a `PATH` value), or nil. The corresponding C function is `access(X_OK)`.
    public static func executablePath(_ name: String, searchPath: String) -> String? {
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// A `waitpid` status as one number. WIFEXITED and friends are macros Swift does not import.
    private static func exitStatus(_ raw: Int32) -> Int32 {
        raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    }
}
