/// The character rules shared by bus, interface and member names.
enum NameRules {
    static let maximumLength = 255

    static func isElementByte(_ byte: UInt8, allowHyphen: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "-"):
            return allowHyphen
        default:
            return false
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Dot-separated elements, at least two, none empty; `digitsFirst` allows an element to
    /// start with a digit (unique names).
    static func isDotted(_ bytes: ArraySlice<UInt8>, allowHyphen: Bool, digitsFirst: Bool) -> Bool {
        let elements = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard elements.count >= 2 else { return false }
        for element in elements {
            guard let first = element.first else { return false }
            if !digitsFirst && isDigit(first) { return false }
            guard element.allSatisfy({ isElementByte($0, allowHyphen: allowHyphen) }) else { return false }
        }
        return true
    }
}

/// A checked bus name: a unique name (`:1.42`) or a well-known name
/// (`org.freedesktop.ModemManager1`).
public struct BusName: Hashable, Sendable, CustomStringConvertible {
    /// The name as text.
    public let rawValue: String

    /// Checks `rawValue` against the D-Bus rules for bus names; nil when invalid.
    public init?(_ rawValue: String) {
        let bytes = Array(rawValue.utf8)
        guard !bytes.isEmpty, bytes.count <= NameRules.maximumLength else { return nil }
        if bytes[0] == UInt8(ascii: ":") {
            guard NameRules.isDotted(bytes[1...], allowHyphen: true, digitsFirst: true) else { return nil }
        } else {
            guard NameRules.isDotted(bytes[...], allowHyphen: true, digitsFirst: false) else { return nil }
        }
        self.rawValue = rawValue
    }

    init(unchecked rawValue: String) { self.rawValue = rawValue }

    /// Whether this is a unique connection name (starts with `:`).
    public var isUnique: Bool { rawValue.hasPrefix(":") }

    /// The bus itself, `org.freedesktop.DBus`.
    public static let bus = BusName(unchecked: "org.freedesktop.DBus")

    public var description: String { rawValue }
}

/// A checked interface name such as `org.freedesktop.DBus.Properties`.
public struct InterfaceName: Hashable, Sendable, CustomStringConvertible {
    /// The name as text.
    public let rawValue: String

    /// Checks `rawValue` against the D-Bus rules for interface names; nil when invalid.
    public init?(_ rawValue: String) {
        let bytes = Array(rawValue.utf8)
        guard !bytes.isEmpty, bytes.count <= NameRules.maximumLength,
            NameRules.isDotted(bytes[...], allowHyphen: false, digitsFirst: false)
        else { return nil }
        self.rawValue = rawValue
    }

    init(unchecked rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}

/// A checked member (method or signal) name such as `GetManagedObjects`.
public struct MemberName: Hashable, Sendable, CustomStringConvertible {
    /// The name as text.
    public let rawValue: String

    /// Checks `rawValue` against the D-Bus rules for member names; nil when invalid.
    public init?(_ rawValue: String) {
        let bytes = Array(rawValue.utf8)
        guard let first = bytes.first, bytes.count <= NameRules.maximumLength, !NameRules.isDigit(first),
            bytes.allSatisfy({ NameRules.isElementByte($0, allowHyphen: false) })
        else { return nil }
        self.rawValue = rawValue
    }

    init(unchecked rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}

/// A name, path or signature that D-Bus checks: made from a string only when it is valid.
public protocol CheckedDBusName: ExpressibleByStringLiteral {
    /// The name, or nil when `rawValue` is not a valid one.
    init?(_ rawValue: String)
}

extension CheckedDBusName {
    /// A literal name; a literal that is not a valid name is a programmer error and traps.
    public init(stringLiteral value: String) {
        guard let name = Self(value) else { preconditionFailure("invalid \(Self.self) literal \(value)") }
        self = name
    }
}

extension BusName: CheckedDBusName {}
extension InterfaceName: CheckedDBusName {}
extension MemberName: CheckedDBusName {}
extension ObjectPath: CheckedDBusName {}
