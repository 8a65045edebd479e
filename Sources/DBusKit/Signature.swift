internal import CDBus

/// A checked D-Bus type signature such as `a{sv}`.
public struct Signature: Hashable, Sendable, CustomStringConvertible {
    /// The signature as text.
    public let rawValue: String

    /// Checks `rawValue` with libdbus; nil when it is not a valid signature.
    /// The corresponding C function is `dbus_signature_validate`.
    public init?(_ rawValue: String) {
        guard !rawValue.utf8.contains(0), dbus_signature_validate(rawValue, nil) != 0 else { return nil }
        self.rawValue = rawValue
    }

    init(unchecked rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Whether the signature is exactly one complete type (what a variant or array holds).
    /// The corresponding C function is `dbus_signature_validate_single`.
    public var isSingleCompleteType: Bool { dbus_signature_validate_single(rawValue, nil) != 0 }

    public static let byte = Signature(unchecked: "y")
    public static let boolean = Signature(unchecked: "b")
    public static let int32 = Signature(unchecked: "i")
    public static let uint32 = Signature(unchecked: "u")
    public static let int64 = Signature(unchecked: "x")
    public static let uint64 = Signature(unchecked: "t")
    public static let double = Signature(unchecked: "d")
    public static let string = Signature(unchecked: "s")
    public static let objectPath = Signature(unchecked: "o")
    public static let signature = Signature(unchecked: "g")
    public static let variant = Signature(unchecked: "v")
}

extension Signature: CheckedDBusName {}
