import Foundation

// The harness behind CodeBoxTmuxTests: a private tmux server running `smswatch codebox`, and
// smswatchd on a temporary spool. Every process it starts is stopped by its pid or server name.

/// One `smswatch codebox` in a private tmux server, its stdout, exit status and the
/// terminal modes before and after captured in files.
final class CodeBoxTmux {
    let server = "smswatch-codebox-\(getpid())-\(UUID().uuidString.prefix(8))"
    let directory: URL
    private var stopped = false

    struct Result {
        var status: Int32
        var stdout: String
        var sttyBefore: String
        var sttyAfter: String
        var sttyReport: String
    }

    /// The directory of the built binaries: next to the test bundle, else `.build/debug`.
    static let binaries: URL? = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["SMSWATCH_BIN_DIR"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let bundle = URL(fileURLWithPath: exe).deletingLastPathComponent()
            candidates += [bundle, bundle.deletingLastPathComponent()]
        }
        candidates.append(Bundle.main.bundleURL)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("smswatch").path) }
    }()

    static let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isAvailable: Bool { binaries != nil && tmuxPath != nil }

    /// - Parameter jobControl: run the script from an interactive bash, as a user would. Without
    ///   it the prompt's process group is orphaned (its shell's parent is the tmux server), and
    ///   the kernel discards SIGTSTP for orphaned groups.
    init(arguments: [String], environment: [String: String] = [:], jobControl: Bool = false) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(server)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let smswatch = Self.binaries!.appendingPathComponent("smswatch").path
        let quoted = ([smswatch, "codebox"] + arguments).map(Self.shellQuote).joined(separator: " ")
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
        try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        if jobControl {
            try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "100", "-y", "30",
                      "PS1='$ ' bash --norc --noprofile -i"])
            try tmux(["send-keys", "-t", "main", "sh '\(dir)/run.sh'", "Enter"])
        } else {
            try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "100", "-y", "30",
                      "sh '\(dir)/run.sh'"])
        }
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? tmux(["kill-server"])   // our private server only
        let socketDirectory = (ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp") + "/tmux-\(getuid())"
        try? FileManager.default.removeItem(atPath: socketDirectory + "/" + server)
        try? FileManager.default.removeItem(at: directory)
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
        throw CodeBoxTmuxFailure("no codebox process under the pane \(pane)")
    }

    /// The pane terminal's modes right now (`stty -g` on the pane's tty), from outside.
    func currentModes() throws -> String {
        let tty = try tmux(["display", "-p", "-t", "main", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return try Self.execute("/bin/stty", ["-g", "-F", tty]).stdout
    }

    /// The modes saved by the pane's script before the prompt started.
    func modesBefore() -> String {
        (try? String(contentsOf: directory.appendingPathComponent("stty-before"), encoding: .utf8)) ?? ""
    }

    /// Resizes the pane's window (SIGWINCH for the prompt).
    func resize(columns: Int) {
        _ = try? tmux(["resize-window", "-t", "main", "-x", String(columns)])
    }

    func screen() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-t", "main"])) ?? ""
        return text.components(separatedBy: "\n")
    }

    func cursor() throws -> (x: Int, y: Int) {
        let parts = try tmux(["display", "-p", "-t", "main", "#{cursor_x} #{cursor_y}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").compactMap { Int($0) }
        guard parts.count == 2 else { throw CodeBoxTmuxFailure("cannot read the cursor") }
        return (parts[0], parts[1])
    }

    func waitForScreen(_ condition: ([String]) -> Bool, timeout: TimeInterval = 5) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(screen()) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw CodeBoxTmuxFailure("screen never matched; it shows:\n" + screen().joined(separator: "\n"))
    }

    static func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw CodeBoxTmuxFailure("condition not met within \(timeout) s")
    }

    func waitForCursor(x: Int, timeout: TimeInterval = 5) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try cursor().x == x { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw CodeBoxTmuxFailure("cursor at \(try cursor()), expected x=\(x); screen:\n" + screen().joined(separator: "\n"))
    }

    func waitForExit(timeout: TimeInterval = 5) throws -> Result {
        let status = directory.appendingPathComponent("status")
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: status.path) {
            guard Date() < deadline else { throw CodeBoxTmuxFailure("codebox did not exit; screen:\n" + screen().joined(separator: "\n")) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        func read(_ name: String) -> String {
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        return Result(
            status: Int32(read("status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
            stdout: read("stdout"), sttyBefore: read("stty-before"), sttyAfter: read("stty-after"),
            sttyReport: read("stty-report"))
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.execute(Self.tmuxPath!, ["-u", "-L", server] + arguments, environment: ["LANG": "C.UTF-8"]).stdout
    }

    /// Runs `smswatch codebox` with `input` on a pipe (no terminal).
    static func pipe(_ input: String, arguments: [String]) throws -> (status: Int32, stdout: String) {
        let smswatch = binaries!.appendingPathComponent("smswatch").path
        return try execute(smswatch, ["codebox", "--no-autofill"] + arguments, input: input)
    }

    /// Runs a program to completion with posix_spawn and waitpid. Foundation's `Process` is
    /// avoided here: `tmux new-session` forks its server from the client, and waiting on the
    /// client through `Process` hung under the test runner. Stdout goes to a file, not a pipe,
    /// because the forked server would hold a pipe open.
    static func execute(_ path: String, _ arguments: [String], input: String? = nil,
                        environment: [String: String] = [:]) throws -> (status: Int32, stdout: String) {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("codebox-run-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputPath = scratch.appendingPathComponent("stdin").path
        let outputPath = scratch.appendingPathComponent("stdout").path
        try (input ?? "").write(toFile: inputPath, atomically: false, encoding: .utf8)
        let pid = try spawn(path, arguments, stdin: inputPath, stdout: outputPath, environment: environment)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        let status = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return (status, text)
    }

    /// Starts a program with stdin and stdout on files and stderr on /dev/null.
    static func spawn(_ path: String, _ arguments: [String], stdin inputPath: String, stdout outputPath: String,
                      environment: [String: String] = [:]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        // The test runner's threads block signals and a spawned child inherits the mask: a tmux
        // server that never sees SIGCHLD never notices its pane exit and ignores kill-server.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGCHLD, SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw CodeBoxTmuxFailure("cannot start \(path): error \(spawned)") }
        return pid
    }

    static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// smswatchd on a temporary spool directory and socket, stopped by its pid.
final class CodeBoxDaemon {
    let directory: URL
    let spool: URL
    let socket: String
    private var pid: pid_t = 0

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("smswatchd-\(getpid())-\(UUID().uuidString.prefix(8))")
        spool = directory.appendingPathComponent("spool")
        socket = directory.appendingPathComponent("smswatchd.sock").path
        try FileManager.default.createDirectory(at: spool, withIntermediateDirectories: true)
        pid = try CodeBoxTmux.spawn(
            CodeBoxTmux.binaries!.appendingPathComponent("smswatchd").path,
            ["--spool", spool.path, "--socket", socket, "--no-modemmanager"],
            stdin: "/dev/null", stdout: "/dev/null")
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline, kill(pid, 0) == 0 else {
                stop()
                throw CodeBoxTmuxFailure("smswatchd did not create \(socket)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Writes an SMS beside the spool and renames it in, so the daemon sees a complete file.
    func drop(_ text: String) throws {
        let name = "sms-\(UUID().uuidString.prefix(8)).txt"
        let staging = directory.appendingPathComponent(name)
        try text.write(to: staging, atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(at: staging, to: spool.appendingPathComponent(name))
    }

    func stop() {
        if pid > 0 {
            kill(pid, SIGTERM)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            pid = 0
        }
        try? FileManager.default.removeItem(at: directory)
    }
}

struct CodeBoxTmuxFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
