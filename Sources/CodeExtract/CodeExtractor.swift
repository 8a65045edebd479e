/// The kind of characters a code is made of.
public enum CodeKind: String, Sendable, Equatable {
    /// Digits only.
    case numeric
    /// Letters and digits.
    case alphanumeric
}

/// A one-time code found in a message.
public struct Extraction: Sendable, Equatable {
    /// The code as the user types it: separators removed, digits in ASCII, letter case kept.
    public var code: String
    /// Where the code stands in the text it was found in.
    public var range: Range<String.Index>
    /// Digits only, or letters and digits.
    public var kind: CodeKind
    /// How sure the extractor is, from 0 to 1.
    public var confidence: Double
    /// The origin-bound domain from an `@example.com #123456` line, if the message has one.
    public var domain: String?
    /// The service the message names (`【招商银行】`, `[Bank]`, `Google:`), if any.
    public var service: String?

    /// Creates an extraction from its parts.
    public init(
        code: String, range: Range<String.Index>, kind: CodeKind, confidence: Double,
        domain: String? = nil, service: String? = nil
    ) {
        self.code = code
        self.range = range
        self.kind = kind
        self.confidence = confidence
        self.domain = domain
        self.service = service
    }
}

/// Finds the one-time code in an SMS.
///
/// One pass splits the text into tokens and finds every lexicon word (40 languages in one
/// trie); candidates (digit runs, grouped and alphanumeric codes) are refused by shape and
/// context, then ranked by how close a code keyword stands. No regular expressions, no
/// Foundation, no state: a value that is safe to share between threads.
public struct CodeExtractor: Sendable {
    /// Creates an extractor; the lexicon is compiled once per process, on first use.
    public init() {}

    /// The one-time code in `text`, or nil when the message carries none.
    /// - Parameters:
    ///   - text: The message body.
    ///   - sender: The sender's number or name, used as context only.
    public func extract(_ text: String, sender: String? = nil) -> Extraction? {
        analyze(text, sender: sender, explaining: false).extraction
    }

    /// Every candidate in `text` and why it was chosen or refused.
    /// - Parameters:
    ///   - text: The message body.
    ///   - sender: The sender's number or name, used as context only.
    public func explain(_ text: String, sender: String? = nil) -> Explanation {
        analyze(text, sender: sender, explaining: true)
    }

    private func analyze(_ text: String, sender: String?, explaining: Bool) -> Explanation {
        MessageText.withParsed(text) { message in analyze(message, text, sender: sender, explaining: explaining) }
    }

    private func analyze(_ message: MessageText, _ text: String, sender: String?, explaining: Bool) -> Explanation {
        var explanation = Explanation(extraction: nil, candidates: [], keywords: [], notes: [])
        if let bound = OriginBoundCode.find(in: message),
            case let code = Self.typed(message.scalars[bound.codeStart..<bound.codeEnd]), !code.isEmpty
        {
            let kind: CodeKind = code.utf8.allSatisfy { (0x30...0x39).contains($0) } ? .numeric : .alphanumeric
            explanation.extraction = Extraction(
                code: code, range: message.range(bound.codeStart, bound.codeEnd, in: text), kind: kind, confidence: 1,
                domain: bound.domain, service: ServiceName.find(in: message))
            if explaining { explanation.notes.append("origin-bound line for \(bound.domain): its code is authoritative") }
            return explanation
        }
        // Candidates first: a message without a single digit run or code-shaped word has no
        // code whatever its keywords, and needs no keyword pass unless it is being explained.
        var candidates = CandidateScanner(message: message).candidates()
        if candidates.isEmpty && !explaining { return explanation }
        // Shape refusals need no keywords: when they refuse every candidate, the message has
        // no code and the keyword pass is not needed either (unless it is being explained).
        if !explaining {
            let shapes = CandidateJudge(message: message, sites: [], sender: nil, explaining: false)
            var anyLeft = false
            for index in candidates.indices where candidates[index].refusal == nil {
                candidates[index].refusal = shapes.shapeRefusal(candidates[index])
                anyLeft = anyLeft || candidates[index].refusal == nil
            }
            if !anyLeft { return explanation }
        }
        let layout = MessageLayout(message, matches: Lexicon.trie.matches(in: message))
        let judge = CandidateJudge(
            message: message, sites: layout.sites, sender: sender,
            explaining: explaining, shapesApplied: !explaining)
        var best: Int?
        for index in candidates.indices {
            judge.judge(&candidates[index], candidateCount: candidates.count)
            guard candidates[index].refusal == nil else { continue }
            if let current = best, candidates[current].score >= candidates[index].score { continue }
            best = index
        }
        if let best {
            let winner = candidates[best]
            explanation.extraction = Extraction(
                code: Self.typed(message.scalars[winner.start..<winner.end]), range: message.range(winner.start, winner.end, in: text),
                kind: winner.kind,
                confidence: Double(min(1, max(0.05, winner.score))), domain: nil,
                service: ServiceName.find(in: message))
        }
        if explaining {
            if judge.senderSuggestsCode { explanation.notes.append("the sender names a code") }
            explanation.keywords = layout.sites.map { site in
                "\(site.role) \"\(String(String.UnicodeScalarView(message.scalars[site.start..<site.end])))\""
            }
            explanation.candidates = candidates.enumerated().map { index, candidate in
                Explanation.CandidateVerdict(
                    code: Self.typed(message.scalars[candidate.start..<candidate.end]),
                    range: message.range(candidate.start, candidate.end, in: text), chosen: index == best,
                    support: Double(candidate.support), score: Double(candidate.score),
                    refusal: candidate.refusal?.rawValue, notes: candidate.notes)
            }
        }
        return explanation
    }

    // Senders such as "VM-SBIOTP-S", "Verify" or "AUTHMSG": a hint, never enough on its own.
    // A byte scan: the sender is a short ASCII id far more often than a name.
    static func senderSuggestsCode(_ sender: String?) -> Bool {
        guard var bytes = sender, !bytes.isEmpty else { return false }
        return bytes.withUTF8 { bytes in
            for hint in Self.senderHints where bytes.count >= hint.count {
                for start in 0...(bytes.count - hint.count) {
                    var same = true
                    for offset in 0..<hint.count where bytes[start + offset] | 0x20 != hint[offset] {
                        same = false
                        break
                    }
                    if same { return true }
                }
            }
            return false
        }
    }

    private static let senderHints: [[UInt8]] = ["otp", "verif", "2fa", "auth", "code"].map { Array($0.utf8) }

    /// The code as typed: letters and digits only, digits of any script in ASCII.
    static func typed(_ scalars: Slice<UnsafeMutableBufferPointer<Unicode.Scalar>>) -> String {
        // ASCII letters and digits only (most codes): the bytes are the string.
        if scalars.count <= 32, scalars.allSatisfy({ $0.isASCII }) {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
                var length = 0
                for scalar in scalars {
                    let value = UInt8(truncatingIfNeeded: scalar.value)
                    switch value {
                    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A:
                        buffer[length] = value
                        length += 1
                    default: continue
                    }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<length]), as: UTF8.self)
            }
        }
        var code = ""
        code.reserveCapacity(scalars.count)
        for scalar in scalars {
            switch ScalarClass.of(scalar) {
            case .digit(let value): code.unicodeScalars.append(Unicode.Scalar(48 + value))
            case .spacedLetter, .unspacedLetter: code.unicodeScalars.append(scalar)
            default: continue
            }
        }
        return code
    }
}
