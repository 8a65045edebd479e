/// A method call someone made to us, copied into Swift values. Connections that serve
/// objects (test doubles, benchmarks) answer it through `BusConnection.onMethodCall`.
public struct IncomingCall: Sendable, Hashable {
    /// The caller's unique name.
    public var sender: String?
    /// The object called.
    public var path: ObjectPath
    /// The interface, when the caller named one.
    public var interface: String?
    /// The method.
    public var member: String
    /// The arguments, in order.
    public var arguments: [DBusValue]

    /// Creates a call value.
    public init(sender: String?, path: ObjectPath, interface: String?, member: String, arguments: [DBusValue]) {
        self.sender = sender
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}
