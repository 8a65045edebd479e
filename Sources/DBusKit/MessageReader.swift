internal import CDBus
internal import Glibc

/// Decodes a message's arguments into `DBusValue`s through `DBusMessageIter`.
///
/// Bad data never traps: a value DBusKit does not accept (a Unix fd, nesting deeper than
/// `maximumDepth`) is reported through `diagnose` and left out.
enum MessageReader {
    /// Deeper nesting is skipped. libdbus itself refuses more than 32 levels per type on the
    /// wire; the cap keeps our recursion bounded whatever libdbus accepts.
    static let maximumDepth = 64

    static func arguments(
        of message: OpaquePointer, depthLimit limit: Int = maximumDepth, diagnose: (String) -> Void
    ) -> [DBusValue] {
        let iter = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { iter.deallocate() }
        guard dbus_message_iter_init(message, iter) != 0 else { return [] }
        return readAll(iter, depth: 0, limit: limit, diagnose: diagnose)
    }

    private static func readAll(
        _ iter: UnsafeMutablePointer<DBusMessageIter>, depth: Int, limit: Int, diagnose: (String) -> Void
    ) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(iter) != CDBUS_TYPE_INVALID {
            if let value = readOne(iter, depth: depth, limit: limit, diagnose: diagnose) { values.append(value) }
            if dbus_message_iter_next(iter) == 0 { break }
        }
        return values
    }

    private static func recursing<T>(
        _ iter: UnsafeMutablePointer<DBusMessageIter>, _ body: (UnsafeMutablePointer<DBusMessageIter>) -> T
    ) -> T {
        let sub = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { sub.deallocate() }
        dbus_message_iter_recurse(iter, sub)
        return body(sub)
    }

    /// The signature of the value under `iter`. The corresponding C function is
    /// `dbus_message_iter_get_signature`.
    private static func signature(_ iter: UnsafeMutablePointer<DBusMessageIter>) -> String {
        guard let raw = dbus_message_iter_get_signature(iter) else { return "" }
        defer { dbus_free(raw) }
        return String(cString: raw)
    }

    private static func text(_ iter: UnsafeMutablePointer<DBusMessageIter>) -> String {
        var basic = DBusBasicValue()
        dbus_message_iter_get_basic(iter, &basic)
        guard let pointer = basic.str else { return "" }
        // libdbus validated UTF-8 on receipt; decoding with repair costs nothing extra.
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
    }

    private static func readOne(
        _ iter: UnsafeMutablePointer<DBusMessageIter>, depth: Int, limit: Int, diagnose: (String) -> Void
    ) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(iter)
        var basic = DBusBasicValue()
        switch type {
        case CDBUS_TYPE_BYTE: dbus_message_iter_get_basic(iter, &basic); return .byte(basic.byt)
        case CDBUS_TYPE_BOOLEAN: dbus_message_iter_get_basic(iter, &basic); return .boolean(basic.bool_val != 0)
        case CDBUS_TYPE_INT16: dbus_message_iter_get_basic(iter, &basic); return .int16(basic.i16)
        case CDBUS_TYPE_UINT16: dbus_message_iter_get_basic(iter, &basic); return .uint16(basic.u16)
        case CDBUS_TYPE_INT32: dbus_message_iter_get_basic(iter, &basic); return .int32(basic.i32)
        case CDBUS_TYPE_UINT32: dbus_message_iter_get_basic(iter, &basic); return .uint32(basic.u32)
        case CDBUS_TYPE_INT64: dbus_message_iter_get_basic(iter, &basic); return .int64(Int64(basic.i64))
        case CDBUS_TYPE_UINT64: dbus_message_iter_get_basic(iter, &basic); return .uint64(UInt64(basic.u64))
        case CDBUS_TYPE_DOUBLE: dbus_message_iter_get_basic(iter, &basic); return .double(basic.dbl)
        case CDBUS_TYPE_STRING: return .string(text(iter))
        case CDBUS_TYPE_OBJECT_PATH: return .objectPath(ObjectPath(unchecked: text(iter)))
        case CDBUS_TYPE_SIGNATURE: return .signature(Signature(unchecked: text(iter)))
        case CDBUS_TYPE_UNIX_FD:
            // libdbus hands out a duplicate that we would own; we have no use for it.
            dbus_message_iter_get_basic(iter, &basic)
            if basic.fd >= 0 { close(basic.fd) }
            diagnose("skipped a Unix fd argument")
            return nil
        default:
            break
        }
        guard depth < limit else {
            diagnose("skipped a value nested deeper than \(limit) levels")
            return nil
        }
        switch type {
        case CDBUS_TYPE_VARIANT:
            let inner = recursing(iter) { readAll($0, depth: depth + 1, limit: limit, diagnose: diagnose) }
            guard inner.count == 1 else { diagnose("skipped a malformed variant"); return nil }
            return .variant(inner[0])
        case CDBUS_TYPE_STRUCT:
            return .structure(recursing(iter) { readAll($0, depth: depth + 1, limit: limit, diagnose: diagnose) })
        case CDBUS_TYPE_ARRAY:
            return readArray(iter, depth: depth, limit: limit, diagnose: diagnose)
        default:
            diagnose("skipped an argument of unknown type \(type)")
            return nil
        }
    }

    private static func readArray(
        _ iter: UnsafeMutablePointer<DBusMessageIter>, depth: Int, limit: Int, diagnose: (String) -> Void
    ) -> DBusValue? {
        let full = signature(iter)
        let element = String(full.dropFirst())
        if dbus_message_iter_get_element_type(iter) == CDBUS_TYPE_DICT_ENTRY {
            // `a{kv}`: split the entry signature into its key (one basic type) and value.
            let inside = element.dropFirst().dropLast()
            guard let keyChar = inside.first else { diagnose("skipped a malformed dictionary"); return nil }
            let key = Signature(unchecked: String(keyChar))
            let value = Signature(unchecked: String(inside.dropFirst()))
            var entries: [DBusDictEntry] = []
            recursing(iter) { sub in
                while dbus_message_iter_get_arg_type(sub) == CDBUS_TYPE_DICT_ENTRY {
                    let pair = recursing(sub) { readAll($0, depth: depth + 2, limit: limit, diagnose: diagnose) }
                    if pair.count == 2 {
                        entries.append(DBusDictEntry(key: pair[0], value: pair[1]))
                    } else {
                        diagnose("skipped a dictionary entry")
                    }
                    if dbus_message_iter_next(sub) == 0 { break }
                }
            }
            return .dictionary(key: key, value: value, entries)
        }
        if element == "y" {
            // Byte arrays (an SMS's Data) in one copy rather than one call per byte.
            return recursing(iter) { sub in
                var pointer: UnsafeMutableRawPointer?
                var count: CInt = 0
                withUnsafeMutablePointer(to: &pointer) { p in
                    dbus_message_iter_get_fixed_array(sub, p, &count)
                }
                guard let pointer, count > 0 else { return .array(element: .byte, []) }
                let bytes = UnsafeRawBufferPointer(start: pointer, count: Int(count))
                return .array(element: .byte, bytes.map { DBusValue.byte($0) })
            }
        }
        let values = recursing(iter) { readAll($0, depth: depth + 1, limit: limit, diagnose: diagnose) }
        return .array(element: Signature(unchecked: element), values)
    }
}
