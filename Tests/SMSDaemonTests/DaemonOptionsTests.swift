import SmswatchCore
import Testing
@testable import SMSDaemon

@Suite("Daemon flags")
struct DaemonOptionsTests {
    func options(_ arguments: [String]) throws -> DaemonOptions {
        guard case .run(let options) = try DaemonOptions.parse(arguments) else {
            Issue.record("expected options")
            return DaemonOptions()
        }
        return options
    }

    @Test func defaults() throws {
        let o = try options([])
        #expect(o.spoolDirectories.isEmpty && o.ttlSeconds == 300 && o.modemManager && o.bus == "system")
    }

    @Test func everyFlag() throws {
        let o = try options(["--spool", "/a", "--spool=/b", "--socket", "/s", "--socket-group", "sms", "--ttl", "60",
                             "--log-level", "debug", "--no-modemmanager", "--bus", "session", "--enable-modems",
                             "--delete-after-read", "--max-clients", "10"])
        #expect(o.spoolDirectories == ["/a", "/b"])
        #expect(o.socketPath == "/s" && o.socketGroup == "sms" && o.ttlSeconds == 60)
        #expect(o.logLevel == .debug && !o.modemManager && o.bus == "session")
        #expect(o.enableModems && o.deleteAfterRead && o.maxClients == 10)
    }

    @Test func busAddress() throws {
        #expect(try options(["--bus", "unix:path=/tmp/bus"]).bus == "unix:path=/tmp/bus")
    }

    @Test func helpAndVersion() throws {
        guard case .help = try DaemonOptions.parse(["--help"]) else { Issue.record("no help"); return }
        guard case .version = try DaemonOptions.parse(["--version"]) else { Issue.record("no version"); return }
    }

    @Test(arguments: [["--ttl", "0"], ["--ttl", "x"], ["--log-level", "loud"], ["--bogus"], ["--spool"],
                      ["--bus", "nowhere"], ["--no-spool", "--spool", "/a"], ["--max-clients", "-1"]])
    func usageErrors(arguments: [String]) {
        #expect(throws: DaemonOptions.UsageError.self) { try DaemonOptions.parse(arguments) }
    }
}
