/// A first pass for the keyword trie: hashed bit sets of the first two and three folded
/// scalars of every lexicon word, so that most positions where a first letter matches but
/// no word goes on are refused without a walk.
///
/// The trie has words in 40 languages: almost every letter starts one, and walking from each
/// word start costs node loads and edge searches scattered over the whole trie. Bit tests
/// in 8 KB (pairs, then triples) refuse most of those starts. The test is exact in
/// the direction that matters: it answers "no match can start here" only when the trie walk
/// would find none; hash collisions only cost a walk.
///
/// Most positions of spaced text are inside a word, where only the few words that may start
/// mid-word ("*code", Hebrew after a prefix letter) can match: a second copy of the sets,
/// built from those words alone, refuses nearly all of those starts.
struct KeywordPrefixFilter: Sendable {
    private static let pairBits: UInt32 = 14
    private static let tripleBits: UInt32 = 15
    // `bits` holds three bit sets one after the other: pairs that are a whole word, pairs
    // that begin a word, triples that do.
    private static let shortTwoAt = 0
    private static let pairsAt = shortTwoAt + (1 << Int(pairBits)) / 64
    private static let triplesAt = pairsAt + (1 << Int(pairBits)) / 64
    private static let setCount = triplesAt + (1 << Int(tripleBits)) / 64
    // The sets for any start, then the same sets for starts inside a word.
    private static let insideAt = setCount
    private static let wordCount = 2 * setCount

    /// The bit sets; read them through `withUnsafeBufferPointer` and `mayMatch`.
    let bits: [UInt64]

    /// Builds the sets from a trie given as each node's children by folded scalar (node 0 is
    /// the root), the entry ending at each node (-1 for none) and whether a node leads to an
    /// entry that may start inside a word (the walk from a mid-word start goes only through those).
    init(children: [[UInt32: Int32]], entryAt: [Int32], leadsInsideWords: [Bool]) {
        var bits = [UInt64](repeating: 0, count: Self.wordCount)
        func set(_ at: Int, _ bit: UInt32, inside: Bool) {
            bits[at + Int(bit >> 6)] |= 1 << UInt64(bit & 63)
            if inside { bits[Self.insideAt + at + Int(bit >> 6)] |= 1 << UInt64(bit & 63) }
        }
        for (first, one) in children[0] {
            for (second, two) in children[Int(one)] {
                let inside = leadsInsideWords[Int(two)]
                set(Self.pairsAt, Self.hash(first, second), inside: inside)
                if entryAt[Int(two)] >= 0 { set(Self.shortTwoAt, Self.hash(first, second), inside: inside) }
                for (third, three) in children[Int(two)] {
                    set(Self.triplesAt, Self.hash(first, second, third), inside: leadsInsideWords[Int(three)])
                }
            }
        }
        self.bits = bits
    }

    /// Whether a word of two scalars or more may start at `start`, whose folded scalar
    /// starts some word; false only when the trie walk from `start` would find no match
    /// beyond the first scalar (the caller checks a one-scalar word itself). `insideWord`: the
    /// scalar before `start` is a letter of a spaced script.
    @inline(__always)
    static func mayMatch(
        _ bits: UnsafeBufferPointer<UInt64>, _ folded: UnsafeBufferPointer<UInt32>, _ start: Int, insideWord: Bool
    ) -> Bool {
        let count = folded.count
        let base = insideWord ? insideAt : 0
        guard start + 1 < count else { return false }
        let first = folded[start]
        // The walk skips marks after the first scalar: leave those rare cases to it.
        let second = folded[start + 1]
        guard second != ScalarFolding.skipped else { return true }
        let pair = hash(first, second)
        guard test(bits, base + pairsAt, pair) else { return false }
        guard start + 2 < count, !test(bits, base + shortTwoAt, pair) else { return true }
        // Marks and a second blank after a blank are skipped by the walk: leave them to it.
        let third = folded[start + 2]
        guard third != ScalarFolding.skipped, second != 0x20 || third != 0x20 else { return true }
        return test(bits, base + triplesAt, hash(first, second, third))
    }

    /// Whether a word of three scalars or more may start with `first`, `second`, `third`
    /// (none of them a skipped mark), as far as the hashed triples tell.
    @inline(__always)
    static func mayGoOn(_ bits: UnsafeBufferPointer<UInt64>, _ first: UInt32, _ second: UInt32, _ third: UInt32, insideWord: Bool) -> Bool {
        test(bits, (insideWord ? insideAt : 0) + triplesAt, hash(first, second, third))
    }

    @inline(__always)
    private static func test(_ bits: UnsafeBufferPointer<UInt64>, _ at: Int, _ bit: UInt32) -> Bool {
        bits[at + Int(bit >> 6)] & (1 << UInt64(bit & 63)) != 0
    }

    // Multiplicative hashes; the top bits are the best mixed, so they are the ones kept.
    @inline(__always)
    private static func hash(_ a: UInt32, _ b: UInt32) -> UInt32 {
        ((a &* 0x9E37_79B1 &+ b) &* 0x85EB_CA77) >> (32 - pairBits)
    }

    @inline(__always)
    private static func hash(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt32 {
        (((a &* 0x9E37_79B1 &+ b) &* 0x85EB_CA77 &+ c) &* 0xC2B2_AE3D) >> (32 - tripleBits)
    }
}
