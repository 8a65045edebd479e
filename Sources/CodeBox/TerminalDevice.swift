internal import Glibc

/// The controlling terminal, opened as `/dev/tty` so the prompt works while stdout is
/// captured by `$(…)`: keys are read from it and the boxes are drawn on it.
final class TerminalDevice {
    /// The descriptor keys are read from.
    let inputFD: Int32
    /// The descriptor the prompt is drawn on (the same as `inputFD` for `/dev/tty`).
    let outputFD: Int32
    private let ownsDescriptor: Bool
    private let original: termios
    /// True while the terminal is in raw mode.
    private(set) var isRaw = false

    /// Sequences that undo everything `enterRaw` turned on: bracketed paste off, the cursor
    /// shape back to the user's default, the cursor visible, attributes reset.
    static let resetSequence = "\u{1B}[?2004l\u{1B}[0 q\u{1B}[?25h\u{1B}[0m"

    /// Opens `/dev/tty`, or falls back to stdin (and stderr for drawing) when it is a terminal
    /// but `/dev/tty` cannot be opened (some containers). Nil without any terminal.
    static func open() -> TerminalDevice? {
        let fd = Glibc.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if fd >= 0 {
            if let device = TerminalDevice(input: fd, output: fd, owns: true) { return device }
            Glibc.close(fd)
        }
        guard isatty(0) == 1 else { return nil }
        return TerminalDevice(input: 0, output: isatty(2) == 1 ? 2 : 0, owns: false)
    }

    private init?(input: Int32, output: Int32, owns: Bool) {
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { return nil }
        inputFD = input
        outputFD = output
        ownsDescriptor = owns
        original = attributes
    }

    deinit {
        if isRaw { leaveRaw() }
        if ownsDescriptor { Glibc.close(inputFD) }
    }

    /// Raw input (no echo, no line editing, no signals from ^C/^Z, no flow control) with
    /// output processing kept, so `\n` still returns the carriage. Bracketed paste on and
    /// a blinking block cursor (DECSCUSR 1) in the active box.
    func enterRaw(cursorControl: Bool) {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON | INLCR | IGNCR)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(inputFD, TCSADRAIN, &raw)
        isRaw = true
        TerminalGuard.arm(fd: inputFD, original: original, cursorControl: cursorControl)
        if cursorControl { write("\u{1B}[?2004h\u{1B}[1 q") }
    }

    /// Restores the attributes saved when the terminal was opened and the cursor.
    func leaveRaw() {
        write(Self.resetSequence)
        var attributes = original
        _ = tcsetattr(inputFD, TCSADRAIN, &attributes)
        isRaw = false
        TerminalGuard.disarm()
    }

    /// Writes all of `text`, retrying on EINTR and short writes; errors (a hung-up terminal)
    /// are ignored because there is nowhere left to report them.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(outputFD, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { var p = pollfd(fd: outputFD, events: Int16(POLLOUT), revents: 0); _ = poll(&p, 1, 100); continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads what is available (after poll said so); 0 at hang-up.
    func read(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(inputFD, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == EAGAIN { return -1 }
            return max(count, 0)
        }
    }

    /// The terminal's width in columns (80 when unknown). The corresponding C call is
    /// `ioctl(TIOCGWINSZ)`.
    var columns: Int {
        var size = winsize()
        if ioctl(outputFD, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if ioctl(inputFD, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
