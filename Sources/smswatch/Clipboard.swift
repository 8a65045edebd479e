import Glibc

/// The desktop clipboard, through the session's own tools: `wl-copy`/`wl-paste` on Wayland,
/// `xclip` or `xsel` on X11. The code goes to the tool on stdin, never on its command line
/// (which every user can read in /proc).
struct Clipboard {
    /// A clipboard tool family, with the commands that copy, read back and clear.
    enum Tool: Equatable {
        case wayland(sensitive: Bool)
        case xclip
        case xsel

        var copyCommand: [String] {
            switch self {
            // --sensitive (wl-clipboard 2.2+) asks clipboard managers not to keep the code.
            case .wayland(let sensitive): ["wl-copy"] + (sensitive ? ["--sensitive"] : [])
            case .xclip: ["xclip", "-selection", "clipboard", "-in"]
            case .xsel: ["xsel", "--clipboard", "--input"]
            }
        }

        var pasteCommand: [String] {
            switch self {
            case .wayland: ["wl-paste", "--no-newline"]
            case .xclip: ["xclip", "-selection", "clipboard", "-out"]
            case .xsel: ["xsel", "--clipboard", "--output"]
            }
        }

        /// Clearing: wl-copy and xsel have a flag; xclip takes an empty selection.
        var clearCommand: [String] {
            switch self {
            case .wayland: ["wl-copy", "--clear"]
            case .xclip: ["xclip", "-selection", "clipboard", "-in"]
            case .xsel: ["xsel", "--clipboard", "--clear"]
            }
        }
    }

    /// Why nothing was copied; the message says what to install or set.
    struct Unavailable: Error {
        var message: String
    }

    let tool: Tool

    /// Picks the tool for this session: `wl-copy` when `WAYLAND_DISPLAY` is set, else `xclip`
    /// or `xsel` when `DISPLAY` is set (XWayland sessions have both variables).
    static func forSession(environment: (String) -> String?) throws(Unavailable) -> Clipboard {
        let wayland = environment("WAYLAND_DISPLAY").map { !$0.isEmpty } ?? false
        let x11 = environment("DISPLAY").map { !$0.isEmpty } ?? false
        let path = environment("PATH") ?? "/usr/bin:/bin"
        if wayland, let copy = findExecutable("wl-copy", path: path), findExecutable("wl-paste", path: path) != nil {
            return Clipboard(tool: .wayland(sensitive: supportsSensitive(copy)))
        }
        if x11 {
            if findExecutable("xclip", path: path) != nil { return Clipboard(tool: .xclip) }
            if findExecutable("xsel", path: path) != nil { return Clipboard(tool: .xsel) }
        }
        switch (wayland, x11) {
        case (false, false):
            throw Unavailable(message: "--copy needs a graphical session: neither WAYLAND_DISPLAY nor DISPLAY is set")
        case (true, false):
            throw Unavailable(message: "--copy found no wl-copy and wl-paste on PATH; install wl-clipboard")
        default:
            throw Unavailable(message: "--copy found no clipboard tool on PATH; install wl-clipboard (Wayland), xclip or xsel (X11)")
        }
    }

    /// Puts `text` on the clipboard.
    func copy(_ text: String) throws(Unavailable) {
        let status = Self.run(tool.copyCommand, input: text)
        guard status == 0 else {
            throw Unavailable(message: "\(tool.copyCommand[0]) failed (exit status \(status)); is the display reachable?")
        }
    }

    /// Leaves a detached process that clears the clipboard after `seconds`, but only if it
    /// still holds `text` (the user may have copied something else meanwhile).
    func clear(after seconds: Int, ifStill text: String) {
        let child = fork()
        guard child == 0 else {
            // The clearer's own child does the work; reap the middle process at once.
            if child > 0 { var status: Int32 = 0; _ = waitpid(child, &status, 0) }
            return
        }
        // Middle process: detach from the terminal and from the caller's pipes, so that
        // `code=$(smswatch latest --copy)` returns at once and Ctrl-C does not cancel it.
        _ = setsid()
        if fork() != 0 { _exit(0) }
        Self.redirectStandardStreamsToNull()
        var remaining = UInt32(seconds)
        while remaining > 0 { remaining = sleep(remaining) }
        if let current = Self.capture(tool.pasteCommand), current == text {
            _ = Self.run(tool.clearCommand, input: "")
        }
        _exit(0)
    }

    // MARK: Processes

    /// Runs `command` (looked up on PATH) with `input` on stdin and stdout/stderr at
    /// /dev/null (a tool that stays to serve the selection must not hold our pipes).
    /// Returns the exit status, 127 when it cannot start.
    static func run(_ command: [String], input: String) -> Int32 {
        spawn(command, input: input, captureOutput: false).status
    }

    /// Runs `command` and returns its stdout (up to 64 KiB), or nil if it failed.
    static func capture(_ command: [String]) -> String? {
        let result = spawn(command, input: "", captureOutput: true)
        guard result.status == 0 else { return nil }
        return String(decoding: result.output, as: UTF8.self)
    }

    private static func spawn(_ command: [String], input: String, captureOutput: Bool) -> (status: Int32, output: [UInt8]) {
        var inPipe: [Int32] = [-1, -1]
        var outPipe: [Int32] = [-1, -1]
        guard pipe(&inPipe) == 0 else { return (127, []) }
        if captureOutput && pipe(&outPipe) != 0 { return (127, []) }
        defer { for fd in inPipe + outPipe where fd >= 0 { close(fd) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in inPipe + outPipe where fd >= 0 { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, command[0], &actions, nil, argv, environ) == 0 else { return (127, []) }
        close(inPipe[0]); inPipe[0] = -1
        if captureOutput { close(outPipe[1]); outPipe[1] = -1 }
        let previous = signal(SIGPIPE, SIG_IGN)
        var bytes = Array(input.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(inPipe[1], $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            offset += n
        }
        signal(SIGPIPE, previous)
        close(inPipe[1]); inPipe[1] = -1
        var output: [UInt8] = []
        if captureOutput {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while output.count < 65536 {
                let n = read(outPipe[0], &chunk, chunk.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                output += chunk[0..<n]
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exit, output)
    }

    private static func redirectStandardStreamsToNull() {
        let null = open("/dev/null", O_RDWR)
        guard null >= 0 else { return }
        for fd: Int32 in 0...2 { dup2(null, fd) }
        if null > 2 { close(null) }
    }

    /// Whether this wl-copy knows `--sensitive` (wl-clipboard 2.2 and later).
    private static func supportsSensitive(_ wlCopy: String) -> Bool {
        capture([wlCopy, "--help"])?.contains("--sensitive") ?? false
    }

    /// The first executable `name` in the colon-separated `path`.
    static func findExecutable(_ name: String, path: String) -> String? {
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
