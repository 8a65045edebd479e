/// Why the extractor chose the code it returned: every candidate it considered, with the
/// rule that refused it or the support that made it win. Printed by `smswatch extract --explain`.
public struct Explanation: Sendable, CustomStringConvertible {
    /// One candidate and the verdict on it.
    public struct CandidateVerdict: Sendable {
        /// The candidate as it would be typed.
        public var code: String
        /// Where it stands in the text.
        public var range: Range<String.Index>
        /// Whether it is the answer.
        public var chosen: Bool
        /// The context support (0…1) and ranking score, meaningful when not refused.
        public var support: Double
        /// Support plus shape preferences; the highest score wins.
        public var score: Double
        /// Why it was refused, or nil when it was eligible.
        public var refusal: String?
        /// What the rules noticed about it.
        public var notes: [String]
    }

    /// The answer, or nil when the message carries no code.
    public var extraction: Extraction?
    /// Every candidate, in text order.
    public var candidates: [CandidateVerdict]
    /// The keywords found, as `role "text"`, in text order.
    public var keywords: [String]
    /// Message-wide observations (origin-bound line, sender).
    public var notes: [String]

    /// One line per observation, for printing.
    public var lines: [String] {
        var lines: [String] = []
        if let extraction {
            lines.append("code: \(extraction.code) (\(extraction.kind.rawValue), confidence \(Self.format(extraction.confidence)))")
            if let domain = extraction.domain { lines.append("domain: \(domain)") }
            if let service = extraction.service { lines.append("service: \(service)") }
        } else {
            lines.append("code: NONE")
        }
        for note in notes { lines.append("note: \(note)") }
        if !keywords.isEmpty { lines.append("keywords: " + keywords.joined(separator: ", ")) }
        for candidate in candidates {
            var line = (candidate.chosen ? "* " : "  ") + candidate.code + ": "
            if let refusal = candidate.refusal {
                line += "refused, " + refusal
            } else {
                line += "support \(Self.format(candidate.support)), score \(Self.format(candidate.score))"
            }
            if !candidate.notes.isEmpty { line += " (" + candidate.notes.joined(separator: "; ") + ")" }
            lines.append(line)
        }
        return lines
    }

    /// The lines joined by newlines.
    public var description: String { lines.joined(separator: "\n") }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
