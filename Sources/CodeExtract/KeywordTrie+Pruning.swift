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
            let start = found[group].start
            var groupEnd = group &+ 1
            // Most groups are one match: hidden only by an earlier, longer one. Kept, it ends
            // furthest so far.
            //
            // Whether it is hidden follows the text, not a pattern the predictor can learn with
            // the messages cycled: it is copied to the front whether kept or not (onto itself,
            // or onto a match already passed), and counted only when kept, without a branch.
            if groupEnd == count || found[groupEnd].start != start {
                let end = found[group].end
                found[kept] = found[group]
                kept &+= Int((earlierEnd < end).bit)
                earlierEnd = max(earlierEnd, end)
                group = groupEnd
                continue
            }
            while groupEnd < count, found[groupEnd].start == start { groupEnd &+= 1 }
            // A group of several: only the matches reaching its furthest end may stay, and of
            // those a code word gives way to a word that is not one.
            var furthest = Int.min
            var otherRoleAtFurthest = false
            for index in group..<groupEnd {
                let match = found[index]
                if match.end > furthest {
                    furthest = match.end
                    otherRoleAtFurthest = match.entry.role != .secret
                } else if match.end == furthest, match.entry.role != .secret {
                    otherRoleAtFurthest = true
                }
            }
            for index in group..<groupEnd {
                let match = found[index]
                if earlierEnd < match.end, match.end == furthest, !otherRoleAtFurthest || match.entry.role != .secret {
                    found[kept] = match
                    kept &+= 1
                }
            }
            earlierEnd = max(earlierEnd, furthest)
            group = groupEnd
        }
        return kept
    }
}
