import Glibc
import UnixKit
import WireProtocol

/// `smswatch latest`: the newest live code, paste-ready.
enum LatestCommand {
    static let usage = """
        Usage: smswatch latest [--json] [--wait SECONDS] [--after now|TIME] [--from SENDER]
                               [--source SOURCE] [--consume] [--copy [--clear-after SECONDS]]

        Prints the newest live code and a newline.
          --json            Print the code's JSON object instead.
          --wait SECONDS    Wait up to SECONDS for a matching code to arrive (exit 124 if none).
          --after now|TIME  Only codes received after TIME: `now` (when the command started),
                            Unix seconds, or ISO 8601 (2026-11-30T10:15:00Z).
          --from SENDER     Only codes whose sender equals or contains SENDER (any case).
          --source SOURCE   Only codes from SOURCE: spool, modem, ingest, or a prefix of the
                            source name (modem:/org/freedesktop/ModemManager1/Modem/0).
          --consume         Hand the code out once: it is removed from the daemon.
          --copy            Also copy the code to the clipboard: wl-copy (Wayland), else
                            xclip or xsel (X11), chosen by WAYLAND_DISPLAY and DISPLAY.
          --clear-after S   Clear the clipboard after S seconds if it still holds the code
                            (default 30; 0 never). A detached process waits for it.
        Exit: 0 code printed, 1 no code, 64 usage, 69 daemon unreachable or no clipboard
        tool, 124 --wait timed out.
        """

    static func run(_ arguments: [String], socket: String) throws(UsageError) -> Int32 {
        let startedMillis = Clock.wallMillis()
        var cursor = ArgumentCursor(arguments, command: "latest")
        var json = false, consume = false, copy = false
        var clearAfter: Int?
        var wait: Double?
        var filter = CodeFilter()
        while let option = cursor.nextOption() {
            switch option {
            case "-h", "--help": Output.out(usage + "\n"); return ExitStatus.ok
            case "--json": json = true
            case "--consume": consume = true
            case "--copy": copy = true
            case "--clear-after":
                let raw = try cursor.value(for: option)
                guard let seconds = Int(raw), seconds >= 0, seconds <= 86_400 else {
                    throw UsageError(message: "--clear-after needs 0 to 86400 seconds, not \(raw.debugDescription)", command: "latest")
                }
                clearAfter = seconds
            case "--wait": wait = try cursor.seconds(for: option)
            case "--from": filter.sender = try cursor.value(for: option)
            case "--source": filter.source = try cursor.value(for: option)
            case "--after":
                let raw = try cursor.value(for: option)
                guard let millis = TimeArgument.parse(raw, nowMillis: startedMillis) else {
                    throw UsageError(message: "--after needs now, Unix seconds or an ISO 8601 time, not \(raw.debugDescription)", command: "latest")
                }
                filter.afterMillis = millis
            default: throw cursor.unknown(option)
            }
        }
        if let extra = cursor.positionals.first {
            throw UsageError(message: "unexpected argument \(extra.debugDescription)", command: "latest")
        }
        if clearAfter != nil && !copy {
            throw UsageError(message: "--clear-after goes with --copy", command: "latest")
        }
        // Find the clipboard before waiting for a code, not after.
        var clipboard: Clipboard?
        if copy {
            do {
                clipboard = try Clipboard.forSession { getenv($0).map { String(cString: $0) } }
            } catch {
                Output.fail(error.message)
                return ExitStatus.unavailable
            }
        }
        let request: Request = wait.map { .wait(filter, timeoutMillis: Int64($0 * 1000), consume: consume) }
            ?? .latest(filter, consume: consume)
        let answer: ServerMessage
        do {
            let timeout = wait.map { Int32(min($0 * 1000 + 10_000, Double(Int32.max))) } ?? 10_000
            answer = try DaemonConnection.ask(request, path: socket, timeoutMillis: timeout)
        } catch {
            Output.fail(error.message)
            return ExitStatus.unavailable
        }
        switch answer {
        case .code(let record):
            if let clipboard {
                do {
                    try clipboard.copy(record.code)
                } catch {
                    Output.fail(error.message)
                    return ExitStatus.unavailable
                }
                let seconds = clearAfter ?? 30
                if seconds > 0 { clipboard.clear(after: seconds, ifStill: record.code) }
            }
            Output.out(json ? record.json.encoded + "\n" : record.code + "\n")
            return ExitStatus.ok
        case .error(let kind, let message):
            switch kind {
            case "timeout":
                Output.fail("no code arrived within \(wait.map { String(Int($0)) } ?? "?") s")
                return ExitStatus.timedOut
            case "no-code":
                Output.fail("no live code")
                return ExitStatus.noCode
            case "forbidden", "busy":
                Output.fail("smswatchd refused: \(message)")
                return ExitStatus.unavailable
            default:
                Output.fail("smswatchd: \(message)")
                return ExitStatus.unavailable
            }
        default:
            Output.fail("unexpected answer from smswatchd")
            return ExitStatus.unavailable
        }
    }
}
