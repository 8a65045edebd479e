/// A method call to send: where it goes and what it carries.
public struct MethodCall: Sendable, Hashable {
    /// The peer: a well-known or unique name (nil only on peer-to-peer connections).
    public var destination: BusName?
    /// The object the method is called on.
    public var path: ObjectPath
    /// The interface; nil lets the peer pick (discouraged).
    public var interface: InterfaceName?
    /// The method.
    public var member: MemberName
    /// The arguments, in order.
    public var arguments: [DBusValue]

    /// Creates a call.
    public init(
        destination: BusName?, path: ObjectPath, interface: InterfaceName?, member: MemberName,
        arguments: [DBusValue] = []
    ) {
        self.destination = destination
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}
