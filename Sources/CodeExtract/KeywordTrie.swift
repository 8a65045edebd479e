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
/// retains per step: nodes in breadth-first order with their edges sorted by scalar, direct
/// tables for first scalars (ASCII, then 256-entry pages of the Basic Multilingual Plane) and
/// for the ASCII children of busy nodes, bit masks of the ASCII letters that begin a word,
/// and hashed sets of the pairs and triples that do (`KeywordPrefixFilter`).
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
    // For an ASCII first scalar followed by an ASCII scalar (most positions of most
    // messages): one bit per (inside a word, first, second) that is set unless the walk
    // from there surely finds nothing — no word starts with that pair, and no one-scalar
    // word is the first. Exact, unlike the hashed `prefixes`, and one load per position.
    private var asciiPairs = [UInt64](repeating: 0, count: 2 * 128 * 128 / 64)
    private var rootPages: [Int32] = []
    private var rootOther: [UInt32: Int32] = [:]
    /// One trie node, frozen: its edges are `edges[edgeStart..<edgeEnd]`, sorted by scalar.
    private struct Node {
        var edgeStart: Int32
        var edgeEnd: Int32
        /// The entry ending here, or -1.
        var entry: Int32
        /// Whether the node leads to an entry that may start inside a word ("*code" in
        /// "Bestätigungscode", Han, Arabic): mid-word positions only walk those nodes.
        var leadsInsideWords: Bool
        /// For nodes with many ASCII edges: where their 128 ASCII children start in
        /// `asciiChildren` (-1 when the node has none), so the busiest steps skip the search.
        var asciiTable: Int32 = -1
    }

    private struct Edge {
        var scalar: UInt32
        var target: Int32
    }

    private var nodes: [Node] = []
    private var edges: [Edge] = []
    private var asciiChildren: [Int32] = []
    private var entries: [KeywordEntry] = []

    init(_ groups: [LexiconGroup]) {
        var builder = Builder()
        for group in groups {
            for word in group.words { builder.insert(word, group) }
        }
        entries = builder.entries
        // Nodes are frozen in breadth-first order, so the first levels, which every message
        // walks, sit together in memory.
        var order: [Int] = [0]
        order.reserveCapacity(builder.children.count)
        var renumbered = [Int32](repeating: -1, count: builder.children.count)
        renumbered[0] = 0
        var cursor = 0
        while cursor < order.count {
            for (_, child) in builder.children[order[cursor]].sorted(by: { $0.key < $1.key }) {
                renumbered[Int(child)] = Int32(order.count)
                order.append(Int(child))
            }
            cursor += 1
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
        var leadsInsideWords = builder.entryAt.map { entry in
            entry >= 0 && (!builder.entries[Int(entry)].needsStartBoundary || builder.entries[Int(entry)].allowsHebrewPrefix)
        }
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
        for node in order {
            let first = Int32(edges.count)
            for (scalar, child) in builder.children[node].sorted(by: { $0.key < $1.key }) {
                edges.append(Edge(scalar: scalar, target: renumbered[Int(child)]))
            }
            var frozen = Node(
                edgeStart: first, edgeEnd: Int32(edges.count), entry: builder.entryAt[node],
                leadsInsideWords: leadsInsideWords[node])
            if builder.children[node].keys.count(where: { $0 < 128 }) >= 6 {
                frozen.asciiTable = Int32(asciiChildren.count)
                asciiChildren.append(contentsOf: repeatElement(-1, count: 128))
                for (scalar, child) in builder.children[node] where scalar < 128 {
                    asciiChildren[Int(frozen.asciiTable) + Int(scalar)] = renumbered[Int(child)]
                }
            }
            nodes.append(frozen)
        }
        for first in 0..<128 where first != 0x20 && rootASCII[first] >= 0 {
            let root = nodes[Int(rootASCII[first])]
            for inside in [false, true] where !inside || root.leadsInsideWords {
                for second in 0..<128 {
                    var mayMatch = root.entry >= 0 || second == Int(ScalarFolding.skipped)
                    if !mayMatch, let child = edges[Int(root.edgeStart)..<Int(root.edgeEnd)].first(where: { $0.scalar == UInt32(second) }) {
                        mayMatch = !inside || nodes[Int(child.target)].leadsInsideWords
                    }
                    if mayMatch {
                        let bit = Self.pairBit(inside: inside, UInt32(first), UInt32(second))
                        asciiPairs[bit >> 6] |= 1 << UInt64(bit & 63)
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func pairBit(inside: Bool, _ first: UInt32, _ second: UInt32) -> Int {
        (inside ? 1 << 14 : 0) | Int(first) << 7 | Int(second)
    }

    private static func setBit(_ mask: inout (UInt64, UInt64), _ bit: Int) {
        if bit < 64 { mask.0 |= 1 << UInt64(bit) } else { mask.1 |= 1 << UInt64(bit - 64) }
    }

    @inline(__always)
    private static func hasBit(_ mask: (UInt64, UInt64), _ bit: UInt32) -> Bool {
        (bit < 64 ? mask.0 : mask.1) & (1 << UInt64(bit & 63)) != 0
    }

    @inline(__always)
    private static func child(_ node: Node, _ scalar: UInt32, _ edges: UnsafeBufferPointer<Edge>) -> Int? {
        var low = Int(node.edgeStart)
        var high = Int(node.edgeEnd)
        while low < high {
            let mid = (low + high) >> 1
            let value = edges[mid].scalar
            if value == scalar { return Int(edges[mid].target) }
            if value < scalar { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    @inline(__always)
    private func rootChildBeyondASCII(_ scalar: UInt32) -> Int32 {
        if scalar <= 0xFFFF {
            let page = rootPage[Int(scalar >> 8)]
            return page < 0 ? -1 : rootPages[Int(page) + Int(scalar & 0xFF)]
        }
        return rootOther[scalar] ?? -1
    }

    /// Every match in `message`, shorter matches inside longer ones removed (so "barcode"
    /// hides its "code" and "รหัสอ้างอิง" hides its "รหัส").
    func matches(in message: MessageText) -> [KeywordMatch] {
        matches(folded: message.folded, classes: message.classes)
    }

    /// Every match in already folded and classified scalars.
    func matches(folded: UnsafeMutableBufferPointer<UInt32>, classes: UnsafeMutableBufferPointer<ScalarClass>) -> [KeywordMatch] {
        var found: [KeywordMatch] = []
        found.reserveCapacity(16)
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                prefixes.bits.withUnsafeBufferPointer { prefixBits in
                    asciiPairs.withUnsafeBufferPointer { asciiPairs in
                        walk(nodes, edges, prefixBits, asciiPairs, UnsafeBufferPointer(folded), UnsafeBufferPointer(classes), &found)
                    }
                }
            }
        }
        if found.count > 1 { Self.prune(&found) }
        return found
    }

    private func walk(
        _ nodes: UnsafeBufferPointer<Node>, _ edges: UnsafeBufferPointer<Edge>, _ prefixBits: UnsafeBufferPointer<UInt64>,
        _ asciiPairs: UnsafeBufferPointer<UInt64>, _ folded: UnsafeBufferPointer<UInt32>,
        _ classes: UnsafeBufferPointer<ScalarClass>, _ found: inout [KeywordMatch]
    ) {
        let count = folded.count
        var start = 0
        while start < count {
            let first = folded[start]
            let insideWord = start > 0 && classes[start - 1] == .spacedLetter
            let rootChild: Int32
            if first < 128 {
                // One bit test refuses most positions; it agrees with the node checks below.
                if start + 1 < count, case let second = folded[start + 1], second < 128 {
                    let bit = Self.pairBit(inside: insideWord, first, second)
                    guard asciiPairs[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else {
                        start += 1
                        continue
                    }
                } else {
                    guard Self.hasBit(insideWord ? startsInsideASCII : startsASCII, first) else {
                        start += 1
                        continue
                    }
                }
                rootChild = rootASCII.withUnsafeBufferPointer { $0[Int(first)] }
            } else {
                rootChild = rootChildBeyondASCII(first)
            }
            guard rootChild >= 0, first != 0x20, !insideWord || nodes[Int(rootChild)].leadsInsideWords else {
                start += 1
                continue
            }
            // A one-scalar word ("a", "码") is checked here; longer ones only where the
            // prefix filter lets them through.
            let rootNode = nodes[Int(rootChild)]
            let oneScalarWordHolds =
                rootNode.entry >= 0 && Self.boundariesHold(entries[Int(rootNode.entry)], folded, classes, start, start + 1)
            guard oneScalarWordHolds || KeywordPrefixFilter.mayMatch(prefixBits, folded, start, insideWord: insideWord) else {
                start += 1
                continue
            }
            var node = rootNode
            var index = start + 1
            var previousWasSpace = false
            while true {
                if node.entry >= 0 {
                    let entry = entries[Int(node.entry)]
                    if Self.boundariesHold(entry, folded, classes, start, index) {
                        var end = index
                        if entry.extendsToWordEnd {
                            while end < count, classes[end] == .spacedLetter { end += 1 }
                        }
                        found.append(KeywordMatch(start: start, end: end, entry: entry))
                    }
                }
                // Skip marks and squeeze blanks, as `insert` did.
                var next: UInt32 = ScalarFolding.skipped
                while index < count {
                    next = folded[index]
                    if next == ScalarFolding.skipped || (next == 0x20 && previousWasSpace) {
                        index += 1
                        continue
                    }
                    break
                }
                guard index < count, node.edgeStart < node.edgeEnd else { break }
                let target: Int
                if next < 128 && node.asciiTable >= 0 {
                    target = Int(asciiChildren[Int(node.asciiTable) + Int(next)])
                    if target < 0 { break }
                } else {
                    guard let found = Self.child(node, next, edges) else { break }
                    target = found
                }
                let targetNode = nodes[target]
                guard !insideWord || targetNode.leadsInsideWords else { break }
                previousWasSpace = next == 0x20
                node = targetNode
                index += 1
            }
            start += 1
        }
    }

    @inline(__always)
    private static func boundariesHold(
        _ entry: KeywordEntry, _ folded: UnsafeBufferPointer<UInt32>, _ classes: UnsafeBufferPointer<ScalarClass>,
        _ start: Int, _ end: Int
    ) -> Bool {
        if entry.needsStartBoundary, start > 0, classes[start - 1] == .spacedLetter {
            // Hebrew: one prefix letter (ה ב ו ל מ ש כ), nothing more.
            guard entry.allowsHebrewPrefix, Self.isHebrewPrefix(folded[start - 1]), start == 1 || classes[start - 2] != .spacedLetter
            else { return false }
        }
        if entry.needsEndBoundary, end < classes.count, classes[end] == .spacedLetter { return false }
        return true
    }

    @inline(__always)
    private static func isHebrewPrefix(_ value: UInt32) -> Bool {
        switch value {
        case 0x5D4, 0x5D1, 0x5D5, 0x5DC, 0x5DE, 0x5E9, 0x5DB: return true
        default: return false
        }
    }

    // Matches come in order of their start. One is hidden by a longer match covering it, or
    // by a word of another role on the same span ("codex" as blocker and as the stem "code*"):
    // the word that is not a code wins.
    private static func prune(_ found: inout [KeywordMatch]) {
        let count = found.count
        let kept = found.withUnsafeMutableBufferPointer { found -> Int in
            var kept = 0
            var earlierEnd = Int.min  // the furthest end of the matches starting before this group
            var group = 0
            while group < count {
                var groupEnd = group
                while groupEnd < count, found[groupEnd].start == found[group].start { groupEnd += 1 }
                // Most groups are one match: hidden only by an earlier, longer one.
                if groupEnd - group == 1 {
                    let match = found[group]
                    if earlierEnd < match.end {
                        found[kept] = match
                        kept += 1
                    }
                    earlierEnd = max(earlierEnd, match.end)
                    group = groupEnd
                    continue
                }
                var furthest = earlierEnd
                // Decide the whole group before compacting over it.
                var hiddenInGroup: UInt64 = 0
                for index in group..<groupEnd where groupEnd - group <= 64 {
                    let match = found[index]
                    var hidden = earlierEnd >= match.end
                    if !hidden {
                        for other in group..<groupEnd where other != index {
                            let end = found[other].end
                            if end > match.end || (end == match.end && match.entry.role == .secret && found[other].entry.role != .secret) {
                                hidden = true
                                break
                            }
                        }
                    }
                    if hidden { hiddenInGroup |= 1 << UInt64(index - group) }
                }
                for index in group..<groupEnd {
                    furthest = max(furthest, found[index].end)
                    if hiddenInGroup & (1 << UInt64(min(63, index - group))) == 0 || groupEnd - group > 64 {
                        found[kept] = found[index]
                        kept += 1
                    }
                }
                earlierEnd = furthest
                group = groupEnd
            }
            return kept
        }
        found.removeLast(count - kept)
    }

    /// The mutable trie the lexicon is first inserted into.
    private struct Builder {
        var children: [[UInt32: Int32]] = [[:]]
        var entryAt: [Int32] = [-1]
        var entries: [KeywordEntry] = []

        mutating func insert(_ written: String, _ group: LexiconGroup) {
            var word = Substring(written)
            var compoundTail = false
            var stem = false
            if word.hasPrefix("*") { compoundTail = true; word = word.dropFirst() }
            if word.hasSuffix("*") { stem = true; word = word.dropLast() }
            guard let first = word.unicodeScalars.first else { return }
            // Boundaries are only reliable in alphabets with spaces and without attached particles.
            let bounded = first.value < 0x530 || (0x1E00...0x1EFF).contains(first.value)
            var node = 0
            var previousWasSpace = false
            for scalar in word.unicodeScalars {
                var folded = ScalarFolding.fold(scalar)
                if folded == ScalarFolding.skipped { continue }
                if folded == 0x09 { folded = 0x20 }
                if folded == 0x20 {
                    if previousWasSpace { continue }
                    previousWasSpace = true
                } else {
                    previousWasSpace = false
                }
                if let next = children[node][folded] {
                    node = Int(next)
                } else {
                    children.append([:])
                    entryAt.append(-1)
                    children[node][folded] = Int32(children.count - 1)
                    node = children.count - 1
                }
            }
            let hebrew = (0x5D0...0x5EA).contains(first.value)
            let entry = KeywordEntry(
                role: group.role, weight: group.weight,
                needsStartBoundary: (bounded && !compoundTail) || hebrew, needsEndBoundary: bounded && !stem,
                extendsToWordEnd: bounded && stem, allowsHebrewPrefix: hebrew)
            if entryAt[node] >= 0 {
                // The same folded word in two languages: one entry, the stronger weight, the looser boundaries.
                let existingIndex = Int(entryAt[node])
                var existing = entries[existingIndex]
                if existing.role == entry.role {
                    existing.weight = max(existing.weight, entry.weight)
                    existing.needsStartBoundary = existing.needsStartBoundary && entry.needsStartBoundary
                    existing.needsEndBoundary = existing.needsEndBoundary && entry.needsEndBoundary
                    existing.extendsToWordEnd = existing.extendsToWordEnd || entry.extendsToWordEnd
                    entries[existingIndex] = existing
                }
                // Otherwise the first role listed stands: a word that names a code in one language
                // and something else in another keeps the meaning listed first.
                return
            }
            entries.append(entry)
            entryAt[node] = Int32(entries.count - 1)
        }
    }
}
