import Glibc
import UnixKit
import WireProtocol

/// A connection to smswatchd: one request line out, JSON lines back.
struct DaemonConnection {
    let descriptor: FileDescriptor
    let path: String
    private var buffer = LineBuffer()

    /// Connects, or explains why not and how to start the daemon.
    init(path: String) throws(UnavailableError) {
        do {
            descriptor = try UnixSocket.connect(path: path)
        } catch {
            throw UnavailableError(path: path, reason: error.message)
        }
        self.path = path
    }

    /// Sends one request.
    func send(_ request: Request) throws(UnavailableError) {
        do {
            try descriptor.writeAll(request.line)
        } catch {
            // The daemon may have refused us (and closed) before we spoke: its reason is
            // waiting to be read, and is better than "Broken pipe".
            if error.rawValue == EPIPE || error.rawValue == ECONNRESET { return }
            throw UnavailableError(path: path, reason: error.message)
        }
    }

    /// The next line from the daemon, parsed; nil when the daemon closed the connection.
    /// - Parameter timeoutMillis: How long to wait at most (-1: for ever).
    mutating func nextMessage(timeoutMillis: Int32 = -1) throws(UnavailableError) -> ServerMessage? {
        while true {
            if let line = buffer.nextLine() {
                guard let message = ServerMessage.parse(String(decoding: line, as: UTF8.self)) else {
                    throw UnavailableError(path: path, reason: "the daemon sent a line this client does not understand")
                }
                return message
            }
            var poller = pollfd(fd: descriptor.rawValue, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeoutMillis)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { throw UnavailableError(path: path, reason: "the daemon did not answer in time") }
            var chunk = [UInt8](repeating: 0, count: 8192)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(descriptor.rawValue, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw UnavailableError(path: path, reason: Errno.current("read").message) }
            if n == 0 { return nil }
            buffer.append(chunk[0..<n])
        }
    }

    /// One request and its one answer.
    static func ask(_ request: Request, path: String, timeoutMillis: Int32 = 10_000) throws(UnavailableError) -> ServerMessage {
        var connection = try DaemonConnection(path: path)
        defer { connection.descriptor.close() }
        try connection.send(request)
        guard let answer = try connection.nextMessage(timeoutMillis: timeoutMillis) else {
            throw UnavailableError(path: path, reason: "the daemon closed the connection without an answer")
        }
        return answer
    }
}

/// smswatchd cannot be reached: exit 69 with a hint.
struct UnavailableError: Error {
    var path: String
    var reason: String

    var message: String {
        "cannot reach smswatchd at \(path): \(reason)\n"
            + "  Start it with `smswatchd` (or `systemctl --user start smswatchd`), or point --socket / SMSWATCH_SOCKET at its socket."
    }
}
