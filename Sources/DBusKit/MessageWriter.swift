internal import CDBus

/// Appends `DBusValue`s to a message through `DBusMessageIter` (the variadic
/// `dbus_message_append_args` does not import into Swift).
enum MessageWriter {
    static func append(_ values: [DBusValue], to message: OpaquePointer) throws(DBusError) {
        let iter = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { iter.deallocate() }
        dbus_message_iter_init_append(message, iter)
        for value in values { try append(value, to: iter) }
    }

    private static func failed(_ what: String) -> DBusError {
        DBusError(name: DBusError.invalidArgsName, message: "cannot append \(what)")
    }

    private static func basic<T: BitwiseCopyable>(_ type: CInt, _ value: T, _ iter: UnsafeMutablePointer<DBusMessageIter>)
        throws(DBusError)
    {
        var copy = value
        guard dbus_message_iter_append_basic(iter, type, &copy) != 0 else { throw failed("a value of type \(type)") }
    }

    private static func text(_ type: CInt, _ text: String, _ iter: UnsafeMutablePointer<DBusMessageIter>)
        throws(DBusError)
    {
        // A NUL would silently cut the C string short.
        guard !text.utf8.contains(0) else { throw failed("a string with a NUL byte") }
        let ok = text.withCString { pointer in
            var p: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(iter, type, &p) != 0
        }
        guard ok else { throw failed("a string") }
    }

    private static func container(
        _ type: CInt, _ signature: String?, _ iter: UnsafeMutablePointer<DBusMessageIter>,
        _ body: (UnsafeMutablePointer<DBusMessageIter>) throws(DBusError) -> Void
    ) throws(DBusError) {
        let sub = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { sub.deallocate() }
        guard dbus_message_iter_open_container(iter, type, signature, sub) != 0 else {
            throw failed("a container of type \(type)")
        }
        do {
            try body(sub)
        } catch {
            dbus_message_iter_abandon_container(iter, sub)
            throw error
        }
        guard dbus_message_iter_close_container(iter, sub) != 0 else { throw failed("a container") }
    }

    static func append(_ value: DBusValue, to iter: UnsafeMutablePointer<DBusMessageIter>) throws(DBusError) {
        switch value {
        case .byte(let v): try basic(CDBUS_TYPE_BYTE, v, iter)
        case .boolean(let v): try basic(CDBUS_TYPE_BOOLEAN, dbus_bool_t(v ? 1 : 0), iter)
        case .int16(let v): try basic(CDBUS_TYPE_INT16, v, iter)
        case .uint16(let v): try basic(CDBUS_TYPE_UINT16, v, iter)
        case .int32(let v): try basic(CDBUS_TYPE_INT32, v, iter)
        case .uint32(let v): try basic(CDBUS_TYPE_UINT32, v, iter)
        case .int64(let v): try basic(CDBUS_TYPE_INT64, v, iter)
        case .uint64(let v): try basic(CDBUS_TYPE_UINT64, v, iter)
        case .double(let v): try basic(CDBUS_TYPE_DOUBLE, v, iter)
        case .string(let v): try text(CDBUS_TYPE_STRING, v, iter)
        case .objectPath(let v): try text(CDBUS_TYPE_OBJECT_PATH, v.rawValue, iter)
        case .signature(let v): try text(CDBUS_TYPE_SIGNATURE, v.rawValue, iter)
        case .variant(let inner):
            try container(CDBUS_TYPE_VARIANT, inner.signature.rawValue, iter) { sub throws(DBusError) in
                try append(inner, to: sub)
            }
        case .array(let element, let values):
            // Every element must have the declared type, or libdbus would warn and refuse.
            for v in values where v.signature != element { throw failed("array element \(v.signature) as \(element)") }
            try container(CDBUS_TYPE_ARRAY, element.rawValue, iter) { sub throws(DBusError) in
                for v in values { try append(v, to: sub) }
            }
        case .dictionary(let key, let valueType, let entries):
            for e in entries where e.key.signature != key || e.value.signature != valueType {
                throw failed("dictionary entry {\(e.key.signature)\(e.value.signature)} as {\(key)\(valueType)}")
            }
            try container(CDBUS_TYPE_ARRAY, "{" + key.rawValue + valueType.rawValue + "}", iter) { sub throws(DBusError) in
                for entry in entries {
                    try container(CDBUS_TYPE_DICT_ENTRY, nil, sub) { pair throws(DBusError) in
                        try append(entry.key, to: pair)
                        try append(entry.value, to: pair)
                    }
                }
            }
        case .structure(let fields):
            guard !fields.isEmpty else { throw failed("an empty struct") }
            try container(CDBUS_TYPE_STRUCT, nil, iter) { sub throws(DBusError) in
                for v in fields { try append(v, to: sub) }
            }
        }
    }
}
