internal import CDBus

/// A method call waiting for its reply: the one Swift owner of its `DBusPendingCall *`.
///
/// libdbus holds one retained reference to this box as the notify data (released through
/// the free function), so the notify callback always finds it alive.
final class PendingReply {
    let id: UInt64
    weak var connection: BusConnection?
    var raw: OpaquePointer?
    let completion: (Result<[DBusValue], DBusError>) -> Void

    init(id: UInt64, connection: BusConnection, completion: @escaping (Result<[DBusValue], DBusError>) -> Void) {
        self.id = id
        self.connection = connection
        self.completion = completion
    }

    /// Registers the notify function. The corresponding C function is `dbus_pending_call_set_notify`.
    func attach(to pending: OpaquePointer) -> Bool {
        raw = pending
        return dbus_pending_call_set_notify(
            pending,
            { _, data in
                guard let data else { return }
                let box = Unmanaged<PendingReply>.fromOpaque(data).takeUnretainedValue()
                box.connection?.complete(box)
            },
            Unmanaged.passRetained(self).toOpaque(),
            { data in
                guard let data else { return }
                Unmanaged<PendingReply>.fromOpaque(data).release()
            }) != 0
    }

    /// The reply, copied into Swift values; drops our reference to the pending call.
    /// The corresponding C functions are `dbus_pending_call_steal_reply` and `dbus_pending_call_unref`.
    func takeResult(diagnose: (String) -> Void) -> Result<[DBusValue], DBusError> {
        guard let pending = raw else { return .failure(.disconnected()) }
        raw = nil
        defer { dbus_pending_call_unref(pending) }
        guard let reply = dbus_pending_call_steal_reply(pending) else {
            return .failure(DBusError(name: "org.freedesktop.DBus.Error.NoReply", message: "no reply"))
        }
        let message = Message(adopting: reply)
        if let error = message.replyError() { return .failure(error) }
        return .success(message.arguments(diagnose: diagnose))
    }

    /// Forgets the call without a callback. The corresponding C function is `dbus_pending_call_cancel`.
    func cancel() {
        guard let pending = raw else { return }
        raw = nil
        dbus_pending_call_cancel(pending)
        dbus_pending_call_unref(pending)
    }
}
