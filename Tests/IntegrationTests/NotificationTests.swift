import Foundation
import Glibc
import Testing
import TestSupport

/// `smswatchd --notify` against python-dbusmock's notification daemon on a private bus.
@Suite("smswatchd --notify")
struct NotificationTests {
    /// A private session bus with dbusmock's `notification_daemon` template, logging calls.
    final class MockNotifications {
        let bus: PrivateBus
        let mock: ChildProcess
        let directory = TemporaryDirectory()
        var logPath: String { directory.file("mock.log") }

        init() throws {
            bus = try PrivateBus()
            mock = try ChildProcess(systemPython, ["-m", "dbusmock", "--template", "notification_daemon", "-l", directory.file("mock.log")],
                                    environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
            try waitUntil("dbusmock owns org.freedesktop.Notifications", timeout: 30) {
                guard mock.isRunning else { throw TestFailure("dbusmock exited: \(mock.log)") }
                return (try? gdbus(["--method", "org.freedesktop.Notifications.GetServerInformation"]).status) == 0
            }
        }

        deinit {
            mock.stop()
            bus.stop()
        }

        @discardableResult
        func gdbus(_ arguments: [String]) throws -> CommandResult {
            try runCommand("/usr/bin/gdbus", ["call", "--address", bus.address, "--dest", "org.freedesktop.Notifications",
                                              "--object-path", "/org/freedesktop/Notifications"] + arguments)
        }

        /// The calls logged so far, one per line.
        var calls: [String] {
            ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func notifyCalls() -> [String] { calls.filter { $0.contains(" Notify ") } }
    }

    @Test func notifiesReplacesAndClosesWithoutShowingTheCode() throws {
        let mock = try MockNotifications()
        let daemon = try DaemonProcess(arguments: ["--notify", "--ttl", "3"],
                                       environment: ["DBUS_SESSION_BUS_ADDRESS": mock.bus.address])
        try daemon.drop("a", "From: Google\n\nG-192837 is your Google verification code.")
        try waitUntil("a notification is shown") { mock.notifyCalls().count == 1 }
        let first = mock.notifyCalls()[0]
        #expect(first.contains("\"smswatch\" 0 "), "the first one replaces nothing: \(first)")
        #expect(first.contains("Code from Google"), "\(first)")
        #expect(!first.contains("192837"), "the code stays out of the bubble by default: \(first)")
        #expect(first.contains("transient") && first.contains("urgency") && first.contains("copy"), "\(first)")

        try daemon.drop("b", "Your code is 555777")
        try waitUntil("the next code replaces it") { mock.notifyCalls().count == 2 }
        #expect(mock.notifyCalls()[1].contains("\"smswatch\" 1 "), "replaces_id is the first id: \(mock.notifyCalls()[1])")

        try waitUntil("the bubble closes when the code expires", timeout: 10) {
            mock.calls.contains { $0.contains("CloseNotification 1") }
        }
        #expect(!daemon.log.contains("555777"))
    }

    @Test func showsTheCodeWhenAsked() throws {
        let mock = try MockNotifications()
        let daemon = try DaemonProcess(arguments: ["--notify", "--notify-show-code"],
                                       environment: ["DBUS_SESSION_BUS_ADDRESS": mock.bus.address])
        try daemon.drop("a", "Your code is 314159")
        try waitUntil("a notification is shown") { !mock.notifyCalls().isEmpty }
        #expect(mock.notifyCalls()[0].contains("314159"))
    }

    @Test func copyActionPutsTheCodeOnTheClipboard() throws {
        let mock = try MockNotifications()
        let tools = TemporaryDirectory()
        let clipboard = tools.file("clipboard")
        try writeExecutable(tools.file("wl-copy"), "#!/bin/sh\n[ \"$1\" = --help ] && exit 0\ncat > \(clipboard)\n")
        try writeExecutable(tools.file("wl-paste"), "#!/bin/sh\ncat \(clipboard)\n")
        let daemon = try DaemonProcess(arguments: ["--notify"], environment: [
            "DBUS_SESSION_BUS_ADDRESS": mock.bus.address, "WAYLAND_DISPLAY": "wayland-test",
            "PATH": tools.path + ":/usr/bin:/bin",
        ])
        try daemon.drop("a", "Your code is 271828")
        try waitUntil("a notification is shown") { !mock.notifyCalls().isEmpty }
        let emit = try mock.gdbus(["--method", "org.freedesktop.DBus.Mock.EmitSignal", "org.freedesktop.Notifications",
                                   "ActionInvoked", "us", "[<uint32 1>, <'copy'>]"])
        #expect(emit.status == 0, "\(emit.stderr)")
        try waitUntil("the code is on the clipboard") {
            (try? String(contentsOfFile: clipboard, encoding: .utf8)) == "271828"
        }
        #expect(daemon.log.contains("copy requested"))
        // The copy client is reaped when it exits (its pidfd wakes the loop): no zombie stays.
        try waitUntil("the daemon has no exited children left") { Self.children(of: daemon.pid).isEmpty }
    }

    /// The processes whose parent is `pid`, as (pid, state) from /proc.
    private static func children(of pid: pid_t) -> [(pid: Int, state: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let child = Int(entry), let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "(comm)": state, ppid, ...
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int(fields[1]) == Int(pid) else { return nil }
            return (child, String(fields[0]))
        }
    }

    @Test func noSessionBusIsOneWarningNotAFailure() throws {
        let daemon = try DaemonProcess(arguments: ["--notify"],
                                       environment: ["DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": "/nonexistent"])
        try daemon.drop("a", "Your code is 161803")
        try waitUntil("the code is served") { try daemon.client(["latest"]).stdout == "161803\n" }
        #expect(daemon.log.contains("no session bus"))
        #expect(daemon.log.components(separatedBy: "no desktop notifications").count == 2)
    }
}
