import Foundation
import TestSupport

// The tmux side of CodeBoxTmuxTests: a private tmux server running `smswatch codebox`. Processes,
// the daemon, temporary directories and polling come from TestSupport; the server is stopped
// by its name (`kill-server` on `-L <name>`, never the user's server).

/// One `smswatch codebox` in a private tmux server, its stdout, exit status and the
/// terminal modes before and after captured in files.
final class CodeBoxTmux {
    let server = "smswatch-codebox-\(getpid())-\(UUID().uuidString.prefix(8))"
    let directory = TemporaryDirectory()
    private let tmuxPath: String
    private var stopped = false

    struct Result {
        var status: Int32
        var stdout: String
        var sttyBefore: String
        var sttyAfter: String
        var sttyReport: String
    }

    /// tmux from PATH (or the usual places). A missing tmux fails the test, it does not skip it.
    static func findTmux() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init) ?? []
        let candidates = (path + ["/usr/bin", "/usr/local/bin", "/bin"]).map { $0 + "/tmux" }
        guard let tmux = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw TestFailure("tmux is not installed (not on PATH, nor in /usr/bin, /usr/local/bin, /bin); these tests need it")
        }
        return tmux
    }

    /// - Parameter jobControl: run the script from an interactive bash, as a user would. Without
    ///   it the prompt's process group is orphaned (its shell's parent is the tmux server), and
    ///   the kernel discards SIGTSTP for orphaned groups.
    init(arguments: [String], environment: [String: String] = [:], jobControl: Bool = false) throws {
        tmuxPath = try Self.findTmux()
        let quoted = ([BuiltProducts.path("smswatch"), "codebox"] + arguments).map(Self.shellQuote).joined(separator: " ")
        let exports = environment.map { "export \($0.key)=\(Self.shellQuote($0.value))" }.joined(separator: "\n")
        let dir = directory.path
        // A plain sh (no readline touching the terminal), so `stty` shows the real modes.
        let script = """
            export LANG=C.UTF-8 LC_ALL=C.UTF-8
            unset NO_COLOR
            \(exports)
            stty -g > '\(dir)/stty-before'
            \(quoted) > '\(dir)/stdout'
            echo $? > '\(dir)/status.tmp'
            stty -g > '\(dir)/stty-after'
            stty -a > '\(dir)/stty-report'
            mv '\(dir)/status.tmp' '\(dir)/status'
            exec sleep 600
            """
        try script.write(toFile: directory.file("run.sh"), atomically: true, encoding: .utf8)
        let session = ["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "100", "-y", "30"]
        if jobControl {
            try tmux(session + ["PS1='$ ' bash --norc --noprofile -i"])
            try tmux(["send-keys", "-t", "main", "sh '\(dir)/run.sh'", "Enter"])
        } else {
            try tmux(session + ["sh '\(dir)/run.sh'"])
        }
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? tmux(["kill-server"])   // our private server only
        let socketDirectory = (ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())"
        try? FileManager.default.removeItem(atPath: socketDirectory + "/" + server)
    }

    deinit { stop() }

    /// `tmux send-keys` with one key name (`4`, `BSpace`, `Left`, `C-c`).
    func keys(_ key: String) {
        _ = try? tmux(["send-keys", "-t", "main", key])
        Thread.sleep(forTimeInterval: 0.05)   // one key per read, as a person types
    }

    /// Pastes `text` the way a terminal does when the application asked for bracketed paste.
    func paste(_ text: String) {
        _ = try? tmux(["set-buffer", "-b", "codebox", text])
        _ = try? tmux(["paste-buffer", "-p", "-d", "-b", "codebox", "-t", "main"])
    }

    /// The pid of `smswatch codebox`: the first process under the pane whose command is it.
    func codeboxPID() throws -> pid_t {
        let pane = try tmux(["display", "-p", "-t", "main", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        var queue = [pane]
        while !queue.isEmpty {
            let pid = queue.removeFirst()
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            if command.contains("codebox") && !command.contains("run.sh") { return pid_t(pid) ?? 0 }
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            queue += children.split(separator: " ").map(String.init)
        }
        throw TestFailure("no codebox process under the pane \(pane)")
    }

    /// The pane terminal's modes right now (`stty -g` on the pane's tty), from outside.
    func currentModes() throws -> String {
        let tty = try tmux(["display", "-p", "-t", "main", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return try runCommand("/bin/stty", ["-g", "-F", tty]).stdout
    }

    /// The modes saved by the pane's script before the prompt started.
    func modesBefore() -> String { read("stty-before") }

    /// Resizes the pane's window (SIGWINCH for the prompt).
    func resize(columns: Int) {
        _ = try? tmux(["resize-window", "-t", "main", "-x", String(columns)])
    }

    /// The pane's lines. Throws when tmux cannot capture it, so that a negative check
    /// ("the boxes are gone") cannot pass on an empty capture.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "main"]).components(separatedBy: "\n")
    }

    func cursor() throws -> (x: Int, y: Int) {
        let parts = try tmux(["display", "-p", "-t", "main", "#{cursor_x} #{cursor_y}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").compactMap { Int($0) }
        guard parts.count == 2 else { throw TestFailure("cannot read the cursor") }
        return (parts[0], parts[1])
    }

    func waitForScreen(_ condition: ([String]) -> Bool, timeout: Double = 5) throws {
        try waitShowingScreen("the screen matches", timeout: timeout) { condition(try screen()) }
    }

    func waitForCursor(x: Int, timeout: Double = 5) throws {
        try waitShowingScreen("the cursor is at x=\(x)", timeout: timeout) { try cursor().x == x }
    }

    func waitForExit(timeout: Double = 5) throws -> Result {
        try waitShowingScreen("codebox exits", timeout: timeout) {
            FileManager.default.fileExists(atPath: directory.file("status"))
        }
        return Result(
            status: Int32(read("status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
            stdout: read("stdout"), sttyBefore: read("stty-before"), sttyAfter: read("stty-after"),
            sttyReport: read("stty-report"))
    }

    /// TestSupport's `waitUntil`, with the pane's screen (and caret) in the failure.
    private func waitShowingScreen(_ what: String, timeout: Double, _ condition: () throws -> Bool) throws {
        do {
            try waitUntil(what, timeout: timeout, condition)
        } catch {
            let caret = (try? cursor()).map { " (cursor at \($0.x),\($0.y))" } ?? ""
            throw TestFailure("\(error)\(caret); the screen shows:\n" + ((try? screen())?.joined(separator: "\n") ?? "(capture failed)"))
        }
    }

    private func read(_ name: String) -> String {
        (try? String(contentsOfFile: directory.file(name), encoding: .utf8)) ?? ""
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try runCommand(tmuxPath, ["-u", "-L", server] + arguments, environment: ["LANG": "C.UTF-8"]).stdout
    }

    /// Runs `smswatch codebox` with `input` on a pipe (no terminal).
    static func pipe(_ input: String, arguments: [String]) throws -> (status: Int32, stdout: String) {
        let result = try runCommand(BuiltProducts.path("smswatch"), ["codebox", "--no-autofill"] + arguments, stdin: input)
        return (result.status, result.stdout)
    }

    static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
