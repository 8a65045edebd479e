/// The class and the folded form of every scalar below U+3100, looked up instead of computed.
///
/// `ScalarClass.of` and `ScalarFolding.fold` are chains of range tests; for the scripts most
/// messages are written in (ASCII, Latin, Greek, Cyrillic, Hebrew, Arabic, Indic, Thai,
/// Georgian, Vietnamese, general punctuation, CJK punctuation and kana) one load from this
/// table replaces both. The table is computed once from those two functions, so it cannot
/// disagree with them. Han and Hangul, the other common blocks, take a short cut in
/// `lookUp`; everything else still goes through the functions.
enum ScalarTable {
    /// One scalar's class and folded value (already a blank for spaces and line breaks, as
    /// the keyword matcher wants them).
    struct Entry {
        var folded: UInt16
        var scalarClass: ScalarClass
    }

    /// Scalars below this value are in the table.
    static let limit: UInt32 = 0x3100

    /// Immutable after its one-time initialization: safe to share between threads.
    static let entries: [Entry] = (0..<limit).map { value in
        // Below U+3100 there are no surrogates: every value is a scalar.
        let scalar = Unicode.Scalar(value)!
        let scalarClass = ScalarClass.of(scalar)
        let folded = folded(scalar, scalarClass)
        return Entry(folded: UInt16(truncatingIfNeeded: folded), scalarClass: scalarClass)
    }

    /// The folded value the keyword matcher reads for `scalar` of class `scalarClass`.
    @inline(__always)
    static func folded(_ scalar: Unicode.Scalar, _ scalarClass: ScalarClass) -> UInt32 {
        scalarClass == .space || scalarClass == .lineBreak ? 0x20 : ScalarFolding.fold(scalar)
    }

    /// The class and folded value of `value`, through `table` (this type's `entries`).
    @inline(__always)
    static func lookUp(_ value: UInt32, _ table: UnsafeBufferPointer<Entry>) -> (ScalarClass, UInt32) {
        if value < limit {
            let entry = table[Int(value)]
            return (entry.scalarClass, UInt32(entry.folded))
        }
        // Han is unspaced and Hangul syllables are spaced letters; both fold to themselves.
        if value >= 0x4E00 && value <= 0x9FFF { return (.unspacedLetter, value) }
        if value >= 0xAC00 && value <= 0xD7A3 { return (.spacedLetter, value) }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        let scalarClass = ScalarClass.of(scalar)
        return (scalarClass, folded(scalar, scalarClass))
    }
}
