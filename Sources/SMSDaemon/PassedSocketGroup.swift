internal import Glibc
internal import UnixKit

/// The group a socket passed by systemd admits: `SocketGroup=` with a `SocketMode=` that lets
/// the group read and write (the system unit's `smswatch`, 0660).
///
/// The daemon serves whoever the file permissions let in, and no one more: a user unit's
/// 0600 socket admits no group, even though its file has one.
enum PassedSocketGroup {
    /// The socket file's gid when its mode gives the group read and write, else nil (also
    /// for an abstract or unnamed socket, which has no file).
    static func admittedGroup(of listener: FileDescriptor) -> UInt32? {
        guard let path = boundPath(of: listener) else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { return nil }
        guard info.st_mode & 0o060 == 0o060 else { return nil }
        return info.st_gid
    }

    /// The file system path the socket is bound to (`getsockname`).
    static func boundPath(of listener: FileDescriptor) -> String? {
        var address = sockaddr_un()
        var length = socklen_t(MemoryLayout<sockaddr_un>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener.rawValue, $0, &length) }
        }
        guard result == 0, address.sun_family == sa_family_t(AF_UNIX) else { return nil }
        let path = withUnsafeBytes(of: address.sun_path) { raw -> String? in
            let bytes = raw.prefix(max(0, Int(length) - MemoryLayout<sa_family_t>.size))
            // An abstract socket starts with NUL and has no file.
            guard let first = bytes.first, first != 0 else { return nil }
            return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return path
    }
}
