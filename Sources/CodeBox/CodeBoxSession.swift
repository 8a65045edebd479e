internal import Glibc
internal import UnixKit

/// The terminal driver: the only impure part of the prompt. It reads keys, signals, the
/// daemon feed and the `--verify` child in one `poll` loop, feeds events to `CodeBoxState`,
/// carries out the effects, and redraws with `CodeBoxRenderer` + `InlineScreen`.
///
/// Every way out goes through `restore()`: normal ends, Esc, ^C, SIGTERM/SIGHUP/SIGQUIT and a
/// hung-up terminal; SIGTSTP restores before stopping and SIGCONT re-enters raw mode.
final class CodeBoxSession {
    /// How a session ended.
    enum Ending: Equatable {
        /// The state machine finished.
        case outcome(CodeBoxOutcome)
        /// A terminating signal arrived; the caller re-raises it.
        case signal(Int32)
    }

    private let options: CodeBoxOptions
    private let socketPath: String?
    private let appearance: CodeBoxAppearance
    private let capabilities: TerminalCapabilities
    private let terminal: TerminalDevice
    private let signals: SignalPipe
    private var state: CodeBoxState
    private var screen: InlineScreen
    private var decoder = InputDecoder()
    private var feed: (any SuggestionFeed)?
    private var verify: VerifyProcess?
    private var width = 80
    private var ending: Ending?
    private var needsDraw = true
    /// Set when `suspend()` has already restored raw mode and forgotten the screen, so the
    /// SIGCONT that follows does not draw a second copy.
    private var resumedFromOwnSuspend = false

    // Deadlines on the monotonic clock, in milliseconds.
    private var timeoutAt: Int64?
    private var flashEndsAt: Int64?
    private var flushAt: Int64?
    private var reconnectAt: Int64?

    private static let flashMillis: Int64 = 700
    private static let reconnectMillis: Int64 = 3000

    /// Opens the terminal; nil when there is none to draw on.
    init?(options: CodeBoxOptions, socketPath: String?) {
        guard let terminal = TerminalDevice.open(), let signals = SignalPipe() else { return nil }
        self.options = options
        self.socketPath = options.socketPath ?? socketPath
        self.terminal = terminal
        self.signals = signals
        self.appearance = options.appearance
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_CTYPE", "LANG", "TERM", "NO_COLOR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        self.capabilities = TerminalCapabilities.detect(environment: environment, colorAllowed: !options.noColor)
        self.state = CodeBoxState(configuration: options.configuration)
        self.screen = InlineScreen(cursorControl: capabilities.cursorControl)
    }

    /// Runs until the prompt ends; the terminal is restored when this returns.
    func run() -> Ending {
        signal(SIGPIPE, SIG_IGN)
        signals.install([SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD])
        terminal.enterRaw(cursorControl: capabilities.cursorControl)
        width = terminal.columns
        if let seconds = options.timeoutSeconds { timeoutAt = now() + Int64(seconds * 1000) }
        if options.subscribe { connectFeed() }
        while ending == nil {
            if needsDraw { draw() }
            waitAndDispatch()
        }
        restore()
        return ending ?? .outcome(.cancelled)
    }

    // MARK: The loop

    private func waitAndDispatch() {
        var fds = [pollfd(fd: terminal.inputFD, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)]
        if let feed { fds.append(pollfd(fd: feed.descriptor, events: Int16(POLLIN), revents: 0)) }
        let verifyFD = verify?.outputFD ?? -1
        if verifyFD >= 0 { fds.append(pollfd(fd: verifyFD, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&fds, nfds_t(fds.count), pollTimeout())
        if ready < 0 && errno != EINTR { ending = .signal(SIGHUP); return }

        // Signals first: a SIGTERM must win over keys that arrived in the same wake-up.
        if fds[1].revents != 0 {
            for number in signals.drain() { handleSignal(number) }
            if ending != nil { return }
        }
        if fds[0].revents & Int16(POLLIN) != 0 {
            readTerminal()
        } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            ending = .signal(SIGHUP)   // the terminal went away
            return
        }
        var index = 2
        if let current = feed {
            if fds[index].revents != 0 {
                let events = current.receive()
                for event in events {
                    if event == .feed(.unavailable) { feed = nil; reconnectAt = now() + Self.reconnectMillis }
                    dispatch(event)
                }
            }
            index += 1
        }
        if verifyFD >= 0, index < fds.count, fds[index].revents != 0 { pollVerify() }
        fireTimers()
    }

    /// Milliseconds until the nearest deadline, or -1 to wait for input only.
    private func pollTimeout() -> Int32 {
        let current = now()
        var deadlines = [timeoutAt, flashEndsAt, flushAt, reconnectAt].compactMap { $0 }
        if let offered = state.suggestion {
            deadlines.append(current + max(offered.expiresMillis - Clock.wallMillis(), 0))
        }
        guard let nearest = deadlines.min() else { return -1 }
        return Int32(clamping: max(nearest - current, 0))
    }

    private func fireTimers() {
        let current = now()
        if let at = flushAt, current >= at {
            flushAt = nil
            for event in decoder.flush() { dispatch(event) }
        }
        if let at = flashEndsAt, current >= at {
            flashEndsAt = nil
            dispatch(.flashEnded)
        }
        if let offered = state.suggestion, Clock.wallMillis() >= offered.expiresMillis {
            dispatch(.suggestionExpired(id: offered.id))
        }
        if let at = reconnectAt, current >= at {
            reconnectAt = nil
            connectFeed()
        }
        if let at = timeoutAt, current >= at, ending == nil {
            timeoutAt = nil
            dispatch(.timeout)
        }
    }

    private func readTerminal() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = terminal.read(into: &buffer)
        if count == 0 { ending = .signal(SIGHUP); return }
        guard count > 0 else { return }
        for event in decoder.feed(buffer[0..<count]) {
            dispatch(event)
            if ending != nil { return }
        }
        // A trailing lone Esc (or a paste without its end marker) waits a moment for the rest.
        flushAt = decoder.hasPending ? now() + (decoder.isInsidePaste ? 1000 : 40) : nil
    }

    // MARK: Events and effects

    private func dispatch(_ event: CodeBoxEvent) {
        let before = state
        let effects = state.handle(event)
        if state != before { needsDraw = true }
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: CodeBoxEffect) {
        switch effect {
        case .finish(let outcome):
            if ending == nil { ending = .outcome(outcome) }
        case .verify(let code):
            if let command = options.verifyCommand, let process = VerifyProcess.start(command: command, code: code) {
                verify = process
            } else {
                dispatch(.verification(accepted: false, detail: "cannot run /bin/sh"))
            }
        case .flashError:
            flashEndsAt = now() + Self.flashMillis
        case .bell:
            terminal.write("\u{07}")
        case .suspend:
            suspend()
        }
    }

    /// Reads the command's output; once it has exited (or closed its output, which means it is
    /// exiting) the result goes to the state.
    private func pollVerify(childExited: Bool = false) {
        guard let process = verify else { return }
        let closed = process.readOutput()
        let finished = childExited ? process.exitStatus(wait: false) : nil
        guard closed || finished != nil else { return }
        let status = finished ?? process.exitStatus(wait: true) ?? 1
        verify = nil
        dispatch(.verification(accepted: status == 0, detail: status == 0 ? nil : process.lastLine))
    }

    private func handleSignal(_ number: Int32) {
        switch number {
        case SIGWINCH:
            width = terminal.columns
            needsDraw = true
        case SIGINT:
            dispatch(.key(.interrupt))
        case SIGTSTP:
            suspend()
        case SIGCONT:
            if resumedFromOwnSuspend {
                resumedFromOwnSuspend = false
            } else {
                // Stopped by SIGSTOP, with no chance to restore: the shell may have reset the
                // modes and written below us, so set raw mode again and draw afresh.
                terminal.enterRaw(cursorControl: capabilities.cursorControl)
                screen.forget()
            }
            width = terminal.columns
            needsDraw = true
        case SIGCHLD:
            // A command that leaves a background job holding its output still ends here.
            if verify != nil { pollVerify(childExited: true) }
        default:
            ending = .signal(number)   // SIGTERM, SIGHUP, SIGQUIT
        }
    }

    // MARK: Terminal

    private func draw() {
        needsDraw = false
        let frame = CodeBoxRenderer.render(state, appearance: appearance, capabilities: capabilities, width: width)
        terminal.write(screen.draw(frame, width: width))
    }

    private func restore() {
        verify = nil
        feed?.close()
        feed = nil
        terminal.write(screen.erase(width: width))
        terminal.leaveRaw()
        signals.restoreDefaults()
    }

    /// ^Z or SIGTSTP: put the terminal back, stop, and come back in raw mode on SIGCONT.
    private func suspend() {
        terminal.write(screen.erase(width: width))
        terminal.leaveRaw()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Resumed.
        resumedFromOwnSuspend = true
        signals.install([SIGTSTP])
        terminal.enterRaw(cursorControl: capabilities.cursorControl)
        screen.forget()
        width = terminal.columns
        needsDraw = true
    }

    private func connectFeed() {
        let path = DaemonSuggestionFeed.resolvePath(explicit: socketPath)
        if let connected = DaemonSuggestionFeed.connect(socketPath: path, maxAgeSeconds: options.maxAgeSeconds) {
            feed = connected
            dispatch(.feed(.connected))
        } else {
            dispatch(.feed(.unavailable))
            reconnectAt = now() + Self.reconnectMillis
        }
    }

    private func now() -> Int64 { Clock.monotonicMillis() }
}
