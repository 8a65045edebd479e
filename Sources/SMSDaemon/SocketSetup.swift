internal import Glibc
internal import UnixKit

/// Creates the daemon's listening socket safely: a private directory, no window in which the
/// socket is more open than intended, a stale socket replaced, a live daemon respected.
enum SocketSetup {
    /// Why the socket could not be set up; each case reads as a complete sentence.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Binds and listens on `path`.
    /// - Parameters:
    ///   - path: Where the socket goes.
    ///   - group: The socket group's gid, or nil for owner-only access.
    /// - Returns: The listening descriptor.
    static func listen(at path: String, group: UInt32?) throws(Failure) -> FileDescriptor {
        let directory = parentDirectory(of: path)
        try prepareDirectory(directory, group: group)
        try removeStaleSocket(at: path)
        // The umask makes bind() create the socket with the final mode, so there is no moment
        // in which another user could connect to it.
        let previous = umask(group == nil ? 0o177 : 0o117)
        defer { umask(previous) }
        let fd: FileDescriptor
        do {
            fd = try UnixSocket.listen(path: path)
        } catch {
            if error.rawValue == ENAMETOOLONG {
                throw Failure(description: "socket path \(path) is too long (at most 107 bytes); use a shorter --socket")
            }
            throw Failure(description: "cannot listen on \(path): \(error.message)")
        }
        if let group {
            guard chown(path, UInt32.max, group) == 0 else {
                let error = Errno.current("chown")
                fd.close()
                unlink(path)
                throw Failure(description: "cannot give \(path) to group \(group): \(error.message)")
            }
        }
        return fd
    }

    /// The directory part of a path (`.` for a bare name).
    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates the socket's directory 0700 (0750 with a group) if it is missing. An existing
    /// directory must belong to us, or to root, and must not be writable by others.
    static func prepareDirectory(_ directory: String, group: UInt32?) throws(Failure) {
        let mode: mode_t = group == nil ? 0o700 : 0o750
        var info = stat()
        if stat(directory, &info) != 0 {
            guard errno == ENOENT else {
                throw Failure(description: "cannot use socket directory \(directory): \(Errno.current("stat").message)")
            }
            try makeDirectories(directory, mode: mode)
            if let group {
                _ = chown(directory, UInt32.max, group)
                _ = chmod(directory, mode)
            }
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(description: "socket directory \(directory) is not a directory")
        }
        guard info.st_uid == getuid() || info.st_uid == 0 else {
            throw Failure(description: "socket directory \(directory) belongs to uid \(info.st_uid), not to us; refusing to use it")
        }
        guard info.st_mode & 0o002 == 0 || info.st_mode & S_ISVTX != 0 else {
            throw Failure(description: "socket directory \(directory) is writable by everyone; refusing to use it")
        }
    }

    private static func makeDirectories(_ directory: String, mode: mode_t) throws(Failure) {
        do {
            try FileDescriptor.createDirectories(directory, mode: mode)
        } catch {
            throw Failure(description: "cannot create socket directory: \(error)")
        }
        _ = chmod(directory, mode)
    }

    /// Removes a socket that no daemon listens on; refuses when one does.
    static func removeStaleSocket(at path: String) throws(Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else {
            throw Failure(description: "\(path) exists and is not a socket; refusing to replace it")
        }
        if let probe = try? UnixSocket.connect(path: path) {
            probe.close()
            throw Failure(description: "another smswatchd is already listening on \(path); stop it first or use --socket")
        }
        // Connection refused: the socket file outlived its daemon (killed, crashed). Replace it.
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(description: "cannot remove stale socket \(path): \(Errno.current("unlink").message)")
        }
    }
}
