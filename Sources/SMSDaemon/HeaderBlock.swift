/// A block of `Key: value` lines ended by a blank line, as smstools3 and plain files use.
struct HeaderBlock {
    /// Lower-cased keys and their values, in file order.
    var fields: [(String, String)]

    subscript(key: String) -> String? {
        fields.first { $0.0 == key }?.1
    }

    /// smstools3 always writes `From:` and at least one of its own headers.
    var looksLikeSmstools3: Bool {
        guard self["from"] != nil else { return false }
        let own: Set = ["sent", "received", "alphabet", "from_smsc", "from_toa", "imsi", "modem", "udh", "length", "subject", "report", "flash"]
        return fields.contains { own.contains($0.0) }
    }

    /// Splits `bytes` into a header block and the offset where the body starts.
    /// Returns nil headers when the file does not start with `Key: value` lines and a blank line.
    static func split(_ bytes: [UInt8]) -> (HeaderBlock?, Int) {
        var fields: [(String, String)] = []
        var lineStart = 0
        var index = 0
        while index < bytes.count && index < 4096 {
            guard bytes[index] == UInt8(ascii: "\n") else { index += 1; continue }
            var line = bytes[lineStart..<index]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if line.isEmpty {
                return fields.isEmpty ? (nil, 0) : (HeaderBlock(fields: fields), index + 1)
            }
            guard let field = parseField(line) else { return (nil, 0) }
            fields.append(field)
            index += 1
            lineStart = index
        }
        return (nil, 0)
    }

    /// `Key: value` where the key is a short run of letters, digits, `_` and `-`.
    private static func parseField(_ line: ArraySlice<UInt8>) -> (String, String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex, colon - line.startIndex <= 32 else {
            return nil
        }
        let key = line[line.startIndex..<colon]
        guard key.allSatisfy({ b in
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D
        }) else { return nil }
        guard let value = String(validating: line[(colon + 1)...], as: UTF8.self)
            ?? Optional(TextDecoding.iso8859_15(Array(line[(colon + 1)...])))
        else { return nil }
        return (String(decoding: key, as: UTF8.self).lowercased(), value.trimmingSpaces)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(scalars[first...last])
    }
}
