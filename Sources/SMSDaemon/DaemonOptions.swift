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
    /// Set by `--no-spool`.
    public var noDefaultSpool = false
    /// Whether to show a desktop notification per code (`--notify`).
    public var notify = false
    /// Whether the notification shows the code itself (`--notify-show-code`).
    public var notifyShowCode = false
    /// The configuration file given with `--config`; nil for the default one.
    public var configPath: String?
    /// System-wide defaults (config, spool, socket) even when not root (`--system`).
    public var system = false
    /// The keys (flag names without dashes) the command line set: they win over the file.
    public var commandLineKeys: Set<String> = []

    /// Creates the defaults.
    public init() {}

    /// The usage text for `--help`.
    public static let usage = """
        Usage: smswatchd [options]

        Receives SMS from ModemManager (D-Bus) and spool directories, extracts one-time
        codes and serves them on a Unix socket to `smswatch`.

        Options:
          --config PATH         Read settings from PATH (default /etc/smswatch/smswatchd.conf
                                for root and --system, else
                                $XDG_CONFIG_HOME/smswatch/smswatchd.conf). Every option
                                below is a key there: `ttl = 60`; options given here win.
          --system              System-wide defaults even when not root: the config file,
                                spool and socket above (the system unit runs as smswatch).
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
          --notify              Show a desktop notification (session bus) when a code
                                arrives, with a Copy action.
          --notify-show-code    Show the code itself in the notification (default: only
                                who sent it; notifications may show on a lock screen).
          -h, --help            Show this help.
          --version             Show the version.

        SIGHUP reloads the config file (ttl, log-level, notify, notify-show-code).
        Exit status: 0 after SIGTERM/SIGINT, 64 on a usage or config file error, 1 when it
        cannot start.
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

    /// The keys that take no value on the command line; in the file they take yes or no.
    public static let switchKeys: Set<String> = [
        "no-spool", "no-modemmanager", "enable-modems", "delete-after-read", "notify", "notify-show-code",
    ]
    /// The keys that take a value.
    public static let valueKeys: Set<String> = ["spool", "socket", "socket-group", "ttl", "log-level", "bus", "max-clients"]
    /// Every key the config file knows, in the order the documentation lists them.
    public static let configKeys = [
        "spool", "no-spool", "socket", "socket-group", "ttl", "log-level", "no-modemmanager", "bus",
        "enable-modems", "delete-after-read", "max-clients", "notify", "notify-show-code",
    ]

    /// Parses the arguments after the program name. The config file is read later, by the
    /// daemon (`ConfigFile`), so that this stays a pure function of the arguments.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var options = DaemonOptions()
        var iterator = arguments.makeIterator()
        while let raw = iterator.next() {
            var argument = raw
            var inline: String?
            if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
                argument = String(raw[..<eq])
                inline = String(raw[raw.index(after: eq)...])
            }
            func next() throws(UsageError) -> String {
                if let inline { return inline }
                guard let v = iterator.next() else { throw UsageError(message: "\(argument) needs a value") }
                return v
            }
            switch argument {
            case "-h", "--help": return .help
            case "--version": return .version
            case "--config": options.configPath = try next()
            case "--system": options.system = true
            case _ where argument.hasPrefix("--") && valueKeys.contains(String(argument.dropFirst(2))):
                let key = String(argument.dropFirst(2))
                try options.set(key, to: try next(), spelled: argument)
                options.commandLineKeys.insert(key)
            case _ where argument.hasPrefix("--") && switchKeys.contains(String(argument.dropFirst(2))) && inline == nil:
                let key = String(argument.dropFirst(2))
                try options.set(key, to: nil, spelled: argument)
                options.commandLineKeys.insert(key)
            default:
                throw UsageError(message: "unknown option \(raw.debugDescription)")
            }
        }
        try options.validate()
        return .run(options)
    }

    /// Sets one key, from the command line (`spelled` is `--ttl`; a switch has no value) or
    /// from the config file (`spelled` is `ttl`; a switch has `yes` or `no`).
    public mutating func set(_ key: String, to value: String?, spelled name: String) throws(UsageError) {
        func required() throws(UsageError) -> String {
            guard let value else { throw UsageError(message: "\(name) needs a value") }
            return value
        }
        func flag() throws(UsageError) -> Bool {
            guard let value else { return true }
            switch value.lowercased() {
            case "yes", "true", "on", "1": return true
            case "no", "false", "off", "0": return false
            default: throw UsageError(message: "\(name) must be yes or no, not \(value.debugDescription)")
            }
        }
        switch key {
        case "spool": spoolDirectories.append(try required())
        case "no-spool": noDefaultSpool = try flag()
        case "socket": socketPath = try required()
        case "socket-group": socketGroup = try required()
        case "ttl":
            let v = try required()
            guard let seconds = Int(v), seconds > 0, seconds <= 86400 else {
                throw UsageError(message: "\(name) must be a number of seconds from 1 to 86400, not \(v.debugDescription)")
            }
            ttlSeconds = seconds
        case "log-level":
            let v = try required()
            guard let level = LogLevel(name: v) else {
                throw UsageError(message: "\(name) must be error, warning, notice, info or debug, not \(v.debugDescription)")
            }
            logLevel = level
        case "no-modemmanager": modemManager = !(try flag())
        case "bus":
            let v = try required()
            guard v == "system" || v == "session" || v.contains(":") else {
                throw UsageError(message: "\(name) must be system, session or a D-Bus address, not \(v.debugDescription)")
            }
            bus = v
        case "enable-modems": enableModems = try flag()
        case "delete-after-read": deleteAfterRead = try flag()
        case "max-clients":
            let v = try required()
            guard let n = Int(v), n > 0, n <= 1_000_000 else {
                throw UsageError(message: "\(name) must be a positive number, not \(v.debugDescription)")
            }
            maxClients = n
        case "notify": notify = try flag()
        case "notify-show-code": notifyShowCode = try flag()
        default:
            throw UsageError(message: "unknown option \(name.debugDescription)")
        }
    }

    /// Checks the combination of settings.
    public func validate() throws(UsageError) {
        if noDefaultSpool && !spoolDirectories.isEmpty {
            throw UsageError(message: "--no-spool and --spool exclude each other")
        }
    }
}
