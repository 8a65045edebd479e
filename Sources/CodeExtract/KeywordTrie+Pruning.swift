extension KeywordTrie {
    // Matches come in order of their start. One is hidden by a longer match covering it, or
    // by a word of another role on the same span ("codex" as blocker and as the stem "code*"):
    // the word that is not a code wins. The kept matches are moved to the front, in order;
    // returns how many there are.
    static func prune(_ found: UnsafeMutableBufferPointer<KeywordMatch>) -> Int {
        let count = found.count
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
}
