/// A match of a lexicon word in a message.
struct KeywordMatch {
    /// The first scalar matched.
    var start: Int
    /// One past the last scalar matched.
    var end: Int
    /// The entry matched.
    var entry: KeywordEntry
}

/// Every lexicon word in one trie over folded scalars, walked from each position of the
/// message: one pass over the text whatever the number of languages.
///
/// Built with dictionaries, then frozen into flat arrays so that matching neither hashes nor
/// retains per step: 8-byte nodes, the children of a node consecutive and sorted by scalar,
/// so that a step scans a few neighbouring nodes of one array; direct tables for first
/// scalars (ASCII, then 256-entry pages of the Basic Multilingual Plane) and for the ASCII
/// children of busy nodes; exact bit sets of the ASCII pairs that begin a word, and hashed
/// sets of the pairs and triples that do (`KeywordPrefixFilter`).
struct KeywordTrie: Sendable {
    private var rootASCII = [Int32](repeating: -1, count: 128)
    // The first two and three scalars of every word, hashed: most word starts stop there.
    private let prefixes: KeywordPrefixFilter
    // Other first scalars of the Basic Multilingual Plane: 256-entry pages, found through
    // `rootPage` (-1 when no word starts in that block); the rare rest in a dictionary.
    private var rootPage = [Int32](repeating: -1, count: 256)
    // For each ASCII first letter (two 64-bit masks each): whether any word starts with it
    // at a word start (`startsASCII`) and inside a word (`startsInsideASCII`), so most
    // positions are refused with one bit test and no node load.
    private var startsASCII: (UInt64, UInt64) = (0, 0)
    private var startsInsideASCII: (UInt64, UInt64) = (0, 0)
    // An ASCII scalar followed by an ASCII scalar is most positions of most messages. Three
    // exact bit sets, indexed by `pairBit` (inside a word or not, first, second), decide
    // most of them without a node load: whether a word of two scalars or more may go on
    // with the pair (`pairsGoOn`), whether the pair is a whole word (`pairsAreWords`), and,
    // indexed by `oneBit`, whether the first scalar alone is a word (`onesAreWords`). Inside
    // a word, a word counts only if it may start there (not the "a" of "data").
    // `pairsMayMatch` is the first or the last: the one test most positions stop at.
    private var pairsMayMatch = [UInt64](repeating: 0, count: 2 * 128 * 128 / 64)
    private var pairsGoOn = [UInt64](repeating: 0, count: 2 * 128 * 128 / 64)
    private var pairsAreWords = [UInt64](repeating: 0, count: 2 * 128 * 128 / 64)
    private var onesAreWords = [UInt64](repeating: 0, count: 2 * 128 / 64)
    // Inside a word (most positions of spaced text) only compound tails ("*code") and the
    // scripts without word boundaries may start: for an ASCII pair there, `insideSlots`
    // says 0 (nothing starts), 255 (a word of one or two scalars may, or a mark follows),
    // or which 128-bit set of `insideThirds` holds the ASCII third scalars that go on. An
    // exact test that refuses nearly every such position. Only the few first scalars that
    // may start inside a word have a row of 128 slots (`insideRows`; row 0 is all zeros),
    // so the slots stay within a few cache lines.
    private var insideRows = [UInt8](repeating: 0, count: 128)
    private var insideSlots = [UInt8](repeating: 0, count: 128)
    private var insideThirds: [UInt64] = [0, 0]
    private var rootPages: [Int32] = []
    private var rootOther: [UInt32: Int32] = [:]
    private var nodes: [Node] = []
    private var asciiChildren = [Int16](repeating: -1, count: 128)  // row 0: no table
    private var entries: [KeywordEntry] = []
    // The arrays above, frozen for the walk at the end of `init`.
    private var tables = Tables()

    init(_ groups: [LexiconGroup]) {
        var builder = Builder()
        for group in groups {
            for word in group.words { builder.insert(word, group) }
        }
        entries = builder.entries
        precondition(entries.count < Int(Int16.max), "KeywordTrie: more entries than a node can name")
        precondition(builder.children.count < Int(Int16.max), "KeywordTrie: more nodes than an ASCII table can name")
        // Nodes are frozen so that the children of a node are consecutive (sorted by scalar),
        // and each group of children is placed when its parent is visited depth first: the
        // first letters sit together at the front, and the rest of a word mostly follows
        // its first nodes in memory, so a walk down a word reads neighbouring nodes.
        var order: [Int] = [0]
        var scalarOf: [UInt32] = [0]
        order.reserveCapacity(builder.children.count)
        var renumbered = [Int32](repeating: -1, count: builder.children.count)
        renumbered[0] = 0
        var firstChildOf = [Int32](repeating: 0, count: builder.children.count)
        var pending: [Int] = [0]
        while let node = pending.popLast() {
            let children = builder.children[node].sorted(by: { $0.key < $1.key })
            if !children.isEmpty { firstChildOf[node] = Int32(order.count) }
            for (scalar, child) in children {
                renumbered[Int(child)] = Int32(order.count)
                order.append(Int(child))
                scalarOf.append(scalar)
            }
            for (_, child) in children.reversed() { pending.append(Int(child)) }
        }
        for (scalar, oldChild) in builder.children[0] {
            let child = renumbered[Int(oldChild)]
            if scalar < 128 {
                rootASCII[Int(scalar)] = child
            } else if scalar <= 0xFFFF {
                let page = Int(scalar >> 8)
                if rootPage[page] < 0 {
                    rootPage[page] = Int32(rootPages.count)
                    rootPages.append(contentsOf: repeatElement(-1, count: 256))
                }
                rootPages[Int(rootPage[page]) + Int(scalar & 0xFF)] = child
            } else {
                rootOther[scalar] = child
            }
        }
        // Children are created after their parents, so one backward pass propagates the flag.
        var leadsInsideWords = builder.entryAt.map { entry in entry >= 0 && Self.startsInsideWords(builder.entries[Int(entry)]) }
        for node in stride(from: builder.children.count - 1, through: 0, by: -1) {
            for child in builder.children[node].values where leadsInsideWords[Int(child)] { leadsInsideWords[node] = true }
        }
        prefixes = KeywordPrefixFilter(children: builder.children, entryAt: builder.entryAt, leadsInsideWords: leadsInsideWords)
        for first in 0..<128 where first != 0x20 {
            guard let child = builder.children[0][UInt32(first)] else { continue }
            Self.setBit(&startsASCII, first)
            if leadsInsideWords[Int(child)] { Self.setBit(&startsInsideASCII, first) }
        }
        nodes.reserveCapacity(builder.children.count)
        for (number, node) in order.enumerated() {
            let children = builder.children[node]
            let firstChild = firstChildOf[node]
            // The root's children are found through the first-scalar tables, never searched.
            var frozen = Node(
                scalar: scalarOf[number], firstChild: firstChild, entry: Int16(builder.entryAt[node]),
                childCount: number == 0 ? 0 : children.count, leadsInsideWords: leadsInsideWords[node])
            if children.keys.count(where: { $0 < 128 }) >= 6 {
                frozen.asciiTable = asciiChildren.count / 128
                let table = asciiChildren.count
                asciiChildren.append(contentsOf: repeatElement(-1, count: 128))
                for (scalar, child) in children where scalar < 128 {
                    asciiChildren[table + Int(scalar)] = Int16(renumbered[Int(child)])
                }
            }
            nodes.append(frozen)
        }
        // The pair tables, from the children of each ASCII first scalar (not from every pair:
        // the trie is built on the first extraction, which should stay quick).
        let frozen = nodes
        frozen.withUnsafeBufferPointer { nodes in
            for first in 0..<128 where first != 0x20 && rootASCII[first] >= 0 {
                let root = nodes[Int(rootASCII[first])]
                let children = Int(root.firstChild)..<Int(root.firstChild) + Int(root.childCount)
                for inside in [false, true] where !inside || root.leadsInsideWords {
                    // Rows of 128 bits start on a word: `row >> 6` and the word after it.
                    let row = Self.pairBit(inside: inside, UInt32(first), 0)
                    // Inside a word, only the words that may start there count: the one-letter
                    // words "a", "e", "o" must not let every pair after a mid-word vowel through.
                    let rootIsWord = root.entry >= 0 && (!inside || Self.startsInsideWords(entries[Int(root.entry)]))
                    if rootIsWord {
                        Self.setBit(&onesAreWords, Self.oneBit(inside: inside, UInt32(first)))
                        pairsMayMatch[row >> 6] = ~0
                        pairsMayMatch[row >> 6 + 1] = ~0
                    }
                    // A mark after the first scalar is skipped by the walk: leave it to the walk.
                    Self.setBit(&pairsMayMatch, row | Int(ScalarFolding.skipped))
                    Self.setBit(&pairsGoOn, row | Int(ScalarFolding.skipped))
                    for child in children where nodes[child].scalar < 128 && (!inside || nodes[child].leadsInsideWords) {
                        let bit = row | Int(nodes[child].scalar)
                        Self.setBit(&pairsGoOn, bit)
                        Self.setBit(&pairsMayMatch, bit)
                        if nodes[child].entry >= 0 && (!inside || Self.startsInsideWords(entries[Int(nodes[child].entry)])) {
                            Self.setBit(&pairsAreWords, bit)
                        }
                    }
                    guard inside else { continue }
                    precondition(insideSlots.count >> 7 < 0xFF, "KeywordTrie: too many first scalars start words inside words")
                    insideRows[first] = UInt8(insideSlots.count >> 7)
                    let slots = insideSlots.count
                    insideSlots.append(contentsOf: repeatElement(rootIsWord ? 255 : 0, count: 128))
                    if rootIsWord { continue }
                    insideSlots[slots | Int(ScalarFolding.skipped)] = 255
                    for child in children where nodes[child].scalar < 128 && nodes[child].leadsInsideWords {
                        insideSlots[slots | Int(nodes[child].scalar)] = insideSlot(child, nodes)
                    }
                }
            }
        }
        tables = Tables(
            nodes: nodes, asciiChildren: asciiChildren, entries: entries, prefixBits: prefixes.bits,
            pairsMayMatch: pairsMayMatch, pairsGoOn: pairsGoOn, pairsAreWords: pairsAreWords, onesAreWords: onesAreWords,
            rootASCII: rootASCII, rootPage: rootPage, rootPages: rootPages,
            insideRows: insideRows, insideSlots: insideSlots, insideThirds: insideThirds)
        // Only the frozen copies are read from now on.
        (nodes, asciiChildren, entries) = ([], [], [])
        (pairsMayMatch, pairsGoOn, pairsAreWords, onesAreWords, insideThirds) = ([], [], [], [], [])
        (insideRows, insideSlots, rootASCII, rootPage, rootPages) = ([], [], [], [], [])
    }

    /// How much of the packed layout the lexicon uses, against its limits (`Node` numbers
    /// and scalars in 16 bits, 127 busy-node tables, 254 mid-word first letters): a test
    /// warns before a growing lexicon reaches them and `init` would trap.
    var layoutUse: (nodes: Int, busyNodes: Int, insideFirstLetters: Int) {
        (tables.nodes.count, tables.asciiChildren.count / 128 - 1, max(0, tables.insideSlots.count / 128 - 1))
    }

    /// The `insideSlots` entry of an ASCII pair inside a word, the pair leading to `pair`.
    private mutating func insideSlot(_ pair: Int, _ nodes: UnsafeBufferPointer<Node>) -> UInt8 {
        let node = nodes[pair]
        if node.entry >= 0 && Self.startsInsideWords(entries[Int(node.entry)]) { return 255 }
        // Marks are skipped, and so is a second blank after a blank: leave those to the walk.
        var thirds: (UInt64, UInt64) = (0, 0)
        Self.setBit(&thirds, Int(ScalarFolding.skipped))
        if node.scalar == 0x20 { Self.setBit(&thirds, 0x20) }
        for child in Int(node.firstChild)..<Int(node.firstChild) + Int(node.childCount)
        where nodes[child].scalar < 128 && nodes[child].leadsInsideWords {
            Self.setBit(&thirds, Int(nodes[child].scalar))
        }
        precondition(insideThirds.count / 2 < 255, "KeywordTrie: too many pairs start words inside words")
        insideThirds.append(thirds.0)
        insideThirds.append(thirds.1)
        return UInt8(insideThirds.count / 2 - 1)
    }

    /// Whether `entry` may match where it continues a word: compound tails ("*code"), words
    /// of scripts without word boundaries, and Hebrew words after a prefix letter.
    private static func startsInsideWords(_ entry: KeywordEntry) -> Bool {
        !entry.needsStartBoundary || entry.allowsHebrewPrefix
    }

    @inline(__always)
    private static func pairBit(inside: Bool, _ first: UInt32, _ second: UInt32) -> Int {
        (inside ? 1 << 14 : 0) | Int(first) << 7 | Int(second)
    }

    @inline(__always)
    private static func oneBit(inside: Bool, _ first: UInt32) -> Int {
        (inside ? 1 << 7 : 0) | Int(first)
    }

    private static func setBit(_ bits: inout [UInt64], _ bit: Int) {
        bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    @inline(__always)
    private static func hasBit(_ bits: UnsafeBufferPointer<UInt64>, _ bit: Int) -> Bool {
        bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    private static func setBit(_ mask: inout (UInt64, UInt64), _ bit: Int) {
        if bit < 64 { mask.0 |= 1 << UInt64(bit) } else { mask.1 |= 1 << UInt64(bit - 64) }
    }

    @inline(__always)
    private static func hasBit(_ mask: (UInt64, UInt64), _ bit: UInt32) -> Bool {
        (bit < 64 ? mask.0 : mask.1) & (1 << UInt64(bit & 63)) != 0
    }

    /// The child of `node` reached by `scalar`, by a scan of its sorted children: busy nodes
    /// have an ASCII table, and most others one child or a few.
    @inline(__always)
    private static func child(_ node: Node, _ scalar: UInt32, _ nodes: UnsafeBufferPointer<Node>) -> Int? {
        var child = Int(node.firstChild)
        let end = child + Int(node.childCount)
        while nodes[child].scalar < scalar {
            child &+= 1
            if child == end { return nil }
        }
        return nodes[child].scalar == scalar ? child : nil
    }

    @inline(__always)
    private func rootChildBeyondASCII(_ scalar: UInt32) -> Int32 {
        if scalar <= 0xFFFF {
            let page = tables.rootPage[Int(scalar >> 8)]
            return page < 0 ? -1 : tables.rootPages[Int(page) + Int(scalar & 0xFF)]
        }
        return rootOther[scalar] ?? -1
    }

    /// Runs `body` with every match in `message`, in text order, shorter matches inside
    /// longer ones removed (so "barcode" hides its "code" and "รหัสอ้างอิง" hides its "รหัส").
    /// The matches are in scratch memory (`Scratch`) valid for the call: recorded and pruned
    /// there, never copied into an array. The rare message with more matches than the first
    /// room holds is walked again with room for them all.
    func withMatches<Result>(in message: MessageText, _ body: (UnsafeBufferPointer<KeywordMatch>) -> Result) -> Result {
        let (folded, classes) = (UnsafeBufferPointer(message.folded), UnsafeBufferPointer(message.classes))
        var needed = 0
        let result = Scratch.withRoom(for: KeywordMatch.self, capacity: Self.matchesInFirstRoom) { room -> Result? in
            needed = walk(tables, folded, classes, into: room)
            return needed <= room.count ? body(Self.pruned(room, needed)) : nil
        }
        if let result { return result }
        return Scratch.withRoom(for: KeywordMatch.self, capacity: needed) { room in
            body(Self.pruned(room, walk(tables, folded, classes, into: room)))
        }
    }

    /// How many matches the first room holds (32 bytes each, on the stack): most messages
    /// have fewer than ten.
    private static let matchesInFirstRoom = 32

    /// The first `count` matches of `found` after `prune`.
    private static func pruned(_ found: UnsafeMutableBufferPointer<KeywordMatch>, _ count: Int) -> UnsafeBufferPointer<KeywordMatch> {
        let kept = count > 1 ? prune(UnsafeMutableBufferPointer(rebasing: found[..<count])) : count
        return UnsafeBufferPointer(rebasing: found[..<kept])
    }

    /// Records every match in `found` while it has room, and returns how many there are.
    private func walk(
        _ tables: Tables, _ folded: UnsafeBufferPointer<UInt32>, _ classes: UnsafeBufferPointer<ScalarClass>,
        into found: UnsafeMutableBufferPointer<KeywordMatch>
    ) -> Int {
        var foundCount = 0
        let nodes = tables.nodes
        let entries = tables.entries
        let count = folded.count
        var start = 0
        // Whether the scalar before `start` is a letter of a spaced script: carried from the
        // previous position, whose class is read once.
        var afterLetter = false
        let last = count &- 1
        while start < count {
            // Most positions of spaced text are inside a word, where an ASCII pair is refused
            // by its `insideSlots` entry alone: run along the word with that test only.
            if afterLetter, start < last, case var first = folded[start], first < 128 {
                repeat {
                    let second = folded[start &+ 1]
                    guard second < 128, tables.insideSlots[Int(tables.insideRows[Int(first)]) << 7 | Int(second)] == 0
                    else { break }
                    afterLetter = classes[start] == .spacedLetter
                    start &+= 1
                    first = second
                } while afterLetter && start < last
            }
            let first = folded[start]
            let insideWord = afterLetter
            afterLetter = classes[start] == .spacedLetter
            let rootChild: Int
            if first < 128, start < last, case let second = folded[start &+ 1], second < 128 {
                // The common case: the pair tables decide without a node load. Each test
                // refuses only where the walk below would find nothing.
                if insideWord {
                    let slot = tables.insideSlots[Int(tables.insideRows[Int(first)]) << 7 | Int(second)]
                    guard slot != 0 else {
                        start &+= 1
                        continue
                    }
                    if slot != 255, start &+ 2 < count, case let third = folded[start &+ 2], third < 128,
                        (tables.insideThirds[Int(slot) << 1 | Int(third >> 6)] >> UInt64(third & 63)) & 1 == 0
                    {
                        start &+= 1
                        continue
                    }
                }
                let pair = Self.pairBit(inside: insideWord, first, second)
                guard Self.hasBit(tables.pairsMayMatch, pair) else {
                    start &+= 1
                    continue
                }
                let goesOn = Self.hasBit(tables.pairsGoOn, pair)
                let oneIsWord = Self.hasBit(tables.onesAreWords, Self.oneBit(inside: insideWord, first))
                rootChild = Int(tables.rootASCII[Int(first)])
                let oneScalarWordHolds =
                    oneIsWord && Self.boundariesHold(entries[Int(nodes[rootChild].entry)], folded, classes, start, insideWord: insideWord, start &+ 1)
                if !oneScalarWordHolds {
                    guard goesOn else {
                        start &+= 1
                        continue
                    }
                    // As in `KeywordPrefixFilter.mayMatch`: a pair that is a word, the end of
                    // the text, or a skipped mark or second blank go to the walk.
                    if second != ScalarFolding.skipped, !Self.hasBit(tables.pairsAreWords, pair), start &+ 2 < count {
                        let third = folded[start &+ 2]
                        if third != ScalarFolding.skipped, second != 0x20 || third != 0x20,
                            !KeywordPrefixFilter.mayGoOn(tables.prefixBits, first, second, third, insideWord: insideWord)
                        {
                            start &+= 1
                            continue
                        }
                    }
                }
            } else {
                let root: Int32
                if first < 128 {
                    guard Self.hasBit(insideWord ? startsInsideASCII : startsASCII, first) else {
                        start &+= 1
                        continue
                    }
                    root = tables.rootASCII[Int(first)]
                } else {
                    root = rootChildBeyondASCII(first)
                }
                guard root >= 0, first != 0x20, !insideWord || nodes[Int(root)].leadsInsideWords else {
                    start &+= 1
                    continue
                }
                rootChild = Int(root)
                // A one-scalar word ("a", "码") is checked here; longer ones only where the
                // prefix filter lets them through.
                let rootNode = nodes[rootChild]
                let oneScalarWordHolds =
                    rootNode.entry >= 0 && Self.boundariesHold(entries[Int(rootNode.entry)], folded, classes, start, insideWord: insideWord, start &+ 1)
                guard oneScalarWordHolds || KeywordPrefixFilter.mayMatch(tables.prefixBits, folded, start, insideWord: insideWord)
                else {
                    start &+= 1
                    continue
                }
            }
            var node = nodes[rootChild]
            var index = start &+ 1
            while true {
                if node.entry >= 0 {
                    let entry = entries[Int(node.entry)]
                    if Self.boundariesHold(entry, folded, classes, start, insideWord: insideWord, index) {
                        var end = index
                        if entry.extendsToWordEnd {
                            while end < count, classes[end] == .spacedLetter { end &+= 1 }
                        }
                        if foundCount < found.count {
                            (found.baseAddress! + foundCount).initialize(to: KeywordMatch(start: start, end: end, entry: entry))
                        }
                        foundCount &+= 1
                    }
                }
                guard node.childCount > 0, index < count else { break }
                // Skip marks and squeeze blanks, as `insert` did (a node reached by a blank is
                // one after a blank). Rare: tested once, looped only when found.
                var next = folded[index]
                if next == ScalarFolding.skipped || (next == 0x20 && node.scalar == 0x20) {
                    repeat {
                        index &+= 1
                        guard index < count else { break }
                        next = folded[index]
                    } while next == ScalarFolding.skipped || (next == 0x20 && node.scalar == 0x20)
                    guard index < count else { break }
                }
                let target: Int
                if next < 128 && node.asciiTable != 0 {
                    target = Int(tables.asciiChildren[node.asciiTable << 7 | Int(next)])
                    if target < 0 { break }
                } else {
                    guard let found = Self.child(node, next, nodes) else { break }
                    target = found
                }
                let targetNode = nodes[target]
                guard !insideWord || targetNode.leadsInsideWords else { break }
                node = targetNode
                index &+= 1
            }
            start &+= 1
        }
        return foundCount
    }

    /// Whether `entry`, matched from `start` to `end`, stands at the word boundaries it needs;
    /// `insideWord`: the scalar before `start` is a letter of a spaced script.
    @inline(__always)
    private static func boundariesHold(
        _ entry: KeywordEntry, _ folded: UnsafeBufferPointer<UInt32>, _ classes: UnsafeBufferPointer<ScalarClass>,
        _ start: Int, insideWord: Bool, _ end: Int
    ) -> Bool {
        if entry.needsStartBoundary, insideWord {
            // Hebrew: one prefix letter (ה ב ו ל מ ש כ), nothing more.
            guard entry.allowsHebrewPrefix, Self.isHebrewPrefix(folded[start &- 1]), start == 1 || classes[start &- 2] != .spacedLetter
            else { return false }
        }
        if entry.needsEndBoundary, end < classes.count {
            if classes[end] == .spacedLetter { return false }
            // Rare, so tested only here: the word goes on in a digit ("sale7", "sa7bi").
            if classes[end] == .digit, entry.role != .currency, entry.role != .unit, Self.goesOnInDigit(classes, end) { return false }
        }
        return true
    }

    /// Whether the digit at `start` continues the word before it: Arabic written in Latin
    /// letters uses single digits for sounds ("sale7" valid, "sa7bi" my friend), so a word
    /// glued to one digit is not the lexicon word ("sale" in "sale7"). A code glued to its
    /// keyword has four digits or more ("OTP482913"); an amount glued to its currency stays
    /// one ("RM5", not checked here), and so does a promo code ("SALE50K", two digits).
    @inline(never)
    private static func goesOnInDigit(_ classes: UnsafeBufferPointer<ScalarClass>, _ start: Int) -> Bool {
        start + 1 == classes.count || classes[start + 1] != .digit
    }

    @inline(__always)
    private static func isHebrewPrefix(_ value: UInt32) -> Bool {
        switch value {
        case 0x5D4, 0x5D1, 0x5D5, 0x5DC, 0x5DE, 0x5E9, 0x5DB: return true
        default: return false
        }
    }
}
