internal import CodeExtract
internal import ModemManagerSource
internal import Glibc
internal import SmswatchCore
public import UnixKit
internal import WireProtocol

/// The daemon: sources → extractor → store → socket, all on one event loop.
public final class Daemon {
    /// The settings in force: the command line over the config file.
    private var options: DaemonOptions
    /// The command line alone, to merge the config file under again on SIGHUP.
    private let commandLine: DaemonOptions
    /// The config file read, or the default path that was absent.
    private var configPath = ""
    private var logger: Logger
    private let loop: EventLoop
    private let extractor = CodeExtractor()
    private var store: CodeStore
    private var server: SocketServer?
    private var spool: SpoolSource?
    private var modemManager: ModemManagerSource?
    private var signals: SignalReceiver?
    private var notifier: DesktopNotifier?
    private var socketPath = ""
    private var expiryTimer: EventLoop.TimerID?
    private let startedMillis = Clock.wallMillis()
    private var messagesSeen = 0
    private var codesFound = 0

    /// Creates the daemon; nothing runs until `run()`.
    public init(options: DaemonOptions) throws(Errno) {
        self.options = options
        commandLine = options
        logger = Logger(program: "smswatchd", level: options.logLevel)
        loop = try EventLoop()
        store = CodeStore(ttlMillis: Int64(options.ttlSeconds) * 1000)
    }

    /// Runs until SIGTERM or SIGINT. Returns the exit status.
    public func run() -> Int32 {
        do {
            // Signals first: one that arrives during start-up waits on the descriptor.
            let signals = try SignalReceiver([SIGTERM, SIGINT, SIGHUP])
            self.signals = signals
            signal(SIGPIPE, SIG_IGN)
            try loop.register(signals.descriptor, interest: .readable) { [unowned self] _ in handleSignals() }
        } catch {
            logger.error("cannot set up signal handling: \(error)")
            return 1
        }
        disableCoreDumps()
        switch loadConfiguration() {
        case .success(let loaded):
            options = loaded
            logger.level = loaded.logLevel
            store.ttlMillis = Int64(loaded.ttlSeconds) * 1000
        case .failure(let failure):
            logger.error("\(failure); see smswatchd(8), CONFIGURATION FILE")
            return 64
        }

        // The lexicon is compiled before the first message, not during it. Building it
        // takes ~1.3 MiB of scratch heap that is free again afterwards: hand those pages
        // back to the kernel, or they stay resident for the daemon's whole life.
        CodeExtractor.prepare()
        releaseFreeHeap()

        let spoolDirectories = resolveSpoolDirectories()
        socketPath = SocketPath.resolve(explicit: options.socketPath, environment: Self.environment, isRoot: isSystemDaemon)
        logger.notice("smswatchd \(smswatchVersion) starting: spool \(spoolDirectories.isEmpty ? "off" : spoolDirectories.joined(separator: ", ")); socket \(socketPath); codes live \(options.ttlSeconds) s")

        var groupID: UInt32?
        if let group = options.socketGroup {
            guard let gid = Self.groupID(named: group) else {
                logger.error("unknown group \(group.debugDescription) for --socket-group")
                return 1
            }
            groupID = gid
        }
        let listener: FileDescriptor
        let socketIsOurs: Bool
        if let passed = SystemdIntegration.takeListeningSocket() {
            // Socket activation: systemd owns the socket file; we never remove it.
            listener = passed
            socketIsOurs = false
            logger.info("using the listening socket passed by systemd")
            // SocketGroup= with SocketMode=0660 means the group is meant to get in.
            if groupID == nil, let gid = PassedSocketGroup.admittedGroup(of: passed) {
                groupID = gid
                logger.info("admitting group \(gid)\(Self.groupName(gid).map { " (\($0))" } ?? "") of the passed socket")
            }
        } else {
            do {
                listener = try SocketSetup.listen(at: socketPath, group: groupID)
            } catch {
                logger.error(error.description)
                return 1
            }
            socketIsOurs = true
        }
        let server = SocketServer(loop: loop, listener: listener, policy: AccessPolicy(ownerUID: getuid(), groupID: groupID),
                                  maxClients: options.maxClients, logger: logger, service: self)
        self.server = server
        do {
            try server.start()
        } catch {
            logger.error("cannot serve \(socketPath): \(error)")
            return 1
        }

        if !spoolDirectories.isEmpty {
            let spool = SpoolSource(loop: loop, directories: spoolDirectories, ttlMillis: store.ttlMillis, logger: logger) {
                [unowned self] in receive($0)
            }
            self.spool = spool
            do { try spool.start() } catch {
                logger.error("cannot start the spool source: \(error)")
                return 1
            }
        }
        if options.modemManager, let bus = BusSelector(argument: options.bus) {
            let source = ModemManagerSource(
                loop: loop, bus: bus,
                options: .init(enableModems: options.enableModems, deleteAfterRead: options.deleteAfterRead),
                logger: logger) { [unowned self] in receive($0) }
            modemManager = source
            source.start()
        }
        updateNotifier()
        logger.info("ready: serving codes on \(socketIsOurs ? socketPath : "the socket passed by systemd")")
        SystemdIntegration.notify("READY=1\n" + statusLine())

        do {
            try loop.run()
        } catch {
            logger.error("event loop failed: \(error)")
        }
        SystemdIntegration.notify("STOPPING=1")
        server.stop()
        notifier?.stop()
        spool?.stop()
        modemManager?.stop()
        if socketIsOurs { unlink(socketPath) }
        listener.close()
        logger.notice("stopped")
        return 0
    }

    /// Root or `--system`: system paths for the socket, the spool and the config file.
    private var isSystemDaemon: Bool { getuid() == 0 || options.system }

    // MARK: Messages in

    /// Runs one message through the extractor into the store, and tells the clients.
    func receive(_ message: ReceivedSMS) {
        messagesSeen += 1
        let now = Clock.wallMillis()
        if let sent = message.sentMillis, now - sent > store.ttlMillis {
            logger.info("message from \(message.source) was sent \((now - sent) / 1000) s ago, longer than the TTL; not offered")
            return
        }
        guard let found = extractor.extract(message.text, sender: message.sender) else {
            logger.info("message from \(message.source): no code")
            logger.debug("text without a code: \(logger.sensitive(message.text))")
            return
        }
        codesFound += 1
        guard message.receivedMillis + store.ttlMillis > now else {
            // A file found at start-up whose code has already run out: it must not push a
            // live code out of the store.
            logger.info("code from \(message.source) expired before it was read; not offered")
            return
        }
        let (record, evicted) = store.add(
            code: found.code, kind: found.kind.rawValue, sender: message.sender, service: found.service,
            domain: found.domain, source: message.source, receivedMillis: message.receivedMillis)
        for old in evicted {
            server?.withdraw(id: old.id, reason: "expired")
            notifier?.withdraw(id: old.id)
        }
        logger.info("code \(record.id) from \(message.source), expires in \((record.expiresMillis - now) / 1000) s")
        // The code and the sender's number are personal: only at debug.
        logger.debug("code \(record.id) is \(logger.sensitive(record.code)) from \(logger.sensitive(message.sender ?? "unknown sender"))")
        server?.publish(record)
        notifier?.show(record)
        scheduleExpiry()
        SystemdIntegration.notify(statusLine())
    }

    /// `STATUS=` for systemd: sources and counts, never a code.
    private func statusLine() -> String {
        let sources = ((spool?.statuses ?? []) + (modemManager.map { [$0.status] } ?? [])).map { "\($0.name) \($0.state)" }
        return "STATUS=\(store.count) live code(s), \(messagesSeen) message(s); " + sources.joined(separator: ", ")
    }

    // MARK: Expiry

    private func scheduleExpiry() {
        if let timer = expiryTimer { loop.cancel(timer) }
        expiryTimer = nil
        guard let next = store.nextExpiry else { return }
        let delay = max(0, next - Clock.wallMillis())
        expiryTimer = loop.schedule(after: delay) { [unowned self] in
            expiryTimer = nil
            for record in store.expire(now: Clock.wallMillis()) {
                logger.info("code \(record.id) expired")
                server?.withdraw(id: record.id, reason: "expired")
                notifier?.withdraw(id: record.id)
            }
            scheduleExpiry()
        }
    }

    // MARK: Signals

    private func handleSignals() {
        for signal in signals?.pending() ?? [] {
            switch signal {
            case SIGTERM, SIGINT:
                logger.notice("received \(signal == SIGTERM ? "SIGTERM" : "SIGINT"), shutting down")
                loop.stop()
            case SIGHUP:
                reload()
            default: break
            }
        }
    }

    // MARK: Configuration

    /// The command line over the config file (`--config`, or the default file if present).
    private func loadConfiguration() -> Result<DaemonOptions, ConfigFile.Failure> {
        let path = commandLine.configPath
            ?? ConfigFile.defaultPath(system: getuid() == 0 || commandLine.system, environment: Self.environment)
        configPath = path
        do {
            guard let file = try ConfigFile.load(path: path, mustExist: commandLine.configPath != nil) else {
                logger.debug("no config file at \(path); using the command line and defaults")
                return .success(commandLine)
            }
            let merged = try file.merged(under: commandLine)
            logger.info("read \(file.entries.count) setting(s) from \(path)")
            return .success(merged)
        } catch {
            return .failure(error)
        }
    }

    /// SIGHUP: reads the config file again; applies what can change while running.
    private func reload() {
        let reloaded: DaemonOptions
        switch loadConfiguration() {
        case .success(let options): reloaded = options
        case .failure(let failure):
            logger.error("reload failed, keeping the running settings: \(failure)")
            return
        }
        let change = ConfigReload(from: options, to: reloaded)
        options = ConfigReload.effective(old: options, new: reloaded)
        logger.level = options.logLevel
        store.ttlMillis = Int64(options.ttlSeconds) * 1000
        spool?.ttlMillis = store.ttlMillis
        updateNotifier()
        if change.applied.isEmpty && change.needRestart.isEmpty {
            logger.notice("reloaded \(configPath): nothing changed")
        }
        if !change.applied.isEmpty {
            logger.notice("reloaded \(configPath): \(change.applied.joined(separator: ", "))"
                          + (change.applied.contains { $0.hasPrefix("ttl") } ? "; the new ttl applies to codes that arrive from now on" : ""))
        }
        if !change.needRestart.isEmpty {
            logger.warning("\(change.needRestart.joined(separator: ", ")) changed in \(configPath); restart smswatchd to apply (systemctl restart smswatchd)")
        }
        SystemdIntegration.notify("READY=1\n" + statusLine())
    }

    /// Starts, stops or adjusts desktop notifications to match `--notify` and
    /// `--notify-show-code`.
    private func updateNotifier() {
        guard options.notify else {
            notifier?.stop()
            notifier = nil
            return
        }
        if let notifier {
            notifier.showCode = options.notifyShowCode
            return
        }
        let notifier = DesktopNotifier(loop: loop, logger: logger, showCode: options.notifyShowCode) { [unowned self] in
            if let problem = CopyCommandLauncher.launch(socket: socketPath, loop: loop) { logger.warning(problem) }
        }
        self.notifier = notifier
        notifier.start()
    }

    // MARK: Helpers

    private func resolveSpoolDirectories() -> [String] {
        if !options.spoolDirectories.isEmpty { return options.spoolDirectories }
        if options.noDefaultSpool { return [] }
        let directory = Self.defaultSpoolDirectory(isRoot: isSystemDaemon)
        if mkdirParents(directory) {
            logger.info("using the default spool directory \(directory)")
        }
        return [directory]
    }

    /// `$XDG_DATA_HOME/smswatch/spool` (`~/.local/share/smswatch/spool`), or
    /// `/var/spool/smswatch` for root.
    static func defaultSpoolDirectory(isRoot: Bool) -> String {
        if isRoot { return "/var/spool/smswatch" }
        if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/smswatch/spool" }
        let home = environment("HOME") ?? "/tmp"
        return home + "/.local/share/smswatch/spool"
    }

    private func mkdirParents(_ directory: String) -> Bool {
        do {
            try FileDescriptor.createDirectories(directory, mode: 0o700)
            return true
        } catch {
            logger.warning("cannot create spool directory: \(error)")
            return false
        }
    }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    static func groupName(_ gid: UInt32) -> String? {
        guard let entry = getgrgid(gid), let name = entry.pointee.gr_name else { return nil }
        return String(cString: name)
    }

    static func groupID(named name: String) -> UInt32? {
        if let number = UInt32(name) { return number }
        guard let entry = getgrnam(name) else { return nil }
        return entry.pointee.gr_gid
    }
}

extension Daemon: CodeService {
    func latestCode(matching filter: CodeFilter, consume: Bool) -> CodeRecord? {
        guard let record = store.latest(matching: filter, now: Clock.wallMillis()) else { return nil }
        if consume { _ = take(id: record.id) }
        return record
    }

    func take(id: UInt64) -> Bool {
        guard store.remove(id: id) != nil else { return false }
        logger.info("code \(id) consumed")
        server?.withdraw(id: id, reason: "consumed")
        notifier?.withdraw(id: id)
        scheduleExpiry()
        return true
    }

    func statusMembers() -> [(String, JSONValue)] {
        let sources: [JSONValue] = ((spool?.statuses ?? []) + (modemManager.map { [$0.status] } ?? [])).map(Self.json)
        return [
            ("version", .string(smswatchVersion)),
            ("protocol", .number(Double(protocolVersion))),
            ("pid", .number(Double(getpid()))),
            ("uptime_ms", .number(Double(Clock.wallMillis() - startedMillis))),
            ("ttl_s", .number(Double(options.ttlSeconds))),
            ("live_codes", .number(Double(store.count))),
            ("messages", .number(Double(messagesSeen))),
            ("codes", .number(Double(codesFound))),
            ("sources", .array(sources)),
        ]
    }

    func ingest(text: String, sender: String?, source: String?) -> String? {
        // The request line's 4 KiB limit already bounds the size.
        guard !text.isEmpty else { return "the message is empty" }
        receive(ReceivedSMS(text: text, sender: sender, source: "ingest:\(source ?? "client")", receivedMillis: Clock.wallMillis()))
        return nil
    }

    private static func json(_ status: SourceStatus) -> JSONValue {
        .object([
            ("name", .string(status.name)),
            ("state", .string(status.state)),
            ("detail", .string(status.detail)),
            ("messages", .number(Double(status.messages))),
        ])
    }
}
