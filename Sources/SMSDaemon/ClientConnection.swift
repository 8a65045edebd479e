internal import UnixKit
internal import WireProtocol

/// One connected client: its buffers, what it waits for, and its timers.
final class ClientConnection {
    /// What the client is doing.
    enum Mode {
        /// Between requests.
        case idle
        /// Waiting for a code (`WAIT`) until the timer fires.
        case waiting(CodeFilter, consume: Bool, timer: EventLoop.TimerID)
        /// Streaming codes (`WATCH`).
        case watching(CodeFilter)
    }

    let id: UInt64
    let descriptor: FileDescriptor
    let credentials: PeerCredentials
    var registration: EventLoop.Registration?
    var input = LineBuffer()
    var output: [UInt8] = []
    var outputOffset = 0
    var mode: Mode = .idle
    /// Closes the connection once the output is flushed (after a fatal request error).
    var closeAfterFlush = false
    /// Closes an idle or half-written connection; rescheduled on each request.
    var idleTimer: EventLoop.TimerID?
    var closed = false

    init(id: UInt64, descriptor: FileDescriptor, credentials: PeerCredentials) {
        self.id = id
        self.descriptor = descriptor
        self.credentials = credentials
    }

    /// Bytes queued and not yet written.
    var pendingOutput: Int { output.count - outputOffset }

    var isWatching: Bool {
        if case .watching = mode { return true }
        return false
    }
}
