import Foundation
import Testing
import TestSupport

/// The built `smswatch` binary: exit codes, stdout and stderr, as a script sees them.
@Suite("smswatch command line")
struct ClientCommandTests {
    let smswatch = BuiltProducts.path("smswatch")

    @Test func helpExitsZeroOnStdout() throws {
        for arguments in [["--help"], ["latest", "--help"], ["watch", "--help"], ["extract", "--help"], ["status", "--help"], ["ingest", "--help"]] {
            let result = try runCommand(smswatch, arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout.hasPrefix("Usage: smswatch"), "\(arguments)")
        }
    }

    @Test(arguments: [["frobnicate"], ["latest", "--bogus"], ["latest", "--wait"], ["latest", "--wait", "soon"],
                      ["latest", "--after", "yesterday"], ["--socket"], [], ["extract", "--json", "--explain", "x"]])
    func usageErrorsExit64OnStderr(arguments: [String]) throws {
        let result = try runCommand(smswatch, arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }

    @Test func unreachableDaemonExits69WithAHint() throws {
        let result = try runCommand(smswatch, ["--socket", "/nonexistent/smswatchd.sock", "latest"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("cannot reach smswatchd at /nonexistent/smswatchd.sock"))
        #expect(result.stderr.contains("Start it with"))
    }

    @Test func socketFromTheEnvironment() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "Your code is 123987")
        try waitUntil("served") { try daemon.client(["latest"]).stdout == "123987\n" }
        let result = try runCommand(smswatch, ["latest"], environment: ["SMSWATCH_SOCKET": daemon.socket])
        #expect(result.stdout == "123987\n")
    }

    @Test func afterTakesUnixSecondsAndISOTimes() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "Your code is 975310")
        try waitUntil("served") { try daemon.client(["latest"]).stdout == "975310\n" }
        for past in ["946684800", "2000-01-01T00:00:00Z", "2000-01-01T01:00:00+01:00", "2000-01-01 00:00"] {
            #expect(try daemon.client(["latest", "--after", past]).stdout == "975310\n", "\(past)")
        }
        for future in ["4102444800", "2100-01-01T00:00:00Z", "2100-01-01T00:00:00-05:30"] {
            #expect(try daemon.client(["latest", "--after", future]).status == 1, "\(future)")
        }
    }

    @Test func extractPrintsTheCodeOrNothing() throws {
        let found = try runCommand(smswatch, ["extract", "Your verification code is 483920."])
        #expect(found.status == 0 && found.stdout == "483920\n")
        let none = try runCommand(smswatch, ["extract", "Your order 48392011 has shipped."])
        #expect(none.status == 1 && none.stdout.isEmpty)
        let piped = try runCommand(smswatch, ["extract", "--sender", "Google"], stdin: "G-552190 is your Google verification code.\n")
        #expect(piped.stdout == "552190\n")
    }

    @Test func extractJSONAndExplain() throws {
        let json = try runCommand(smswatch, ["extract", "--json", "Your code: 8HX-4KQ. Valid 10 minutes."])
        #expect(json.stdout.contains(#""code":"8HX4KQ""#) && json.stdout.contains(#""kind":"alphanumeric""#))
        let explain = try runCommand(smswatch, ["extract", "--explain", "Your code is 483920. Order 99881234."])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("483920") && explain.stdout.contains("99881234"))
        #expect(explain.stdout.contains("refused"))
    }

    @Test func extractTSVKeepsEveryRowInOrder() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("corpus.tsv")
        let rows = [
            "id\tlang\tsender\texpected\ttext",
            "a1\ten\tBank\t111222\tYour one-time password is 111222.",
            "a2\ten\tShop\tNONE\tYour order 55667788 is on its way.",
            "a3\tde\t\t384221\tDein Code:\\n384 221\\tgültig 5 Min.",
            "a4\tzh\t\t864209\t【腾讯】验证码：864209，5分钟内有效。",
        ]
        try rows.joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runCommand(smswatch, ["extract", "--tsv", path])
        #expect(result.status == 0)
        #expect(result.stdout == "a1\t111222\na2\tNONE\na3\t384221\na4\t864209\n")
    }

    @Test func extractTSVRejectsAMalformedCorpus() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("bad.tsv")
        try "id\tlang\tsender\texpected\ttext\nonly\ttwo\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runCommand(smswatch, ["extract", "--tsv", path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("bad.tsv"))
    }

    @Test func statusNeverShowsCodes() throws {
        let daemon = try DaemonProcess()
        try daemon.drop("m", "Your code is 246813")
        try waitUntil("served") { try daemon.client(["latest"]).stdout == "246813\n" }
        for arguments in [["status"], ["status", "--json"]] {
            let status = try daemon.client(arguments)
            #expect(status.status == 0)
            #expect(!status.stdout.contains("246813"))
            #expect(status.stdout.contains("spool"))
        }
    }

    @Test func ingestHandsAMessageToTheDaemon() throws {
        let daemon = try DaemonProcess()
        let result = try daemon.client(["ingest", "--from", "+4915112345", "--source", "gammu", "-"], stdin: "Ihr Code lautet 604182\n")
        #expect(result.status == 0)
        let json = try daemon.client(["latest", "--json"]).stdout
        #expect(json.contains(#""code":"604182""#) && json.contains(#""source":"ingest:gammu""#))
        #expect(json.contains(#""sender":"+4915112345""#))
    }
}
