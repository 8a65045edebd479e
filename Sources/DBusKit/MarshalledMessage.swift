/// Decoding of a message in D-Bus wire format: what arrives from the bus, as bytes.
///
/// The daemon never needs this (libdbus hands it parsed messages); it exists so that the
/// decoder that turns bus data into `DBusValue`s can be fuzzed with arbitrary bytes.
public enum MarshalledMessage {
    /// The arguments of the message whose wire form is `bytes`; an error for bytes libdbus
    /// rejects. Never traps. The corresponding C function is `dbus_message_demarshal`.
    public static func arguments(_ bytes: [UInt8]) -> Result<[DBusValue], DBusError> {
        Result { () throws(DBusError) -> [DBusValue] in try Message.demarshal(bytes).arguments() }
    }

    /// The wire form of a signal carrying `arguments`, for seeds and round-trip tests.
    public static func signal(path: ObjectPath, interface: InterfaceName, member: MemberName,
                              arguments: [DBusValue]) throws(DBusError) -> [UInt8] {
        try Message.signal(path: path, interface: interface, member: member, arguments: arguments).marshal()
    }
}
