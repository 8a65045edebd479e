/// One D-Bus value as a Swift value: what every received message is decoded into, and what
/// method-call arguments are built from. Holds no libdbus memory.
public indirect enum DBusValue: Hashable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(ObjectPath)
    case signature(Signature)
    /// A value with its type carried alongside (`v`).
    case variant(DBusValue)
    /// An array whose elements all have the type `element` (kept so empty arrays encode).
    case array(element: Signature, [DBusValue])
    /// An array of dict entries, `a{kv}`, in wire order.
    case dictionary(key: Signature, value: Signature, [DBusDictEntry])
    /// A struct, `(…)`.
    case structure([DBusValue])

    /// The value's D-Bus type signature.
    public var signature: Signature {
        switch self {
        case .byte: .byte
        case .boolean: .boolean
        case .int16: Signature(unchecked: "n")
        case .uint16: Signature(unchecked: "q")
        case .int32: .int32
        case .uint32: .uint32
        case .int64: .int64
        case .uint64: .uint64
        case .double: .double
        case .string: .string
        case .objectPath: .objectPath
        case .signature: .signature
        case .variant: .variant
        case .array(let element, _): Signature(unchecked: "a" + element.rawValue)
        case .dictionary(let key, let value, _): Signature(unchecked: "a{" + key.rawValue + value.rawValue + "}")
        case .structure(let fields): Signature(unchecked: "(" + fields.map(\.signature.rawValue).joined() + ")")
        }
    }
}

/// One entry of a D-Bus dictionary.
public struct DBusDictEntry: Hashable, Sendable {
    /// The key, a basic type.
    public var key: DBusValue
    /// The value.
    public var value: DBusValue

    /// Creates an entry.
    public init(key: DBusValue, value: DBusValue) {
        self.key = key
        self.value = value
    }
}

extension DBusValue {
    /// The value inside any number of variants.
    public var unwrapped: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// The text of a string, object path or signature (through variants); nil otherwise.
    public var string: String? {
        switch unwrapped {
        case .string(let s): s
        case .objectPath(let p): p.rawValue
        case .signature(let s): s.rawValue
        default: nil
        }
    }

    /// An object path (through variants); nil otherwise.
    public var objectPath: ObjectPath? {
        if case .objectPath(let p) = unwrapped { return p }
        return nil
    }

    /// A boolean (through variants); nil otherwise.
    public var bool: Bool? {
        if case .boolean(let b) = unwrapped { return b }
        return nil
    }

    /// Any integer type (through variants) that fits in an `Int64`; nil otherwise.
    public var integer: Int64? {
        switch unwrapped {
        case .byte(let v): Int64(v)
        case .int16(let v): Int64(v)
        case .uint16(let v): Int64(v)
        case .int32(let v): Int64(v)
        case .uint32(let v): Int64(v)
        case .int64(let v): v
        case .uint64(let v): Int64(exactly: v)
        default: nil
        }
    }

    /// The elements of an array (through variants); nil otherwise.
    public var elements: [DBusValue]? {
        if case .array(_, let values) = unwrapped { return values }
        return nil
    }

    /// A dictionary with string keys (`a{sv}`, `a{sa{sv}}`, …) as a Swift dictionary, the
    /// values' variants removed. A repeated key keeps its last value. Nil for other values.
    public var stringKeyed: [String: DBusValue]? {
        guard case .dictionary(_, _, let entries) = unwrapped else { return nil }
        var result: [String: DBusValue] = [:]
        for entry in entries {
            guard let key = entry.key.string else { return nil }
            result[key] = entry.value.unwrapped
        }
        return result
    }

    /// An `a{sv}` dictionary built from Swift pairs, each value wrapped in a variant.
    public static func properties(_ pairs: KeyValuePairs<String, DBusValue>) -> DBusValue {
        .dictionary(
            key: .string, value: .variant,
            pairs.map { DBusDictEntry(key: .string($0.key), value: .variant($0.value)) })
    }

    /// An `as` array of strings.
    public static func strings(_ values: [String]) -> DBusValue {
        .array(element: .string, values.map { .string($0) })
    }
}
