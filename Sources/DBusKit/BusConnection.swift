internal import CDBus
public import UnixKit

/// A private connection to a message bus, driven by an `EventLoop`.
///
/// Everything happens on the loop's thread: libdbus's sockets and timeouts are loop
/// registrations, received messages are dispatched from `runSoon` work, method calls are
/// asynchronous with timeouts, and nothing blocks. Only copied Swift values come out.
/// Not thread-safe by design, like the loop.
public final class BusConnection {
    /// The loop the connection runs on.
    public let loop: EventLoop
    /// The unique name the bus gave us (`:1.42`), once `Hello` is answered.
    public private(set) var uniqueName: String?
    /// Every signal received, in order.
    public var onSignal: ((DBusSignal) -> Void)?
    /// Called once, from the loop, when the connection is lost (not after `close()`).
    public var onDisconnect: (() -> Void)?
    /// Called once when the bus answered `Hello`, with our unique name.
    public var onReady: ((String) -> Void)?
    /// Receives problems worth a log line: skipped bad data, failed match rules.
    public var onDiagnostic: ((String) -> Void)?
    /// Answers method calls made to us: the reply's arguments, an error, or nil for
    /// "no such method" (libdbus then answers `UnknownMethod`).
    public var onMethodCall: ((IncomingCall) -> Result<[DBusValue], DBusError>?)?

    private var raw: OpaquePointer?
    private let binding: LoopBinding
    private var pending: [UInt64: PendingReply] = [:]
    private var nextPendingID: UInt64 = 0
    private var drainScheduled = false
    private var dispatching = false
    private var closeRequested = false
    private var disconnectReported = false

    /// Opens a private connection to the bus at `address` (`unix:path=…`) and says `Hello`
    /// asynchronously. Exit-on-disconnect is off: losing the bus is reported through
    /// `onDisconnect`, never by ending the process.
    /// The corresponding C function is `dbus_connection_open_private`.
    public init(address: String, loop: EventLoop) throws(DBusError) {
        self.loop = loop
        binding = LoopBinding(loop: loop)
        var error = CDBus_error_init()
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw DBusError.consume(&error, fallback: "cannot connect to \(address)")
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        raw = connection
        binding.wantsDispatch = { [weak self] in self?.scheduleDrain() }
        binding.diagnose = { [weak self] in self?.onDiagnostic?($0) }
        guard binding.install(on: connection),
            dbus_connection_add_filter(connection, Self.filter, Unmanaged.passUnretained(self).toOpaque(), nil) != 0
        else {
            close()
            throw DBusError(name: DBusError.noMemoryName, message: "cannot set up the connection to \(address)")
        }
        // Hello must be the first message; later sends queue behind it.
        call(MethodCall(destination: .bus, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "Hello")) {
            [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let values):
                uniqueName = values.first?.string
                if let name = uniqueName { onReady?(name) }
            case .failure(let error):
                onDiagnostic?("Hello failed: \(error)")
            }
        }
        scheduleDrain()
    }

    deinit { close() }

    /// Whether the connection is open (not closed, not known to be lost).
    public var isOpen: Bool { raw != nil && !disconnectReported }

    /// Closes the connection: pending calls are dropped without callbacks, the loop
    /// registrations go away, and the last reference is released.
    /// The corresponding C functions are `dbus_connection_close` and `dbus_connection_unref`.
    public func close() {
        if dispatching {
            closeRequested = true
            return
        }
        guard let connection = raw else { return }
        raw = nil
        for reply in pending.values { reply.cancel() }
        pending = [:]
        dbus_connection_remove_filter(connection, Self.filter, Unmanaged.passUnretained(self).toOpaque())
        binding.uninstall(from: connection)
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Calls a method; `reply` runs on the loop with the reply's arguments or the error,
    /// after at most `timeoutMillis` (libdbus then reports `NoReply`).
    /// The corresponding C function is `dbus_connection_send_with_reply`.
    public func call(
        _ call: MethodCall, timeoutMillis: Int32 = 25_000,
        reply: @escaping (Result<[DBusValue], DBusError>) -> Void
    ) {
        let message: Message
        do {
            message = try Message.methodCall(call)
        } catch {
            loop.runSoon { reply(.failure(error)) }
            return
        }
        var pendingCall: OpaquePointer?
        guard let connection = raw, dbus_connection_send_with_reply(connection, message.raw, &pendingCall, timeoutMillis) != 0,
            let pendingCall
        else {
            loop.runSoon { reply(.failure(.disconnected())) }
            return
        }
        nextPendingID += 1
        let box = PendingReply(id: nextPendingID, connection: self, completion: reply)
        guard box.attach(to: pendingCall) else {
            dbus_pending_call_cancel(pendingCall)
            dbus_pending_call_unref(pendingCall)
            loop.runSoon { reply(.failure(DBusError(name: DBusError.noMemoryName, message: "cannot wait for a reply"))) }
            return
        }
        pending[box.id] = box
    }

    /// Called from the notify callback (inside dispatch, lock released).
    func complete(_ box: PendingReply) {
        guard pending.removeValue(forKey: box.id) != nil else { return }
        let result = box.takeResult { [weak self] in self?.onDiagnostic?($0) }
        box.completion(result)
    }

    /// Sends a signal. The corresponding C function is `dbus_connection_send`.
    public func emit(path: ObjectPath, interface: InterfaceName, member: MemberName, arguments: [DBusValue])
        throws(DBusError)
    {
        let message = try Message.signal(path: path, interface: interface, member: member, arguments: arguments)
        guard let connection = raw, dbus_connection_send(connection, message.raw, nil) != 0 else {
            throw DBusError.disconnected()
        }
    }

    /// Asks the bus to route signals matching `rule` to us. Asynchronous; a refusal is
    /// reported through `onDiagnostic` and `completion`. (`dbus_bus_add_match` would block.)
    public func addMatch(_ rule: MatchRule, completion: ((DBusError?) -> Void)? = nil) {
        let text = rule.description
        call(MethodCall(
            destination: .bus, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "AddMatch", arguments: [.string(text)])
        ) { [weak self] result in
            if case .failure(let error) = result { self?.onDiagnostic?("AddMatch \(text) failed: \(error)") }
            completion?(result.failure)
        }
    }

    /// Asks the bus for a well-known name (for connections that serve objects).
    /// Asynchronous; `completion` gets the bus's answer code (1: primary owner) or the error.
    public func requestName(_ name: BusName, completion: @escaping (Result<UInt32, DBusError>) -> Void) {
        call(MethodCall(
            destination: .bus, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "RequestName", arguments: [.string(name.rawValue), .uint32(4)])
        ) { result in
            completion(result.map { values in values.first?.integer.flatMap(UInt32.init(exactly:)) ?? 0 })
        }
    }

    // MARK: Dispatching

    private func scheduleDrain() {
        guard !drainScheduled else { return }
        drainScheduled = true
        loop.runSoon { [weak self] in self?.drain() }
    }

    /// Dispatches until libdbus has nothing left. The corresponding C function is
    /// `dbus_connection_dispatch`.
    private func drain() {
        drainScheduled = false
        guard let connection = raw else { return }
        dispatching = true
        dbus_connection_ref(connection)
        while !closeRequested, dbus_connection_dispatch(connection) == DBUS_DISPATCH_DATA_REMAINS {}
        dbus_connection_unref(connection)
        dispatching = false
        if closeRequested {
            closeRequested = false
            close()
        }
    }

    private static let filter: DBusHandleMessageFunction = { _, message, data in
        guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let connection = Unmanaged<BusConnection>.fromOpaque(data).takeUnretainedValue()
        let handled = connection.received(Message(borrowing: message))
        return handled ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
    }

    private func received(_ message: Message) -> Bool {
        if message.type == CDBUS_MESSAGE_TYPE_METHOD_CALL { return answer(message) }
        guard message.type == CDBUS_MESSAGE_TYPE_SIGNAL else { return false }
        let interface = message.interface ?? ""
        let member = message.member ?? ""
        if interface == "org.freedesktop.DBus.Local" && member == "Disconnected" {
            guard !disconnectReported else { return false }
            disconnectReported = true
            // Not from inside dispatch: the handler will close us.
            loop.runSoon { [weak self] in self?.onDisconnect?() }
            return false
        }
        guard let path = message.path else { return false }
        let signal = DBusSignal(
            sender: message.sender, path: ObjectPath(unchecked: path), interface: interface, member: member,
            arguments: message.arguments { [weak self] in self?.onDiagnostic?("\(interface).\(member): \($0)") })
        onSignal?(signal)
        return false
    }

    /// Runs `onMethodCall` and sends its answer. The corresponding C functions are
    /// `dbus_message_new_method_return` and `dbus_message_new_error`.
    private func answer(_ message: Message) -> Bool {
        guard let handler = onMethodCall, let path = message.path, let member = message.member else { return false }
        let call = IncomingCall(
            sender: message.sender, path: ObjectPath(unchecked: path), interface: message.interface,
            member: member, arguments: message.arguments { [weak self] in self?.onDiagnostic?("\(member): \($0)") })
        guard let result = handler(call) else { return false }
        guard dbus_message_get_no_reply(message.raw) == 0, let connection = raw else { return true }
        var reply: Message?
        switch result {
        case .success(let values):
            if let raw = dbus_message_new_method_return(message.raw) {
                reply = Message(adopting: raw)
                do { try reply?.append(values) } catch {
                    onDiagnostic?("cannot answer \(member): \(error)")
                    reply = dbus_message_new_error(message.raw, error.name, error.message).map(Message.init(adopting:))
                }
            }
        case .failure(let error):
            reply = dbus_message_new_error(message.raw, error.name, error.message).map(Message.init(adopting:))
        }
        if let reply { _ = dbus_connection_send(connection, reply.raw, nil) }
        return true
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
