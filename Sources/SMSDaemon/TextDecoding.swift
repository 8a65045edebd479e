/// Byte-to-text decoders for the encodings SMS tools write, without Foundation.
enum TextDecoding {
    /// UTF-16 with a byte-order mark; nil without one or when the text is malformed.
    static func utf16WithBOM(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFE && bytes[1] == 0xFF { return utf16(Array(bytes[2...]), bigEndian: true) }
        if bytes[0] == 0xFF && bytes[1] == 0xFE { return utf16(Array(bytes[2...]), bigEndian: false) }
        return nil
    }

    /// UTF-16 without a mark, recognised by its zero bytes (mostly-Latin text has a zero in
    /// every other byte). Nil when the bytes do not look like UTF-16.
    static func utf16Sniffed(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        var evenZeros = 0, oddZeros = 0
        for (i, b) in bytes.enumerated() where b == 0 {
            if i % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        guard evenZeros + oddZeros > 0 else { return nil }
        return utf16(bytes, bigEndian: evenZeros >= oddZeros)
    }

    /// Strict UTF-16 decoding; nil on odd length or unpaired surrogates.
    static func utf16(_ bytes: [UInt8], bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 0
        while i + 1 < bytes.count {
            let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            i += 2
        }
        var scalars = String.UnicodeScalarView()
        var decoder = UTF16()
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 { return nil }
                scalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        return String(scalars)
    }

    /// ISO-8859-15: Latin-1 with the euro sign and seven other changes. Never fails.
    static func iso8859_15(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        for b in bytes {
            let value: UInt32 = switch b {
            case 0xA4: 0x20AC
            case 0xA6: 0x0160
            case 0xA8: 0x0161
            case 0xB4: 0x017D
            case 0xB8: 0x017E
            case 0xBC: 0x0152
            case 0xBD: 0x0153
            case 0xBE: 0x0178
            default: UInt32(b)
            }
            scalars.append(Unicode.Scalar(value)!)
        }
        return String(scalars)
    }

    /// Drops the newlines files end with; the message's own inner newlines stay.
    static func trimTrailingNewlines(_ text: String) -> String {
        var scalars = text.unicodeScalars[...]
        while let last = scalars.last, last == "\n" || last == "\r" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
