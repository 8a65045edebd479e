import Glibc
import UnixKit
import WireProtocol

/// The daemon's figures: idle wake-ups, RSS, client start-up against socat, spool → watcher
/// latency against a bare inotify watch, and fan-out to 1,000 watchers.
struct DaemonBench {
    let binaries: String
    let idleSeconds: Int
    let messages: Int
    let latencyRounds: Int
    let watchers: Int
    let clientRuns: Int

    func run() {
        raiseDescriptorLimit()
        let work = makeTemporaryDirectory()
        let spool = work + "/spool", socket = work + "/s.sock", log = work + "/daemon.log"
        mkdir(spool, 0o700)
        let daemon = Spawn.start(binaries + "/smswatchd",
                                 ["--spool", spool, "--socket", socket, "--no-modemmanager", "--ttl", "3600", "--log-level", "warning"],
                                 stderrPath: log)
        defer {
            kill(daemon, SIGTERM)
            Spawn.wait(daemon)
            Spawn.run("/bin/rm", ["-rf", work])
        }
        waitForSocket(socket)
        say("smswatchd pid \(daemon), binaries in \(binaries)\n")
        header()

        // Idle: every thread's context switches, before and after.
        usleep(500_000)
        let before = ProcStatus.contextSwitches(daemon)
        sleep(UInt32(idleSeconds))
        let after = ProcStatus.contextSwitches(daemon)
        report("idle wake-ups over \(idleSeconds) s", "\(after - before)", baseline: "—", ratio: nil, target: "0")

        // RSS after messages.
        let rssStart = ProcStatus.residentKiB(daemon)
        for i in 0..<messages {
            dropFile(spool, "load\(i)", "Your verification code is \(100000 + i). Do not share it.")
        }
        waitForMessages(socket, atLeast: messages)
        let rssAfter = ProcStatus.residentKiB(daemon)
        report("RSS after \(messages) messages", "\(format(Double(rssAfter) / 1024, 1)) MiB",
               baseline: "\(format(Double(rssStart) / 1024, 1)) MiB at start", ratio: Double(rssAfter) / Double(rssStart),
               target: "≤ 8 MiB")

        clientVersusSocat(socket)
        spoolLatency(spool: spool, socket: socket, work: work)
        fanOut(socket)
    }

    private func clientVersusSocat(_ socket: String) {
        guard let socat = Spawn.which("socat") else {
            report("smswatch latest vs socat", "socat missing", baseline: "—", ratio: nil, target: "≤ 1.2×")
            return
        }
        let request = makeTemporaryDirectory() + "/request"
        writeFile(request, "LATEST\n")
        var client = Sample(), baseline = Sample()
        for _ in 0..<10 {  // warm the page cache
            Spawn.run(binaries + "/smswatch", ["--socket", socket, "latest"])
            Spawn.run(socat, ["-", "UNIX-CONNECT:" + socket], stdinPath: request)
        }
        for _ in 0..<clientRuns {
            var t = Clock.monotonicNanos()
            Spawn.run(binaries + "/smswatch", ["--socket", socket, "latest"])
            client.add(Double(Clock.monotonicNanos() - t) / 1e6)
            t = Clock.monotonicNanos()
            Spawn.run(socat, ["-", "UNIX-CONNECT:" + socket], stdinPath: request)
            baseline.add(Double(Clock.monotonicNanos() - t) / 1e6)
        }
        report("smswatch latest, whole process", "\(format(client.median)) ms",
               baseline: "socat \(format(baseline.median)) ms", ratio: client.median / baseline.median, target: "≤ 1.2×")
    }

    private func spoolLatency(spool: String, socket: String, work: String) {
        let watcher = connect(socket)
        send(watcher, "WATCH\n")
        _ = readLine(watcher)  // {"ok":true,"watching":true}
        var daemonPath = Sample()
        for i in 0..<latencyRounds {
            let t = Clock.monotonicNanos()
            dropFile(spool, "lat\(i)", "Your code is \(700000 + i)")
            _ = readLine(watcher)
            daemonPath.add(Double(Clock.monotonicNanos() - t) / 1e6)
        }
        close(watcher)
        // Baseline: the same write and rename seen by a bare inotify watch in this process.
        let bare = work + "/bare"
        mkdir(bare, 0o700)
        let watch = try! DirectoryWatcher()
        try! watch.watch(bare)
        var inotify = Sample()
        for i in 0..<latencyRounds {
            let t = Clock.monotonicNanos()
            dropFile(bare, "lat\(i)", "Your code is \(700000 + i)")
            var poller = pollfd(fd: watch.descriptor.rawValue, events: Int16(POLLIN), revents: 0)
            while watch.readChanges().isEmpty { _ = poll(&poller, 1, 1000) }
            inotify.add(Double(Clock.monotonicNanos() - t) / 1e6)
        }
        report("file → watcher, p50", "\(format(daemonPath.median, 3)) ms",
               baseline: "inotify \(format(inotify.median, 3)) ms", ratio: daemonPath.median / inotify.median, target: "")
        report("file → watcher, p99", "\(format(daemonPath.percentile(99), 3)) ms",
               baseline: "inotify \(format(inotify.percentile(99), 3)) ms",
               ratio: daemonPath.percentile(99) / inotify.percentile(99), target: "≤ 5 ms")
    }

    private func fanOut(_ socket: String) {
        // Baseline: one watcher, the same INGEST → event path.
        let feeder = connect(socket)
        var single = Sample()
        let one = connect(socket)
        send(one, "WATCH\n")
        _ = readLine(one)
        for i in 0..<50 {
            let t = Clock.monotonicNanos()
            send(feeder, "INGEST text=\"Your code is \(800000 + i)\"\n")
            _ = readLine(one)
            single.add(Double(Clock.monotonicNanos() - t) / 1e6)
            _ = readLine(feeder)
        }
        close(one)

        var fds: [Int32] = []
        for _ in 0..<watchers {
            let fd = connect(socket)
            send(fd, "WATCH\n")
            fds.append(fd)
        }
        for fd in fds { _ = readLine(fd) }
        var arrivals = Sample()
        var pending = fds.count
        let start = Clock.monotonicNanos()
        let loopStart = Clock.monotonicNanos()
        send(feeder, "INGEST text=\"Your code is 990099\"\n")
        var seen = Set<Int32>()
        var events = [pollfd](fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) })
        while pending > 0 && Clock.monotonicNanos() - start < 10_000_000_000 {
            guard poll(&events, nfds_t(events.count), 1000) > 0 else { continue }
            let now = Clock.monotonicNanos()
            for index in events.indices where events[index].revents != 0 && !seen.contains(events[index].fd) {
                seen.insert(events[index].fd)
                var chunk = [UInt8](repeating: 0, count: 4096)
                _ = read(events[index].fd, &chunk, chunk.count)  // the whole small line at once
                events[index].events = 0
                arrivals.add(Double(now - loopStart) / 1e6)
                pending -= 1
            }
        }
        for fd in fds { close(fd) }
        close(feeder)
        report("\(watchers) watchers, new code, p99", "\(format(arrivals.percentile(99), 3)) ms",
               baseline: "1 watcher \(format(single.percentile(99), 3)) ms", ratio: arrivals.percentile(99) / single.percentile(99),
               target: "≤ 5 ms")
        report("\(watchers) watchers reached", "\(arrivals.count)", baseline: "—", ratio: nil, target: "\(watchers)")
    }

    // MARK: Helpers

    private func raiseDescriptorLimit() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        limit.rlim_cur = limit.rlim_max
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    private func makeTemporaryDirectory() -> String {
        var template = Array("/tmp/smswatch-bench-XXXXXX".utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    private func writeFile(_ path: String, _ text: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = text.withCString { write(fd, $0, strlen($0)) }
        close(fd)
    }

    private func dropFile(_ directory: String, _ name: String, _ text: String) {
        let temporary = directory + "/." + name
        writeFile(temporary, text)
        rename(temporary, directory + "/" + name)
    }

    private func connect(_ socket: String) -> Int32 {
        (try? UnixSocket.connect(path: socket).rawValue) ?? -1
    }

    private func waitForSocket(_ socket: String) {
        for _ in 0..<500 {
            if let fd = try? UnixSocket.connect(path: socket) { fd.close(); return }
            usleep(10_000)
        }
        fatalError("smswatchd did not start")
    }

    private func send(_ fd: Int32, _ text: String) {
        _ = text.withCString { Glibc.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    /// Reads one line byte by byte (tiny lines; keeps the bench free of buffering state).
    private func readLine(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            if byte == 10 { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func waitForMessages(_ socket: String, atLeast count: Int) {
        for _ in 0..<3000 {
            let fd = connect(socket)
            send(fd, "STATUS\n")
            let line = readLine(fd)
            close(fd)
            if let status = try? JSONParser.parse(line), let seen = status["messages"]?.int64Value, seen >= count { return }
            usleep(10_000)
        }
    }
}
