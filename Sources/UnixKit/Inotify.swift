internal import CSmsShim
internal import Glibc

/// A directory watch through inotify: reports files that were completely written or moved in.
public final class DirectoryWatcher {
    /// One change in a watched directory.
    public enum Change: Sendable, Equatable {
        /// A file was closed after writing, or moved into the directory: it is complete.
        case fileCompleted(directory: String, name: String)
        /// A subdirectory appeared (not followed; reported so it can be logged).
        case directoryCreated(directory: String, name: String)
        /// The watched directory was deleted or moved away.
        case directoryGone(directory: String)
        /// The kernel's queue overflowed: events were lost, a rescan is needed.
        case overflow
    }

    /// The inotify descriptor, to register with the event loop.
    public let descriptor: FileDescriptor
    private var directories: [CInt: String] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Creates the inotify instance. The corresponding C function is `inotify_init1`.
    public init() throws(Errno) {
        let fd = CSmsShim_inotify_init()
        guard fd >= 0 else { throw Errno.current("inotify_init1") }
        descriptor = FileDescriptor(rawValue: fd)
    }

    deinit { descriptor.close() }

    /// Watches `directory` for complete files. The corresponding C function is `inotify_add_watch`.
    public func watch(_ directory: String) throws(Errno) {
        let mask = CSmsShim_IN_CLOSE_WRITE | CSmsShim_IN_MOVED_TO | CSmsShim_IN_CREATE
            | CSmsShim_IN_DELETE_SELF | CSmsShim_IN_MOVE_SELF | CSmsShim_IN_ONLYDIR
        let wd = CSmsShim_inotify_add_watch(descriptor.rawValue, directory, mask)
        guard wd >= 0 else { throw Errno.current("inotify_add_watch") }
        directories[wd] = directory
    }

    /// The directories watched now.
    public var watchedDirectories: [String] { Array(directories.values) }

    /// Reads the pending changes (non-blocking).
    public func readChanges() -> [Change] {
        var changes: [Change] = []
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(descriptor.rawValue, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            let header = Int(CSmsShim_inotify_event_size)
            while offset + header <= n {
                let (wd, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: CInt.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + nameLength)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += header + nameLength
                if mask & CSmsShim_IN_Q_OVERFLOW != 0 { changes.append(.overflow); continue }
                guard let directory = directories[wd] else { continue }
                if mask & (CSmsShim_IN_DELETE_SELF | CSmsShim_IN_MOVE_SELF | CSmsShim_IN_IGNORED) != 0 {
                    directories[wd] = nil
                    if mask & CSmsShim_IN_IGNORED == 0 || !changes.contains(.directoryGone(directory: directory)) {
                        changes.append(.directoryGone(directory: directory))
                    }
                } else if mask & CSmsShim_IN_ISDIR != 0 {
                    if mask & (CSmsShim_IN_CREATE | CSmsShim_IN_MOVED_TO) != 0 {
                        changes.append(.directoryCreated(directory: directory, name: name))
                    }
                } else if mask & (CSmsShim_IN_CLOSE_WRITE | CSmsShim_IN_MOVED_TO) != 0 {
                    changes.append(.fileCompleted(directory: directory, name: name))
                }
            }
        }
        return changes
    }
}
