internal import CSmsShim
internal import Glibc

/// The credentials of the process at the other end of a Unix socket.
public struct PeerCredentials: Sendable, Equatable {
    /// The peer's process id (0 when it lives in another pid namespace).
    public var pid: Int32
    /// The peer's effective user id.
    public var uid: UInt32
    /// The peer's effective group id.
    public var gid: UInt32
    /// The peer's supplementary groups (SO_PEERGROUPS).
    public var groups: [UInt32]
}

/// Unix stream sockets: the daemon's listening socket and the client's connection.
public enum UnixSocket {
    /// Creates a socket bound to `path` and listening. The socket file gets the mode the
    /// process umask allows; callers set a umask first so that there is no window in which
    /// the socket is more open than intended.
    /// The corresponding C functions are `socket`, `bind` and `listen`.
    public static func listen(path: String, backlog: CInt = 512) throws(Errno) -> FileDescriptor {
        let fd = CSmsShim_unix_stream_socket(1)
        guard fd >= 0 else { throw Errno.current("socket") }
        guard CSmsShim_unix_bind(fd, path) == 0 else {
            let error = Errno.current("bind")
            Glibc.close(fd)
            throw error
        }
        guard Glibc.listen(fd, backlog) == 0 else {
            let error = Errno.current("listen")
            Glibc.close(fd)
            throw error
        }
        return FileDescriptor(rawValue: fd)
    }

    /// Connects to the stream socket at `path`. Blocking unless `nonBlocking`.
    /// The corresponding C function is `connect`.
    public static func connect(path: String, nonBlocking: Bool = false) throws(Errno) -> FileDescriptor {
        let fd = CSmsShim_unix_stream_socket(0)
        guard fd >= 0 else { throw Errno.current("socket") }
        while CSmsShim_unix_connect(fd, path) != 0 {
            if errno == EINTR { continue }
            let error = Errno.current("connect")
            Glibc.close(fd)
            throw error
        }
        let descriptor = FileDescriptor(rawValue: fd)
        if nonBlocking { try descriptor.setNonBlocking() }
        return descriptor
    }

    /// Accepts one connection as a non-blocking descriptor; nil when none is pending.
    /// The corresponding C function is `accept4`.
    public static func accept(_ listener: FileDescriptor) throws(Errno) -> FileDescriptor? {
        while true {
            let fd = CSmsShim_accept(listener.rawValue)
            if fd >= 0 { return FileDescriptor(rawValue: fd) }
            switch errno {
            case EINTR: continue
            case EAGAIN, ECONNABORTED: return nil
            default: throw Errno.current("accept")
            }
        }
    }

    /// The peer's credentials. The corresponding C option is `SO_PEERCRED`.
    public static func peerCredentials(_ fd: FileDescriptor) throws(Errno) -> PeerCredentials {
        var pid: pid_t = 0, uid: uid_t = 0, gid: gid_t = 0
        guard CSmsShim_peercred(fd.rawValue, &pid, &uid, &gid) == 0 else { throw Errno.current("SO_PEERCRED") }
        var groups = [UInt32](repeating: 0, count: 32)
        var count = CSmsShim_peergroups(fd.rawValue, &groups, CInt(groups.count))
        if count > groups.count {
            groups = [UInt32](repeating: 0, count: Int(count))
            count = CSmsShim_peergroups(fd.rawValue, &groups, CInt(groups.count))
        }
        groups = count > 0 ? Array(groups.prefix(Int(count))) : []
        return PeerCredentials(pid: pid, uid: uid, gid: gid, groups: groups)
    }

    /// True when `fd` is a listening Unix stream socket (one handed over by systemd).
    public static func isListeningUnixStream(_ fd: FileDescriptor) -> Bool {
        CSmsShim_is_listening_unix_stream(fd.rawValue) == 1
    }

    /// Sends one datagram to the socket at `path` (`@name` for the abstract namespace).
    /// Used for `$NOTIFY_SOCKET`.
    public static func sendDatagram(_ bytes: [UInt8], to path: String) throws(Errno) {
        let result = bytes.withUnsafeBytes { CSmsShim_unix_send_datagram(path, $0.baseAddress, $0.count) }
        guard result == 0 else { throw Errno.current("sendto") }
    }
}
