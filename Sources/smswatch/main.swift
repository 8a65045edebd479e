// smswatch: the client. Glibc + the project's small targets only, so it starts in a few
// milliseconds (Foundation alone would add ~3 ms and ~8 MB, see the README's benchmarks).
import CodeBox
import Glibc
import WireProtocol

let topUsage = """
    Usage: smswatch [--socket PATH] COMMAND [options]

    SMS one-time codes from smswatchd.

    Commands:
      latest     Print the newest live code (paste-ready).
      watch      Print each new code as it arrives.
      status     Show the daemon's sources and counts.
      extract    Find the code in a text, without the daemon.
      codebox    Ask for a code in an N-box terminal prompt, autofilled by the daemon.
      ingest     Hand one message to the daemon (for SMS tool hooks).

    Options:
      --socket PATH   The daemon's socket (default $SMSWATCH_SOCKET, else
                      $XDG_RUNTIME_DIR/smswatch/smswatchd.sock, or /run/smswatch/smswatchd.sock).
      -h, --help      Show this help; `smswatch COMMAND --help` for a command.
      --version       Show the version.

    Exit status: 0 ok, 1 no code / cancelled, 64 usage error, 69 daemon unreachable,
    124 timed out, 130 interrupted.
    """

func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var socketFlag: String?
    while let first = arguments.first, first.hasPrefix("-") {
        arguments.removeFirst()
        switch first {
        case "-h", "--help":
            Output.out(topUsage + "\n")
            return ExitStatus.ok
        case "--version":
            Output.out("smswatch \(smswatchVersion)\n")
            return ExitStatus.ok
        case "--socket":
            guard !arguments.isEmpty else {
                Output.fail("--socket needs a path\nTry 'smswatch --help'.")
                return ExitStatus.usage
            }
            socketFlag = arguments.removeFirst()
        case _ where first.hasPrefix("--socket="):
            socketFlag = String(first.dropFirst("--socket=".count))
        default:
            Output.fail("unknown option \(first.debugDescription)\nTry 'smswatch --help'.")
            return ExitStatus.usage
        }
    }
    guard let command = arguments.first else {
        Output.err(topUsage + "\n")
        return ExitStatus.usage
    }
    let rest = Array(arguments.dropFirst())
    let socket = SocketPath.resolve(explicit: socketFlag, environment: environment, isRoot: getuid() == 0)
    do throws(UsageError) {
        switch command {
        case "latest": return try LatestCommand.run(rest, socket: socket)
        case "watch": return try WatchCommand.run(rest, socket: socket)
        case "status": return try StatusCommand.run(rest, socket: socket)
        case "extract": return try ExtractCommand.run(rest)
        case "ingest": return try IngestCommand.run(rest, socket: socket)
        case "codebox": return CodeBoxCommand.run(arguments: rest, socketPath: socket)
        case "help":
            Output.out(topUsage + "\n")
            return ExitStatus.ok
        default:
            throw UsageError(message: "unknown command \(command.debugDescription)", command: "")
        }
    } catch {
        let hint = error.command.isEmpty ? "smswatch --help" : "smswatch \(error.command) --help"
        Output.fail("\(error.message)\nTry '\(hint)'.")
        return ExitStatus.usage
    }
}

exit(main())
