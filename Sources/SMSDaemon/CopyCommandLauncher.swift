internal import Glibc
internal import UnixKit

/// Runs `smswatch --socket SOCKET latest --copy` for a notification's Copy action: the
/// client already knows the session's clipboard tools and clears the clipboard afterwards.
///
/// The client is taken from next to the daemon's own executable (`make install` puts both
/// in one directory). The child gets a clean signal state (the daemon blocks the signals
/// it reads from a signalfd) and /dev/null for stdio, and is reaped from the loop.
enum CopyCommandLauncher {
    /// The client executable next to this one.
    static func clientPath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let exe = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = exe.lastIndex(of: "/") else { return nil }
        return exe[..<slash] + "/smswatch"
    }

    /// Starts the client; returns a message for the log when it cannot.
    static func launch(socket: String, loop: EventLoop) -> String? {
        guard let client = clientPath(), access(client, X_OK) == 0 else {
            return "cannot copy: smswatch is not installed next to smswatchd"
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments: [String] = [client, "--socket", socket, "latest", "--copy"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, client, &actions, &attributes, argv, environ)
        guard rc == 0 else { return "cannot start \(client): \(String(cString: strerror(rc)))" }
        reap(pid, loop: loop, attempts: 120)
        return nil
    }

    /// The client returns within a second or so; look for its exit without blocking.
    private static func reap(_ pid: pid_t, loop: EventLoop, attempts: Int) {
        _ = loop.schedule(after: 250) {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == 0 && attempts > 0 { reap(pid, loop: loop, attempts: attempts - 1) }
        }
    }
}
