internal import SmswatchCore

/// What a SIGHUP changes: the settings the running daemon can take over at once, and the
/// ones that need a restart (sources and the socket are set up once, at start).
struct ConfigReload: Equatable {
    /// Human-readable changes that now apply, e.g. `ttl 300 → 60`.
    var applied: [String] = []
    /// Keys whose new value waits for a restart.
    var needRestart: [String] = []

    /// Compares the running settings with the reloaded ones.
    init(from old: DaemonOptions, to new: DaemonOptions) {
        func note<T: Equatable>(_ key: String, _ a: T, _ b: T, _ show: (T) -> String) {
            if a != b { applied.append("\(key) \(show(a)) → \(show(b))") }
        }
        note("ttl", old.ttlSeconds, new.ttlSeconds) { "\($0) s" }
        note("log-level", old.logLevel, new.logLevel) { $0.name }
        note("notify", old.notify, new.notify) { $0 ? "yes" : "no" }
        note("notify-show-code", old.notifyShowCode, new.notifyShowCode) { $0 ? "yes" : "no" }
        let restart: [(String, Bool)] = [
            ("spool", old.spoolDirectories != new.spoolDirectories || old.noDefaultSpool != new.noDefaultSpool),
            ("socket", old.socketPath != new.socketPath),
            ("socket-group", old.socketGroup != new.socketGroup),
            ("no-modemmanager", old.modemManager != new.modemManager),
            ("bus", old.bus != new.bus),
            ("enable-modems", old.enableModems != new.enableModems),
            ("delete-after-read", old.deleteAfterRead != new.deleteAfterRead),
            ("max-clients", old.maxClients != new.maxClients),
        ]
        needRestart = restart.filter(\.1).map(\.0)
    }

    /// The settings to run with: the new ones that apply at once, the old ones otherwise.
    static func effective(old: DaemonOptions, new: DaemonOptions) -> DaemonOptions {
        var result = old
        result.ttlSeconds = new.ttlSeconds
        result.logLevel = new.logLevel
        result.notify = new.notify
        result.notifyShowCode = new.notifyShowCode
        return result
    }
}
