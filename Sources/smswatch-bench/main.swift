// smswatch-bench: every benchmark of the daemon and client, each printed with its baseline
// measured in the same run. See BENCHMARKS.md. Run through `make bench`.
import Glibc

let usage = """
    Usage: smswatch-bench daemon [--idle SECONDS] [--messages N] [--rounds N] [--watchers N] [--client-runs N]
           smswatch-bench dbus [--messages N]
           smswatch-bench soak [--minutes N]

    Starts the smswatchd next to this binary on a temporary spool and socket and prints:
    idle wake-ups, RSS after N messages, `smswatch latest` against socat, file → watcher
    latency against a bare inotify watch, and fan-out to N watchers.
    `dbus` runs the ModemManager source on a private dbus-daemon: the signal that completes
    a message → the delivered message, against a bare signal between two connections.
    `soak` runs mixed load for N minutes (default 30) and prints the daemon's RSS each minute.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, ["daemon", "dbus", "soak"].contains(mode) else {
    say(usage)
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 64)
}
arguments.removeFirst()
var options: [String: Int] = ["--minutes": 30, "--idle": 60, "--messages": 1000, "--rounds": 300, "--watchers": 1000, "--client-runs": 200]
while let flag = arguments.first {
    arguments.removeFirst()
    guard options[flag] != nil, let raw = arguments.first, let value = Int(raw), value >= 0 else {
        say(usage)
        exit(64)
    }
    arguments.removeFirst()
    options[flag] = value
}
if mode == "dbus" {
    header()
    DBusBench(messages: options["--messages"]!).run()
    exit(0)
}
let executable = String(cString: realpath("/proc/self/exe", nil))
let directory = String(executable[..<executable.lastIndex(of: "/")!])
if mode == "soak" {
    SoakBench(binaries: directory, minutes: options["--minutes"]!).run()
    exit(0)
}
DaemonBench(binaries: directory, idleSeconds: options["--idle"]!, messages: options["--messages"]!,
            latencyRounds: options["--rounds"]!, watchers: options["--watchers"]!,
            clientRuns: options["--client-runs"]!).run()
