internal import Glibc
internal import UnixKit

/// The two systemd conventions the daemon speaks without libsystemd: readiness and status
/// datagrams on `$NOTIFY_SOCKET`, and listening sockets passed with `LISTEN_FDS`.
enum SystemdIntegration {
    /// Sends `READY=1`, `STATUS=…`, `STOPPING=1` lines; does nothing outside systemd.
    static func notify(_ state: String) {
        guard let path = getenv("NOTIFY_SOCKET").map({ String(cString: $0) }), !path.isEmpty else { return }
        try? UnixSocket.sendDatagram(Array(state.utf8), to: path)
    }

    /// The listening socket systemd passed (fd 3), when `LISTEN_PID` is us. The variables
    /// are removed so that no child inherits them.
    static func takeListeningSocket() -> FileDescriptor? {
        defer {
            unsetenv("LISTEN_PID")
            unsetenv("LISTEN_FDS")
            unsetenv("LISTEN_FDNAMES")
        }
        guard let pid = getenv("LISTEN_PID").flatMap({ Int32(String(cString: $0)) }), pid == getpid(),
              let count = getenv("LISTEN_FDS").flatMap({ Int(String(cString: $0)) }), count >= 1
        else { return nil }
        let descriptor = FileDescriptor(rawValue: 3)
        guard UnixSocket.isListeningUnixStream(descriptor) else { return nil }
        _ = fcntl(3, F_SETFD, FD_CLOEXEC)
        try? descriptor.setNonBlocking()
        return descriptor
    }
}
