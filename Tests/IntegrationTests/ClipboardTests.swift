import Foundation
import Glibc
import Testing
import TestSupport

/// `smswatch latest --copy` against fake `wl-copy`/`wl-paste`/`xclip` scripts that record
/// what they were given.
@Suite("smswatch latest --copy")
struct ClipboardTests {
    /// A directory of fake clipboard tools sharing one clipboard file.
    final class FakeTools {
        let directory = TemporaryDirectory()
        var bin: String { directory.file("bin") }
        var clipboard: String { directory.file("clipboard") }
        var calls: String { directory.file("calls") }

        init(sensitive: Bool = true) throws {
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            let state = directory.path
            try script("wl-copy", """
                echo "wl-copy $*" >> \(state)/calls
                case "$1" in
                  --help) echo "Usage: wl-copy [options] [text]"; \(sensitive ? "echo '  --sensitive  hint'" : "true"); exit 0 ;;
                  --clear) : > \(state)/clipboard; echo cleared >> \(state)/calls; exit 0 ;;
                esac
                cat > \(state)/clipboard
                """)
            try script("wl-paste", """
                echo "wl-paste $*" >> \(state)/calls
                cat \(state)/clipboard
                """)
            try script("xclip", """
                echo "xclip $*" >> \(state)/calls
                case "$*" in *-out*) cat \(state)/clipboard ;; *) cat > \(state)/clipboard ;; esac
                """)
        }

        private func script(_ name: String, _ body: String) throws {
            try writeExecutable(bin + "/" + name, "#!/bin/sh\n" + body + "\n")
        }

        var clipboardText: String { (try? String(contentsOfFile: clipboard, encoding: .utf8)) ?? "" }
        var callLog: String { (try? String(contentsOfFile: calls, encoding: .utf8)) ?? "" }

        func environment(wayland: Bool = true, x11: Bool = false) -> [String: String] {
            ["PATH": bin + ":/usr/bin:/bin", "WAYLAND_DISPLAY": wayland ? "wayland-test" : "", "DISPLAY": x11 ? ":99" : ""]
        }
    }

    func daemonWithCode(_ code: String) throws -> DaemonProcess {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "Your code is \(code)")
        try waitUntil("the code is served") { try daemon.client(["latest"]).stdout == "\(code)\n" }
        return daemon
    }

    func latest(_ daemon: DaemonProcess, _ arguments: [String], _ environment: [String: String]) throws -> CommandResult {
        try runCommand(BuiltProducts.path("smswatch"), ["--socket", daemon.socket, "latest"] + arguments, environment: environment)
    }

    @Test func copiesOnWaylandThroughStdinAsSensitive() throws {
        let daemon = try daemonWithCode("482913")
        let tools = try FakeTools()
        let result = try latest(daemon, ["--copy", "--clear-after", "0"], tools.environment())
        #expect(result.status == 0 && result.stdout == "482913\n", "\(result.stderr)")
        #expect(tools.clipboardText == "482913")
        #expect(tools.callLog.contains("wl-copy --sensitive\n"))
        #expect(!tools.callLog.contains("482913"), "the code never goes on a command line")
    }

    @Test func leavesOutSensitiveWhenWlCopyLacksIt() throws {
        let daemon = try daemonWithCode("370142")
        let tools = try FakeTools(sensitive: false)
        #expect(try latest(daemon, ["--copy", "--clear-after", "0"], tools.environment()).status == 0)
        #expect(tools.callLog.split(separator: "\n").contains("wl-copy "))
        #expect(tools.clipboardText == "370142")
    }

    @Test func clearsAfterwardsOnlyIfUnchanged() throws {
        let daemon = try daemonWithCode("918273")
        let tools = try FakeTools()
        #expect(try latest(daemon, ["--copy", "--clear-after", "2"], tools.environment()).status == 0)
        // The command returned before the clearer ran: it does not wait for it.
        #expect(tools.clipboardText == "918273" && !tools.callLog.contains("cleared"))
        try waitUntil("the clipboard is cleared", timeout: 10) { tools.callLog.contains("cleared") }
        #expect(tools.clipboardText.isEmpty)
        #expect(tools.callLog.contains("wl-paste --no-newline"))

        // The user copied something else meanwhile: it stays.
        let other = try FakeTools()
        #expect(try latest(daemon, ["--copy", "--clear-after", "1"], other.environment()).status == 0)
        try "something else".write(toFile: other.clipboard, atomically: true, encoding: .utf8)
        try waitUntil("the clearer has looked", timeout: 10) { other.callLog.contains("wl-paste") }
        usleep(300_000)
        #expect(other.clipboardText == "something else")
        #expect(!other.callLog.contains("cleared"))
    }

    @Test func usesXclipOnX11() throws {
        let daemon = try daemonWithCode("246813")
        let tools = try FakeTools()
        #expect(try latest(daemon, ["--copy", "--clear-after=0"], tools.environment(wayland: false, x11: true)).status == 0)
        #expect(tools.callLog.contains("xclip -selection clipboard -in"))
        #expect(tools.clipboardText == "246813")
    }

    @Test func noClipboardToolIsAClearError() throws {
        let daemon = try daemonWithCode("135790")
        let empty = TemporaryDirectory()
        let noTool = try latest(daemon, ["--copy"], ["PATH": empty.path, "WAYLAND_DISPLAY": "wayland-test", "DISPLAY": ""])
        #expect(noTool.status == 69 && noTool.stdout.isEmpty)
        #expect(noTool.stderr.contains("install wl-clipboard"))
        let noSession = try latest(daemon, ["--copy"], ["PATH": empty.path, "WAYLAND_DISPLAY": "", "DISPLAY": ""])
        #expect(noSession.status == 69 && noSession.stderr.contains("neither WAYLAND_DISPLAY nor DISPLAY"))
        let usage = try latest(daemon, ["--clear-after", "5"], [:])
        #expect(usage.status == 64 && usage.stderr.contains("--clear-after goes with --copy"))
    }
}

/// Writes an executable script with a close-on-exec descriptor: a plain write could leak
/// its descriptor into a child that another test spawns at that moment, and executing the
/// script would then fail with "Text file busy".
func writeExecutable(_ path: String, _ text: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw TestFailure("cannot create \(path): errno \(errno)") }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
        throw TestFailure("cannot write \(path)")
    }
    fchmod(fd, 0o755)
}
