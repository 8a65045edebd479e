internal import Glibc
public import SmswatchCore
public import UnixKit

/// Watches spool directories with inotify and hands each complete message file to the daemon.
///
/// Read-only: a spool file is never deleted, moved or changed. Only complete files count
/// (closed after writing, or moved in). A bad file gets one log line and is skipped.
public final class SpoolSource {
    private let loop: EventLoop
    private let directories: [String]
    /// Files at start-up (and in rescans) count when modified within this; set on reload.
    public var ttlMillis: Int64
    private let logger: Logger
    private let deliver: (ReceivedSMS) -> Void
    private var watcher: DirectoryWatcher?
    private var registration: EventLoop.Registration?
    private var missing: [String: Int64] = [:]  // directory → current retry delay
    private var recentlyRead: [FileIdentity: Int64] = [:]  // file → when read (wall ms)
    private var delivered = 0
    private var retries: [String: Int] = [:]  // file → attempts, while descriptors run out
    private var skipped = 0

    /// Identifies one version of one file, so a rescan does not deliver it twice.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        var modified: Int64
        var size: Int64
    }

    /// Creates the source; nothing happens until `start()`.
    public init(loop: EventLoop, directories: [String], ttlMillis: Int64, logger: Logger,
                deliver: @escaping (ReceivedSMS) -> Void) {
        self.loop = loop
        self.directories = directories
        self.ttlMillis = ttlMillis
        self.logger = logger
        self.deliver = deliver
    }

    /// One status line per directory.
    public var statuses: [SourceStatus] {
        directories.map { directory in
            let state = missing[directory] != nil ? "missing" : (watcher == nil ? "stopped" : "watching")
            return SourceStatus(name: "spool:\(directory)", state: state,
                                detail: missing[directory] != nil ? "directory missing, retrying" : "",
                                messages: delivered)
        }
    }

    /// Starts watching; files already there are read when modified within the TTL.
    public func start() throws(Errno) {
        let watcher = try DirectoryWatcher()
        self.watcher = watcher
        registration = try loop.register(watcher.descriptor, interest: .readable) { [unowned self] _ in
            handleChanges()
        }
        for directory in directories { attach(directory) }
    }

    /// Stops watching.
    public func stop() {
        if let registration { loop.unregister(registration) }
        registration = nil
        watcher = nil
    }

    private func attach(_ directory: String) {
        guard let watcher else { return }
        do {
            try watcher.watch(directory)
            if missing.removeValue(forKey: directory) != nil {
                logger.notice("spool directory \(directory) is back; watching it again")
            }
            scan(directory)
        } catch {
            let delay = missing[directory].map { min($0 * 2, 30_000) } ?? 1000
            if missing[directory] == nil {
                let hint = error.rawValue == ENOENT ? " (create it, or set --spool)" : ""
                logger.warning("cannot watch \(directory): \(error.message)\(hint); retrying until it appears")
            }
            missing[directory] = delay
            // While a directory is missing there is nothing to wait on but time; once it is
            // back the retries stop and inotify takes over again.
            loop.schedule(after: delay) { [weak self] in self?.attach(directory) }
        }
    }

    private func handleChanges() {
        guard let watcher else { return }
        for change in watcher.readChanges() {
            switch change {
            case .fileCompleted(let directory, let name):
                read(directory: directory, name: name, startup: false)
            case .directoryCreated(let directory, let name):
                logger.info("ignoring directory \(directory)/\(name) in the spool (subdirectories are not read)")
            case .directoryGone(let directory):
                logger.warning("spool directory \(directory) was removed or moved; waiting for it to come back")
                missing[directory] = 500
                loop.schedule(after: 500) { [weak self] in self?.attach(directory) }
            case .overflow:
                logger.warning("inotify queue overflowed; rescanning the spool")
                for directory in watcher.watchedDirectories { scan(directory) }
            }
        }
    }

    /// Reads the files of `directory` modified within the TTL, oldest first.
    private func scan(_ directory: String) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var names: [(Int64, String)] = []
        let now = Clock.wallMillis()
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            var info = stat()
            guard lstat(directory + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Int64(info.st_mtim.tv_sec) * 1000 + Int64(info.st_mtim.tv_nsec) / 1_000_000
            if now - modified <= ttlMillis { names.append((modified, name)) }
        }
        for (_, name) in names.sorted(by: { $0.0 < $1.0 }) {
            read(directory: directory, name: name, startup: true)
        }
    }

    private func read(directory: String, name: String, startup: Bool) {
        let path = directory + "/" + name
        if name.hasPrefix(".") {
            logger.debug("ignoring hidden spool file \(path)")
            return
        }
        // O_NOFOLLOW: a symlink in the spool must not make us read some other file;
        // O_NONBLOCK: a FIFO must not hang the loop.
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        } catch {
            switch error.rawValue {
            case ENOENT: logger.info("spool file \(path) vanished before it could be read; skipped")
            case ELOOP: skip(path, "is a symbolic link; spool files must be regular files")
            case EMFILE, ENFILE: retryLater(directory: directory, name: name, startup: startup, reason: error.message)
            default: skip(path, "cannot be read: \(error.message)")
            }
            return
        }
        defer { descriptor.close() }
        var info = stat()
        guard fstat(descriptor.rawValue, &info) == 0 else { skip(path, "cannot be read: \(Errno.current("fstat").message)"); return }
        guard info.st_mode & S_IFMT == S_IFREG else { skip(path, "is not a regular file"); return }
        let modified = Int64(info.st_mtim.tv_sec) * 1000 + Int64(info.st_mtim.tv_nsec) / 1_000_000
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), modified: modified, size: Int64(info.st_size))
        let now = Clock.wallMillis()
        forgetOldReads(now: now)
        if recentlyRead[identity] != nil { return }
        // Remembered whatever comes of it: a file seen again (a rescan after an inotify
        // overflow, a second event) is neither delivered nor reported twice.
        recentlyRead[identity] = now
        guard Int(info.st_size) <= SpoolFileParser.sizeLimit else {
            skip(path, SpoolFileError.tooLarge(limit: SpoolFileParser.sizeLimit).description)
            return
        }
        let bytes: [UInt8]
        do {
            guard let all = try descriptor.readAll(limit: SpoolFileParser.sizeLimit) else {
                skip(path, SpoolFileError.tooLarge(limit: SpoolFileParser.sizeLimit).description)
                return
            }
            bytes = all
        } catch {
            skip(path, "cannot be read: \(error.message)")
            return
        }
        retries[path] = nil
        let message: SpoolMessage
        do {
            message = try SpoolFileParser.parse(name: name, bytes: bytes)
        } catch {
            skip(path, error.description)
            return
        }
        delivered += 1
        logger.debug("spool file \(path): \(message.format.rawValue) message from \(logger.sensitive(message.sender ?? "unknown sender"))")
        // A file found at start-up arrived when it was written; a new one arrives now. The
        // SMSC time in smstools3 and gammu files is local time of an unknown zone: trusting
        // it could drop a good code, so spool messages carry no sent time.
        deliver(ReceivedSMS(text: message.text, sender: message.sender, source: "spool:\(path)",
                            sentMillis: nil, receivedMillis: startup ? min(modified, now) : now))
    }

    /// Out of descriptors is the process's state, not the file's: try the file again
    /// shortly instead of losing the message.
    private func retryLater(directory: String, name: String, startup: Bool, reason: String) {
        let key = directory + "/" + name
        let attempt = (retries[key] ?? 0) + 1
        guard attempt <= 50 else {
            retries[key] = nil
            skip(key, "cannot be opened: \(reason), gave up after \(attempt - 1) retries")
            return
        }
        retries[key] = attempt
        if attempt == 1 { logger.warning("cannot open spool file \(key): \(reason); retrying") }
        loop.schedule(after: Int64(min(attempt, 10)) * 100) { [weak self] in
            guard let self else { return }
            read(directory: directory, name: name, startup: startup)
        }
    }

    private func skip(_ path: String, _ reason: String) {
        skipped += 1
        logger.warning("skipped spool file \(path): \(reason)")
    }

    private func forgetOldReads(now: Int64) {
        guard recentlyRead.count > 1024 else { return }
        recentlyRead = recentlyRead.filter { now - $0.value <= ttlMillis }
    }
}
