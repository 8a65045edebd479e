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
            let site = Self.unplacedSite(match, message)
            let (first, last) = (site.firstToken, site.lastToken)
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
            (room.baseAddress! + siteCount).initialize(to: site)
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
        if roles & (KeywordRole.authorization.bit | KeywordRole.confirmation.bit) != 0 { roles = resolveAuthorizations(roles) }
        // Both passes change only secret words (to promo) and labels (to connectors) that
        // stand with a secret word: a message without one needs neither.
        guard roles & KeywordRole.secret.bit != 0 else { return }
        if roles & KeywordRole.promo.bit != 0 { taintPromotionalSecrets(message) }
        if roles & (KeywordRole.label.bit | KeywordRole.phone.bit) != 0 { neutralizeModifiers(message.tokens) }
    }

    /// The site of `match` before the layout: its role as the lexicon gives it, its tokens,
    /// and no positions or sentence yet.
    @inline(__always)
    static func unplacedSite(_ match: KeywordMatch, _ message: MessageText) -> KeywordSite {
        KeywordSite(
            role: match.entry.role, weight: match.entry.weight, firstToken: message.tokenIndex(containing: match.start),
            lastToken: message.tokenIndex(containing: match.end - 1), startPosition: 0, endPosition: 0, sentence: 0,
            start: match.start, end: match.end)
    }

    /// Sets each token's position, width and sentence.
    ///
    /// The kinds and first scalars of the tokens vary from message to message in ways the
    /// branch predictor cannot learn. The loop this replaces branched on the kind, then on
    /// the step and the symbol, and mispredicted at most symbols, numbers and unspaced
    /// characters: timed alone with the messages cycled it took about 110 ns a message,
    /// against 37 when one message was laid out again and again. Here each token takes the
    /// same steps, table look-ups and shifts; the one branch left is taken at the few tokens
    /// that may end a sentence (the marks of `sentenceMarks` and line breaks), which are
    /// judged without branches too. More instructions (61 ns back to back), but 93 ns cycled.
    private static func layTokens(_ message: MessageText) {
        let tokens = message.tokens
        let scalars = message.scalars
        var position: Float = 0
        var sentence = 0
        // The kinds of the tokens so far, three bits each: the last three are the row of `widthCodes`.
        var history = Int(Token.Kind.space.rawValue) << 3 | Int(Token.Kind.space.rawValue)
        var previousLength = 0
        // The tables through pointers: no bounds checks, and one initialization check.
        let (widthCodes, widths, sentenceMarks) = (layoutTables.widthCodes, layoutTables.widths, layoutTables.sentenceMarks)
        for index in 0..<tokens.count {
            let token = tokens[index]
            let scalar = scalars[token.start].value
            history = history &<< 3 | Int(token.kind.rawValue)
            // The code of the width: the nibble of the row that the token's flags choose.
            let isThai = bit(scalar &- 0x0E00 < 0x80)
            let afterOne = bit(previousLength == 1)
            let isConnector = Self.bit(token.isConnector)
            let nibble = isThai | afterOne &<< 1 | isConnector &<< 2
            let code = widthCodes[history & 0x1FF] &>> (nibble &<< 2) & 0xF
            let width = widths[Int(truncatingIfNeeded: code)]
            message.setLayout(index, position: position, width: width, sentence: sentence)
            position += width
            if isSentenceMark(scalar, sentenceMarks) || token.kind == .lineBreak {
                // A new sentence is 1.5 words further (`widths[4]`); adding 0 changes nothing.
                let afterWord = bit(history >> 3 & 7 == Int(Token.Kind.word.rawValue))
                let ends = endsSentence(message, index, afterWord: afterWord)
                sentence &+= Int(truncatingIfNeeded: ends)
                position += widths[Int(truncatingIfNeeded: ends) &<< 2]
            }
            previousLength = token.length
        }
    }

    /// `Bool.bit`, widened for the layout's 32-bit arithmetic.
    @inline(__always)
    private static func bit(_ value: Bool) -> UInt32 { UInt32(value.bit) }

    /// What a token adds to the word distance, as decided by its kind and the kinds of the two
    /// tokens before it (see `widthCodes`).
    private enum WidthStep {
        /// Nothing: blanks, symbols, line breaks, and pieces glued to the word before by punctuation.
        case none
        /// One word.
        case word
        /// A number one blank after a number or code: one word, unless the blank is one
        /// character (the groups of one long number count once).
        case numberAfterBlank
        /// One character of a script without spaces: a fraction of a word (a Thai character
        /// less, its words being longer).
        case unspaced
    }

    /// The tables of `layTokens`, never written after their initialization (safe to share)
    /// and kept for the whole process.
    private struct LayoutTables: @unchecked Sendable {
        /// The widths by code: 0, 1, 0.4 or 0.25 words; and the 1.5 words a new sentence adds.
        let widths = UnsafeBufferPointer.allocatedCopy(of: [Float(0), 1, 0.4, 0.25, 1.5])
        let widthCodes = UnsafeBufferPointer.allocatedCopy(of: MessageLayout.widthCodes())
        let sentenceMarks = UnsafeBufferPointer.allocatedCopy(of: MessageLayout.sentenceMarks())
    }

    /// One global for the three: one initialization check a message instead of three.
    private static let layoutTables = LayoutTables()

    /// For each row `twoBefore << 6 | before << 3 | kind` of token kinds, the code of the
    /// token's width in `widths`, in the nibble `isConnector << 2 | afterOne << 1 |
    /// isThai`: a connector adds no width, a Thai character less than other unspaced ones,
    /// a number after a blank of one character nothing.
    ///
    /// Words, numbers and codes are one word wide; "2,500.00", "xxx-x-x9806-x", "e-mail":
    /// pieces glued by punctuation count once, and so do the groups of one long number
    /// ("DE89 3704 0044 0532").
    private static func widthCodes() -> [UInt32] { (0..<512).map { row in
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
        case .symbol, .space, .lineBreak: step = .none
        }
        var entry: UInt32 = 0
        for flags in 0..<4 {  // connectors (4 to 7) keep code 0
            let isThai = flags & 1 != 0, afterOne = flags & 2 != 0
            let code: UInt32
            switch step {
            case .none: code = 0
            case .word: code = 1
            case .numberAfterBlank: code = afterOne ? 0 : 1
            case .unspaced: code = isThai ? 3 : 2
            }
            entry |= code << (flags * 4)
        }
        return entry
    } }

    /// The fourteen scalars that may end a sentence (see `endsSentence`), each in its own of
    /// sixteen slots, `(scalar &* sentenceMarkHash) >> 28` (the multiplier was found by trying
    /// them; `sentenceMarks` traps at start-up if two ever share a slot): one multiplication,
    /// one load and one comparison tell whether a token may end a sentence.
    private static func sentenceMarks() -> [UInt32] {
        var slots = [UInt32](repeating: 0, count: 16)  // no symbol starts with U+0000
        for scalar in "。！？；।॥۔؟։።.!?;".unicodeScalars {
            let slot = Int((scalar.value &* sentenceMarkHash) >> 28)
            precondition(slots[slot] == 0, "MessageLayout: two sentence marks share slot \(slot)")
            slots[slot] = scalar.value
        }
        return slots
    }

    /// The multiplier of `sentenceMarks`' hash.
    private static let sentenceMarkHash: UInt32 = 0xAFBE_5A3F

    /// Whether `scalar` is one of `sentenceMarks`.
    @inline(__always)
    private static func isSentenceMark(_ scalar: UInt32, _ sentenceMarks: UnsafeBufferPointer<UInt32>) -> Bool {
        sentenceMarks[Int(truncatingIfNeeded: (scalar &* sentenceMarkHash) >> 28)] == scalar
    }

    /// 1 when the line break or the mark (one of `sentenceMarks`) `index` ends the sentence,
    /// else 0; `afterWord` is 1 when a word stands right before it.
    ///
    /// A mark is judged without a branch: whether it ends the sentence, like whether it is a
    /// mark, follows no pattern the predictor learns across messages.
    @inline(never)
    private static func endsSentence(_ message: MessageText, _ index: Int, afterWord: UInt32) -> UInt32 {
        let tokens = message.tokens
        let scalars = message.scalars
        let token = tokens[index]
        if token.kind == .lineBreak {
            // "One-Time Password:\nAAAA": a colon carries the sentence over the line break.
            let back = message.skippingBlank(before: index - 1)
            return bit(!(back >= 0 && scalars[tokens[back].start].isColon))
        }
        let scalar = scalars[token.start].value
        // "。", "।" and the other full stops beyond ASCII end the sentence; ".", "!", "?" and
        // ";" only before a blank.
        let classes = message.classes
        let last = classes.count &- 1  // the next two classes: `.space` past the end, loads clamped
        let beforeBlank = bit(token.end > last) | bit(classes[min(token.end, last)].rawValue &- ScalarClass.space.rawValue < 2)
        let beforeBlankDigit = bit(token.end &+ 1 <= last) & bit(classes[min(token.end &+ 1, last)] == .digit)
        // A full stop after a word (`previous`, when `afterWord`).
        let previous = tokens[max(index &- 1, 0)]
        let stopAfterWord = bit(scalar == 0x2E) & afterWord
        // "reg.nr. 7730", "No. 5512", "Tel. 0800 …": an abbreviation's full stop before a
        // number does not end the sentence.
        let afterAbbreviation = stopAfterWord & bit(previous.length <= 3) & beforeBlankDigit
        // "an M. Keller": an initial's full stop does not either (the word is the letter before it).
        let afterInitial = stopAfterWord & bit(previous.length == 1) & bit(scalars[max(token.start &- 1, 0)].value &- 0x41 < 26)
        // "am 08.03. um 18:27", "pt. plata", "1.200,00 kr. til konto": a full stop before a
        // word in lower case ends an abbreviation or a date, not the sentence.
        let next = scalars[min(token.end &+ 1, last)].value
        let lowerAfter = bit(scalar == 0x2E) & bit(token.end &+ 1 <= last) & bit(classes[min(token.end, last)] == .space)
            & (bit(next &- 0x61 < 26) | bit(next &- 0x430 < 0x30) | bit(next &- 0x3AC < 0x23))
        return bit(scalar >= 0x80) | beforeBlank & ~afterAbbreviation & ~afterInitial & ~lowerAfter & 1
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
    // A capitalised promo word in the name the message opens with ("Аэрофлот Бонус: код для
    // входа …") names the programme, not a code word after the name ("Ваш ваучер: код …"
    // and "كود خصم ١٥٪: …" are no names).
    /// Makes each payment authorisation and confirmation phrase a code word, or the label of a
    /// receipt's or booking's number; returns the roles placed after that. A message is a
    /// receipt when a word says the payment went through, or when the amount comes before the
    /// phrase and no other word names a code or asks for one ("pagamento di 27,40 EUR … Cod.
    /// autorizzazione 512093"; not "Código de autorização 84019365 para compra de 129,00
    /// EUR"). A confirmation code is a booking's only where the message says it is confirmed
    /// ("votre réservation est confirmée ! Code de confirmation : HMQ4Z8T2XP").
    private func resolveAuthorizations(_ roles: UInt32) -> UInt32 {
        let settled = roles & KeywordRole.settled.bit != 0
        let otherCodeWords = roles & (KeywordRole.secret.bit | KeywordRole.request.bit) != 0
        var resolved: UInt32 = 0
        var amountBefore = false
        for index in sites.indices {
            switch sites[index].role {
            case .currency: amountBefore = true
            case .authorization:
                sites[index].role = settled || amountBefore && !otherCodeWords ? .label : .secret
                resolved |= sites[index].role.bit
            case .confirmation:
                sites[index].role = settled ? .label : .secret
                resolved |= sites[index].role.bit
            default: break
            }
        }
        return roles & ~(KeywordRole.authorization.bit | KeywordRole.confirmation.bit) | resolved
    }

    private func taintPromotionalSecrets(_ message: MessageText) {
        let name = ServiceName.leadingNameRange(in: message)
        for promo in sites.indices where sites[promo].role == .promo {
            let inName = name.map { $0.contains(sites[promo].start) } ?? false
                && UnicodeLookup.isUppercase(message.scalars[sites[promo].start])
            for secret in sites.indices where sites[secret].role == .secret {
                guard sites[secret].sentence == sites[promo].sentence else { continue }
                if inName, let name, sites[secret].start >= name.upperBound { continue }
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
