extension KeywordTrie {
    /// The mutable trie the lexicon is first inserted into.
    struct Builder {
        var children: [[UInt32: Int32]] = [[:]]
        var entryAt: [Int32] = [-1]
        var entries: [KeywordEntry] = []

        /// The trie of every word of `groups`, inserted in order.
        init(_ groups: [LexiconGroup]) {
            for group in groups {
                for word in group.words { insert(word, group) }
            }
        }

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
