import DBusKit
import Glibc
import ModemManagerSource
import UnixKit

/// The ModemManager source's latency on a private bus: the signal that completes a message
/// to the `ReceivedSMS` it delivers, next to a bare signal between two connections on the
/// same bus and loop (the floor: libdbus plus dbus-daemon routing).
struct DBusBench {
    let messages: Int

    func run() {
        guard let (bus, address) = startBus() else { return }
        defer { kill(bus, SIGTERM); Spawn.wait(bus) }
        let floor = bareSignalLatencies(address: address)
        let source: ModemManagerBenchmark.Result
        do {
            source = try ModemManagerBenchmark.signalToDelivery(busAddress: address, messages: messages)
        } catch {
            say("dbus benchmark failed: \(error)")
            return
        }
        var sample = Sample()
        for nanos in source.latenciesNanos { sample.add(Double(nanos) / 1e6) }
        report("D-Bus signal → ReceivedSMS, p50", "\(format(sample.median, 3)) ms",
               baseline: "bare signal \(format(floor.median, 3)) ms", ratio: sample.median / floor.median, target: "≤ 1 ms")
        report("D-Bus signal → ReceivedSMS, p99", "\(format(sample.percentile(99), 3)) ms",
               baseline: "bare signal \(format(floor.percentile(99), 3)) ms",
               ratio: sample.percentile(99) / floor.percentile(99), target: "≤ 3 ms")
    }

    /// A private `dbus-daemon`; returns its pid and address.
    private func startBus() -> (pid_t, String)? {
        var template = Array("/tmp/smswatch-bench-bus-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template)!)
        let addressFile = directory + "/address"
        let pid = Spawn.start("/usr/bin/dbus-daemon", ["--session", "--nofork", "--nopidfile", "--print-address=1"],
                              stdoutPath: addressFile)
        for _ in 0..<500 {
            let fd = open(addressFile, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 512)
            let n = fd >= 0 ? read(fd, &buffer, buffer.count) : 0
            if fd >= 0 { close(fd) }
            if n > 0, let newline = buffer[0..<n].firstIndex(of: 10) {
                return (pid, String(decoding: buffer[0..<newline], as: UTF8.self))
            }
            usleep(10_000)
        }
        say("dbus benchmark: dbus-daemon did not start")
        return nil
    }

    /// One connection emits a signal, another receives it, on one loop: `messages` times.
    private func bareSignalLatencies(address: String) -> Sample {
        var sample = Sample()
        guard let loop = try? EventLoop(),
              let sender = try? BusConnection(address: address, loop: loop),
              let receiver = try? BusConnection(address: address, loop: loop)
        else { return sample }
        defer { sender.close(); receiver.close() }
        var sentAt: Int64 = 0
        var remaining = messages
        let path: ObjectPath = "/org/smswatch/Bench"
        func emit() {
            sentAt = Clock.monotonicNanos()
            try? sender.emit(path: path, interface: "org.smswatch.Bench", member: "Ping", arguments: [.string("Your code is 123456")])
        }
        receiver.onSignal = { signal in
            guard signal.member == "Ping" else { return }
            sample.add(Double(Clock.monotonicNanos() - sentAt) / 1e6)
            remaining -= 1
            if remaining == 0 { loop.stop() } else { loop.runSoon(emit) }
        }
        receiver.addMatch(MatchRule(interface: "org.smswatch.Bench", member: "Ping")) { _ in loop.runSoon(emit) }
        loop.schedule(after: 60_000) { loop.stop() }
        try? loop.run()
        return sample
    }
}
