import Glibc
import UnixKit

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
        if wayland, let copy = Subprocess.executablePath("wl-copy", searchPath: path),
           Subprocess.executablePath("wl-paste", searchPath: path) != nil {
            return Clipboard(tool: .wayland(sensitive: supportsSensitive(copy)))
        }
        if x11 {
            if Subprocess.executablePath("xclip", searchPath: path) != nil { return Clipboard(tool: .xclip) }
            if Subprocess.executablePath("xsel", searchPath: path) != nil { return Clipboard(tool: .xsel) }
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
            if child > 0 { _ = try? Subprocess(pid: child).wait() }
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
        guard let child = try? Subprocess.start(command[0], Array(command.dropFirst()), searchPath: true, standardInput: .pipe,
                                                standardOutput: captureOutput ? .pipe : .null, standardError: .null)
        else { return (127, []) }
        if let stdin = child.standardInput {
            let previous = signal(SIGPIPE, SIG_IGN)
            try? stdin.writeAll(input)  // a tool that exits without reading its input is not an error here
            signal(SIGPIPE, previous)
            stdin.close()
        }
        var output: [UInt8] = []
        if let stdout = child.standardOutput {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while output.count < 65536 {
                let n = (try? chunk.withUnsafeMutableBytes { try stdout.read(into: $0) }) ?? 0
                if n <= 0 { break }
                output += chunk[0..<n]
            }
            stdout.close()
        }
        return ((try? child.wait()) ?? 127, output)
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
}
