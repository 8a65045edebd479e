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
/// Foundation, and no state that shows in its answers: a value that is safe to share
/// between threads.
public struct CodeExtractor: Sendable {
    /// The parse block kept for the thread that extracts with this extractor (its only
    /// state, invisible in its results; see `ParseBlocks`).
    private let blocks = ParseBlocks()

    /// Creates an extractor; the lexicon is compiled once per process, on first use.
    public init() {}

    /// The one-time code in `text`, or nil when the message carries none.
    /// - Parameters:
    ///   - text: The message body.
    ///   - sender: The sender's number or name, used as context only.
    public func extract(_ text: String, sender: String? = nil) -> Extraction? {
        // The sender is a short id: scanned here, so that the closures below capture no
        // string (each captured string costs atomic retains and releases per message).
        let senderHint = Self.senderSuggestsCode(sender)
        let found: Found? = MessageText.withParsed(text, blocks: .passUnretained(blocks)) { message in
            if let bound = OriginBoundCode.find(in: message), let found = Self.found(bound, message) { return found }
            // No keyword list: nil, where an empty array would cost a release of its storage per message.
            var keywords: [String]?
            return Self.judgingCandidates(in: message, senderHint: senderHint, explaining: false, keywords: &keywords) {
                candidates, best, sites in best.map { Self.found(candidates[$0], message, sites) }
            }
        }
        // Consumed and placed here, not bound and handed to `extraction(in:)`: that copied
        // the extraction (three retains) and then destroyed the optional (three releases).
        switch consume found {
        case .none: return nil
        case .some(var found):
            found.place(in: text)
            return found.placed
        }
    }

    /// An extraction whose range is still UTF-8 offsets, made while the message is parsed.
    private struct Found {
        /// The extraction, its range empty until `extraction(in:)` places it.
        var placed: Extraction
        var utf8Start: Int
        var utf8End: Int

        /// The range of an extraction not yet placed in its text (computed: a stored static
        /// is a lazy global, and each read of it a call to check that it is set).
        static var unplaced: Range<String.Index> { "".startIndex..<"".startIndex }

        /// The extraction, its range in `text`, the string the message was parsed from.
        ///
        /// The extraction is built while the message is parsed and only its range is set
        /// here, in place: building it here from the parts copied the three strings (three
        /// retains, an outlined copy of the extraction) and then destroyed them (three releases
        /// through a value witness), on every message with a code.
        consuming func extraction(in text: String) -> Extraction {
            place(in: text)
            return placed
        }

        /// Sets the extraction's range in `text`, the string the message was parsed from.
        mutating func place(in text: String) {
            placed.range = MessageText.range(utf8: utf8Start..<utf8End, in: text)
        }
    }

    private static func found(_ bound: OriginBoundCode, _ message: MessageText) -> Found? {
        let code = typed(message.scalars[bound.codeStart..<bound.codeEnd])
        guard !code.isEmpty else { return nil }
        let kind: CodeKind = code.utf8.allSatisfy { (0x30...0x39).contains($0) } ? .numeric : .alphanumeric
        let (start, end) = message.utf8Offsets(bound.codeStart, bound.codeEnd)
        return Found(
            placed: Extraction(
                code: code, range: Found.unplaced, kind: kind, confidence: 1, domain: bound.domain,
                service: ServiceName.find(in: message, sites: noSites)),
            utf8Start: start, utf8End: end)
    }

    /// No keyword sites (a message whose candidates were refused before the keyword pass).
    private static var noSites: UnsafeBufferPointer<KeywordSite> { UnsafeBufferPointer(start: nil, count: 0) }

    private static func found(_ winner: Candidate, _ message: MessageText, _ sites: UnsafeBufferPointer<KeywordSite>) -> Found {
        let (start, end) = message.utf8Offsets(winner.start, winner.end)
        return Found(
            placed: Extraction(
                code: typed(message.scalars[winner.start..<winner.end]), range: Found.unplaced, kind: winner.kind,
                confidence: Double(min(1, max(0.05, winner.score))), domain: nil, service: ServiceName.find(in: message, sites: sites)),
            utf8Start: start, utf8End: end)
    }

    /// Every candidate in `text` and why it was chosen or refused.
    /// - Parameters:
    ///   - text: The message body.
    ///   - sender: The sender's number or name, used as context only.
    public func explain(_ text: String, sender: String? = nil) -> Explanation {
        MessageText.withParsed(text, blocks: .passUnretained(blocks)) { message in
            var explanation = Explanation(extraction: nil, candidates: [], keywords: [], notes: [])
            if let bound = OriginBoundCode.find(in: message), let extraction = Self.found(bound, message)?.extraction(in: text) {
                explanation.extraction = extraction
                explanation.notes.append("origin-bound line for \(bound.domain): its code is authoritative")
                return explanation
            }
            var keywords: [String]?
            let senderHint = Self.senderSuggestsCode(sender)
            Self.judgingCandidates(in: message, senderHint: senderHint, explaining: true, keywords: &keywords) {
                candidates, best, sites in
                if let best { explanation.extraction = Self.found(candidates[best], message, sites).extraction(in: text) }
                explanation.candidates = candidates.enumerated().map { index, candidate in
                    Explanation.CandidateVerdict(
                        code: Self.typed(message.scalars[candidate.start..<candidate.end]),
                        range: message.range(candidate.start, candidate.end, in: text), chosen: index == best,
                        support: Double(candidate.support), score: Double(candidate.score),
                        refusal: candidate.refusal?.rawValue, notes: candidate.notes.texts)
                }
            }
            if senderHint { explanation.notes.append("the sender names a code") }
            explanation.keywords = keywords ?? []
            return explanation
        }
    }

    /// Finds and judges the candidates of `message`, then runs `body` with them (in text order)
    /// and the index of the winner, if any. The candidates and keyword sites live in scratch
    /// memory for the duration of the call (see `Scratch`). When `explaining`, every candidate
    /// is judged in full and `keywords` lists the keyword sites (it stays nil for `extract`).
    private static func judgingCandidates<Result>(
        in message: MessageText, senderHint: Bool, explaining: Bool, keywords: inout [String]?,
        _ body: (UnsafeMutableBufferPointer<Candidate>, Int?, UnsafeBufferPointer<KeywordSite>) -> Result
    ) -> Result {
        let scanner = CandidateScanner(message: message)
        return Scratch.withRoom(for: Candidate.self, capacity: Scratch.stackCapacity(of: Candidate.self)) { room in
            if let count = scanner.scan(into: room) {
                return judging(
                    UnsafeMutableBufferPointer(rebasing: room[..<count]), in: message, senderHint: senderHint, explaining: explaining,
                    keywords: &keywords, body)
            }
            // More candidates than the stack room holds (a long text full of numbers): again, with room for all.
            return Scratch.withRoom(for: Candidate.self, capacity: scanner.maximumCount) { room in
                let count = scanner.scan(into: room)!
                return judging(
                    UnsafeMutableBufferPointer(rebasing: room[..<count]), in: message, senderHint: senderHint, explaining: explaining,
                    keywords: &keywords, body)
            }
        }
    }

    private static func judging<Result>(
        _ candidates: UnsafeMutableBufferPointer<Candidate>, in message: MessageText, senderHint: Bool, explaining: Bool,
        keywords: inout [String]?, _ body: (UnsafeMutableBufferPointer<Candidate>, Int?, UnsafeBufferPointer<KeywordSite>) -> Result
    ) -> Result {
        // Candidates first: a message without a single digit run or code-shaped word has no
        // code whatever its keywords, and needs no keyword pass unless it is being explained.
        if candidates.isEmpty && !explaining { return body(candidates, nil, Self.noSites) }
        let appHash = CandidateJudge.findAppHash(message)
        // Shape refusals need no keywords: when they refuse every candidate, the message has
        // no code and the keyword pass is not needed either (unless it is being explained).
        if !explaining {
            let shapes = CandidateJudge.shapes(of: message, appHash: appHash)
            var anyLeft = false
            for index in candidates.indices where candidates[index].refusal == nil {
                candidates[index].refusal = shapes.shapeRefusal(candidates[index])
                anyLeft = anyLeft || candidates[index].refusal == nil
            }
            if !anyLeft { return body(candidates, nil, Self.noSites) }
        }
        return Lexicon.trie.withMatches(in: message) { matches in
            // Only a word naming a code, asking for one or pointing at one backs a candidate
            // (`CandidateJudge.weigh`); without one, only a message that is little more than its
            // one number, or framed for the SMS Retriever, has a code, and the layout is not
            // needed to say so.
            if !explaining && appHash == nil && !Self.mayBackCandidates(matches)
                && (candidates.count > 1 || !CandidateJudge.mayBeBareCode(candidates[0], in: message, matches: matches))
            {
                return body(candidates, nil, Self.noSites)
            }
            return Scratch.withRoom(for: KeywordSite.self, capacity: matches.count) { room in
                let layout = MessageLayout(message, matches: matches, room: room)
                if explaining {
                    keywords = layout.sites.map { site in
                        "\(site.role) \"\(message.string(site.start, site.end))\""
                    }
                }
                let siteCount = CandidateJudge.withoutDomainNames(layout.sites, message)
                let judge = CandidateJudge(
                    message: message, sites: UnsafeBufferPointer(rebasing: layout.sites[..<siteCount]),
                    senderSuggestsCode: senderHint, appHash: appHash, shapesApplied: !explaining)
                var best: Int?
                for index in candidates.indices {
                    judge.judge(&candidates[index], candidateCount: candidates.count)
                    guard candidates[index].refusal == nil else { continue }
                    if let current = best, Self.ranksAbove(candidates[current], candidates[index]) { continue }
                    best = index
                }
                return body(candidates, best, judge.sites)
            }
        }
    }

    /// Whether some match has a role that backs a candidate, or may become one in the layout
    /// (`MessageLayout.resolveAuthorizations`).
    private static func mayBackCandidates(_ matches: UnsafeBufferPointer<KeywordMatch>) -> Bool {
        let backing =
            KeywordRole.secret.bit | KeywordRole.request.bit | KeywordRole.showsBelow.bit | KeywordRole.authorization.bit
            | KeywordRole.confirmation.bit
        var roles: UInt32 = 0
        for match in matches { roles |= match.entry.role.bit }
        return roles & backing != 0
    }

    // The higher score wins, earlier on a tie; but a code with a digit in it always wins over
    // a word in capitals: "รหัสยืนยัน LINE MAN ของคุณคือ 8359", "Maya OTP PLUS … is 825679".
    private static func ranksAbove(_ current: Candidate, _ other: Candidate) -> Bool {
        if current.lettersOnly != other.lettersOnly { return other.lettersOnly }
        return current.score >= other.score
    }

    // Senders such as "VM-SBIOTP-S", "Verify" or "AUTHMSG": a hint, never enough on its own.
    // A byte scan: the sender is a short ASCII id far more often than a name.
    static func senderSuggestsCode(_ sender: String?) -> Bool {
        guard let sender, !sender.isEmpty else { return false }
        // Native strings (all on Linux) lend their bytes without a copy of the string.
        if let suggests = sender.utf8.withContiguousStorageIfAvailable(senderSuggestsCode) { return suggests }
        return Array(sender.utf8).withUnsafeBufferPointer(senderSuggestsCode)
    }

    /// Whether the bytes, case-folded by setting bit 0x20, hold one of the hints.
    ///
    /// The last five folded bytes are kept in one word, and each byte compares the word's
    /// end with every hint: compares that fail until a hint is found, which the processor
    /// predicts. A switch on each byte's first letter was a jump table whose target it
    /// mispredicted on most senders (cachegrind: 1.9 mispredicted branches and 1.6
    /// mispredicted jumps per message, now 0.9 and none). No hint holds a zero byte, so the
    /// zeros the word starts with match none.
    private static func senderSuggestsCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var window: UInt64 = 0
        for byte in bytes {
            window = window &<< 8 | UInt64(byte | 0x20)
            let three = window & 0xFF_FFFF
            let four = window & 0xFFFF_FFFF
            if three == hintOTP || three == hint2FA || four == hintAuth || four == hintCode || window & 0xFF_FFFF_FFFF == hintVerif {
                return true
            }
        }
        return false
    }

    /// `hint` as the window holds it: its bytes from the most significant down.
    private static func window(_ hint: StaticString) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<hint.utf8CodeUnitCount { value = value << 8 | UInt64(hint.utf8Start[offset]) }
        return value
    }

    private static let hintOTP = window("otp")
    private static let hint2FA = window("2fa")
    private static let hintAuth = window("auth")
    private static let hintCode = window("code")
    private static let hintVerif = window("verif")

    /// The code as typed: letters and digits only, digits of any script in ASCII.
    static func typed(_ scalars: Slice<UnsafeMutableBufferPointer<Unicode.Scalar>>) -> String {
        // ASCII letters and digits only (most codes): the bytes are the string, written in
        // place. Up to 15 of them are a small string, which the stdlib makes from ASCII
        // without validating it and without an allocation.
        if scalars.count <= 32, scalars.allSatisfy({ $0.isASCII }) {
            return String(unsafeUninitializedCapacity: scalars.count) { buffer in
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
                return length
            }
        }
        return typedBeyondASCII(scalars)
    }

    // Out of line: classifying a scalar beyond ASCII reads Unicode properties, whose set-up
    // (see `UnicodeLookup`) would otherwise run on every call of `typed`.
    @inline(never)
    private static func typedBeyondASCII(_ scalars: Slice<UnsafeMutableBufferPointer<Unicode.Scalar>>) -> String {
        var code = ""
        code.reserveCapacity(scalars.count)
        for scalar in scalars {
            switch ScalarClass.of(scalar) {
            case .digit: code.unicodeScalars.append(Unicode.Scalar(48 + ScalarClass.digitValue(scalar)))
            case .spacedLetter, .unspacedLetter: code.unicodeScalars.append(scalar)
            default: continue
            }
        }
        return code
    }
}
