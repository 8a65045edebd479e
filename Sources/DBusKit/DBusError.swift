internal import CDBus

/// A D-Bus error: an error reply from a peer, or a failure of the connection itself.
public struct DBusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error name, e.g. `org.freedesktop.DBus.Error.ServiceUnknown`.
    public var name: String
    /// The human-readable message that came with it (may be empty).
    public var message: String

    /// Creates an error.
    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { message.isEmpty ? name : "\(name): \(message)" }

    /// Errors DBusKit reports for itself, before anything reaches a peer.
    public static let disconnectedName = "org.freedesktop.DBus.Error.Disconnected"
    public static let invalidArgsName = "org.freedesktop.DBus.Error.InvalidArgs"
    public static let noMemoryName = "org.freedesktop.DBus.Error.NoMemory"

    static func disconnected(_ message: String = "not connected") -> DBusError {
        DBusError(name: disconnectedName, message: message)
    }

    /// Copies a set C error and frees it. The corresponding C function is `dbus_error_free`.
    static func consume(_ error: inout CDBus.DBusError, fallback: String) -> DBusError {
        defer { dbus_error_free(&error) }
        guard dbus_error_is_set(&error) != 0 else { return DBusError(name: "org.freedesktop.DBus.Error.Failed", message: fallback) }
        let name = error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
        let message = error.message.map { String(cString: $0) } ?? fallback
        return DBusError(name: name, message: message)
    }
}
