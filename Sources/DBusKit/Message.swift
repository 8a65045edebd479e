internal import CDBus

/// The one Swift owner of a `DBusMessage *`: it holds one reference and drops it on deinit.
///
/// Internal: only copied Swift values (`DBusSignal`, `[DBusValue]`) leave DBusKit.
final class Message {
    let raw: OpaquePointer

    /// Takes over a reference the caller owns (a `new_…` result or a stolen reply).
    init(adopting raw: OpaquePointer) { self.raw = raw }

    /// Takes a new reference to a message libdbus lends us (a filter argument).
    /// The corresponding C function is `dbus_message_ref`.
    init(borrowing raw: OpaquePointer) { self.raw = dbus_message_ref(raw) }

    deinit { dbus_message_unref(raw) }

    /// A method call. The corresponding C function is `dbus_message_new_method_call`.
    static func methodCall(_ call: MethodCall) throws(DBusError) -> Message {
        guard let raw = dbus_message_new_method_call(
            call.destination?.rawValue, call.path.rawValue, call.interface?.rawValue, call.member.rawValue)
        else { throw DBusError(name: DBusError.noMemoryName, message: "cannot allocate a method call") }
        let message = Message(adopting: raw)
        try message.append(call.arguments)
        return message
    }

    /// A signal. The corresponding C function is `dbus_message_new_signal`.
    static func signal(path: ObjectPath, interface: InterfaceName, member: MemberName, arguments: [DBusValue])
        throws(DBusError) -> Message
    {
        guard let raw = dbus_message_new_signal(path.rawValue, interface.rawValue, member.rawValue) else {
            throw DBusError(name: DBusError.noMemoryName, message: "cannot allocate a signal")
        }
        let message = Message(adopting: raw)
        try message.append(arguments)
        return message
    }

    /// Rebuilds a message from its wire form; bad bytes give an error, never a trap.
    /// The corresponding C function is `dbus_message_demarshal`.
    static func demarshal(_ bytes: [UInt8]) throws(DBusError) -> Message {
        var error = CDBus_error_init()
        let raw = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                dbus_message_demarshal($0, CInt(buffer.count), &error)
            }
        }
        guard let raw else { throw DBusError.consume(&error, fallback: "cannot demarshal message") }
        return Message(adopting: raw)
    }

    /// The wire form. The corresponding C function is `dbus_message_marshal`.
    func marshal() -> [UInt8] {
        // A message that was never sent has serial 0, which demarshalling rejects.
        if dbus_message_get_serial(raw) == 0 { dbus_message_set_serial(raw, 1) }
        var bytes: UnsafeMutablePointer<CChar>?
        var count: CInt = 0
        guard dbus_message_marshal(raw, &bytes, &count) != 0, let bytes else { return [] }
        defer { dbus_free(bytes) }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(count)))
        }
    }

    /// Appends arguments. The corresponding C function is `dbus_message_iter_append_basic`.
    func append(_ values: [DBusValue]) throws(DBusError) {
        try MessageWriter.append(values, to: raw)
    }

    /// Decodes all arguments; values libdbus cannot give us safely are skipped and reported.
    func arguments(depthLimit: Int = MessageReader.maximumDepth, diagnose: (String) -> Void = { _ in }) -> [DBusValue] {
        MessageReader.arguments(of: raw, depthLimit: depthLimit, diagnose: diagnose)
    }

    var type: CInt { dbus_message_get_type(raw) }
    var path: String? { dbus_message_get_path(raw).map { String(cString: $0) } }
    var interface: String? { dbus_message_get_interface(raw).map { String(cString: $0) } }
    var member: String? { dbus_message_get_member(raw).map { String(cString: $0) } }
    var sender: String? { dbus_message_get_sender(raw).map { String(cString: $0) } }
    var errorName: String? { dbus_message_get_error_name(raw).map { String(cString: $0) } }

    /// The error carried by an error reply: its name and first string argument.
    func replyError() -> DBusError? {
        guard type == CDBUS_MESSAGE_TYPE_ERROR else { return nil }
        let text = arguments().first?.string ?? ""
        return DBusError(name: errorName ?? "org.freedesktop.DBus.Error.Failed", message: text)
    }
}
