/// Folds scalars to the form the keyword lexicons are written in: lower case, Latin
/// diacritics removed (so "código", "codigo" and Vietnamese without accents match the same
/// entry), Arabic and Persian letter variants unified, full-width ASCII narrowed.
///
/// Hand-written tables instead of `lowercased()`: the stdlib call allocates a `String` per
/// scalar, and the extractor must not allocate per character.
enum ScalarFolding {
    /// The value `fold` returns for scalars the matcher skips (combining marks, ZWNJ, tatweel):
    /// no scalar's value, so that no scalar that folds to itself is taken for one (U+0000,
    /// when this was 0, was skipped like a mark).
    static let skipped: UInt32 = .max

    // Base letters for U+00C0…U+00FF and U+0100…U+017F, one per code point.
    private static let latin1: [UInt8] = Array("aaaaaaaceeeeiiiidnooooo*ouuuuyps".utf8)
        + Array("aaaaaaaceeeeiiiidnooooo*ouuuuypy".utf8)
    private static let latinExtendedA: [UInt8] = Array(
        ("aaaaaaccccccccdd" + "ddeeeeeeeeeegggg" + "gggghhhhiiiiiiii" + "iiiijjkkklllllll"
            + "lllnnnnnnnnnoooo" + "oooorrrrrrssssss" + "ssttttttuuuuuuuu" + "uuuuwwyyyzzzzzzs").utf8)

    /// The folded value of an ASCII scalar value.
    @inline(__always)
    static func foldASCII(_ v: UInt32) -> UInt32 {
        if v >= 0x41 && v <= 0x5A { return v + 32 }
        if v == 0x2D || v == 0x5F { return 0x20 }  // "one-time", "sms_code" match "one time"
        return v
    }

    /// The folded value of `scalar`, or `skipped`.
    @inline(__always)
    static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        let v = scalar.value
        if v < 0x80 {
            if v >= 0x41 && v <= 0x5A { return v + 32 }
            if v == 0x2D || v == 0x5F { return 0x20 }  // "one-time", "sms_code" match "one time"
            return v
        }
        switch v {
        case 0xA0, 0x2000...0x200B, 0x202F, 0x3000: return 0x20
        case 0xC0...0xFF: return UInt32(latin1[Int(v - 0xC0)])
        case 0x100...0x17F: return UInt32(latinExtendedA[Int(v - 0x100)])
        case 0x1A0, 0x1A1: return 0x6F  // ơ
        case 0x1AF, 0x1B0: return 0x75  // ư
        case 0x218, 0x219: return 0x73  // ș
        case 0x21A, 0x21B: return 0x74  // ț
        case 0x300...0x36F, 0x200C, 0x200D, 0x640, 0x64B...0x652, 0x670: return skipped
        case 0x386, 0x3AC: return 0x3B1
        case 0x388, 0x3AD: return 0x3B5
        case 0x389, 0x3AE: return 0x3B7
        case 0x38A, 0x3AF, 0x390, 0x3CA: return 0x3B9
        case 0x38C, 0x3CC: return 0x3BF
        case 0x38E, 0x3CD, 0x3B0, 0x3CB: return 0x3C5
        case 0x38F, 0x3CE: return 0x3C9
        case 0x3C2: return 0x3C3
        case 0x391...0x3A9: return v + 32
        case 0x400...0x40F: return v == 0x401 ? 0x435 : v + 80
        case 0x451: return 0x435
        case 0x410...0x42F: return v + 32
        case 0x490...0x4FF: return v & ~1 == v ? v + 1 : v
        case 0x622, 0x623, 0x625: return 0x627
        case 0x643: return 0x6A9
        case 0x649, 0x64A: return 0x6CC
        case 0x1E62, 0x1E63: return 0x73
        case 0x1EA0...0x1EB7: return 0x61
        case 0x1EB8...0x1EC7: return 0x65
        case 0x1EC8...0x1ECB: return 0x69
        case 0x1ECC...0x1EE3: return 0x6F
        case 0x1EE4...0x1EF1: return 0x75
        case 0x1EF2...0x1EF9: return 0x79
        case 0x1E00...0x1E95: return v | 1
        case 0x2010...0x2015: return 0x20
        case 0xFF01...0xFF5E:
            let narrow = v - 0xFEE0
            return narrow >= 0x41 && narrow <= 0x5A ? narrow + 32 : narrow
        default: return v
        }
    }
}
