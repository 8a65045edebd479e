/// A received signal, copied out of libdbus into Swift values.
public struct DBusSignal: Sendable, Hashable {
    /// The sending connection's unique name (`:1.42`); nil on peer-to-peer connections.
    public var sender: String?
    /// The object that emitted it.
    public var path: ObjectPath
    /// The signal's interface.
    public var interface: String
    /// The signal's name.
    public var member: String
    /// The arguments, in order.
    public var arguments: [DBusValue]

    /// Creates a signal value (tests build them by hand).
    public init(sender: String?, path: ObjectPath, interface: String, member: String, arguments: [DBusValue]) {
        self.sender = sender
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}
