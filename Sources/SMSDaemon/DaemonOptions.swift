public import SmswatchCore

/// The daemon's settings, from its command line.
public struct DaemonOptions: Sendable {
    /// Spool directories to watch; empty means the default one.
    public var spoolDirectories: [String] = []
    /// The socket path (`--socket`), or nil for the default.
    public var socketPath: String?
    /// A group whose members may also connect (`--socket-group`).
    public var socketGroup: String?
    /// How long codes live, seconds.
    public var ttlSeconds: Int = 300
    /// How much to log.
    public var logLevel: LogLevel = .info
    /// Whether to read ModemManager at all.
    public var modemManager = true
    /// Which bus ModemManager lives on: `system`, `session` or a D-Bus address.
    public var bus = "system"
    /// Whether to enable modems that stay disabled.
    public var enableModems = false
    /// Whether to delete messages from the modem after reading them.
    public var deleteAfterRead = false
    /// At most this many clients at once; more are refused with an error line.
    public var maxClients = 2048

    /// Creates the defaults.
    public init() {}

    /// The usage text for `--help`.
    public static let usage = """
        Usage: smswatchd [options]

        Receives SMS from ModemManager (D-Bus) and spool directories, extracts one-time
        codes and serves them on a Unix socket to `smswatch`.

        Options:
          --spool DIR           Watch DIR for incoming SMS files (smstools3, gammu-smsd,
                                plain text). Repeatable. Default when none is given and
                                ModemManager is off or absent: $XDG_DATA_HOME/smswatch/spool
                                (/var/spool/smswatch for root).
          --no-spool            Do not watch the default spool directory.
          --socket PATH         Listen on PATH (default $SMSWATCH_SOCKET, else
                                $XDG_RUNTIME_DIR/smswatch/smswatchd.sock, or
                                /run/smswatch/smswatchd.sock for root).
          --socket-group GROUP  Also allow members of GROUP (directory 0750, socket 0660).
          --ttl SECONDS         How long a code stays available (default 300).
          --log-level LEVEL     error, warning, notice, info (default) or debug. Codes and
                                message text are only logged at debug.
          --no-modemmanager     Do not read SMS from ModemManager.
          --bus BUS             Where ModemManager is: system (default), session, or a
                                D-Bus address.
          --enable-modems       Enable modems that stay disabled (needs polkit
                                org.freedesktop.ModemManager1.Device.Control).
          --delete-after-read   Delete each SMS from the modem once read (needs polkit
                                org.freedesktop.ModemManager1.Messaging). Off by default.
          --max-clients N       Refuse clients beyond N at once (default 2048).
          -h, --help            Show this help.
          --version             Show the version.

        Exit status: 0 after SIGTERM/SIGINT, 64 on a usage error, 1 when it cannot start.
        """

    /// What the command line asks for.
    public enum Parsed {
        case run(DaemonOptions)
        case help
        case version
    }

    /// A command-line mistake; the message is printed after `smswatchd: `.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var options = DaemonOptions()
        var noSpool = false
        var iterator = arguments.makeIterator()
        func value(_ flag: String) throws(UsageError) -> String {
            guard let v = iterator.next() else { throw UsageError(message: "\(flag) needs a value") }
            return v
        }
        while let raw = iterator.next() {
            var argument = raw
            var inline: String?
            if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
                argument = String(raw[..<eq])
                inline = String(raw[raw.index(after: eq)...])
            }
            func next() throws(UsageError) -> String { if let inline { return inline }; return try value(argument) }
            switch argument {
            case "-h", "--help": return .help
            case "--version": return .version
            case "--spool": options.spoolDirectories.append(try next())
            case "--no-spool": noSpool = true
            case "--socket": options.socketPath = try next()
            case "--socket-group": options.socketGroup = try next()
            case "--ttl":
                let v = try next()
                guard let seconds = Int(v), seconds > 0, seconds <= 86400 else {
                    throw UsageError(message: "--ttl must be a number of seconds from 1 to 86400, not \(v.debugDescription)")
                }
                options.ttlSeconds = seconds
            case "--log-level":
                let v = try next()
                guard let level = LogLevel(name: v) else {
                    throw UsageError(message: "--log-level must be error, warning, notice, info or debug, not \(v.debugDescription)")
                }
                options.logLevel = level
            case "--no-modemmanager": options.modemManager = false
            case "--bus":
                let v = try next()
                guard v == "system" || v == "session" || v.contains(":") else {
                    throw UsageError(message: "--bus must be system, session or a D-Bus address, not \(v.debugDescription)")
                }
                options.bus = v
            case "--enable-modems": options.enableModems = true
            case "--delete-after-read": options.deleteAfterRead = true
            case "--max-clients":
                let v = try next()
                guard let n = Int(v), n > 0, n <= 1_000_000 else {
                    throw UsageError(message: "--max-clients must be a positive number, not \(v.debugDescription)")
                }
                options.maxClients = n
            default:
                throw UsageError(message: "unknown option \(raw.debugDescription)")
            }
        }
        if noSpool && !options.spoolDirectories.isEmpty {
            throw UsageError(message: "--no-spool and --spool exclude each other")
        }
        options.noDefaultSpool = noSpool
        return .run(options)
    }

    /// Set by `--no-spool`.
    public var noDefaultSpool = false
}
