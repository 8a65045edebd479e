/// A match of a lexicon word in a message.
struct KeywordMatch {
    /// The first scalar matched.
    var start: Int
    /// One past the last scalar matched.
    var end: Int
    /// The entry matched.
    var entry: KeywordEntry
}

/// Every lexicon word in one trie over folded scalars, compiled into an automaton that reads
/// the message once: one table step per scalar whatever the number of languages
/// (`KeywordTrie+Automaton.swift`).
///
/// A word matches where the trie, walked from some position, spells it: marks (combining
/// accents, joiners, tatweel) are skipped inside a word, a run of blanks counts as one, and
/// the word must stand at the boundaries its entry needs. Whether a position is inside a
/// word is read from the last scalar before it that is not a mark.
struct KeywordTrie: Sendable {
    let automaton: Automaton

    init(_ groups: [LexiconGroup]) {
        let builder = Builder(groups)
        precondition(builder.entries.count < 1 << 16, "KeywordTrie: more entries than an output can name")
        let entries = builder.entries
        // Children are created after their parents, so one backward pass propagates the flag.
        var leadsInsideWords = builder.entryAt.map { entry in entry >= 0 && Self.startsInsideWords(entries[Int(entry)]) }
        for node in stride(from: builder.children.count - 1, through: 0, by: -1) {
            for child in builder.children[node].values where leadsInsideWords[Int(child)] { leadsInsideWords[node] = true }
        }
        automaton = Automaton(
            children: builder.children, entryAt: builder.entryAt, leadsInsideWords: leadsInsideWords,
            entries: entries)
    }

    /// How much of the automaton's packed layout the lexicon uses, against its limits
    /// (symbols in 11 bits, state offsets in 20): a test warns before a growing lexicon
    /// reaches them and `init` would trap.
    var layoutUse: (states: Int, symbols: Int, slots: Int, entryValues: Int) {
        (automaton.stateCount, automaton.alphabetSize, automaton.tables.transitions.count, automaton.tables.entries.count)
    }

    /// Whether `entry` may match where it continues a word: compound tails ("*code"), words
    /// of scripts without word boundaries, and Hebrew words after a prefix letter.
    static func startsInsideWords(_ entry: KeywordEntry) -> Bool {
        !entry.needsStartBoundary || entry.allowsHebrewPrefix
    }

    /// Runs `body` with every match in `message`, in text order, shorter matches inside
    /// longer ones removed (so "barcode" hides its "code" and "รหัสอ้างอิง" hides its "รหัส").
    /// The matches are in scratch memory (`Scratch`) valid for the call: recorded and pruned
    /// there, never copied into an array. The rare message with more matches than the first
    /// room holds is read again with room for them all.
    func withMatches<Result>(in message: MessageText, _ body: (UnsafeBufferPointer<KeywordMatch>) -> Result) -> Result {
        var needed = 0
        let result = Scratch.withRoom(for: KeywordMatch.self, capacity: Self.matchesInFirstRoom) { room -> Result? in
            needed = matches(message, into: room)
            return needed <= room.count ? body(Self.pruned(room, needed)) : nil
        }
        if let result { return result }
        return Scratch.withRoom(for: KeywordMatch.self, capacity: needed) { room in
            body(Self.pruned(room, matches(message, into: room)))
        }
    }

    /// Every match of `message` before pruning, in the order `withMatches` prunes them
    /// (by start, and at one start the shorter first): for tests.
    func unprunedMatches(in message: MessageText) -> [KeywordMatch] {
        let count = Scratch.withRoom(for: KeywordMatch.self, capacity: 0) { matches(message, into: $0) }
        return [KeywordMatch](unsafeUninitializedCapacity: count) { room, initialized in
            initialized = matches(message, into: room)
        }
    }

    /// Records every match in `found` while it has room, and returns how many there are.
    private func matches(_ message: MessageText, into found: UnsafeMutableBufferPointer<KeywordMatch>) -> Int {
        Self.automatonWalk(
            automaton.tables, message.folded, UnsafeBufferPointer(message.classes),
            symbols: UnsafeBufferPointer(message.keywordSymbols), room: message.reportRoom, into: found)
    }

    /// How many matches the first room holds (32 bytes each, on the stack): most messages
    /// have fewer than ten.
    private static let matchesInFirstRoom = 32

    /// The first `count` matches of `found` after `prune`.
    private static func pruned(_ found: UnsafeMutableBufferPointer<KeywordMatch>, _ count: Int) -> UnsafeBufferPointer<KeywordMatch> {
        let kept = count > 1 ? prune(UnsafeMutableBufferPointer(rebasing: found[..<count])) : count
        return UnsafeBufferPointer(rebasing: found[..<kept])
    }

    /// Whether the digit at `start` continues the word before it: Arabic written in Latin
    /// letters uses single digits for sounds ("sale7" valid, "sa7bi" my friend), so a word
    /// glued to one digit is not the lexicon word ("sale" in "sale7"). A code glued to its
    /// keyword has four digits or more ("OTP482913"); an amount glued to its currency stays
    /// one ("RM5", not checked here), and so does a promo code ("SALE50K", two digits).
    @inline(never)
    static func goesOnInDigit(_ classes: UnsafeBufferPointer<ScalarClass>, _ start: Int) -> Bool {
        start + 1 == classes.count || classes[start + 1] != .digit
    }

    @inline(__always)
    static func isHebrewPrefix(_ value: UInt32) -> Bool {
        switch value {
        case 0x5D4, 0x5D1, 0x5D5, 0x5DC, 0x5DE, 0x5E9, 0x5DB: return true
        default: return false
        }
    }
}
