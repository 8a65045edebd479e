internal import Glibc
internal import UnixKit
internal import WireProtocol

/// The subscription to smswatchd: `WATCH replay=latest max_age=SECONDS`, then one JSON line
/// per code (replayed or new) and per expiry.
final class DaemonSuggestionFeed: SuggestionFeed {
    let descriptor: Int32
    private var pending = LineBuffer()
    private var isOpen = true

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close() }

    /// Connects and subscribes; nil when no daemon answers at `socketPath` (the prompt then
    /// works as a plain prompt).
    static func connect(socketPath: String, maxAgeSeconds: Int) -> DaemonSuggestionFeed? {
        guard let socket = try? UnixSocket.connect(path: socketPath) else { return nil }
        let request = Request.watch(CodeFilter(), replayLatest: true, maxAgeMillis: Int64(maxAgeSeconds) * 1000)
        do {
            try socket.writeAll(request.line)
            try socket.setNonBlocking()
        } catch {
            socket.close()
            return nil
        }
        return DaemonSuggestionFeed(descriptor: socket.rawValue)
    }

    /// The socket path from `--socket`, the dispatcher, or the usual places.
    static func resolvePath(explicit: String?) -> String {
        SocketPath.resolve(
            explicit: explicit,
            environment: { name in getenv(name).map { String(cString: $0) } },
            isRoot: getuid() == 0)
    }

    func receive() -> [CodeBoxEvent] {
        guard isOpen else { return [] }
        var chunk = [UInt8](repeating: 0, count: 8192)
        var closed = false
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                pending.append(chunk[0..<count])
                if pending.pendingCount > 1 << 20 { closed = true; break }   // a line that never ends
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            closed = true
            break
        }
        var events: [CodeBoxEvent] = []
        while let line = pending.nextLine() {
            if let event = Self.event(for: String(decoding: line, as: UTF8.self)) { events.append(event) }
        }
        if closed {
            close()
            events.append(.feed(.unavailable))
        }
        return events
    }

    /// What one line from the daemon means for the prompt.
    static func event(for line: String) -> CodeBoxEvent? {
        switch ServerMessage.parse(line) {
        case .event(let record)?, .code(let record)?:
            return .suggestion(Suggestion(
                id: record.id, code: record.code, label: record.service ?? record.sender,
                domain: record.domain, expiresMillis: record.expiresMillis))
        case .gone(let id, _)?:
            return .suggestionExpired(id: id)
        case .ok?:
            return .feed(.connected)
        case .error?:
            return .feed(.unavailable)
        case nil:
            return nil
        }
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        Glibc.close(descriptor)
    }
}
