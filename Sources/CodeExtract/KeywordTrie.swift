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
/// Built with dictionaries, then frozen into flat arrays (sorted edges per node, a direct
/// table for ASCII first letters) so that matching neither hashes nor retains per step.
struct KeywordTrie: Sendable {
    private var rootASCII = [Int32](repeating: -1, count: 128)
    private var rootOther: [UInt32: Int32] = [:]
    private var edgeStart: [Int32] = []
    private var edgeScalar: [UInt32] = []
    private var edgeTarget: [Int32] = []
    private var entryAt: [Int32] = []
    // Whether a node leads to an entry that may start inside a word ("*code" in
    // "Bestätigungscode", Han, Arabic): mid-word positions only walk those nodes.
    private var leadsInsideWords: [Bool] = []
    private var entries: [KeywordEntry] = []

    init(_ groups: [LexiconGroup]) {
        var builder = Builder()
        for group in groups {
            for word in group.words { builder.insert(word, group) }
        }
        entries = builder.entries
        entryAt = builder.entryAt
        for (scalar, child) in builder.children[0] {
            if scalar < 128 { rootASCII[Int(scalar)] = child } else { rootOther[scalar] = child }
        }
        for node in builder.children.indices {
            edgeStart.append(Int32(edgeScalar.count))
            for (scalar, child) in builder.children[node].sorted(by: { $0.key < $1.key }) {
                edgeScalar.append(scalar)
                edgeTarget.append(child)
            }
        }
        edgeStart.append(Int32(edgeScalar.count))
        // Children are created after their parents, so one backward pass propagates the flag.
        leadsInsideWords = entryAt.map { $0 >= 0 && (!builder.entries[Int($0)].needsStartBoundary || builder.entries[Int($0)].allowsHebrewPrefix) }
        for node in stride(from: builder.children.count - 1, through: 0, by: -1) {
            for child in builder.children[node].values where leadsInsideWords[Int(child)] { leadsInsideWords[node] = true }
        }
    }

    @inline(__always)
    private func child(_ node: Int, _ scalar: UInt32) -> Int? {
        var low = Int(edgeStart[node])
        var high = Int(edgeStart[node + 1])
        while low < high {
            let mid = (low + high) >> 1
            let value = edgeScalar[mid]
            if value == scalar { return Int(edgeTarget[mid]) }
            if value < scalar { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Every match in `message`, shorter matches inside longer ones removed (so "barcode"
    /// hides its "code" and "รหัสอ้างอิง" hides its "รหัส").
    func matches(in message: MessageText) -> [KeywordMatch] {
        matches(folded: message.folded, classes: message.classes)
    }

    /// Every match in already folded and classified scalars.
    func matches(folded: [UInt32], classes: [ScalarClass]) -> [KeywordMatch] {
        var found: [KeywordMatch] = []
        let count = folded.count
        var start = 0
        while start < count {
            let first = folded[start]
            let rootChild: Int32
            if first < 128 {
                rootChild = rootASCII[Int(first)]
            } else {
                rootChild = first == ScalarFolding.skipped ? -1 : (rootOther[first] ?? -1)
            }
            let insideWord = start > 0 && classes[start - 1] == .spacedLetter
            guard rootChild >= 0, first != 0x20, !insideWord || leadsInsideWords[Int(rootChild)] else {
                start += 1
                continue
            }
            var node = Int(rootChild)
            var index = start + 1
            var previousWasSpace = false
            while true {
                let entryIndex = entryAt[node]
                if entryIndex >= 0 {
                    let entry = entries[Int(entryIndex)]
                    if boundariesHold(entry, folded, classes, start, index) {
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
                guard index < count, let target = child(node, next), !insideWord || leadsInsideWords[target] else { break }
                previousWasSpace = next == 0x20
                node = target
                index += 1
            }
            start += 1
        }
        return found.count > 1 ? Self.pruned(found) : found
    }

    private func boundariesHold(
        _ entry: KeywordEntry, _ folded: [UInt32], _ classes: [ScalarClass], _ start: Int, _ end: Int
    ) -> Bool {
        if entry.needsStartBoundary, start > 0, classes[start - 1] == .spacedLetter {
            // Hebrew: one prefix letter (ה ב ו ל מ ש כ), nothing more.
            guard entry.allowsHebrewPrefix, [0x5D4, 0x5D1, 0x5D5, 0x5DC, 0x5DE, 0x5E9, 0x5DB].contains(folded[start - 1]),
                start == 1 || classes[start - 2] != .spacedLetter
            else { return false }
        }
        if entry.needsEndBoundary, end < classes.count, classes[end] == .spacedLetter { return false }
        return true
    }

    private static func pruned(_ found: [KeywordMatch]) -> [KeywordMatch] {
        var kept: [KeywordMatch] = []
        kept.reserveCapacity(found.count)
        for i in found.indices {
            let match = found[i]
            var hidden = false
            for j in found.indices where j != i {
                let other = found[j]
                guard other.start <= match.start, other.end >= match.end else { continue }
                // Same span ("codex" as blocker and as the stem "code*"): the word that is not a code wins.
                if other.end - other.start > match.end - match.start
                    || (match.entry.role == .secret && other.entry.role != .secret)
                {
                    hidden = true
                    break
                }
            }
            if !hidden { kept.append(match) }
        }
        return kept
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
