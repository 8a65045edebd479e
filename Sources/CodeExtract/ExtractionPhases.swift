/// The extractor's passes, run one after another up to a chosen one, so that a benchmark can
/// time each (`extract-eval --bench-phases`). Not part of the extractor's interface: the
/// passes and their order may change with it.
@_spi(Profiling)
public enum ExtractionPhase: Int, CaseIterable, Sendable {
    /// Splitting the text into scalars, classes, folded forms and tokens.
    case parse
    /// Finding the candidates (digit runs, grouped and alphanumeric codes).
    case scan
    /// Refusing candidates by their shape alone (dates, amounts, phone numbers).
    case shapes
    /// Finding the lexicon's words (the keyword automaton, `KeywordTrie`).
    case keywords
    /// Word positions, sentences and keyword sites.
    case layout

    /// What the phase is called in reports.
    public var name: String {
        switch self {
        case .parse: "parse"
        case .scan: "candidates"
        case .shapes: "shape refusals"
        case .keywords: "keyword walk"
        case .layout: "layout"
        }
    }

    /// Runs `text` through the passes up to this one and returns a count from the last, so
    /// that the work is not optimised away. Each pass runs on every message, even where
    /// `extract` would stop early (no candidate left): the figures are of the passes.
    public func run(_ text: String) -> Int {
        MessageText.withParsed(text) { message in
            if self == .parse { return message.tokens.count }
            let scanner = CandidateScanner(message: message)
            return Scratch.withRoom(for: Candidate.self, capacity: Scratch.stackCapacity(of: Candidate.self)) { room in
                let count = scanner.scan(into: room) ?? 0
                if self == .scan { return count }
                let shapes = CandidateJudge.shapes(of: message, appHash: CandidateJudge.findAppHash(message))
                var left = 0
                for index in 0..<count where shapes.shapeRefusal(room[index]) == nil { left += 1 }
                if self == .shapes { return left }
                return Lexicon.trie.withMatches(in: message) { matches in
                    if self == .keywords { return matches.count }
                    return Scratch.withRoom(for: KeywordSite.self, capacity: matches.count) { sites in
                        MessageLayout(message, matches: matches, room: sites).sites.count
                    }
                }
            }
        }
    }
}
