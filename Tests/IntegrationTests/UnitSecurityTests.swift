import Foundation
import Glibc
import Testing
import TestSupport

/// The system unit stays hardened (`systemd-analyze security` exposure ≤ 1.0), the units
/// load, and a socket that systemd hands over with `SocketGroup=` admits that group.
@Suite("systemd units: hardening and socket group")
struct UnitSecurityTests {
    static let analyze = "/usr/bin/systemd-analyze"

    /// The system units rendered as `make install` renders them, with ExecStart at `bindir`.
    static func renderSystemUnits(bindir: String, into directory: TemporaryDirectory) throws -> String {
        let template = try String(contentsOfFile: repositoryRoot + "/systemd/smswatchd.service.in", encoding: .utf8)
        let service = directory.file("smswatchd.service")
        try template.replacingOccurrences(of: "@bindir@", with: bindir).write(toFile: service, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: repositoryRoot + "/systemd/smswatchd.socket", toPath: directory.file("smswatchd.socket"))
        return service
    }

    static func requireAnalyze() throws {
        guard access(analyze, X_OK) == 0 else {
            throw TestFailure("\(analyze) is missing: install Debian's systemd package (it need not run as PID 1)")
        }
    }

    @Test func systemServiceExposureIsAtMostOne() throws {
        try Self.requireAnalyze()
        let directory = TemporaryDirectory()
        let service = try Self.renderSystemUnits(bindir: "/usr/bin", into: directory)
        let result = try runCommand(Self.analyze, ["security", "--offline=yes", service], timeout: 60)
        let line = (result.stdout + result.stderr).split(separator: "\n").first { $0.contains("Overall exposure level") }
        let exposure = line.flatMap { $0.split(separator: ":").last?.split(separator: " ").first }.flatMap { Double($0) }
        #expect(exposure != nil, "no exposure line in: \(result.stdout) \(result.stderr)")
        if let exposure { #expect(exposure <= 1.0, "exposure \(exposure) > 1.0:\n\(result.stdout)") }
    }

    @Test func systemUnitsVerify() throws {
        try Self.requireAnalyze()
        let directory = TemporaryDirectory()
        let service = try Self.renderSystemUnits(bindir: BuiltProducts.directory.path, into: directory)
        let result = try runCommand(Self.analyze, ["verify", "--man=no", service, directory.file("smswatchd.socket")], timeout: 60)
        #expect(result.status == 0, "systemd-analyze verify: \(result.stdout) \(result.stderr)")
    }

    /// Settings that must not drift: each one is relied on elsewhere.
    @Test func unitsKeepTheirContract() throws {
        let service = try String(contentsOfFile: repositoryRoot + "/systemd/smswatchd.service.in", encoding: .utf8)
        let socket = try String(contentsOfFile: repositoryRoot + "/systemd/smswatchd.socket", encoding: .utf8)
        let userService = try String(contentsOfFile: repositoryRoot + "/systemd/user/smswatchd.service.in", encoding: .utf8)
        let userSocket = try String(contentsOfFile: repositoryRoot + "/systemd/user/smswatchd.socket", encoding: .utf8)
        func lines(_ text: String) -> Set<String> { Set(text.split(separator: "\n").map(String.init)) }
        #expect(lines(service).isSuperset(of: ["Type=notify", "User=smswatch", "RuntimeDirectory=smswatch",
                                               "ExecStart=@bindir@/smswatchd --system", "MemoryDenyWriteExecute=yes"]))
        // PrivateUsers=yes would turn every peer uid into 65534 and defeat SO_PEERCRED.
        #expect(!service.contains("\nPrivateUsers="))
        #expect(lines(socket).isSuperset(of: ["ListenStream=/run/smswatch/smswatchd.sock", "SocketMode=0660",
                                              "SocketGroup=smswatch", "DirectoryMode=0750"]))
        #expect(lines(userService).isSuperset(of: ["Type=notify", "ExecStart=@bindir@/smswatchd"]))
        #expect(lines(userSocket).isSuperset(of: ["ListenStream=%t/smswatch/smswatchd.sock", "SocketMode=0600",
                                                  "DirectoryMode=0700"]))
    }

    /// With socket activation and no `--socket-group`, a member of the socket file's group
    /// (the unit's `SocketGroup=`) is served; a stranger is still refused.
    @Test func activatedSocketGroupIsAdmitted() throws {
        let directory = TemporaryDirectory()
        chmod(directory.path, 0o711)
        let socketPath = directory.file("activated.sock")
        let spool = directory.file("spool")
        try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true)
        let log = directory.file("log")
        let activator = try ChildProcess("/usr/bin/systemd-socket-activate",
                                         ["-l", socketPath, BuiltProducts.path("smswatchd"), "--spool", spool, "--no-modemmanager"],
                                         stderrPath: log)
        defer { activator.stop() }
        try waitUntil("the activator listens") { FileManager.default.fileExists(atPath: socketPath) }
        // What SocketGroup=/SocketMode=0660 does, before the daemon first runs.
        #expect(chown(socketPath, 0, 4242) == 0 && chmod(socketPath, 0o660) == 0)
        try "Your code is 818181".write(toFile: spool + "/m", atomically: true, encoding: .utf8)
        try waitUntil("the activated daemon serves the code") {
            try runCommand(BuiltProducts.path("smswatch"), ["--socket", socketPath, "latest"]).stdout == "818181\n"
        }
        func asUser(groups: String) throws -> CommandResult {
            try runCommand("/usr/bin/setpriv", ["--reuid=4343", "--regid=4343", groups,
                                                BuiltProducts.path("smswatch"), "--socket", socketPath, "latest"])
        }
        let member = try asUser(groups: "--groups=4242")
        #expect(member.stdout == "818181\n", "member refused: \(member.stderr)")
        // A stranger cannot even open the file; loosen it to prove the peer check holds on its own.
        chmod(socketPath, 0o666)
        let stranger = try asUser(groups: "--clear-groups")
        #expect(stranger.status == 69 && stranger.stdout.isEmpty)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.contains("group 4242"), "log: \(text)")
    }
}
