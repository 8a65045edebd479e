import WireProtocol

/// `smswatch status`: the daemon's version, sources and counts (never codes).
enum StatusCommand {
    static let usage = """
        Usage: smswatch status [--json]

        Shows the daemon's version, its sources and their state, and how many codes are live.
        Exit: 0 ok, 64 usage, 69 daemon unreachable.
        """

    static func run(_ arguments: [String], socket: String) throws(UsageError) -> Int32 {
        var cursor = ArgumentCursor(arguments, command: "status")
        var json = false
        while let option = cursor.nextOption() {
            switch option {
            case "-h", "--help": Output.out(usage + "\n"); return ExitStatus.ok
            case "--json": json = true
            default: throw cursor.unknown(option)
            }
        }
        let answer: ServerMessage
        do {
            answer = try DaemonConnection.ask(.status, path: socket)
        } catch {
            Output.fail(error.message)
            return ExitStatus.unavailable
        }
        guard case .ok(let status) = answer else {
            Output.fail("unexpected answer from smswatchd")
            return ExitStatus.unavailable
        }
        if json {
            Output.out(status.encoded + "\n")
            return ExitStatus.ok
        }
        func number(_ key: String) -> String { status[key]?.int64Value.map(String.init) ?? "?" }
        var text = "smswatchd \(status["version"]?.stringValue ?? "?") (protocol \(number("protocol")), pid \(number("pid")))\n"
        text += "socket:     \(socket)\n"
        text += "uptime:     \((status["uptime_ms"]?.int64Value ?? 0) / 1000) s\n"
        text += "live codes: \(number("live_codes")) (each lives \(number("ttl_s")) s)\n"
        text += "messages:   \(number("messages")) received, \(number("codes")) with a code\n"
        text += "clients:    \(number("clients")) connected, \(number("watchers")) watching\n"
        text += "sources:\n"
        for source in status["sources"]?.arrayValue ?? [] {
            let detail = source["detail"]?.stringValue ?? ""
            text += "  \(source["name"]?.stringValue ?? "?"): \(source["state"]?.stringValue ?? "?")"
            text += detail.isEmpty ? "\n" : " (\(detail))\n"
        }
        Output.out(text)
        return ExitStatus.ok
    }
}
