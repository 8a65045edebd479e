/// The class, the folded form, the tokenizer input and the keyword automaton's symbol of
/// every scalar below U+3100, looked up instead of computed.
///
/// `ScalarClass.of` and `ScalarFolding.fold` are chains of range tests; for the scripts most
/// messages are written in (ASCII, Latin, Greek, Cyrillic, Hebrew, Arabic, Indic, Thai,
/// Georgian, Vietnamese, general punctuation, CJK punctuation and kana) one load from this
/// table replaces both, and the symbol's two look-ups in the automaton's pages. The table is
/// computed once from those functions, so it cannot disagree with them. Han and Hangul, the other common blocks, take short cuts in `entry`
/// and `entryBeyondTable`, and the fullwidth forms have a small table of their own;
/// everything else still goes through the functions.
enum ScalarTable {
    /// One scalar's class, folded value (already a blank for spaces and line breaks, as
    /// the keyword matcher wants them), tokenizer input and keyword symbol (as the parser
    /// writes it, `KeywordTrie.Automaton.Tables.symbol`): eight bytes, so an entry's address
    /// is the scalar value shifted.
    struct Entry {
        var folded: UInt32
        var scalarClass: ScalarClass
        var tokenInput: TokenMachine.Input
        var keywordSymbol: UInt16

        /// The entry of a scalar of class `scalarClass` that folds to `folded`, its symbol
        /// looked up in `symbols`.
        @inline(__always)
        init(folded: UInt32, scalarClass: ScalarClass, tokenInput: TokenMachine.Input, _ symbols: KeywordTrie.Automaton.Tables.Symbols) {
            self.folded = folded
            self.scalarClass = scalarClass
            self.tokenInput = tokenInput
            keywordSymbol = symbols.symbol(folded: folded, letter: scalarClass == .spacedLetter)
        }
    }

    /// Scalars below this value are in the table.
    static let limit: UInt32 = 0x3100

    /// The first of the Halfwidth and Fullwidth Forms (U+FF00–U+FFEF), which have a table of their own.
    static let fullwidthStart: UInt32 = 0xFF00

    /// The entries of the Halfwidth and Fullwidth Forms: the colons, commas and brackets of
    /// Chinese, Japanese and Korean messages ("验证码：123456"), which the property look-ups
    /// cost a few hundred instructions each. Computed like `entries`.
    static let fullwidthEntries: [Entry] = (fullwidthStart..<0xFFF0).map { entryByProperties($0, Lexicon.trie.automaton.tables.symbolLookup) }

    /// Immutable after its one-time initialization, and never freed: safe to share between
    /// threads, and read without a retain. (Made after the lexicon, whose compilation must not
    /// read it.)
    nonisolated(unsafe) static let entries: UnsafeBufferPointer<Entry> = {
        let symbols = Lexicon.trie.automaton.tables.symbolLookup
        let table = UnsafeMutableBufferPointer<Entry>.allocate(capacity: Int(limit))
        for value in 0..<limit {
            // Below U+3100 there are no surrogates: every value is a scalar.
            let scalar = Unicode.Scalar(value)!
            let scalarClass = ScalarClass.of(scalar)
            (table.baseAddress! + Int(value)).initialize(
                to: Entry(
                    folded: folded(scalar, scalarClass), scalarClass: scalarClass, tokenInput: .init(scalarClass, isASCII: value < 0x80),
                    symbols))
        }
        return UnsafeBufferPointer(table)
    }()

    /// The folded value the keyword matcher reads for `scalar` of class `scalarClass`.
    @inline(__always)
    static func folded(_ scalar: Unicode.Scalar, _ scalarClass: ScalarClass) -> UInt32 {
        scalarClass == .space || scalarClass == .lineBreak ? 0x20 : ScalarFolding.fold(scalar)
    }

    /// The entry of `value` (a scalar value), through `table` (this type's `entries`) when
    /// `value` is below `limit`; `symbols` are the automaton's symbol look-ups (which the
    /// table's entries have done already).
    @inline(__always)
    static func entry(_ value: UInt32, _ table: UnsafeBufferPointer<Entry>, _ symbols: KeywordTrie.Automaton.Tables.Symbols) -> Entry {
        if value < limit { return table[Int(value)] }
        // Han (most scalars beyond the table) is unspaced and folds to itself: a test here
        // costs less than the call's register restores.
        if ScalarClass.isHanIdeograph(value) { return Entry(folded: value, scalarClass: .unspacedLetter, tokenInput: .unspaced, symbols) }
        return entryBeyondTable(value, symbols)
    }

    /// The folded value of `value` (a scalar value), as its entry has it, through `table`
    /// (this type's `entries`) when `value` is below `limit`: `entry(…).folded` without the
    /// symbol look-ups `entry` does beyond the table (through `entry`, the rules that read
    /// folded forms cost 77 more instructions and 4 more mispredicted branches a message).
    @inline(__always)
    static func folded(_ value: UInt32, _ table: UnsafeBufferPointer<Entry>) -> UInt32 {
        if value < limit { return table[Int(value)].folded }
        // Han and Hangul fold to themselves (see `entry`).
        if ScalarClass.isHanIdeograph(value) || ScalarClass.isHangulSyllable(value) { return value }
        return foldedBeyondTable(value)
    }

    @inline(never)
    private static func foldedBeyondTable(_ value: UInt32) -> UInt32 {
        if isFullwidth(value) { return fullwidthEntries[Int(value &- fullwidthStart)].folded }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        return folded(scalar, ScalarClass.of(scalar))
    }

    /// The Halfwidth and Fullwidth Forms that `fullwidthEntries` holds.
    @inline(__always)
    private static func isFullwidth(_ value: UInt32) -> Bool { value &- fullwidthStart < 0xF0 }

    // Out of line: inlined, the property look-ups' set-up would run on every call of the
    // decoder, and their registers would crowd its loop.
    @inline(never)
    private static func entryBeyondTable(_ value: UInt32, _ symbols: KeywordTrie.Automaton.Tables.Symbols) -> Entry {
        // Hangul syllables are spaced letters and fold to themselves (Han was tested by `entry`).
        if ScalarClass.isHangulSyllable(value) { return Entry(folded: value, scalarClass: .spacedLetter, tokenInput: .otherLetter, symbols) }
        return entryOutsideCommonBlocks(value, symbols)
    }

    // Out of line again: the look-ups' registers, saved and restored on every call, cost
    // Han and Hangul (most of the scalars beyond the table) more than their own tests; so
    // does the fullwidth table's one-time initialization check.
    @inline(never)
    private static func entryOutsideCommonBlocks(_ value: UInt32, _ symbols: KeywordTrie.Automaton.Tables.Symbols) -> Entry {
        if isFullwidth(value) { return fullwidthEntries.withUnsafeBufferPointer { $0[Int(value &- fullwidthStart)] } }
        return entryByProperties(value, symbols)
    }

    // Out of line too: the fullwidth forms then save no registers for the look-ups.
    @inline(never)
    private static func entryByProperties(_ value: UInt32, _ symbols: KeywordTrie.Automaton.Tables.Symbols) -> Entry {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        let scalarClass = ScalarClass.of(scalar)
        return Entry(folded: folded(scalar, scalarClass), scalarClass: scalarClass, tokenInput: .init(scalarClass, isASCII: false), symbols)
    }
}
