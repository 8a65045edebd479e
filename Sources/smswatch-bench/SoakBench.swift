import Glibc
import UnixKit
import WireProtocol

/// Mixed load for a long time: spool files, ingested messages, `LATEST` requests, watchers
/// coming and going, and a hostile line now and then. Prints the daemon's RSS every
/// minute: after warm-up it must stay flat.
struct SoakBench {
    let binaries: String
    let minutes: Int

    func run() {
        var template = Array("/tmp/smswatch-soak-XXXXXX".utf8CString)
        let work = String(cString: mkdtemp(&template)!)
        let spool = work + "/spool", socket = work + "/s.sock"
        mkdir(spool, 0o700)
        let daemon = Spawn.start(binaries + "/smswatchd",
                                 ["--spool", spool, "--socket", socket, "--no-modemmanager", "--ttl", "60", "--log-level", "warning"],
                                 stderrPath: work + "/daemon.log")
        defer {
            kill(daemon, SIGTERM)
            Spawn.wait(daemon)
            Spawn.run("/bin/rm", ["-rf", work])
        }
        for _ in 0..<500 where (try? UnixSocket.connect(path: socket))?.close() == nil { usleep(10_000) }
        say("minute  RSS (MiB)  messages  live codes")
        let start = Clock.monotonicMillis()
        var nextReport = start
        var watchers: [FileDescriptor] = []
        var n = 0
        while Clock.monotonicMillis() - start < Int64(minutes) * 60_000 {
            n += 1
            let name = "soak\(n)"
            let fd = open(spool + "/." + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            _ = "Your verification code is \(100000 + n % 900000)".withCString { write(fd, $0, strlen($0)) }
            close(fd)
            rename(spool + "/." + name, spool + "/" + name)
            if n % 100 == 0 { Spawn.run("/bin/sh", ["-c", "rm -f '\(spool)'/soak*"]) }  // keep the spool small
            ask(socket, n % 3 == 0 ? "INGEST text=\"OTP \(n)\"\n" : "LATEST\n")
            if n % 50 == 0 { ask(socket, "LATEST from=" + String(repeating: "x", count: 5000) + "\n") }  // refused, closed
            if n % 10 == 0, let w = try? UnixSocket.connect(path: socket) {
                _ = try? w.writeAll("WATCH\n")
                watchers.append(w)
                if watchers.count > 50 { watchers.removeFirst().close() }
            }
            for w in watchers { drain(w) }
            if Clock.monotonicMillis() >= nextReport {
                let status = statusLine(socket)
                say("\(pad(String((nextReport - start) / 60_000), 6))  \(pad(format(Double(ProcStatus.residentKiB(daemon)) / 1024, 1), 9))  \(pad(status.0, 8))  \(status.1)")
                nextReport += 60_000
            }
            usleep(20_000)
        }
        for w in watchers { w.close() }
        say("end     \(format(Double(ProcStatus.residentKiB(daemon)) / 1024, 1)) MiB after \(n) messages")
    }

    private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }

    private func ask(_ socket: String, _ line: String) {
        guard let fd = try? UnixSocket.connect(path: socket) else { return }
        defer { fd.close() }
        _ = try? fd.writeAll(line)
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = read(fd.rawValue, &buffer, buffer.count)
    }

    private func drain(_ fd: FileDescriptor) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var poller = pollfd(fd: fd.rawValue, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 0) > 0, read(fd.rawValue, &buffer, buffer.count) > 0 {}
    }

    private func statusLine(_ socket: String) -> (String, String) {
        guard let fd = try? UnixSocket.connect(path: socket) else { return ("?", "?") }
        defer { fd.close() }
        _ = try? fd.writeAll("STATUS\n")
        var buffer = [UInt8](repeating: 0, count: 8192)
        let n = read(fd.rawValue, &buffer, buffer.count)
        guard n > 0, let json = try? JSONParser.parse(bytes: Array(buffer[0..<n].dropLast())) else { return ("?", "?") }
        return (json["messages"]?.int64Value.map { String($0) } ?? "?", json["live_codes"]?.int64Value.map { String($0) } ?? "?")
    }
}
