import Foundation
import Glibc
import Testing
import TestSupport

/// The SMS-tool hooks exactly as the README prints them, run against a live daemon.
@Suite("README hooks for gammu-smsd and smstools3")
struct InstallHookTests {
    /// The README's code blocks of one language.
    static func readmeBlocks(_ language: String) throws -> [String] {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        return readme.components(separatedBy: "```" + language + "\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
    }

    /// `smswatch` on PATH, pointed at the test daemon with `SMSWATCH_SOCKET` as the README says.
    func wrapper(for daemon: DaemonProcess) throws -> [String: String] {
        let bin = daemon.directory.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/smswatch", withDestinationPath: BuiltProducts.path("smswatch"))
        return ["PATH": bin + ":/usr/bin:/bin", "SMSWATCH_SOCKET": daemon.socket]
    }

    @Test func gammuRunOnReceive() throws {
        let line = try #require(try Self.readmeBlocks("ini").joined(separator: "\n").split(separator: "\n")
            .first { $0.hasPrefix("RunOnReceive = ") })
        let command = String(line.dropFirst("RunOnReceive = ".count))
        let daemon = try DaemonProcess()
        var environment = try wrapper(for: daemon)
        environment["SMS_1_TEXT"] = "Ihr Code lautet 604182"
        environment["SMS_1_NUMBER"] = "+4915112345"
        let result = try runCommand("/bin/sh", ["-c", command], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try daemon.client(["latest", "--json"]).stdout
        #expect(json.contains(#""code":"604182""#) && json.contains(#""source":"ingest:gammu""#), "\(json)")
    }

    @Test func smstoolsEventHandler() throws {
        let script = try #require(try Self.readmeBlocks("sh").first { $0.contains("smswatch-smstools-hook") })
        let daemon = try DaemonProcess()
        let hook = daemon.directory.file("hook")
        try script.write(toFile: hook, atomically: true, encoding: .utf8)
        let message = daemon.directory.file("GSM1.abc")
        try "From: 4915112345\nSent: 26-11-30 10:15:00\nAlphabet: ISO\n\nYour code is 735190\n"
            .write(toFile: message, atomically: true, encoding: .utf8)
        let environment = try wrapper(for: daemon)
        #expect(try runCommand("/bin/sh", [hook, "SENT", message], environment: environment).status == 0)
        #expect(try daemon.client(["latest"]).status == 1, "only RECEIVED events are handed in")
        let result = try runCommand("/bin/sh", [hook, "RECEIVED", message], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try daemon.client(["latest", "--json"]).stdout
        #expect(json.contains(#""code":"735190""#) && json.contains(#""sender":"4915112345""#), "\(json)")
    }
}
