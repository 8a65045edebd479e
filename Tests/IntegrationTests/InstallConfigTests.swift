import Foundation
import Glibc
import Testing
import TestSupport

/// The config file as the daemon reads it: settings applied, flags winning, errors with
/// file and line, and SIGHUP reloading what can change while running.
@Suite("smswatchd config file and SIGHUP")
struct InstallConfigTests {
    func ttl(_ daemon: DaemonProcess) throws -> String? {
        let status = try daemon.client(["status", "--json"]).stdout
        guard let range = status.range(of: #""ttl_s":[0-9]+"#, options: .regularExpression) else { return nil }
        return String(status[range].dropFirst(8))
    }

    @Test func settingsComeFromTheFileAndFlagsWin() throws {
        let directory = TemporaryDirectory()
        let config = directory.file("smswatchd.conf")
        try "# test\nttl = 77\nmax-clients = 5\n".write(toFile: config, atomically: true, encoding: .utf8)
        let fromFile = try DaemonProcess(arguments: ["--config", config])
        #expect(try ttl(fromFile) == "77")
        #expect(fromFile.log.contains("read 2 setting(s) from \(config)"))
        let flagged = try DaemonProcess(arguments: ["--config", config, "--ttl", "88"])
        #expect(try ttl(flagged) == "88")
    }

    @Test func aBadFileStopsTheDaemonWithFileAndLine() throws {
        let directory = TemporaryDirectory()
        let config = directory.file("smswatchd.conf")
        try "ttl = 60\n\nlog-level = loud\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try runCommand(BuiltProducts.path("smswatchd"), [
            "--config", config, "--no-modemmanager", "--spool", directory.path, "--socket", directory.file("s.sock"),
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("\(config):3: log-level must be error, warning, notice, info or debug, not \"loud\""),
                "\(result.stderr)")
        let missing = try runCommand(BuiltProducts.path("smswatchd"), ["--config", directory.file("nope.conf"), "--no-modemmanager"])
        #expect(missing.status == 64 && missing.stderr.contains("nope.conf: cannot read the config file: No such file"))
    }

    @Test func sighupReloadsTTLAndLogLevel() throws {
        let directory = TemporaryDirectory()
        let config = directory.file("smswatchd.conf")
        try "ttl = 77\n".write(toFile: config, atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(arguments: ["--config", config])
        try daemon.drop("a", "Your code is 515151")
        try waitUntil("the first code is served") { try daemon.client(["latest"]).stdout == "515151\n" }
        #expect(!daemon.log.contains("515151"), "a code is not logged at info")

        try "ttl = 99\nlog-level = debug\nbus = session\n".write(toFile: config, atomically: true, encoding: .utf8)
        kill(daemon.pid, SIGHUP)
        try waitUntil("the reload is logged") { daemon.log.contains("reloaded \(config)") }
        #expect(daemon.log.contains("ttl 77 s → 99 s, log-level info → debug"))
        #expect(daemon.log.contains("bus changed in \(config); restart smswatchd to apply"))
        #expect(try ttl(daemon) == "99")
        try daemon.drop("b", "Your code is 626262")
        try waitUntil("the second code is served") { try daemon.client(["latest"]).stdout == "626262\n" }
        #expect(daemon.log.contains("is 626262"), "debug now logs the code")
        #expect(daemon.log.contains("/spool/b: plain message from"), "the spool source shares the new level")

        // A broken file is reported and changes nothing.
        try "ttl = never\n".write(toFile: config, atomically: true, encoding: .utf8)
        kill(daemon.pid, SIGHUP)
        try waitUntil("the failed reload is logged") { daemon.log.contains("reload failed") }
        #expect(daemon.log.contains("\(config):1: ttl must be"))
        #expect(try ttl(daemon) == "99")
        #expect(try daemon.terminate() == 0)
    }
}
