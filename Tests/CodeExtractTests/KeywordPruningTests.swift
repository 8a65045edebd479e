@testable import CodeExtract
import Testing

/// `KeywordTrie.prune`: a match hidden by an earlier, longer one; within one start only the
/// furthest-reaching matches stay, and there a word of another role outranks a code word.
@Suite struct KeywordPruningTests {
    /// A match as the walk records it: `start`, `end`, and whether the word names a code.
    typealias Recorded = (start: Int, end: Int, secret: Bool)

    static let cases: [(recorded: [Recorded], kept: [Recorded])] = [
        // One match, or matches that do not overlap: all stay.
        ([(0, 4, true)], [(0, 4, true)]),
        ([(0, 4, true), (5, 9, false)], [(0, 4, true), (5, 9, false)]),
        // "barcode": "code" starts later and ends no further.
        ([(0, 7, false), (3, 7, true)], [(0, 7, false)]),
        // An overlap that reaches further stays.
        ([(0, 5, false), (3, 8, true)], [(0, 5, false), (3, 8, true)]),
        // One start: the longer word hides the shorter ("code" in "codes").
        ([(2, 6, true), (2, 7, true)], [(2, 7, true)]),
        // One start, one end: the word of another role wins ("codex").
        ([(0, 5, true), (0, 5, false)], [(0, 5, false)]),
        ([(0, 5, false), (0, 5, true)], [(0, 5, false)]),
        // Two code words on the same span both stay.
        ([(0, 5, true), (0, 5, true)], [(0, 5, true), (0, 5, true)]),
        // A group hidden whole by an earlier match, then a lone match after it.
        ([(0, 9, false), (2, 5, true), (2, 6, false), (10, 12, true)], [(0, 9, false), (10, 12, true)]),
        // A group after a lone match it outreaches; the lone match stays.
        ([(0, 3, true), (1, 4, true), (1, 6, true)], [(0, 3, true), (1, 6, true)]),
    ]

    @Test(arguments: cases)
    func prunesAsDocumented(_ recorded: [Recorded], _ kept: [Recorded]) {
        var matches = recorded.map { match in
            KeywordMatch(
                start: match.start, end: match.end,
                entry: KeywordEntry(role: match.secret ? .secret : .label, weight: 1, needsStartBoundary: true, needsEndBoundary: true))
        }
        let count = matches.withUnsafeMutableBufferPointer { KeywordTrie.prune($0) }
        let result = matches[..<count].map { ($0.start, $0.end, $0.entry.role == .secret) }
        #expect(result.count == kept.count)
        for (got, want) in zip(result, kept) {
            #expect(got.0 == want.start && got.1 == want.end && got.2 == want.secret, "\(result) instead of \(kept)")
        }
    }
}
