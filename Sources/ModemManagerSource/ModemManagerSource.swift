public import SmswatchCore
public import UnixKit
internal import DBusKit

/// Receives SMS from ModemManager over D-Bus and hands each complete incoming message to
/// the daemon as a `ReceivedSMS`.
///
/// Runs entirely on the daemon's `EventLoop`. `start()` never fails: without a bus it retries
/// with backoff (1 s doubling to 60 s); without ModemManager it waits for the name to appear.
/// Read-only unless `deleteAfterRead` is set. The decisions live in `ModemManagerMachine`;
/// this class turns bus traffic into its events and its actions into bus calls.
public final class ModemManagerSource {
    /// What the source may do beyond reading.
    public struct Options: Sendable, Equatable {
        /// Call `Modem.Enable(true)` on modems that are disabled (`--enable-modems`).
        public var enableModems: Bool
        /// Delete each message from the modem after reading it (`--delete-after-read`).
        public var deleteAfterRead: Bool

        /// Creates options; both default to off.
        public init(enableModems: Bool = false, deleteAfterRead: Bool = false) {
            self.enableModems = enableModems
            self.deleteAfterRead = deleteAfterRead
        }
    }

    private enum BusState { case stopped, noBus, connected }

    private let loop: EventLoop
    private let bus: BusSelector
    private let logger: Logger
    private let deliver: (ReceivedSMS) -> Void
    private var machine: ModemManagerMachine
    private var connection: BusConnection?
    private var busState = BusState.stopped
    private var reconnectTimer: EventLoop.TimerID?
    private var backoffMillis: Int64 = 1_000
    private var reportedNoBus = false
    private var lastBusError = ""

    static let callTimeoutMillis: Int32 = 20_000

    /// Creates a stopped source. `deliver` runs on the loop for every new message.
    public init(
        loop: EventLoop, bus: BusSelector, options: Options = Options(), logger: Logger,
        deliver: @escaping (ReceivedSMS) -> Void
    ) {
        self.loop = loop
        self.bus = bus
        self.logger = logger
        self.deliver = deliver
        machine = ModemManagerMachine(options: .init(
            enableModems: options.enableModems, deleteAfterRead: options.deleteAfterRead))
    }

    /// Connects (now or later) and keeps reading until `stop()`. Never throws.
    public func start() {
        guard busState == .stopped else { return }
        busState = .noBus
        connect()
    }

    /// Closes the connection and cancels retries.
    public func stop() {
        if let timer = reconnectTimer { loop.cancel(timer) }
        reconnectTimer = nil
        connection?.close()
        connection = nil
        run(machine.handle(.disconnected))
        busState = .stopped
    }

    /// The source's state for `smswatch status`: `connected`, `waiting` (no ModemManager),
    /// `no-bus` or `stopped`, with the modem count as detail.
    public var status: SourceStatus {
        let state: String
        var detail = ""
        switch busState {
        case .stopped:
            state = "stopped"
        case .noBus:
            state = "no-bus"
            detail = lastBusError.isEmpty ? "retrying" : "\(lastBusError); retrying"
        case .connected where machine.owner == nil:
            state = "waiting"
            detail = "ModemManager not running"
        case .connected:
            state = "connected"
            let (total, disabled) = machine.modemCounts
            detail = "\(total) modem\(total == 1 ? "" : "s")" + (disabled > 0 ? " (\(disabled) disabled)" : "")
        }
        return SourceStatus(name: "modemmanager", state: state, detail: detail, messages: machine.delivered)
    }

    // MARK: Connection

    private func connect() {
        guard busState != .stopped else { return }
        guard let address = bus.resolvedAddress else {
            noBus("DBUS_SESSION_BUS_ADDRESS is not set")
            return
        }
        let connection: BusConnection
        do {
            connection = try BusConnection(address: address, loop: loop)
        } catch {
            noBus("cannot connect to D-Bus at \(address): \(error.message.isEmpty ? error.name : error.message)")
            return
        }
        self.connection = connection
        busState = .connected
        connection.onDiagnostic = { [logger] in logger.info("D-Bus: \($0)") }
        connection.onReady = { [weak self] name in
            guard let self else { return }
            backoffMillis = 1_000
            reportedNoBus = false
            lastBusError = ""
            logger.info("connected to the \(bus) as \(name)")
        }
        connection.onDisconnect = { [weak self] in self?.disconnected() }
        connection.onSignal = { [weak self] in self?.route($0) }
        for rule in ModemManagerNames.matchRules { connection.addMatch(rule) }
        run(machine.handle(.connected))
        connection.call(
            MethodCall(destination: .bus, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                       member: "GetNameOwner", arguments: [.string(ModemManagerNames.busName)]),
            timeoutMillis: Self.callTimeoutMillis
        ) { [weak self] result in
            guard let self, self.connection === connection else { return }
            // NameHasNoOwner: not running; NameOwnerChanged will tell us when it starts.
            run(machine.handle(.ownerChanged((try? result.get())?.first?.string)))
        }
    }

    private func noBus(_ reason: String) {
        busState = .noBus
        lastBusError = reason
        if reportedNoBus {
            logger.debug("\(reason); retrying in \(backoffMillis / 1000) s")
        } else {
            reportedNoBus = true
            logger.notice("\(reason); serving no ModemManager messages until it is reachable (retrying)")
        }
        scheduleReconnect()
    }

    private func disconnected() {
        guard busState == .connected else { return }
        logger.warning("lost the connection to the \(bus); reconnecting")
        connection?.close()
        connection = nil
        run(machine.handle(.disconnected))
        busState = .noBus
        lastBusError = "connection lost"
        scheduleReconnect()
    }

    private func scheduleReconnect() {
        guard busState != .stopped, reconnectTimer == nil else { return }
        let delay = backoffMillis
        backoffMillis = min(backoffMillis * 2, 60_000)
        reconnectTimer = loop.schedule(after: delay) { [weak self] in
            guard let self else { return }
            reconnectTimer = nil
            connect()
        }
    }

    // MARK: Events and actions

    private func route(_ signal: DBusSignal) {
        if let event = ModemManagerSignals.event(for: signal) { run(machine.handle(event)) }
    }

    private func run(_ actions: [ModemManagerAction]) {
        for action in actions { perform(action) }
    }

    private func perform(_ action: ModemManagerAction) {
        switch action {
        case .log(let level, let text):
            logger.log(level, text)
        case .deliver(let message):
            let sms = ReceivedSMS(
                text: message.text, sender: message.number, source: "modem:" + message.modem,
                sentMillis: message.timestamp.flatMap(SmsTimestamp.unixMillis), receivedMillis: Clock.wallMillis())
            logger.info("SMS \(message.message) from \(logger.sensitive(message.number ?? "unknown")) on \(message.modem): \(logger.sensitive(message.text))")
            deliver(sms)
        case .getManagedObjects(let owner):
            request(owner, ModemManagerNames.root.rawValue, ModemManagerNames.objectManager, "GetManagedObjects", []) {
                .managedObjects(owner: owner, ModemManagerSignals.modems(fromManagedObjects: $0.first))
            }
        case .fetch(let owner, let path):
            request(owner, path, ModemManagerNames.properties, "GetAll", [.string(ModemManagerNames.sms)]) {
                .messageFetched(owner: owner, message: path, SmsProperties($0.first?.stringKeyed ?? [:]))
            }
        case .list(let owner, let modem):
            request(owner, modem, ModemManagerNames.messaging, "List", []) {
                .listed(owner: owner, modem: modem, messages: ($0.first?.elements ?? []).compactMap { $0.objectPath?.rawValue })
            }
        case .enable(let owner, let modem):
            request(owner, modem, ModemManagerNames.modem, "Enable", [.boolean(true)]) { _ in nil }
        case .delete(let owner, let modem, let message):
            guard let path = ObjectPath(message) else {
                logger.warning("cannot delete message \(message.debugDescription): \(Self.invalidNameError): not a valid object path")
                return
            }
            request(owner, modem, ModemManagerNames.messaging, "Delete", [.objectPath(path)]) { _ in nil }
        }
    }

    /// The error name for a call that was never sent because a name in it is malformed.
    static let invalidNameError = "smswatch.Error.InvalidName"

    /// Calls `member` on ModemManager's current owner and feeds the reply to the machine.
    private func request(
        _ owner: String, _ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue],
        onSuccess: @escaping ([DBusValue]) -> ModemManagerEvent?
    ) {
        // Without a connection there is nothing to do: reconnecting starts the machine over.
        guard let connection else { return }
        guard let destination = BusName(owner), let objectPath = ObjectPath(path),
            let interfaceName = InterfaceName(interface), let memberName = MemberName(member)
        else {
            // A name ModemManager handed us that D-Bus would refuse: fail the call like any
            // other, so the machine drops the message instead of waiting for it for ever.
            run(machine.handle(.callFailed(owner: owner, call: member, path: path, errorName: Self.invalidNameError,
                                           message: "not a valid D-Bus name or object path")))
            return
        }
        let call = MethodCall(destination: destination, path: objectPath, interface: interfaceName,
                              member: memberName, arguments: arguments)
        connection.call(call, timeoutMillis: Self.callTimeoutMillis) { [weak self] result in
            guard let self, self.connection === connection else { return }
            switch result {
            case .success(let values):
                if let event = onSuccess(values) { run(machine.handle(event)) }
            case .failure(let error):
                run(machine.handle(.callFailed(owner: owner, call: member, path: path,
                                               errorName: error.name, message: error.message)))
            }
        }
    }
}
