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
    init(_ message: MessageText, matches: UnsafeBufferPointer<KeywordMatch>, room: UnsafeMutableBufferPointer<KeywordSite>) {
        precondition(room.count >= matches.count, "room for every match")
        // The token buffer stays where it is for the whole message: read it through one pointer.
        let tokens = message.tokens
        var siteCount = 0
        // The roles placed, one bit each: the passes below run only when theirs are there.
        var roles: UInt32 = 0
        // One pass over the matches: connectors mark their tokens (the widths below need them),
        // and every other match but a blocker becomes a site, its positions and sentence filled
        // in once the layout is known, so the matches are not read a second time.
        for match in matches {
            let role = match.entry.role
            if role == .blocker { continue }
            let first = message.tokenIndex(containing: match.start)
            let last = message.tokenIndex(containing: match.end - 1)
            if role == .connector {
                // Only whole tokens: "la" inside "lado" is not a connector.
                if tokens[first].start == match.start && tokens[last].end == match.end
                    || tokens[first].kind == .unspaced
                {
                    for index in first...last { message.markConnector(index) }
                }
                continue
            }
            roles |= role.bit
            (room.baseAddress! + siteCount).initialize(
                to: KeywordSite(
                    role: role, weight: match.entry.weight, firstToken: first, lastToken: last,
                    startPosition: 0, endPosition: 0, sentence: 0, start: match.start, end: match.end))
            siteCount += 1
        }
        Self.layTokens(message)
        sites = UnsafeMutableBufferPointer(rebasing: room[..<siteCount])
        for index in 0..<siteCount {
            let firstToken = tokens[sites[index].firstToken]
            let lastToken = tokens[sites[index].lastToken]
            sites[index].startPosition = firstToken.position
            sites[index].endPosition = lastToken.position + lastToken.width
            sites[index].sentence = firstToken.sentence
        }
        // Both passes change only secret words (to promo) and labels (to connectors) that
        // stand with a secret word: a message without one needs neither.
        guard roles & KeywordRole.secret.bit != 0 else { return }
        if roles & KeywordRole.promo.bit != 0 { taintPromotionalSecrets() }
        if roles & (KeywordRole.label.bit | KeywordRole.phone.bit) != 0 { neutralizeModifiers(message.tokens) }
    }

    /// Sets each token's position, width and sentence.
    private static func layTokens(_ message: MessageText) {
        let tokens = message.tokens
        let scalars = message.scalars
        let tokenCount = tokens.count
        var position: Float = 0
        var sentence = 0
        // The kinds of this token and the two before it, three bits each: the row of `widthSteps`.
        var history = Int(Token.Kind.space.rawValue) << 3 | Int(Token.Kind.space.rawValue)
        Self.widthSteps.withUnsafeBufferPointer { steps in
            // Most tokens are words, numbers and blanks, whose width the kinds alone decide
            // (and a word's connector flag): one table look-up. The others take the tests below.
            for index in 0..<tokenCount {
                let kind = tokens[index].kind
                history = (history &<< 3 | Int(kind.rawValue)) & 0x1FF
                let entry = steps[history]
                if entry & Self.otherStep == 0 {
                    // The entry is the width's bits (0 or 1.0). Connectors add no distance: the
                    // flag, 0 or 1, less one keeps the bits or clears them, without a branch.
                    let keep = UInt32(unsafeBitCast(tokens[index].isConnector, to: UInt8.self)) &- 1
                    let width = Float(bitPattern: entry & keep)
                    message.setLayout(index, position: position, width: width, sentence: sentence)
                    position += width
                    continue
                }
                let step = UInt8(truncatingIfNeeded: entry)
                var width: Float = 0
                var breaksSentence = false
                if step == WidthStep.unspaced.rawValue {
                    // One character of Chinese, Japanese or Thai: a fraction of a word (a Thai
                    // character less, its words being longer). Kept out of `endsSentence`: in
                    // those messages most tokens are such characters.
                    if !tokens[index].isConnector { width = (0x0E00...0x0E7F).contains(scalars[tokens[index].start].value) ? 0.25 : 0.4 }
                } else if step == WidthStep.symbol.rawValue {
                    if !Self.isPlainASCIISymbol(scalars[tokens[index].start]) {
                        breaksSentence = Self.endsSentence(message, index, afterWord: history >> 3 & 7 == Int(Token.Kind.word.rawValue))
                    }
                } else if step == WidthStep.lineBreak.rawValue {
                    breaksSentence = Self.endsSentence(message, index, afterWord: history >> 3 & 7 == Int(Token.Kind.word.rawValue))
                } else if !tokens[index].isConnector && tokens[index - 1].length != 1 {
                    // `numberAfterBlank` ("DE89 3704 0044 0532"): the groups of one long number count once.
                    width = 1
                }
                message.setLayout(index, position: position, width: width, sentence: sentence)
                position += width
                if breaksSentence {
                    sentence += 1
                    position += 1.5
                }
            }
        }
    }

    /// 1 for true, 0 for false: tests combined with `&` and `|` take no branch, where `&&`
    /// and `||` may branch on each operand.
    @inline(__always)
    private static func bit(_ value: Bool) -> UInt32 {
        UInt32(unsafeBitCast(value, to: UInt8.self))
    }

    /// What a token adds to the word distance, as decided by its kind and the kinds of the two
    /// tokens before it (see `widthSteps`).
    private enum WidthStep: UInt8 {
        /// Nothing: blanks, and pieces glued to the word before by punctuation.
        case none
        /// One word, unless the token is a connector.
        case word
        /// A number one blank after a number or code: one word, unless the blank is one
        /// character (the groups of one long number count once) or the number a connector.
        case numberAfterBlank
        /// One character of a script without spaces: a fraction of a word.
        case unspaced
        /// A symbol: no width; some end the sentence.
        case symbol
        /// A line break: no width; it may end the sentence.
        case lineBreak
    }

    /// The width step for each row `twoBefore << 6 | before << 3 | kind` of token kinds.
    ///
    /// Words, numbers and codes are one word wide; "2,500.00", "xxx-x-x9806-x", "e-mail":
    /// pieces glued by punctuation count once, and so do the groups of one long number
    /// ("DE89 3704 0044 0532").
    ///
    /// An entry is the bits of the width itself for `none` (0) and `word` (1.0), so the common
    /// tokens need no decoding; the other steps are their raw value with `otherStep` set.
    private static let widthSteps: [UInt32] = (0..<512).map { row in
        guard let kind = Token.Kind(rawValue: UInt8(row & 7)) else { return 0 }
        let before = Token.Kind(rawValue: UInt8(row >> 3 & 7))
        let twoBefore = Token.Kind(rawValue: UInt8(row >> 6 & 7))
        let step: WidthStep
        switch kind {
        case .word, .number, .alphanumeric:
            let twoBeforeIsWordLike = twoBefore?.isWordLike ?? false
            if before == .symbol && twoBeforeIsWordLike {
                step = .none
            } else if kind == .number && before == .space && twoBeforeIsWordLike && twoBefore != .word {
                step = .numberAfterBlank
            } else {
                step = .word
            }
        case .unspaced: step = .unspaced
        case .symbol: step = .symbol
        case .space: step = .none
        case .lineBreak: step = .lineBreak
        }
        switch step {
        case .none: return 0
        case .word: return Float(1).bitPattern
        default: return otherStep | UInt32(step.rawValue)
        }
    }

    /// The bit that marks a `widthSteps` entry as a step to decode rather than a width (a
    /// width's sign bit: widths are never negative).
    private static let otherStep: UInt32 = 0x8000_0000

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

    /// Whether a line break or a symbol ends the sentence; `afterWord` says whether a word
    /// stands right before it.
    @inline(never)
    private static func endsSentence(_ message: MessageText, _ index: Int, afterWord: Bool) -> Bool {
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
                if scalars[token.start] == ".", afterWord, tokens[index - 1].length <= 3,
                    case .digit = message.scalarClass(at: token.end + 1)
                {
                    return false
                }
                // "an M. Keller": an initial's full stop does not either.
                if scalars[token.start] == ".", afterWord, tokens[index - 1].length == 1,
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
    //
    // The tests of each pair of sites are combined without a branch: with `&&`, whether a pair
    // gets past each test follows no pattern the predictor learns across messages. Only a
    // pair that passes them all, rare, branches, to look at the tokens between. With the
    // messages cycled this pass and `taintPromotionalSecrets` took 25 ns a message, now 13.5.
    private func neutralizeModifiers(_ tokens: UnsafeMutableBufferPointer<Token>) {
        for label in sites.indices where sites[label].role == .label || sites[label].role == .phone {
            let site = sites[label]
            var qualifiesCode = false
            var followsCode = false
            for other in sites {
                let sameSentenceCode = Self.bit(other.role == .secret) & Self.bit(other.sentence == site.sentence)
                // Only with nothing but blanks between: "sent a code to 0912345678" is not a modifier.
                let before = sameSentenceCode & Self.bit(other.start >= site.end)
                    & Self.bit(other.startPosition - site.endPosition <= 0.01)
                // "mã xác thực giao dịch" (transaction authentication code): a label right after
                // the code word qualifies it too.
                // Only after an unambiguous code word and with nothing but a blank between:
                // "código de reserva" and "کد پیگیری" are booking and tracking codes.
                let after = sameSentenceCode & Self.bit(other.weight >= 1) & Self.bit(other.end <= site.start)
                    & Self.bit(site.firstToken - other.lastToken <= 2)
                guard before | after != 0 else { continue }
                if before != 0 && Self.tokens(tokens, between: site.lastToken, and: other.firstToken, allowed: { $0 == .space || $0 == .symbol }) {
                    qualifiesCode = true
                }
                if after != 0 && Self.tokens(tokens, between: other.lastToken, and: site.firstToken, allowed: { $0 == .space }) {
                    followsCode = true
                }
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
