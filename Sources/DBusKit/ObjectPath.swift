/// A checked D-Bus object path such as `/org/freedesktop/ModemManager1/Modem/0`.
///
/// Checked on construction so that libdbus never sees an invalid path (it would reject the
/// message, or warn and abort with fatal warnings on).
public struct ObjectPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path as text.
    public let rawValue: String

    /// Checks `rawValue` against the D-Bus rules: `/`, or `/`-separated non-empty elements
    /// of `[A-Za-z0-9_]` with no trailing slash. Returns nil otherwise.
    public init?(_ rawValue: String) {
        guard Self.isValid(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// For text libdbus already validated (paths read from a received message).
    init(unchecked rawValue: String) { self.rawValue = rawValue }

    /// The root path `/`.
    public static let root = ObjectPath(unchecked: "/")

    public var description: String { rawValue }

    public static func < (lhs: ObjectPath, rhs: ObjectPath) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether `self` is `namespace` or lies below it (the `path_namespace` match rule test).
    public func isInNamespace(_ namespace: ObjectPath) -> Bool {
        if namespace.rawValue == "/" || rawValue == namespace.rawValue { return true }
        return rawValue.hasPrefix(namespace.rawValue + "/")
    }

    /// The last element (`0` for `/org/…/Modem/0`), empty for the root.
    public var lastElement: Substring {
        rawValue.split(separator: "/").last ?? ""
    }

    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != UInt8(ascii: "/") else { return false }
        var previousWasSlash = false
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if previousWasSlash { return false }
                previousWasSlash = true
            } else {
                guard NameRules.isElementByte(byte, allowHyphen: false) else { return false }
                previousWasSlash = false
            }
        }
        return true
    }
}
