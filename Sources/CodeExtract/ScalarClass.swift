/// What a scalar is, as far as finding codes is concerned.
///
/// One byte without a payload, so that the classes of a message are a byte array and a
/// comparison is one instruction; a digit's value comes from its scalar (`digitValue`).
enum ScalarClass: UInt8, Equatable {
    /// A decimal digit of any script.
    case digit
    /// A letter (or a mark on one) of a script written with spaces between words.
    case spacedLetter
    /// A letter of a script written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar):
    /// every character is its own token and words have no boundaries to check.
    case unspacedLetter
    /// Space, tab or another blank that is not a line break.
    case space
    /// A line break: ends a sentence as surely as a full stop.
    case lineBreak
    /// Punctuation and symbols.
    case symbol

    /// Classifies `scalar` with an ASCII fast path; other scripts go through the stdlib's
    /// Unicode properties, which are table look-ups and do not allocate.
    @inline(__always)
    static func of(_ scalar: Unicode.Scalar) -> ScalarClass {
        let v = scalar.value
        if v < 0x80 { return ofASCII(v) }
        if isUnspaced(v) {
            return .unspacedLetter
        }
        if let known = commonNonASCII(v) { return known }
        return byProperties(scalar)
    }

    /// The letters, digits and punctuation of the scripts most messages are written in,
    /// without a property look-up; nil for everything else. Agrees with `byProperties`
    /// for every assigned scalar it answers for (a test checks all of them).
    @inline(__always)
    static func commonNonASCII(_ v: UInt32) -> ScalarClass? {
        switch v {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x386, 0x388...0x3CE, 0x400...0x481, 0x48A...0x52F,
            0x5D0...0x5EA, 0x620...0x63F, 0x641...0x65F, 0x671...0x6D3, 0x900...0x963, 0x980...0x9E3,
            0xB80...0xBE5, 0x10D0...0x10FA, 0x1EA0...0x1EF9, 0xAC00...0xD7A3:
            return .spacedLetter
        case 0x660...0x669, 0x6F0...0x6F9, 0x966...0x96F, 0x9E6...0x9EF, 0xFF10...0xFF19: return .digit
        case 0x3001, 0x3002, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0x2010...0x2027, 0x3008...0x3011: return .symbol
        default: return nil
        }
    }

    /// The class from the stdlib's Unicode properties (table look-ups, no allocation).
    static func byProperties(_ scalar: Unicode.Scalar) -> ScalarClass {
        let v = scalar.value
        let properties = scalar.properties
        switch properties.generalCategory {
        case .decimalNumber:
            guard let value = properties.numericValue, value >= 0, value <= 9 else { return .symbol }
            return .digit
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return .spacedLetter
        case .lineSeparator, .paragraphSeparator: return .lineBreak
        case .spaceSeparator: return .space
        case .format: return v == 0x200C || v == 0x200D ? .spacedLetter : .space
        default: return .symbol
        }
    }

    /// The class of an ASCII scalar value.
    @inline(__always)
    static func ofASCII(_ v: UInt32) -> ScalarClass {
        switch v {
        case 0x30...0x39: return .digit
        case 0x41...0x5A, 0x61...0x7A: return .spacedLetter
        case 0x0A, 0x0D: return .lineBreak
        case 0x09, 0x20, 0x0B, 0x0C: return .space
        default: return .symbol
        }
    }

    /// The value of a scalar of class `.digit` (a test checks every digit): ASCII inline,
    /// the rest behind a call, so that callers do not set up the property look-up.
    @inline(__always)
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt8 {
        let ascii = scalar.value &- 0x30
        return ascii < 10 ? UInt8(truncatingIfNeeded: ascii) : digitValueBeyondASCII(scalar)
    }

    // The common decimal blocks by arithmetic, the rest from the Unicode numeric value.
    @inline(never)
    private static func digitValueBeyondASCII(_ scalar: Unicode.Scalar) -> UInt8 {
        let v = scalar.value
        switch v {
        case 0x660...0x669: return UInt8(v - 0x660)
        case 0x6F0...0x6F9: return UInt8(v - 0x6F0)
        case 0x966...0x96F: return UInt8(v - 0x966)
        case 0x9E6...0x9EF: return UInt8(v - 0x9E6)
        case 0xFF10...0xFF19: return UInt8(v - 0xFF10)
        default: return UInt8(scalar.properties.numericValue ?? 0)
        }
    }

    /// The CJK Unified Ideographs, U+4E00–U+9FFF: unspaced letters, without a case or a
    /// decomposition (they fold to themselves).
    @inline(__always)
    static func isHanIdeograph(_ value: UInt32) -> Bool { value &- 0x4E00 <= 0x9FFF - 0x4E00 }

    /// The Hangul syllables, U+AC00–U+D7A3: spaced letters without a case (they fold to
    /// themselves).
    @inline(__always)
    static func isHangulSyllable(_ value: UInt32) -> Bool { value &- 0xAC00 <= 0xD7A3 - 0xAC00 }

    /// Han, kana, Thai and the other scripts that write words without spaces.
    @inline(__always)
    static func isUnspaced(_ v: UInt32) -> Bool {
        switch v {
        case 0x0E00...0x0E4F, 0x0E5A...0x0ECF, 0x0EDA...0x0EFF, 0x1000...0x103F, 0x1050...0x108F, 0x109A...0x109F,
            0x1780...0x17DF, 0x3005...0x3007, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }
}
