internal import Glibc
internal import UnixKit

/// Signals turned into bytes on a pipe (the self-pipe trick), so they wake the same `poll`
/// as the keys and are handled in order, outside the handler.
///
/// A self-pipe rather than signalfd: signalfd needs the signals blocked, and a blocked mask
/// is inherited by the `--verify` child; handlers are reset by `exec` instead.
final class SignalPipe {
    /// The end to poll.
    let readFD: Int32
    private let writeFD: Int32
    private var handled: [Int32] = []

    // nonisolated(unsafe) is sound: set once before any handler is installed, read by the
    // handlers only (a plain Int32 load, async-signal-safe).
    nonisolated(unsafe) private static var handlerWriteFD: Int32 = -1

    /// Creates the pipe; `install` routes signals to it.
    init?() {
        guard let (readEnd, writeEnd) = try? FileDescriptor.pipe() else { return nil }
        // Non-blocking at both ends: a handler must never block on a full pipe.
        _ = try? readEnd.setNonBlocking()
        _ = try? writeEnd.setNonBlocking()
        readFD = readEnd.rawValue
        writeFD = writeEnd.rawValue
        Self.handlerWriteFD = writeFD
    }

    deinit {
        restoreDefaults()
        Glibc.close(readFD)
        Glibc.close(writeFD)
    }

    /// Routes each signal to the pipe. SA_RESTART keeps blocking calls going; poll still
    /// returns EINTR and then sees the byte.
    func install(_ signals: [Int32]) {
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                let savedErrno = errno
                var byte = UInt8(truncatingIfNeeded: signal)
                _ = Glibc.write(SignalPipe.handlerWriteFD, &byte, 1)
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_RESTART)
            sigaction(signal, &action, nil)
            if !handled.contains(signal) { handled.append(signal) }
        }
    }

    /// Puts the default disposition back for every installed signal.
    func restoreDefaults() {
        for signal in handled { Glibc.signal(signal, SIG_DFL) }
        handled.removeAll()
    }

    /// The signals received since the last call, in order.
    func drain() -> [Int32] {
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(readFD, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result += buffer[0..<count].map { Int32($0) }
        }
        return result
    }
}
