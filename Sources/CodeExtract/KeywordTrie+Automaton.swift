extension KeywordTrie {
    /// The trie compiled into a deterministic automaton over the folded text: one table step
    /// per scalar, whatever the text, instead of a walk from every position.
    ///
    /// Why: on text the branch predictor has not seen, the walk's cost was its branches (does
    /// a word start here, how far does it go on, where does this word end), about one
    /// mispredicted branch per word. A step of the automaton has no branch that depends on
    /// the text (a text with marks is read by a slower loop of its own).
    ///
    /// A state is the set of walks still alive (a trie node each, and whether the walk began
    /// inside a word), plus whether the last scalar read was a letter of a spaced script,
    /// which decides the words a walk beginning at the next scalar may match. Such a walk is
    /// what the trie walk would begin there, so the words found are the same; the automaton
    /// only ever holds the walks that begin at a scalar where some word may begin.
    ///
    /// The transitions are stored as rows displaced into one array ("comb" packing): a state
    /// is the offset of its row (the slot's address is one addition away, the shortest chain
    /// from one step to the next), and the slot `offset + symbol` holds the next state and the
    /// symbol it was stored for (so a slot of another state's row is recognised as not ours:
    /// offsets are distinct). Only transitions that keep a walk alive are stored; on every
    /// other symbol the next state is the one a fresh walk reaches from the root, which
    /// depends on the symbol and the letter flag only (the head of `transitions`). The
    /// lookup of both and the choice between them are the whole step.
    ///
    /// The letter flag of a lexicon scalar's symbol is its folded form's class: the same as
    /// the class of every scalar that folds to it (a test checks them all), so a symbol
    /// stands for one scalar and one class. The parser writes the flag into the symbol
    /// (`letterFlag`), which the step reads for the scalar and the one before it.
    struct Automaton {
        // A state value (20 bits) is its row's offset, and its low two bits are its flags:
        // 1 when words end there, and then 2 when one of them may end before a letter (rows
        // are placed at offsets whose low bits are their state's flags).
        // A slot: the symbol it is for << 20 (`emptySlot` when unused) | the next state value.
        // Symbols: 0 other non-letters, 1 other letters, 2… the lexicon's scalars. As the
        // parser writes them, they carry the scalar's letter flag in bit 15 (`letterFlag`), so
        // that the step knows from the symbols alone whether the scalar it reads, and the one
        // before, are letters.
        static let stateBits: UInt32 = 20
        static let symbolBits: UInt32 = 11
        static let stateMask: UInt32 = (1 << stateBits) - 1
        static let emptySlot: UInt32 = ((1 << symbolBits) - 1) << stateBits
        static let wordsEnd: UInt32 = 1
        static let wordsEndAnywhere: UInt32 = 2
        /// The symbol of a mark, which the automaton skips (no lexicon symbol comes near it;
        /// only it has `markBit` set).
        static let skippedSymbol: UInt16 = 0x7FFF
        static let markBit: UInt16 = 0x4000
        /// The bit of a written symbol that says its scalar is a letter of a spaced script.
        static let letterFlag: UInt16 = 0x8000
        // An output's flags: its walk began inside a word, so only a Hebrew prefix letter may
        // stand before it; it runs to the end of its word; it must end at a word's end; and
        // then not before a digit that continues it ("sale7").
        static let hebrewPrefixOutput: UInt32 = 1 << 21
        static let extendsOutput: UInt32 = 1 << 22
        static let needsEndOutput: UInt32 = 1 << 23
        static let notBeforeDigitOutput: UInt32 = 1 << 24
        // …and it has a blank inside, which a run of blanks in the text may stretch.
        static let blankOutput: UInt32 = 1 << 25

        /// The tables the step reads, never written after `init`.
        final class Tables: @unchecked Sendable {
            /// The fresh walk's state by symbol and letter flag (symbol << 1 | after a letter),
            /// then the slots: one array, so that the step holds one pointer for both.
            let transitions: UnsafeBufferPointer<UInt32>
            /// By folded scalar >> 8, which 256-entry page holds its symbol (as index >> 8),
            /// then the pages, the first of them all zeros ("not in the lexicon"). A lexicon
            /// scalar's symbol is stored less its letter flag (`symbol` adds it back).
            let symbols: UnsafeBufferPointer<UInt16>
            /// The words ending in a state: how many may end before a letter, how many in all,
            /// then those, then the others: entry value | length << 13 | the `…Output` flags.
            let outputs: UnsafeBufferPointer<UInt32>
            /// The distinct entry values, which the outputs name.
            let entries: UnsafeBufferPointer<KeywordEntry>
            /// The two roots' states (after a non-letter, after a letter); a text starts in
            /// the first.
            let roots: (UInt32, UInt32)

            init(
                transitions: [UInt32], symbols: [UInt16], outputs: [UInt32], entries: [KeywordEntry], roots: (UInt32, UInt32)
            ) {
                self.roots = roots
                self.symbols = .allocatedCopy(of: symbols)
                self.entries = .allocatedCopy(of: entries)
                self.transitions = .allocatedCopy(of: transitions)
                self.outputs = .allocatedCopy(of: outputs)
            }

            deinit {
                for buffer in [transitions, outputs] { UnsafeMutableBufferPointer(mutating: buffer).deallocate() }
                UnsafeMutableBufferPointer(mutating: symbols).deallocate()
                UnsafeMutableBufferPointer(mutating: entries).deallocate()
            }

            /// Whether `folded` is on an edge of the trie (it has a symbol of its own: stored less
            /// its letter flag, it is still at least 1).
            func isLexiconScalar(_ folded: UInt32) -> Bool {
                Self.listed(folded, symbols) != 0
            }

            /// The symbol look-ups alone: a plain value, which the parser holds without a
            /// retain of the tables (an atomic increment and decrement a message).
            struct Symbols {
                let pages: UnsafeBufferPointer<UInt16>

                /// The symbol the automaton reads for a scalar folded to `folded`, a letter of
                /// a spaced script or not, with `letterFlag` for a letter; `skippedSymbol` for a
                /// mark. The scalar table holds it for each scalar it has (`ScalarTable.Entry`),
                /// and the parser writes it for each scalar (`MessageText.keywordSymbols`), so
                /// that a step reads one value.
                @inline(__always)
                func symbol(folded: UInt32, letter: Bool) -> UInt16 {
                    Tables.symbol(folded: folded, letter: letter, pages)
                }
            }

            var symbolLookup: Symbols { Symbols(pages: symbols) }

            @inline(__always)
            fileprivate static func symbol(folded: UInt32, letter: Bool, _ symbols: UnsafeBufferPointer<UInt16>) -> UInt16 {
                guard folded != ScalarFolding.skipped else { return Automaton.skippedSymbol }
                return listed(folded, symbols) &+ UInt16(letter.bit) | UInt16(letter.bit) << 15
            }

            /// `folded`'s entry in the symbol pages: its symbol less its letter flag, or 0.
            @inline(__always)
            private static func listed(_ folded: UInt32, _ symbols: UnsafeBufferPointer<UInt16>) -> UInt16 {
                symbols[Int(symbols[Int(folded >> 8)]) << 8 | Int(folded & 0xFF)]
            }
        }

        let tables: Tables
        /// How many states and symbols the automaton has (for the layout test).
        let stateCount: Int
        let alphabetSize: Int

        /// Compiles the trie given as each node's children by folded scalar (node 0 the root),
        /// the entry ending at each node (-1 for none), whether a node leads to a word that
        /// may begin inside a word, and the entries.
        ///
        /// Built as an Aho–Corasick automaton: the walks alive after some text are fixed by
        /// the longest of them (the others begin inside it, at scalars whose letter flags its
        /// path gives), so a state is a trie node and whether its walk began inside a word,
        /// or one of two roots (after a letter or not). The state without its longest walk is
        /// its fallback; a state's stored row is its own edges over its fallback's row.
        init(children: [[UInt32: Int32]], entryAt: [Int32], leadsInsideWords: [Bool], entries: [KeywordEntry]) {
            let blank: UInt32 = 0x20
            // Symbols: every scalar on an edge, in scalar order.
            var scalars = Set<UInt32>()
            for node in children { scalars.formUnion(node.keys) }
            let lexiconScalars = scalars.sorted()
            let alphabetSize = lexiconScalars.count + 2
            precondition(alphabetSize < (1 << Self.symbolBits) - 1, "KeywordTrie.Automaton: too many scalars for a symbol")
            var symbolOf: [UInt32: Int] = [:]
            for (index, scalar) in lexiconScalars.enumerated() { symbolOf[scalar] = index + 2 }
            self.alphabetSize = alphabetSize
            let symbolIsLetter = [false, true] + lexiconScalars.map { ScalarClass.of(Unicode.Scalar($0)!) == .spacedLetter }
            // Each node's edges by symbol, in symbol order.
            let edges: [[(symbol: Int, child: Int)]] = children.map { node in
                node.map { (symbolOf[$0.key]!, Int($0.value)) }.sorted { $0.symbol < $1.symbol }
            }

            // The nodes reached by a blank: a blank after one is squeezed.
            var blankNodes = Set<Int>()
            for node in children {
                if let child = node[blank] { blankNodes.insert(Int(child)) }
            }

            // States 0 and 1: the roots (after a non-letter, after a letter); then a walk's
            // node and whether it began inside a word, numbered in breadth-first order.
            var stateOfWalk = [Int](repeating: -1, count: 2 * children.count)
            var node = [0, 0]
            var inside = [false, true]
            var depth = [0, 0]
            var afterLetter = [false, true]
            var fallback = [0, 1]
            func state(_ walkNode: Int, _ walkInside: Bool, depth walkDepth: Int, afterLetter letter: Bool, fallback walkFallback: Int) -> Int {
                let key = walkNode << 1 | (walkInside ? 1 : 0)
                if stateOfWalk[key] >= 0 { return stateOfWalk[key] }
                stateOfWalk[key] = node.count
                node.append(walkNode)
                inside.append(walkInside)
                depth.append(walkDepth)
                afterLetter.append(letter)
                fallback.append(walkFallback)
                return node.count - 1
            }
            // The fresh walk's state from each root, by symbol (the head of `transitions`).
            var fresh = [[Int]](repeating: [], count: 2)
            for root in 0..<2 {
                fresh[root] = (0..<alphabetSize).map { symbol in symbolIsLetter[symbol] ? 1 : 0 }
                for (symbol, child) in edges[0] where symbol != symbolOf[blank] && (root == 0 || leadsInsideWords[child]) {
                    fresh[root][symbol] = state(child, root == 1, depth: 1, afterLetter: symbolIsLetter[symbol], fallback: symbolIsLetter[symbol] ? 1 : 0)
                }
            }
            // Stored rows (symbol, next state), and the words ending in each state.
            var rows: [[(symbol: Int, next: Int)]] = [[], []]
            var ending: [[UInt32]] = [[], []]
            var current = 2
            while current < node.count {
                let (walkNode, walkInside, base) = (node[current], inside[current], fallback[current])
                func next(from state: Int, _ symbol: Int) -> Int {
                    if let stored = rows[state].first(where: { $0.symbol == symbol }) { return stored.next }
                    return fresh[afterLetter[state] ? 1 : 0][symbol]
                }
                var own: [(symbol: Int, next: Int)] = []
                for (symbol, child) in edges[walkNode] where !walkInside || leadsInsideWords[child] {
                    let childFallback = next(from: base, symbol)
                    own.append((symbol, state(child, walkInside, depth: depth[current] + 1, afterLetter: symbolIsLetter[symbol], fallback: childFallback)))
                }
                // A blank after a blank is squeezed: the walk at a blank stays.
                if blankNodes.contains(walkNode) {
                    own.append((symbolOf[blank]!, current))
                    own.sort { $0.symbol < $1.symbol }
                }
                // Own edges over the fallback's row, merged in symbol order.
                var row: [(symbol: Int, next: Int)] = []
                var (i, j) = (0, 0)
                let inherited = rows[base]
                while i < own.count || j < inherited.count {
                    if j == inherited.count || (i < own.count && own[i].symbol <= inherited[j].symbol) {
                        if j < inherited.count && inherited[j].symbol == own[i].symbol { j += 1 }
                        row.append(own[i])
                        i += 1
                    } else {
                        row.append(inherited[j])
                        j += 1
                    }
                }
                rows.append(row)
                let entry = Int(entryAt[walkNode])
                ending.append(
                    (entry >= 0 ? [UInt32(entry) | UInt32(depth[current]) << 16 | (walkInside ? 1 << 31 : 0)] : []) + ending[base])
                current += 1
            }
            stateCount = node.count

            // Which entries have a blank inside (a blank is on the path to their node).
            var hasBlank = [Bool](repeating: false, count: entries.count)
            var blankAbove = [Bool](repeating: false, count: children.count)
            for parent in children.indices {
                for (scalar, child) in children[parent] { blankAbove[Int(child)] = blankAbove[parent] || scalar == blank }
            }
            for (walkNode, entry) in entryAt.enumerated() where entry >= 0 { hasBlank[Int(entry)] = blankAbove[walkNode] }
            // The words ending in each state (a state without its own word shares its
            // fallback's list): those that may end before a letter first. A word whose walk
            // began inside a word is left out unless it may begin there.
            var outputs: [UInt32] = [0, 0]
            // An output names its entry's value, not the entry: the lexicon's thousands of
            // words share a few dozen values, whose table stays in the cache (the entry read for
            // each match missed it, a table of thousands read once each per message).
            var distinctEntries: [KeywordEntry] = []
            var distinctIndex: [KeywordEntry: UInt32] = [:]
            func distinct(_ entry: KeywordEntry) -> UInt32 {
                if let index = distinctIndex[entry] { return index }
                distinctEntries.append(entry)
                distinctIndex[entry] = UInt32(distinctEntries.count - 1)
                return UInt32(distinctEntries.count - 1)
            }
            var outputsAt = [Int](repeating: 0, count: stateCount)
            var endFlags = [UInt32](repeating: 0, count: stateCount)
            for number in 0..<stateCount where !ending[number].isEmpty {
                if entryAt[node[number]] < 0 {
                    (outputsAt[number], endFlags[number]) = (outputsAt[fallback[number]], endFlags[fallback[number]])
                    continue
                }
                var all: [UInt32] = []
                for word in ending[number] {
                    let entry = entries[Int(word & 0xFFFF)]
                    let length = word >> 16 & 0x7FFF
                    let walkInside = word >> 31 != 0
                    guard !walkInside || KeywordTrie.startsInsideWords(entry) else { continue }
                    let value = distinct(entry)
                    precondition(value < 1 << 13 && length < 1 << 8, "KeywordTrie.Automaton: a word does not fit an output")
                    var packed = value | length << 13
                    if walkInside && entry.needsStartBoundary { packed |= Self.hebrewPrefixOutput }
                    if entry.extendsToWordEnd { packed |= Self.extendsOutput }
                    if entry.needsEndBoundary { packed |= Self.needsEndOutput }
                    if entry.needsEndBoundary && entry.role != .currency && entry.role != .unit { packed |= Self.notBeforeDigitOutput }
                    if hasBlank[Int(word & 0xFFFF)] { packed |= Self.blankOutput }
                    all.append(packed)
                }
                let beforeLetters = all.filter { $0 & Self.needsEndOutput == 0 }
                guard !all.isEmpty else { continue }
                outputsAt[number] = outputs.count
                // Those first: before a letter only they are read, else all. (Order within a
                // state does not matter: its words all end here, at different starts, and the
                // matches are sorted by start.)
                outputs += [UInt32(beforeLetters.count), UInt32(all.count)] + beforeLetters + all.filter { $0 & Self.needsEndOutput != 0 }
                endFlags[number] = (beforeLetters.isEmpty ? 0 : Self.wordsEndAnywhere) | Self.wordsEnd
            }

            // Rows placed first fit in breadth-first order (the shallow states, read most, lie
            // together); every state gets an offset of its own,
            // and a state where words end keeps the slot of symbol 0 (no walk goes on with a
            // scalar outside the lexicon) for the place of its words in `outputs`. Free slots
            // and offsets are bit sets, so that 64 offsets are tried at once; each search starts
            // where the last row with the same lowest symbol went (exact for rows of one
            // symbol: the offsets below were refused then, and only fill up since).
            let needs = (0..<stateCount).map { number in
                (outputsAt[number] > 0 ? [0] : []) + rows[number].map(\.symbol)
            }
            let words = (needs.reduce(0) { $0 + $1.count } + 4 * stateCount + 2 * alphabetSize) / 64 + 2
            var usedBits = [UInt64](repeating: 0, count: words)
            var takenBits = [UInt64](repeating: 0, count: words)
            // The 64 bits of `bits` from `bit` on (bits past the end are clear).
            func window(_ bits: [UInt64], _ bit: Int) -> UInt64 {
                let (word, shift) = (bit >> 6, UInt64(bit & 63))
                guard word < bits.count else { return 0 }
                let low = bits[word] >> shift
                guard shift != 0, word + 1 < bits.count else { return low }
                return low | bits[word + 1] << (64 - shift)
            }
            var offsets = [Int](repeating: 0, count: stateCount)
            // Rows start after the fresh walks' table, which the same array holds.
            let defaultsCount = 2 * alphabetSize
            // A row's offset has its state's flags as its low two bits: one offset in four.
            let flags = endFlags.map(Int.init)
            // (Keyed by the lowest symbol but the outputs' slot 0, whether the row has that slot,
            // and the flags: keyed by the lowest alone, the rows of states where words end,
            // which all hold slot 0, pushed each other to the end of the table.)
            var searchFrom = [Int](repeating: defaultsCount, count: alphabetSize << 3)
            for number in 0..<stateCount {
                let row = needs[number]
                let hasOutputs = row.first == 0 && outputsAt[number] > 0
                let lowest = ((hasOutputs ? row.dropFirst().first : row.first) ?? 0) << 3 | (hasOutputs ? 4 : 0) | flags[number]
                var offset = searchFrom[lowest]
                while true {
                    precondition(offset >> 6 < words - 1, "KeywordTrie.Automaton: no room for a row")
                    var free = ~window(takenBits, offset) & 0x1111_1111_1111_1111 << UInt64((flags[number] &- offset) & 3)
                    for symbol in row { free &= ~window(usedBits, offset + symbol) }
                    if free != 0 {
                        offset += free.trailingZeroBitCount
                        break
                    }
                    offset += 64
                }
                searchFrom[lowest] = offset
                takenBits[offset >> 6] |= 1 << UInt64(offset & 63)
                for symbol in row { usedBits[(offset + symbol) >> 6] |= 1 << UInt64((offset + symbol) & 63) }
                offsets[number] = offset
            }
            let slotCount = max(offsets.max()! + 1, usedBits.count * 64 - usedBits.reversed().prefix { $0 == 0 }.count * 64) + alphabetSize
            precondition(slotCount < 1 << Self.stateBits, "KeywordTrie.Automaton: too many slots for a state value")
            func value(_ number: Int) -> UInt32 {
                assert(offsets[number] & 3 == flags[number])
                return UInt32(offsets[number])
            }
            var transitions = [UInt32](repeating: Self.emptySlot, count: slotCount)
            for symbol in 0..<alphabetSize {
                transitions[symbol << 1] = value(fresh[0][symbol])
                transitions[symbol << 1 | 1] = value(fresh[1][symbol])
            }
            for number in 0..<stateCount {
                for (symbol, next) in rows[number] { transitions[offsets[number] + symbol] = UInt32(symbol) << Self.stateBits | value(next) }
                if outputsAt[number] > 0 { transitions[offsets[number]] = Self.emptySlot | UInt32(outputsAt[number]) }
            }
            precondition(outputs.count < 1 << Self.stateBits, "KeywordTrie.Automaton: too many outputs")

            // Symbols: a page number for each 256 folded scalars, then the pages (0x1100 page
            // numbers are 17 pages; the 18th is all zeros, for scalars outside the lexicon).
            let emptyPage = UInt16(0x1100 >> 8)
            var symbols = [UInt16](repeating: emptyPage, count: 0x1100) + repeatElement(0, count: 256)
            symbols.reserveCapacity(symbols.count + 256 * Set(lexiconScalars.map { $0 >> 8 }).count)
            for scalar in lexiconScalars {
                let page = Int(scalar >> 8)
                if symbols[page] == emptyPage {
                    precondition(symbols.count >> 8 <= Int(UInt16.max), "KeywordTrie.Automaton: too many symbol pages")
                    symbols[page] = UInt16(symbols.count >> 8)
                    symbols += repeatElement(0, count: 256)
                }
                let symbol = symbolOf[scalar]!
                symbols[Int(symbols[page]) << 8 | Int(scalar & 0xFF)] = UInt16(symbol) - (symbolIsLetter[symbol] ? 1 : 0)
            }
            tables = Tables(
                transitions: transitions, symbols: symbols, outputs: outputs, entries: distinctEntries, roots: (value(0), value(1)))
        }
    }
}

extension KeywordTrie {
    /// Records every match in `found` while it has room and returns how many there are, in
    /// order of start, and at one start the shorter first. `room`: `roomCapacity` words for
    /// the automaton's states and reports, so that its loop never checks for room.
    static func automatonWalk(
        _ automaton: Automaton.Tables, _ folded: FoldedScalars, _ classes: UnsafeBufferPointer<ScalarClass>,
        symbols: UnsafeBufferPointer<UInt16>, room: UnsafeMutableBufferPointer<UInt64>, into found: UnsafeMutableBufferPointer<KeywordMatch>
    ) -> Int {
        precondition(room.count >= roomCapacity(folded.count) && symbols.count == folded.count, "KeywordTrie: room for the reports")
        let count = symbols.count
        let walk = Walk(room, count)
        let marksSkipped = run(automaton, symbols, classes, walk)
        // The places where words end, 64 at a time: each eight report bytes become eight
        // bits of a mask (one multiplication), and the loop visits the set bits only.
        var foundCount = 0
        var chunk = 0
        while chunk <= count {
            var mask: UInt64 = 0
            for group in 0..<8 {
                let bytes = UnsafeRawPointer(walk.reports).loadUnaligned(fromByteOffset: chunk &+ group &<< 3, as: UInt64.self)
                mask |= ((bytes &* 0x0102_0408_1020_4080) &>> 56) &<< UInt64(group &<< 3)
            }
            while mask != 0 {
                let end = chunk &+ mask.trailingZeroBitCount
                mask &= mask &- 1
                foundCount = record(automaton, walk.states[end], end: end, marksSkipped: marksSkipped, folded, classes, found, foundCount)
            }
            chunk &+= 64
        }

        // Found by end; the walk's order is by start, and at one start the shorter first,
        // which is the order they were found in: a stable sort by start. Nearly always
        // sorted already (words seldom overlap).
        let stored = min(foundCount, found.count)
        if stored > 1 {
            for index in 1..<stored where found[index].start < found[index &- 1].start {
                let match = found[index]
                var place = index
                while place > 0, found[place &- 1].start > match.start {
                    found[place] = found[place &- 1]
                    place &-= 1
                }
                found[place] = match
            }
        }
        return foundCount
    }

    /// Where the automaton writes, for each place in the text (0 to the scalar count), the
    /// state before that scalar and whether words of it are reported there (a byte, 1 or 0),
    /// and 64 zero bytes after the reports (the last chunk of `automatonWalk` reads past them).
    struct Walk {
        let states: UnsafeMutablePointer<UInt32>
        let reports: UnsafeMutablePointer<UInt8>

        /// The two arrays in `room` (`roomCapacity` words), for a text of `count` scalars.
        init(_ room: UnsafeMutableBufferPointer<UInt64>, _ count: Int) {
            let raw = UnsafeMutableRawPointer(room.baseAddress!)
            let statesSize = (count &+ 1) &* 4 &+ 7 & ~7
            assert(statesSize &+ count &+ 65 <= room.count &* 8, "KeywordTrie: room for the walk")
            states = raw.bindMemory(to: UInt32.self, capacity: count &+ 1)
            reports = (raw + statesSize).bindMemory(to: UInt8.self, capacity: count &+ 65)
        }

        /// Records the state before the scalar at `index`, and whether words end in it
        /// there (1 or 0).
        @inline(__always)
        func write(_ index: Int, _ state: UInt32, reported: Int) {
            states[index] = state
            reports[index] = UInt8(truncatingIfNeeded: reported)
        }

        /// Records the state at the end of the text, after the last of its `count` scalars,
        /// and the 64 zero bytes after the reports.
        @inline(__always)
        func finish(_ count: Int, _ state: UInt32, reported: Int) {
            write(count, state, reported: reported)
            let raw = UnsafeMutableRawPointer(reports + (count &+ 1))
            for word in 0..<8 { raw.storeBytes(of: UInt64(0), toByteOffset: word &<< 3, as: UInt64.self) }
        }
    }

    /// How many words of room `automatonWalk` needs for a text of `count` scalars.
    static func roomCapacity(_ count: Int) -> Int { count &+ extraReportRoom }

    /// The room beyond one word per scalar (`MessageText` keeps it): the states take half a
    /// word a place, the reports an eighth, and then come 65 bytes (the end's report and the
    /// padding) and the states' rounding: at most 76 bytes more than five a scalar.
    static let extraReportRoom = 10

    /// The state after `state` on `symbol` (not a mark's), given `fresh`, the fresh walk's
    /// state on it (`fresh(_:afterLetter:_:)`): the stored transition when the slot is this
    /// state's (its symbol bits cancel, and what is left is below 1 << 20), else `fresh`. The
    /// slot's address is one addition away.
    ///
    /// The choice compiles to a conditional move, not a branch the predictor could not learn:
    /// the chain from one state to the next is an addition, a load, an exclusive or, a
    /// comparison and the move (about nine cycles; made by masks, it was eleven, and the walk
    /// a fifth slower). `fresh` must have been loaded whatever the choice (`step` keeps it),
    /// or the compiler loads it only when the slot is not ours, behind a branch.
    @inline(__always)
    private static func next(_ state: UInt32, _ symbol: UInt32, fresh: UInt32, _ transitions: UnsafePointer<UInt32>) -> UInt32 {
        let checked = transitions[Int(state &+ symbol)] ^ symbol << Automaton.stateBits
        return checked < 1 << Automaton.stateBits ? checked : fresh
    }

    /// The state of a walk begun at a scalar of `symbol`, read after a letter or not: it does
    /// not depend on the state, so its load is off the chain from one state to the next.
    @inline(__always)
    private static func fresh(_ symbol: UInt32, afterLetter: UInt32, _ transitions: UnsafePointer<UInt32>) -> UInt32 {
        transitions[Int(symbol << 1 | afterLetter)]
    }

    /// Whether the words of `state`, the state reached by the scalar before, are reported
    /// before a scalar whose letter flag is `letter` (1 or 0): when words end there, before a
    /// scalar that is not a letter, or before any scalar for those that may end inside a
    /// word. The flag picks the state's bit that says so. 1 or 0.
    @inline(__always)
    private static func reports(_ state: UInt32, before letter: UInt32) -> Int {
        Int(state >> letter & 1)
    }

    /// Reads the scalar at `index` (its symbol, which the parser wrote), in a text without
    /// marks: records the state before it and whether words of that state are reported
    /// there (`Walk`), and moves on. The step calls nothing and takes no branch: table
    /// look-ups, arithmetic and a conditional move. Whether the scalar before is a letter is read again from
    /// its symbol (the parser writes a non-letter's before the first): a load instead of a
    /// register, of which two readers have too few.
    @inline(__always)
    private static func step(
        _ state: inout UInt32, _ index: Int, _ symbols: UnsafePointer<UInt16>, _ transitions: UnsafePointer<UInt32>,
        _ walk: Walk, _ freshStates: inout UInt32
    ) {
        let written = UInt32(symbols[index])
        walk.write(index, state, reported: reports(state, before: written >> 15))
        let symbol = written & symbolMask
        let fresh = fresh(symbol, afterLetter: UInt32(symbols[index &- 1]) >> 15, transitions)
        freshStates |= fresh
        state = next(state, symbol, fresh: fresh, transitions)
    }

    /// `run` for a text with marks (a combining mark, a joiner, a tatweel: rare), one reader.
    /// The walks go on past a mark, and the scalar after it is inside a word if the one
    /// before the mark was; the words ending before the mark are reported there, and not
    /// again until the automaton moves on.
    @inline(never)
    private static func runWithMarks(
        _ automaton: Automaton.Tables, _ symbols: UnsafeBufferPointer<UInt16>, _ classes: UnsafeBufferPointer<ScalarClass>, _ walk: Walk
    ) {
        let transitions = automaton.transitions.baseAddress!
        var state = automaton.roots.0
        var afterLetter: UInt32 = 0
        var reported = false
        for index in symbols.indices {
            if symbols[index] == Automaton.skippedSymbol {
                let letter = UInt32((classes[index] == .spacedLetter).bit)
                walk.write(index, state, reported: reported ? 0 : reports(state, before: letter))
                reported = true
                continue
            }
            let written = UInt32(symbols[index])
            let letter = written >> 15
            walk.write(index, state, reported: reported ? 0 : reports(state, before: letter))
            reported = false
            let symbol = written & symbolMask
            state = next(state, symbol, fresh: fresh(symbol, afterLetter: afterLetter, transitions), transitions)
            afterLetter = letter
        }
        walk.finish(symbols.count, state, reported: reported ? 0 : reports(state, before: 0))
    }

    /// A written symbol without its letter flag.
    private static let symbolMask = UInt32(Automaton.letterFlag - 1)

    /// How many scalars before its half the second reader starts, so that it reaches the
    /// first reader's state by then: a walk alive at the half begun earlier is rare (and
    /// caught: the reader is then run again from there).
    private static let overlap = 12

    /// Runs the automaton over the text, writing in `walk` the state before each scalar and
    /// after the last, and whether words end there; returns whether marks were skipped (a
    /// word's start is then not its end less its length: `start(ofWordEndingAt:)`).
    ///
    /// A step waits on the one before (two loads and some arithmetic), so one reader leaves
    /// most of the processor idle. A text long enough is read by two at once: one from the
    /// start, one from a little before the middle, from a root state; where the first stops,
    /// the second must have reached the same state, which holds unless a walk alive there
    /// began before the second started (the second is then run again from that state). Both
    /// write the places before the middle that the second reads first; the first writes
    /// each of them later, and its record stands.
    private static func run(
        _ automaton: Automaton.Tables, _ symbols: UnsafeBufferPointer<UInt16>, _ classes: UnsafeBufferPointer<ScalarClass>, _ walk: Walk
    ) -> Bool {
        let count = symbols.count
        guard count > 0 else {
            walk.finish(0, automaton.roots.0, reported: 0)
            return false
        }
        let text = symbols.baseAddress!
        // The parser ORs the symbols' mark bit into the one before the first.
        if text[-1] & Automaton.markBit != 0 {
            runWithMarks(automaton, symbols, classes, walk)
            return true
        }
        var index = 0
        let transitions = automaton.transitions.baseAddress!
        // Every fresh state read, OR-ed: checked at the end (a state value is below 1 << 20),
        // which also keeps each step loading its fresh state (see `next`).
        var freshStates: UInt32 = 0
        defer { precondition(freshStates < 1 << Automaton.stateBits, "KeywordTrie: a fresh walk's state outside the table") }
        var first = automaton.roots.0
        // Where the first reader stops and the second takes over; the second starts
        // `overlap` scalars before, and both read about as many scalars.
        let half = (count &+ overlap) / 2
        if half < 2 &* overlap {
            index = 0
            while index < count {
                step(&first, index, text, transitions, walk, &freshStates)
                index &+= 1
            }
            walk.finish(count, first, reported: reports(first, before: 0))
            return false
        }
        let secondStart = half &- overlap
        var second = symbols[secondStart &- 1] & Automaton.letterFlag != 0 ? automaton.roots.1 : automaton.roots.0
        index = 0
        while index < overlap {
            step(&first, index, text, transitions, walk, &freshStates)
            step(&second, secondStart &+ index, text, transitions, walk, &freshStates)
            index &+= 1
        }
        let stateAtHalf = second
        let together = min(half, count &- secondStart)
        while index < together {
            step(&first, index, text, transitions, walk, &freshStates)
            step(&second, secondStart &+ index, text, transitions, walk, &freshStates)
            index &+= 1
        }
        while index < half {
            step(&first, index, text, transitions, walk, &freshStates)
            index &+= 1
        }
        index = secondStart &+ together
        while index < count {
            step(&second, index, text, transitions, walk, &freshStates)
            index &+= 1
        }
        if first != stateAtHalf {
            // A walk alive at the half began before the second reader did: read again.
            second = first
            index = half
            while index < count {
                step(&second, index, text, transitions, walk, &freshStates)
                index &+= 1
            }
        }
        walk.finish(count, second, reported: reports(second, before: 0))
        return false
    }

    /// Records the words ending in `state` before `end` that stand at the boundaries they
    /// need, after the `foundCount` recorded so far; returns the new count. Inlined into the
    /// loop over the reports (the steps' loop is done by then, its registers free).
    @inline(__always)
    private static func record(
        _ automaton: Automaton.Tables, _ state: UInt32, end: Int, marksSkipped: Bool, _ folded: FoldedScalars,
        _ classes: UnsafeBufferPointer<ScalarClass>, _ found: UnsafeMutableBufferPointer<KeywordMatch>, _ foundCount: Int
    ) -> Int {
        var foundCount = foundCount
        let (outputs, entries) = (automaton.outputs, automaton.entries)
        let at = Int(automaton.transitions[Int(state)] & Automaton.stateMask)
        let next = end < classes.count ? classes[end] : .space
        // Before a letter only the words that may end inside a word; else all of them, but
        // not those a digit would continue.
        let beforeLetter = next == .spacedLetter
        let first = at &+ 2
        let digitGoesOn = next == .digit && goesOnInDigit(classes, end)
        for word in outputs[first..<first &+ Int(outputs[beforeLetter ? at : at &+ 1])] {
            let length = Int(word >> 13 & 0xFF)
            // A word with a blank inside may have been stretched by a run of blanks.
            let start =
                marksSkipped || word & Automaton.blankOutput != 0 && hasTwoBlanks(folded, end &- length, end)
                ? start(ofWordEndingAt: end, length: length, folded) : end &- length
            if word & Automaton.hebrewPrefixOutput != 0 {
                // One prefix letter (ה ב ו ל מ ש כ), nothing more.
                guard isHebrewPrefix(folded[start &- 1]), start == 1 || classes[start &- 2] != .spacedLetter else { continue }
            }
            if digitGoesOn && word & Automaton.notBeforeDigitOutput != 0 { continue }
            var wordEnd = end
            if word & Automaton.extendsOutput != 0 {
                while wordEnd < classes.count, classes[wordEnd] == .spacedLetter { wordEnd &+= 1 }
            }
            if foundCount < found.count {
                let entry = entries[Int(word & 0x1FFF)]
                (found.baseAddress! + foundCount).initialize(to: KeywordMatch(start: start, end: wordEnd, entry: entry))
            }
            foundCount &+= 1
        }
        return foundCount
    }

    /// Whether `folded[start..<end]` has two blanks in a row. A word with blanks squeezed in
    /// it has such a pair within its last `length` scalars (past its first scalar, every
    /// squeezed blank follows the one read).
    private static func hasTwoBlanks(_ folded: FoldedScalars, _ start: Int, _ end: Int) -> Bool {
        var previousBlank = false
        for scalar in folded[start..<end] {
            let blank = scalar == 0x20
            if blank && previousBlank { return true }
            previousBlank = blank
        }
        return false
    }

    /// Where a word of `length` folded scalars ending before `end` starts, when marks may be
    /// skipped and blanks squeezed inside it: a mark is never read, and a blank is read
    /// only when the scalar read before it is not a blank (a word never starts with one).
    @inline(never)
    static func start(ofWordEndingAt end: Int, length: Int, _ folded: FoldedScalars) -> Int {
        var remaining = length
        var position = end
        while remaining > 0 {
            position -= 1
            let scalar = folded[position]
            if scalar == ScalarFolding.skipped { continue }
            if scalar == 0x20 {
                var before = position - 1
                while before >= 0 && folded[before] == ScalarFolding.skipped { before -= 1 }
                if before >= 0 && folded[before] == 0x20 { continue }
            }
            remaining -= 1
        }
        return position
    }
}
