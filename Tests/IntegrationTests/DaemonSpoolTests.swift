import Foundation
import Glibc
import Testing
import TestSupport

/// The built daemon on a temporary spool and socket, driven through the built client.
@Suite("smswatchd with a spool directory")
struct DaemonSpoolTests {
    func utf16BE(_ s: String) -> [UInt8] { s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    func utf16LE(_ s: String) -> [UInt8] { s.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }

    func waitForCode(_ daemon: DaemonProcess, _ code: String) throws {
        try waitUntil("code \(code) is served") { try daemon.client(["latest"]).stdout == code + "\n" }
    }

    @Test func plainTextFile() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("msg1", "Your verification code is 483920. Do not share it.")
        try waitForCode(daemon, "483920")
    }

    @Test func smstools3IncomingFile() throws {
        let daemon = try DaemonProcess()
        let header = "From: 491701234567\nSent: 25-11-30 14:03:07\nReceived: 25-11-30 14:03:11\nAlphabet: ISO\n\n"
        try daemon.drop("GSM1.aB3xYz", Array(header.utf8) + Array("Ihr Best".utf8) + [0xE4] + Array("tigungscode lautet 604182".utf8))
        try waitForCode(daemon, "604182")
        let json = try daemon.client(["latest", "--json"]).stdout
        #expect(json.contains(#""sender":"491701234567""#))
    }

    @Test func smstools3UCS2File() throws {
        let daemon = try DaemonProcess()
        let header = Array("From: 106900000\nAlphabet: UCS2\n\n".utf8)
        try daemon.drop("GSM1.ucs2", header + utf16BE("【腾讯】验证码：864209，5分钟内有效。"))
        try waitForCode(daemon, "864209")
    }

    @Test func gammuInboxFile() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("IN20251130_140307_00_+447700900123_00.txt", [0xFF, 0xFE] + utf16LE("Your login code is 552190"))
        try waitForCode(daemon, "552190")
        #expect(try daemon.client(["latest", "--from", "+4477"]).stdout == "552190\n")
    }

    @Test func waitAfterNowReturnsOnlyALaterCode() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("old", "Your code is 111222")
        try waitForCode(daemon, "111222")
        // An existing code does not satisfy --after now: the command must wait for a new one.
        let waiter = try ChildProcess(BuiltProducts.path("smswatch"),
                                      ["--socket", daemon.socket, "latest", "--wait", "15", "--after", "now"])
        // Only once the waiter is connected (and so has taken its "now") may the new code come.
        try waitUntil("the waiter is connected") {
            try daemon.client(["status", "--json"]).stdout.contains(#""clients":2"#)
        }
        #expect(waiter.isRunning, "the existing code must not satisfy --after now")
        try daemon.drop("new", "Your code is 333444")
        #expect(waiter.waitForExit(timeout: 10) == 0)
        #expect(waiter.takeOutput() == "333444\n")
    }

    @Test func waitTimesOutWith124() throws {
        let daemon = try DaemonProcess()
        let result = try daemon.client(["latest", "--wait", "0.3", "--after", "now"])
        #expect(result.status == 124)
        #expect(result.stdout.isEmpty)
    }

    @Test func noCodeExitsOne() throws {
        let daemon = try DaemonProcess()
        let result = try daemon.client(["latest"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func consumeHandsACodeOutOnce() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "OTP: 908172")
        try waitForCode(daemon, "908172")
        #expect(try daemon.client(["latest", "--consume"]).stdout == "908172\n")
        #expect(try daemon.client(["latest"]).status == 1)
    }

    @Test func ttlExpiresCodes() throws {
        let daemon = try DaemonProcess(arguments: ["--ttl", "1"])
        try daemon.drop("m", "Your code is 246810")
        try waitForCode(daemon, "246810")
        try waitUntil("the code expires", timeout: 5) { try daemon.client(["latest"]).status == 1 }
        #expect(daemon.log.contains("expired"))
    }

    @Test func codesNeverReachTheLogAtTheDefaultLevel() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "Your verification code is 735194")
        try waitForCode(daemon, "735194")
        #expect(try daemon.terminate() == 0)
        #expect(!daemon.log.contains("735194"))
        #expect(daemon.log.contains("<6>"))
    }

    @Test func debugLevelShowsCodes() throws {
        let daemon = try DaemonProcess(arguments: ["--log-level", "debug"])
        try daemon.drop("m", "Your verification code is 735194")
        try waitForCode(daemon, "735194")
        #expect(daemon.log.contains("735194"))
    }

    @Test func watchStreamsNewCodes() throws {
        let daemon = try DaemonProcess()
        let watcher = try ChildProcess(BuiltProducts.path("smswatch"), ["--socket", daemon.socket, "watch", "--json"])
        try waitUntil("the watcher is subscribed") {
            try daemon.client(["status", "--json"]).stdout.contains(#""watchers":1"#)
        }
        try daemon.drop("a", "Code 1: 118822")
        try daemon.drop("b", "Code 2: 339944")
        var received = ""
        try waitUntil("both codes are streamed") {
            received += watcher.readAvailableLines().map { $0 + "\n" }.joined()
            return received.contains("339944")
        }
        let lines = received.split(separator: "\n")
        try #require(lines.count == 2)
        #expect(lines[0].contains(#""event":"code""#) && lines[0].contains("118822"))
        #expect(lines[1].contains("339944"))
    }

    @Test func badFilesAreSkippedAndTheNextGoodOneServed() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("binary", [0x7F, 0x45, 0x4C, 0x46, 0, 0, 0, 1])
        try daemon.drop("latin", Array("Code: ".utf8) + [0xFF, 0xFE, 0x41])
        try daemon.drop("empty", [])
        try daemon.drop("huge", [UInt8](repeating: 0x41, count: 70_000))
        try FileManager.default.createDirectory(atPath: daemon.spool + "/subdir", withIntermediateDirectories: false)
        symlink("/etc/passwd", daemon.spool + "/link")
        try daemon.drop("good", "Your code is 777001")
        try waitForCode(daemon, "777001")
        let log = daemon.log
        for name in ["binary", "latin", "empty", "huge"] {
            #expect(log.components(separatedBy: "/spool/\(name):").count == 2, "one line for \(name) in:\n\(log)")
        }
        #expect(log.contains("binary data"))
        #expect(log.contains("not valid UTF-8"))
        #expect(log.contains("larger than 64 KiB"))
    }

    @Test func filesAtStartupCountOnlyWithinTheTTL() throws {
        let directory = TemporaryDirectory()
        let spool = directory.file("spool")
        try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true)
        try "Old code 100001".write(toFile: spool + "/old", atomically: false, encoding: .utf8)
        var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        utimensat(AT_FDCWD, spool + "/old", &times, 0)
        try "Recent code 100002".write(toFile: spool + "/recent", atomically: false, encoding: .utf8)
        let socket = directory.file("s.sock")
        let daemon = try ChildProcess(BuiltProducts.path("smswatchd"), ["--spool", spool, "--socket", socket, "--no-modemmanager"])
        defer { daemon.stop() }
        let client = { try runCommand(BuiltProducts.path("smswatch"), ["--socket", socket, "latest"]) }
        try waitUntil("the recent code is served") { try client().stdout == "100002\n" }
        #expect(try runCommand(BuiltProducts.path("smswatch"), ["--socket", socket, "status", "--json"]).stdout.contains(#""live_codes":1"#))
    }

    @Test func spoolFilesAreNeverChanged() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("keep", "Your code is 424242")
        try waitForCode(daemon, "424242")
        _ = try daemon.terminate()
        #expect(try String(contentsOfFile: daemon.spool + "/keep", encoding: .utf8) == "Your code is 424242")
    }

    @Test func missingSpoolDirectoryIsWaitedFor() throws {
        let daemon = try DaemonProcess(spoolExists: false)
        #expect(daemon.log.contains("cannot watch"))
        try FileManager.default.createDirectory(atPath: daemon.spool, withIntermediateDirectories: true)
        try waitUntil("the directory is watched") { daemon.log.contains("watching it") }
        try daemon.drop("m", "Your code is 515151")
        try waitForCode(daemon, "515151")
    }
}
