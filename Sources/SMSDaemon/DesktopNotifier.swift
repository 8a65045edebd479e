internal import DBusKit
internal import Glibc
internal import SmswatchCore
internal import UnixKit
internal import WireProtocol

/// Desktop notifications on the session bus (`org.freedesktop.Notifications`) for a user
/// daemon: one bubble per code, replaced by the next code, closed when the code goes away,
/// with a Copy action.
///
/// Runs on the daemon's loop through `BusConnection`; connects on first use and again after
/// the session bus went away, so a daemon started before the desktop still notifies.
final class DesktopNotifier {
    /// Whether the code itself appears in the bubble (it may show on a lock screen).
    var showCode: Bool
    private let loop: EventLoop
    private let logger: Logger
    private let onCopy: () -> Void
    private var connection: BusConnection?
    /// The server's id of our bubble (replaces_id for the next one), and the code it shows.
    private var notificationID: UInt32 = 0
    private var shownCodeID: UInt64?
    private var warnedUnavailable = false

    static let service: BusName = "org.freedesktop.Notifications"
    static let path: ObjectPath = "/org/freedesktop/Notifications"
    static let interface: InterfaceName = "org.freedesktop.Notifications"

    /// - Parameter onCopy: runs when the user picks Copy (or clicks the bubble).
    init(loop: EventLoop, logger: Logger, showCode: Bool, onCopy: @escaping () -> Void) {
        self.loop = loop
        self.logger = logger
        self.showCode = showCode
        self.onCopy = onCopy
    }

    /// The session bus: `DBUS_SESSION_BUS_ADDRESS`, else systemd's `$XDG_RUNTIME_DIR/bus`.
    static func sessionBusAddress() -> String? {
        if let address = getenv("DBUS_SESSION_BUS_ADDRESS"), address.pointee != 0 { return String(cString: address) }
        if let runtime = getenv("XDG_RUNTIME_DIR"), runtime.pointee != 0 {
            let path = String(cString: runtime) + "/bus"
            if access(path, F_OK) == 0 { return "unix:path=" + path }
        }
        return nil
    }

    /// Connects now, so that the first code is not delayed by `Hello`.
    func start() { _ = connected() }

    func stop() {
        if notificationID != 0 { close() }
        connection?.close()
        connection = nil
    }

    /// Shows `record`, replacing the bubble of the previous code.
    func show(_ record: CodeRecord) {
        guard let connection = connected() else { return }
        let who = record.service ?? record.sender ?? "an SMS"
        let minutes = max(1, (record.expiresMillis - Clock.wallMillis() + 59_999) / 60_000)
        let summary = showCode ? "\(record.code) — code from \(who)" : "Code from \(who)"
        let body = (showCode ? "" : "Copy puts it on the clipboard. ") + "Expires in \(minutes) min."
        let hints: [DBusDictEntry] = [
            DBusDictEntry(key: .string("urgency"), value: .variant(.byte(1))),
            DBusDictEntry(key: .string("transient"), value: .variant(.boolean(true))),
            DBusDictEntry(key: .string("category"), value: .variant(.string("im.received"))),
        ]
        let arguments: [DBusValue] = [
            .string("smswatch"),
            .uint32(notificationID),
            .string("dialog-password"),
            .string(summary),
            .string(body),
            .strings(["default", "Copy", "copy", "Copy"]),
            .dictionary(key: .string, value: .variant, hints),
            .int32(Int32(clamping: max(0, record.expiresMillis - Clock.wallMillis()))),
        ]
        shownCodeID = record.id
        connection.call(MethodCall(destination: Self.service, path: Self.path, interface: Self.interface,
                                   member: "Notify", arguments: arguments)) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let values):
                if let id = values.first?.integer { notificationID = UInt32(truncatingIfNeeded: id) }
                logger.debug("notification \(notificationID) shows code \(record.id)")
            case .failure(let error):
                unavailable("cannot show a notification: \(error)")
            }
        }
    }

    /// Closes the bubble if it shows code `id` (expired or consumed).
    func withdraw(id: UInt64) {
        guard shownCodeID == id else { return }
        close()
    }

    private func close() {
        shownCodeID = nil
        guard notificationID != 0, let connection else { return }
        let id = notificationID
        connection.call(MethodCall(destination: Self.service, path: Self.path, interface: Self.interface,
                                   member: "CloseNotification", arguments: [.uint32(id)])) { [weak self] result in
            if case .failure(let error) = result { self?.logger.info("cannot close notification \(id): \(error)") }
        }
    }

    // MARK: Connection

    private func connected() -> BusConnection? {
        if let connection, connection.isOpen { return connection }
        connection = nil
        guard let address = Self.sessionBusAddress() else {
            unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is unset and there is no $XDG_RUNTIME_DIR/bus)")
            return nil
        }
        do {
            let connection = try BusConnection(address: address, loop: loop)
            connection.onSignal = { [weak self] in self?.route($0) }
            connection.onDisconnect = { [weak self] in
                self?.logger.info("lost the session bus; notifications resume when it is back")
                self?.connection = nil
                self?.notificationID = 0
            }
            connection.onDiagnostic = { [weak self] in self?.logger.debug("session bus: \($0)") }
            connection.addMatch(MatchRule(interface: Self.interface.rawValue, path: Self.path.rawValue))
            self.connection = connection
            warnedUnavailable = false
            return connection
        } catch {
            unavailable("cannot connect to the session bus \(address): \(error)")
            return nil
        }
    }

    /// One warning per outage, not one per code.
    private func unavailable(_ message: String) {
        guard !warnedUnavailable else { return }
        warnedUnavailable = true
        logger.warning("\(message); no desktop notifications until it works (--notify)")
    }

    private func route(_ signal: DBusSignal) {
        guard signal.interface == Self.interface.rawValue, notificationID != 0,
              let id = signal.arguments.first?.integer, id == Int64(notificationID) else { return }
        switch signal.member {
        case "ActionInvoked":
            let action = signal.arguments.dropFirst().first?.string ?? ""
            guard action == "copy" || action == "default" else { return }
            logger.info("notification: copy requested")
            onCopy()
        case "NotificationClosed":
            notificationID = 0
            shownCodeID = nil
        default:
            break
        }
    }
}
