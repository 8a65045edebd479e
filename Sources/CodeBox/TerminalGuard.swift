internal import Glibc

/// Last-resort restoration of the terminal when the process dies without unwinding
/// (a Swift trap, a segfault, abort): the fatal-signal handlers put the saved attributes
/// back and re-raise, so a crash never leaves the user's shell in raw mode.
///
/// The state lives in globals because a signal handler cannot capture context.
enum TerminalGuard {
    // nonisolated(unsafe) is sound here: these are written only on the main thread while the
    // fatal handlers are not yet (or no longer) armed, and read only by those handlers, which
    // run on the thread that crashed after the writes.
    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var writeReset = false
    nonisolated(unsafe) private static var installed = false

    private static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Remembers what to restore and installs the fatal-signal handlers once.
    static func arm(fd: Int32, original: termios, cursorControl: Bool) {
        Self.fd = -1
        Self.saved = original
        Self.writeReset = cursorControl
        Self.fd = fd
        guard !installed else { return }
        installed = true
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                TerminalGuard.restoreFromHandler()
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, nil)
        }
    }

    /// Nothing to restore any more (the terminal was restored normally).
    static func disarm() { fd = -1 }

    /// Async-signal-safe: only `write` and `tcsetattr`.
    private static func restoreFromHandler() {
        guard fd >= 0 else { return }
        if writeReset {
            let reset: StaticString = "\u{1B}[?2004l\u{1B}[0 q\u{1B}[?25h\u{1B}[0m\r\n"
            _ = Glibc.write(fd, reset.utf8Start, reset.utf8CodeUnitCount)
        }
        _ = tcsetattr(fd, TCSANOW, &saved)
    }
}
