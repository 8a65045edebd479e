import Glibc
import UnixKit
import WireProtocol

/// `smswatch ingest`: hands one message to a running daemon, for SMS tools with hooks.
enum IngestCommand {
    static let usage = """
        Usage: smswatch ingest [--from SENDER] [--source NAME] [FILE|-]

        Hands one message (the text of FILE, or stdin) to the running smswatchd, as if it
        had arrived from a source called ingest:NAME. Only root and the daemon's own user
        may do this. Text up to 3 KiB.
        Exit: 0 taken, 1 refused, 64 usage, 69 daemon unreachable.
        """

    static func run(_ arguments: [String], socket: String) throws(UsageError) -> Int32 {
        var cursor = ArgumentCursor(arguments, command: "ingest")
        var sender: String?, source: String?
        while let option = cursor.nextOption() {
            switch option {
            case "-h", "--help": Output.out(usage + "\n"); return ExitStatus.ok
            case "--from": sender = try cursor.value(for: option)
            case "--source": source = try cursor.value(for: option)
            default: throw cursor.unknown(option)
            }
        }
        guard cursor.positionals.count <= 1 else {
            throw UsageError(message: "give one FILE or - for stdin", command: "ingest")
        }
        let path = cursor.positionals.first ?? "-"
        let bytes: [UInt8]?
        do {
            let fd = path == "-" ? FileDescriptor.standardInput : try FileDescriptor.open(path, O_RDONLY)
            bytes = try fd.readAll(limit: 3 * 1024)
            if path != "-" { fd.close() }
        } catch {
            Output.fail("cannot read \(path): \(error.message)")
            return ExitStatus.noCode
        }
        guard let bytes, let text = String(validating: bytes, as: UTF8.self) else {
            Output.fail("\(path) is larger than 3 KiB or not UTF-8 text")
            return ExitStatus.noCode
        }
        var trimmed = Substring(text)
        while trimmed.last == "\n" || trimmed.last == "\r" { trimmed = trimmed.dropLast() }
        let request = Request.ingest(text: String(trimmed), sender: sender, source: source)
        guard request.line.utf8.count < maximumRequestLength else {
            Output.fail("the message is too long for one request (\(maximumRequestLength) bytes after escaping)")
            return ExitStatus.noCode
        }
        do {
            let answer = try DaemonConnection.ask(request, path: socket)
            if case .error(_, let message) = answer {
                Output.fail("smswatchd refused the message: \(message)")
                return ExitStatus.noCode
            }
            return ExitStatus.ok
        } catch {
            Output.fail(error.message)
            return ExitStatus.unavailable
        }
    }
}
