internal import Glibc

/// Which message bus the ModemManager source connects to.
public enum BusSelector: Sendable, Equatable, CustomStringConvertible {
    /// The system bus: `DBUS_SYSTEM_BUS_ADDRESS` when set, else `/run/dbus/system_bus_socket`.
    case system
    /// The session bus of `DBUS_SESSION_BUS_ADDRESS`.
    case session
    /// An explicit D-Bus address such as `unix:path=/tmp/bus` or `unix:abstract=…`.
    case address(String)

    /// Parses a `--bus` argument: `system`, `session`, or an address (`transport:key=value…`).
    public init?(argument: String) {
        switch argument {
        case "system": self = .system
        case "session": self = .session
        default:
            guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex,
                argument[argument.index(after: colon)...].contains("=")
            else { return nil }
            self = .address(argument)
        }
    }

    /// The address to connect to now (environment read at each call: reconnects see changes),
    /// or nil when the session bus has no address.
    public var resolvedAddress: String? {
        switch self {
        case .system:
            if let env = getenv("DBUS_SYSTEM_BUS_ADDRESS"), env.pointee != 0 { return String(cString: env) }
            return "unix:path=/run/dbus/system_bus_socket"
        case .session:
            if let env = getenv("DBUS_SESSION_BUS_ADDRESS"), env.pointee != 0 { return String(cString: env) }
            return nil
        case .address(let address):
            return address
        }
    }

    public var description: String {
        switch self {
        case .system: "system bus"
        case .session: "session bus"
        case .address(let address): address
        }
    }
}
