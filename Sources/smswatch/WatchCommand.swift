import WireProtocol

/// `smswatch watch`: every new code as it arrives.
enum WatchCommand {
    static let usage = """
        Usage: smswatch watch [--json] [--replay] [--from SENDER] [--source SOURCE]

        Prints each new code on its own line as it arrives, until interrupted.
          --json            JSON lines: {"event":"code","code":{…}} for each code, and
                            {"event":"expired"|"consumed","id":N} when one goes away.
          --replay          Start with the newest live code, if any.
          --from SENDER     Only codes whose sender equals or contains SENDER.
          --source SOURCE   Only codes from SOURCE (spool, modem, ingest, or a name prefix).
        Exit: 0 when the daemon stops, 64 usage, 69 daemon unreachable.
        """

    static func run(_ arguments: [String], socket: String) throws(UsageError) -> Int32 {
        var cursor = ArgumentCursor(arguments, command: "watch")
        var json = false, replay = false
        var filter = CodeFilter()
        while let option = cursor.nextOption() {
            switch option {
            case "-h", "--help": Output.out(usage + "\n"); return ExitStatus.ok
            case "--json": json = true
            case "--replay": replay = true
            case "--from": filter.sender = try cursor.value(for: option)
            case "--source": filter.source = try cursor.value(for: option)
            default: throw cursor.unknown(option)
            }
        }
        if let extra = cursor.positionals.first {
            throw UsageError(message: "unexpected argument \(extra.debugDescription)", command: "watch")
        }
        do {
            var connection = try DaemonConnection(path: socket)
            try connection.send(.watch(filter, replayLatest: replay, maxAgeMillis: nil))
            while let message = try connection.nextMessage() {
                switch message {
                case .event(let record):
                    Output.out(json ? message.encoded : record.code + "\n")
                case .gone:
                    if json { Output.out(message.encoded) }
                case .error(_, let text):
                    Output.fail("smswatchd: \(text)")
                    return ExitStatus.unavailable
                case .ok, .code:
                    break
                }
            }
            return ExitStatus.ok
        } catch {
            Output.fail(error.message)
            return ExitStatus.unavailable
        }
    }
}
