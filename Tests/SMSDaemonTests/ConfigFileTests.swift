import Foundation
import SmswatchCore
import Testing
@testable import SMSDaemon

@Suite("Config file")
struct ConfigFileTests {
    func commandLine(_ arguments: [String]) throws -> DaemonOptions {
        guard case .run(let options) = try DaemonOptions.parse(arguments) else {
            Issue.record("expected options")
            return DaemonOptions()
        }
        return options
    }

    func merged(_ text: String, arguments: [String] = []) throws -> DaemonOptions {
        try ConfigFile.parse(text, path: "/etc/smswatch/smswatchd.conf").merged(under: try commandLine(arguments))
    }

    @Test func everyKey() throws {
        let o = try merged("""
            # a comment
            spool = /a
            spool=/b
              socket = /s   # trailing comment
            socket-group = sms
            ttl = 60
            log-level = debug
            no-modemmanager = yes
            bus = session
            enable-modems = true
            delete-after-read = on
            max-clients = 10
            notify = 1
            notify-show-code = yes
            """)
        #expect(o.spoolDirectories == ["/a", "/b"])
        #expect(o.socketPath == "/s" && o.socketGroup == "sms" && o.ttlSeconds == 60)
        #expect(o.logLevel == .debug && !o.modemManager && o.bus == "session")
        #expect(o.enableModems && o.deleteAfterRead && o.maxClients == 10)
        #expect(o.notify && o.notifyShowCode)
    }

    @Test func everyConfigKeyIsADaemonFlag() throws {
        for key in DaemonOptions.configKeys {
            let flag = DaemonOptions.switchKeys.contains(key) ? ["--\(key)"] : ["--\(key)", key == "ttl" || key == "max-clients" ? "5" : key == "log-level" ? "info" : key == "bus" ? "system" : "/x"]
            #expect(throws: Never.self) { try DaemonOptions.parse(flag) }
        }
        #expect(Set(DaemonOptions.configKeys) == DaemonOptions.switchKeys.union(DaemonOptions.valueKeys))
    }

    @Test func quotesHashesAndBlankLines() throws {
        let o = try merged("\n\n  \nsocket = \"/run/a b/s.sock\"\r\nspool = /var/spool/sms#1\n\t# indented comment\n")
        #expect(o.socketPath == "/run/a b/s.sock")
        #expect(o.spoolDirectories == ["/var/spool/sms#1"])
    }

    @Test func commandLineWins() throws {
        let o = try merged("ttl = 60\nlog-level = debug\nspool = /file\nnotify = yes\n",
                           arguments: ["--ttl", "30", "--spool", "/flag"])
        #expect(o.ttlSeconds == 30)
        #expect(o.spoolDirectories == ["/flag"])
        #expect(o.logLevel == .debug && o.notify)
    }

    @Test func noSpoolOnTheCommandLineDropsFileSpools() throws {
        let o = try merged("spool = /file\n", arguments: ["--no-spool"])
        #expect(o.spoolDirectories.isEmpty && o.noDefaultSpool)
    }

    @Test func switchesCanBeTurnedOffInTheFile() throws {
        let o = try merged("no-modemmanager = no\nnotify = off\n")
        #expect(o.modemManager && !o.notify)
    }

    @Test(arguments: [
        ("ttl = 0", 1, "ttl must be a number of seconds"),
        ("\n\nttl = soon", 3, "not \"soon\""),
        ("colour = blue", 1, "unknown key \"colour\""),
        ("config = /x", 1, "command-line option only"),
        ("ttl", 1, "expected `key = value`"),
        ("notify = maybe", 1, "notify must be yes or no"),
        ("log-level = loud", 1, "log-level must be error"),
        ("ttl = 5\nttl = 6", 2, "set twice (first on line 1)"),
        ("bus = nowhere", 1, "bus must be system, session"),
        ("spool = /a\nno-spool = yes", 2, "exclude each other"),
    ])
    func errorsNameFileAndLine(text: String, line: Int, fragment: String) {
        do {
            _ = try merged(text)
            Issue.record("no error for \(text.debugDescription)")
        } catch let failure as ConfigFile.Failure {
            #expect(failure.line == line)
            #expect(failure.description.hasPrefix("/etc/smswatch/smswatchd.conf:\(line): "))
            #expect(failure.message.contains(fragment), "\(failure)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func systemAndConfigAreCommandLineOnly() throws {
        let o = try commandLine(["--system", "--config=/x.conf", "--ttl", "9", "--notify"])
        #expect(o.system && o.configPath == "/x.conf")
        #expect(o.commandLineKeys == ["ttl", "notify"])
        #expect(throws: DaemonOptions.UsageError.self) { try DaemonOptions.parse(["--notify=yes"]) }
    }

    @Test func defaultPaths() {
        let env: [String: String] = ["XDG_CONFIG_HOME": "/home/a/.cfg", "HOME": "/home/a"]
        #expect(ConfigFile.defaultPath(system: true) { env[$0] } == "/etc/smswatch/smswatchd.conf")
        #expect(ConfigFile.defaultPath(system: false) { env[$0] } == "/home/a/.cfg/smswatch/smswatchd.conf")
        #expect(ConfigFile.defaultPath(system: false) { ["HOME": "/home/b"][$0] } == "/home/b/.config/smswatch/smswatchd.conf")
        #expect(ConfigFile.defaultPath(system: false) { ["XDG_CONFIG_HOME": "rel", "HOME": "/h"][$0] } == "/h/.config/smswatch/smswatchd.conf")
    }

    @Test func missingFiles() throws {
        #expect(try ConfigFile.load(path: "/nonexistent/smswatchd.conf", mustExist: false) == nil)
        #expect(throws: ConfigFile.Failure.self) { try ConfigFile.load(path: "/nonexistent/smswatchd.conf", mustExist: true) }
    }

    @Test func theShippedSampleParsesToTheDefaults() throws {
        let path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let sample = try #require(try ConfigFile.load(path: "/" + path + "/etc/smswatchd.conf", mustExist: true))
        #expect(sample.entries.isEmpty, "the sample only documents: every line is a comment")
        // And each documented key, uncommented, is valid.
        let text = try String(contentsOfFile: "/" + path + "/etc/smswatchd.conf", encoding: .utf8)
        let documented = text.split(separator: "\n").filter { $0.hasPrefix("#") && $0.contains(" = ") && !$0.hasPrefix("# ") }
            .map { String($0.dropFirst()) }
        #expect(Set(documented.map { String($0.split(separator: " ")[0]) }) == Set(DaemonOptions.configKeys))
        _ = try ConfigFile.parse(documented.joined(separator: "\n"), path: "sample")
            .merged(under: DaemonOptions())
    }

    @Test func reloadSortsChanges() {
        var old = DaemonOptions()
        old.spoolDirectories = ["/a"]
        var new = old
        new.ttlSeconds = 60
        new.logLevel = .debug
        new.spoolDirectories = ["/b"]
        new.bus = "session"
        let change = ConfigReload(from: old, to: new)
        #expect(change.applied == ["ttl 300 s → 60 s", "log-level info → debug"])
        #expect(change.needRestart == ["spool", "bus"])
        let effective = ConfigReload.effective(old: old, new: new)
        #expect(effective.ttlSeconds == 60 && effective.spoolDirectories == ["/a"] && effective.bus == "system")
    }
}
