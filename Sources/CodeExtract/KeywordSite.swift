/// A lexicon match placed in the message's word layout.
struct KeywordSite {
    /// What the word says; a secret word next to "promo" becomes `.promo`.
    var role: KeywordRole
    /// How strongly it names a one-time code.
    var weight: Float
    /// First and last token the match touches.
    var firstToken: Int
    var lastToken: Int
    /// Word positions where the match starts and ends.
    var startPosition: Float
    var endPosition: Float
    /// The sentence the match starts in.
    var sentence: Int
    /// Scalar range, for explanations.
    var start: Int
    var end: Int
}

/// The layout pass: word distances, sentences, and the keyword sites of a message.
struct MessageLayout {
    /// The sites, in scratch memory the caller owns (a view: it retains nothing).
    let sites: UnsafeMutableBufferPointer<KeywordSite>

    /// Lays out `message` (setting each token's position) and places `matches` in it,
    /// writing the sites to the start of `room`, which has room for one per match.
    init(_ message: MessageText, matches: [KeywordMatch], room: UnsafeMutableBufferPointer<KeywordSite>) {
        precondition(room.count >= matches.count, "room for every match")
        // The token buffer stays where it is for the whole message: read it through one pointer.
        let tokens = message.tokens
        let scalars = message.scalars
        let tokenCount = tokens.count
        for match in matches where match.entry.role == .connector {
            let first = message.tokenIndex(containing: match.start)
            let last = message.tokenIndex(containing: match.end - 1)
            // Only whole tokens: "la" inside "lado" is not a connector.
            if tokens[first].start == match.start && tokens[last].end == match.end
                || tokens[first].kind == .unspaced
            {
                for index in first...last { message.markConnector(index) }
            }
        }
        var position: Float = 0
        var sentence = 0
        // The kinds of the two tokens before this one, kept from the iterations that read them.
        var kindBefore = Token.Kind.space
        var kindTwoBefore = Token.Kind.space
        // Most tokens are words, numbers and blanks: the loop reads only their kind (and a
        // word's connector flag) and leaves line breaks and symbols, which have no width, to
        // `endsSentence`.
        for index in 0..<tokenCount {
            let kind = tokens[index].kind
            var width: Float = 0
            var breaksSentence = false
            if kind.isWordLike {
                // Words, numbers and codes are one word wide, connectors nothing.
                // "2,500.00", "xxx-x-x9806-x", "e-mail": pieces glued by punctuation count once.
                // "DE89 3704 0044 0532": the groups of one long number count once.
                let glued =
                    index >= 2
                    && (kindBefore == .symbol && kindTwoBefore.isWordLike
                        || kind == .number && kindBefore == .space && tokens[index - 1].length == 1
                            && kindTwoBefore.isWordLike && kindTwoBefore != .word)
                if !glued && !tokens[index].isConnector { width = 1 }
            } else if kind == .unspaced {
                // One character of Chinese, Japanese or Thai: a fraction of a word (a Thai
                // character less, its words being longer). Kept out of `endsSentence`: in
                // those messages most tokens are such characters.
                if !tokens[index].isConnector { width = (0x0E00...0x0E7F).contains(scalars[tokens[index].start].value) ? 0.25 : 0.4 }
            } else if kind != .space && !(kind == .symbol && Self.isPlainASCIISymbol(scalars[tokens[index].start])) {
                breaksSentence = Self.endsSentence(message, index, kindBefore: kindBefore)
            }
            message.setLayout(index, position: position, width: width, sentence: sentence)
            position += width
            if breaksSentence {
                sentence += 1
                position += 1.5
            }
            kindTwoBefore = kindBefore
            kindBefore = kind
        }
        var siteCount = 0
        for match in matches where match.entry.role != .connector && match.entry.role != .blocker {
            let first = message.tokenIndex(containing: match.start)
            let last = message.tokenIndex(containing: match.end - 1)
            let firstToken = tokens[first]
            let lastToken = tokens[last]
            (room.baseAddress! + siteCount).initialize(
                to: KeywordSite(
                    role: match.entry.role, weight: match.entry.weight, firstToken: first, lastToken: last,
                    startPosition: firstToken.position, endPosition: lastToken.position + lastToken.width,
                    sentence: firstToken.sentence, start: match.start, end: match.end))
            siteCount += 1
        }
        sites = UnsafeMutableBufferPointer(rebasing: room[..<siteCount])
        taintPromotionalSecrets()
        neutralizeModifiers(message.tokens)
    }

    /// Whether `scalar` is an ASCII symbol that cannot end a sentence (all but `.`, `!`, `?`
    /// and `;`): most symbols, and `endsSentence` need not look at them.
    @inline(__always)
    private static func isPlainASCIISymbol(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value < 0x80 else { return false }
        guard value < 0x40 else { return true }
        let sentenceEnds: UInt64 = 1 << 0x21 | 1 << 0x2E | 1 << 0x3B | 1 << 0x3F
        return sentenceEnds >> UInt64(value) & 1 == 0
    }

    /// Whether a line break or a symbol ends the sentence.
    @inline(never)
    private static func endsSentence(_ message: MessageText, _ index: Int, kindBefore: Token.Kind) -> Bool {
        let tokens = message.tokens
        let scalars = message.scalars
        let token = tokens[index]
        switch token.kind {
        case .lineBreak:
            // "One-Time Password:\nAAAA": a colon carries the sentence over the line break.
            var back = index - 1
            while back >= 0, tokens[back].kind == .space { back -= 1 }
            return !(back >= 0 && (scalars[tokens[back].start] == ":" || scalars[tokens[back].start] == "："))
        case .symbol:
            switch scalars[token.start] {
            case "。", "！", "？", "；", "।", "॥", "۔", "؟", "։", "።": return true
            case ".", "!", "?", ";":
                let next = message.scalarClass(at: token.end)
                guard next == .space || next == .lineBreak else { return false }
                // "reg.nr. 7730", "No. 5512", "Tel. 0800 …": an abbreviation's full stop
                // before a number does not end the sentence.
                if scalars[token.start] == ".", kindBefore == .word, tokens[index - 1].length <= 3,
                    case .digit = message.scalarClass(at: token.end + 1)
                {
                    return false
                }
                // "an M. Keller": an initial's full stop does not either.
                if scalars[token.start] == ".", kindBefore == .word, tokens[index - 1].length == 1,
                    (0x41...0x5A).contains(scalars[token.start - 1].value)
                {
                    return false
                }
                return true
            default: return false
            }
        default: return false
        }
    }

    // "phone verification code", "account verification code", "transaction OTP": a label
    // right before a code word qualifies the code; it names no number of its own.
    private func neutralizeModifiers(_ tokens: UnsafeMutableBufferPointer<Token>) {
        for label in sites.indices where sites[label].role == .label || sites[label].role == .phone {
            // Only with nothing but blanks between: "sent a code to 0912345678" is not a modifier.
            let qualifiesCode = sites.contains { other in
                other.role == .secret && other.start >= sites[label].end && other.sentence == sites[label].sentence
                    && other.startPosition - sites[label].endPosition <= 0.01
                    && Self.tokens(tokens, between: sites[label].lastToken, and: other.firstToken) { $0 == .space || $0 == .symbol }
            }
            // "mã xác thực giao dịch" (transaction authentication code): a label right after
            // the code word qualifies it too.
            // Only after an unambiguous code word and with nothing but a blank between:
            // "código de reserva" and "کد پیگیری" are booking and tracking codes.
            let followsCode = sites.contains { other in
                other.role == .secret && other.weight >= 1 && other.end <= sites[label].start
                    && other.sentence == sites[label].sentence && sites[label].firstToken - other.lastToken <= 2
                    && Self.tokens(tokens, between: other.lastToken, and: sites[label].firstToken) { $0 == .space }
            }
            if qualifiesCode || followsCode { sites[label].role = .connector }
        }
    }

    /// Whether every token strictly between `first` and `last` is of an allowed kind. Sites
    /// that share a token (possible in unspaced scripts and on odd input) have no gap: false.
    /// Found by FuzzExtract: the bare range `first + 1..<last` trapped when they overlapped.
    private static func tokens(
        _ tokens: UnsafeMutableBufferPointer<Token>, between first: Int, and last: Int, allowed: (Token.Kind) -> Bool
    ) -> Bool {
        guard first < last else { return false }
        return (first + 1..<last).allSatisfy { allowed(tokens[$0].kind) }
    }

    // "promo code", "código promocional", "쿠폰코드": the code word names a promo code.
    private func taintPromotionalSecrets() {
        for promo in sites.indices where sites[promo].role == .promo {
            for secret in sites.indices where sites[secret].role == .secret {
                guard sites[secret].sentence == sites[promo].sentence else { continue }
                if Self.distance(sites[promo], sites[secret]) <= 1 { sites[secret].role = .promo }
            }
        }
    }

    @inline(__always)
    /// Words between two sites (0 when adjacent or overlapping).
    static func distance(_ a: KeywordSite, _ b: KeywordSite) -> Float {
        if a.endPosition <= b.startPosition { return b.startPosition - a.endPosition }
        if b.endPosition <= a.startPosition { return a.startPosition - b.endPosition }
        return 0
    }
}
