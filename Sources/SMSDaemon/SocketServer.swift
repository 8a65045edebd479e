internal import Glibc
internal import SmswatchCore
internal import UnixKit
internal import WireProtocol

/// What the socket server asks of the daemon. The server knows connections and lines;
/// the daemon knows codes.
protocol CodeService: AnyObject {
    /// The newest live code that matches, removed from the store when `consume` is set.
    func latestCode(matching filter: CodeFilter, consume: Bool) -> CodeRecord?
    /// Removes one code from the store (a consuming waiter took it); false when it is gone.
    func take(id: UInt64) -> Bool
    /// The status answer's members (never codes).
    func statusMembers() -> [(String, JSONValue)]
    /// A message handed in with `INGEST`; returns an error message when it was not taken.
    func ingest(text: String, sender: String?, source: String?) -> String?
}

/// Serves the wire protocol on a listening Unix socket, on the daemon's event loop.
///
/// Many clients at once; none can stall another: every descriptor is non-blocking, each
/// client's queued output is bounded, and a watcher that stops reading is dropped.
final class SocketServer {
    /// A client whose unread output passes this is dropped: about a thousand code events,
    /// enough for a burst to a watcher that reads, and a bound on what a stalled one costs.
    static let outputLimit = 256 * 1024
    /// A client that sends no complete request for this long is closed.
    static let idleTimeoutMillis: Int64 = 30_000

    private let loop: EventLoop
    private let listener: FileDescriptor
    private let policy: AccessPolicy
    private let logger: Logger
    private let maxClients: Int
    private weak var service: (any CodeService)?
    private var listenerRegistration: EventLoop.Registration?
    private var clients: [UInt64: ClientConnection] = [:]
    private var nextClientID: UInt64 = 1
    private var acceptPaused = false

    /// Creates a server on an already listening socket.
    init(loop: EventLoop, listener: FileDescriptor, policy: AccessPolicy, maxClients: Int,
                logger: Logger, service: any CodeService) {
        self.loop = loop
        self.listener = listener
        self.policy = policy
        self.maxClients = maxClients
        self.logger = logger
        self.service = service
    }

    /// Clients streaming codes.
    var watcherCount: Int { clients.values.filter(\.isWatching).count }

    /// Starts accepting clients.
    func start() throws(Errno) {
        listenerRegistration = try loop.register(listener, interest: .readable) { [unowned self] _ in acceptAll() }
    }

    /// Closes every client and stops accepting.
    func stop() {
        if let registration = listenerRegistration { loop.unregister(registration) }
        listenerRegistration = nil
        for client in Array(clients.values) { close(client) }
    }

    // MARK: Codes going out

    /// A new code: answers waiting clients and streams it to watchers.
    func publish(_ record: CodeRecord) {
        // One encoding for every watcher: fan-out to a thousand clients is a thousand writes.
        let event = Array(ServerMessage.event(record).encoded.utf8)
        for client in clients.values.sorted(by: { $0.id < $1.id }) {
            switch client.mode {
            case .watching(let filter) where filter.matches(record):
                send(bytes: event, to: client)
            case .waiting(let filter, let consume, let timer) where filter.matches(record):
                // Consume hands a code out once: only the first consuming waiter gets it.
                if consume && service?.take(id: record.id) != true { continue }
                loop.cancel(timer)
                client.mode = .idle
                send(.code(record), to: client)
                armIdleTimer(client)
            default: break
            }
        }
    }

    /// A code expired or was consumed: watchers stop offering it.
    func withdraw(id: UInt64, reason: String) {
        let line = Array(ServerMessage.gone(id: id, reason: reason).encoded.utf8)
        for client in clients.values where client.isWatching {
            send(bytes: line, to: client)
        }
    }

    // MARK: Accepting

    private func acceptAll() {
        while true {
            let accepted: FileDescriptor?
            do {
                accepted = try UnixSocket.accept(listener)
            } catch {
                if error.rawValue == EMFILE || error.rawValue == ENFILE {
                    // Out of descriptors: stop accepting until a client leaves, rather than
                    // spinning on a listener that stays readable.
                    logger.warning("cannot accept clients: \(error.message); refusing new clients until one disconnects")
                    pauseAccepting()
                } else {
                    logger.warning("accept failed: \(error.message)")
                }
                return
            }
            guard let fd = accepted else { return }
            admit(fd)
        }
    }

    private func pauseAccepting() {
        guard !acceptPaused, let registration = listenerRegistration else { return }
        loop.unregister(registration)
        listenerRegistration = nil
        acceptPaused = true
    }

    private func resumeAccepting() {
        guard acceptPaused else { return }
        acceptPaused = false
        try? start()
    }

    private func admit(_ fd: FileDescriptor) {
        let credentials: PeerCredentials
        do {
            credentials = try UnixSocket.peerCredentials(fd)
        } catch {
            logger.warning("refused a client: cannot read its credentials (\(error.message))")
            fd.close()
            return
        }
        guard policy.allows(credentials) else {
            logger.notice("refused client uid \(credentials.uid) pid \(credentials.pid): not the daemon's user, root or the socket group")
            refuse(fd, kind: "forbidden", message: "uid \(credentials.uid) may not use this socket")
            return
        }
        guard clients.count < maxClients else {
            logger.warning("refused client uid \(credentials.uid): \(maxClients) clients connected already (--max-clients)")
            refuse(fd, kind: "busy", message: "too many clients; try again later")
            return
        }
        let client = ClientConnection(id: nextClientID, descriptor: fd, credentials: credentials)
        nextClientID += 1
        do {
            client.registration = try loop.register(fd, interest: .readable) { [unowned self, unowned client] readiness in
                handle(readiness, for: client)
            }
        } catch {
            logger.warning("cannot watch a client: \(error.message)")
            fd.close()
            return
        }
        clients[client.id] = client
        armIdleTimer(client)
        logger.debug("client \(client.id) connected (uid \(credentials.uid), pid \(credentials.pid))")
    }

    /// One error line, best effort, then close: for peers that never become clients.
    private func refuse(_ fd: FileDescriptor, kind: String, message: String) {
        let line = Array(ServerMessage.error(kind: kind, message: message).encoded.utf8)
        _ = line.withUnsafeBytes { try? fd.write($0) }
        fd.close()
    }

    // MARK: Reading requests

    private func handle(_ readiness: EventLoop.Readiness, for client: ClientConnection) {
        if readiness.writable { flush(client) }
        guard !client.closed, readiness.readable else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count: Int
        do {
            count = try chunk.withUnsafeMutableBytes { raw in
                Result { () throws(Errno) -> Int in try client.descriptor.read(into: raw) }
            }.get()
        } catch {
            if error.rawValue == EAGAIN { return }
            close(client)
            return
        }
        guard count > 0 else { close(client); return }
        if client.closeAfterFlush { return }  // discard what a client sends after a fatal error
        client.input.append(chunk[0..<count])
        processLines(client)
    }

    private func processLines(_ client: ClientConnection) {
        while !client.closed, !client.closeAfterFlush, let line = client.input.nextLine() {
            let tooLong = line.count >= maximumRequestLength
            if !tooLong, case .idle = client.mode {} else if !tooLong {
                // A watcher or waiter sent more: it may only hang up, not ask twice at once.
                fail(client, RequestError(kind: "bad-request", message: "one request at a time; this connection is busy"))
                return
            }
            let parsed = Result { () throws(RequestError) -> Request in
                try Request.parse(line, nowMillis: Clock.wallMillis())
            }
            switch parsed {
            case .success(let request): serve(request, for: client)
            case .failure(let error): fail(client, error)
            }
        }
        if client.input.pendingCount >= maximumRequestLength {
            client.input.removeAll()
            fail(client, RequestError(kind: "too-long", message: "request line longer than \(maximumRequestLength) bytes"))
        }
    }

    private func fail(_ client: ClientConnection, _ error: RequestError) {
        logger.info("client \(client.id) (uid \(client.credentials.uid)): \(error.kind): \(error.message)")
        send(.error(kind: error.kind, message: error.message), to: client)
        if ["too-long", "bad-utf8", "unknown-verb"].contains(error.kind) || !isIdle(client) {
            client.closeAfterFlush = true
            flush(client)
        }
    }

    private func isIdle(_ client: ClientConnection) -> Bool {
        if case .idle = client.mode { return true }
        return false
    }

    private func serve(_ request: Request, for client: ClientConnection) {
        guard let service else { return }
        cancelIdleTimer(client)
        switch request {
        case .ping:
            send(.ok(.object([])), to: client)
        case .status:
            send(.ok(.object(service.statusMembers() + [
                ("clients", .number(Double(clients.count))),
                ("watchers", .number(Double(watcherCount))),
            ])), to: client)
        case .latest(let filter, let consume):
            if let record = service.latestCode(matching: filter, consume: consume) {
                send(.code(record), to: client)
            } else {
                send(.error(kind: "no-code", message: "no live code matches"), to: client)
            }
        case .wait(let filter, let timeout, let consume):
            if let record = service.latestCode(matching: filter, consume: consume) {
                send(.code(record), to: client)
            } else {
                let timer = loop.schedule(after: timeout) { [unowned self, unowned client] in
                    guard !client.closed else { return }
                    client.mode = .idle
                    send(.error(kind: "timeout", message: "no code arrived in time"), to: client)
                    armIdleTimer(client)
                }
                client.mode = .waiting(filter, consume: consume, timer: timer)
                return
            }
        case .watch(let filter, let replay, let maxAge):
            client.mode = .watching(filter)
            send(.ok(.object([("watching", .bool(true))])), to: client)
            if replay {
                var replayFilter = filter
                if let maxAge { replayFilter.afterMillis = max(filter.afterMillis ?? 0, Clock.wallMillis() - maxAge) }
                if let record = service.latestCode(matching: replayFilter, consume: false) {
                    send(.event(record), to: client)
                }
            }
            return
        case .ingest(let text, let sender, let source):
            guard policy.allowsIngest(client.credentials) else {
                send(.error(kind: "forbidden", message: "only root and the daemon's user may ingest messages"), to: client)
                break
            }
            if let problem = service.ingest(text: text, sender: sender, source: source) {
                send(.error(kind: "bad-request", message: problem), to: client)
            } else {
                send(.ok(.object([])), to: client)
            }
        }
        armIdleTimer(client)
    }

    // MARK: Timers

    private func armIdleTimer(_ client: ClientConnection) {
        cancelIdleTimer(client)
        client.idleTimer = loop.schedule(after: Self.idleTimeoutMillis) { [unowned self, unowned client] in
            client.idleTimer = nil
            guard !client.closed, isIdle(client) else { return }
            logger.debug("client \(client.id) idle for \(Self.idleTimeoutMillis / 1000) s, closing")
            close(client)
        }
    }

    private func cancelIdleTimer(_ client: ClientConnection) {
        if let timer = client.idleTimer { loop.cancel(timer) }
        client.idleTimer = nil
    }

    // MARK: Writing

    private func send(_ message: ServerMessage, to client: ClientConnection) {
        send(bytes: Array(message.encoded.utf8), to: client)
    }

    private func send(bytes: [UInt8], to client: ClientConnection) {
        guard !client.closed else { return }
        client.output.append(contentsOf: bytes)
        if client.pendingOutput > Self.outputLimit {
            logger.warning("client \(client.id) (uid \(client.credentials.uid)) does not read its answers; dropped")
            close(client)
            return
        }
        flush(client)
    }

    private func flush(_ client: ClientConnection) {
        while client.pendingOutput > 0 {
            let result = client.output.withUnsafeBytes { raw in
                Result { () throws(Errno) -> Int in
                    try client.descriptor.write(UnsafeRawBufferPointer(rebasing: raw[client.outputOffset...]))
                }
            }
            switch result {
            case .success(let n):
                client.outputOffset += n
            case .failure(let error):
                if error.rawValue == EAGAIN {
                    setWriteInterest(client, true)
                    return
                }
                close(client)
                return
            }
        }
        client.output.removeAll(keepingCapacity: client.output.count < 4096)
        client.outputOffset = 0
        setWriteInterest(client, false)
        if client.closeAfterFlush { close(client) }
    }

    private func setWriteInterest(_ client: ClientConnection, _ writable: Bool) {
        guard let registration = client.registration else { return }
        try? loop.modify(registration, interest: writable ? [.readable, .writable] : .readable)
    }

    private func close(_ client: ClientConnection) {
        guard !client.closed else { return }
        client.closed = true
        cancelIdleTimer(client)
        if case .waiting(_, _, let timer) = client.mode { loop.cancel(timer) }
        if let registration = client.registration { loop.unregister(registration) }
        client.descriptor.close()
        clients[client.id] = nil
        logger.debug("client \(client.id) disconnected")
        resumeAccepting()
    }
}
