/// Applies the context rules to each candidate: refusals first, then support from the
/// keywords around it.
struct CandidateJudge {
    let message: MessageText
    /// The keyword sites, in scratch memory that outlives the judge (see `CodeExtractor`):
    /// a view, so that copying the judge retains nothing.
    let sites: UnsafeBufferPointer<KeywordSite>
    /// Whether the sender names a code ("VM-SBIOTP-S"), asked once per message.
    let senderSuggestsCode: Bool
    /// Whether every candidate has already been through `shapeRefusal` (see `CodeExtractor`).
    let shapesApplied: Bool
    /// Scalar range of a trailing SMS Retriever app hash, if the message ends with one.
    let appHash: Range<Int>?
    /// The roles of the sites, one bit each (see `KeywordRole.bit`): a rule whose roles the message
    /// lacks skips its scan of the sites for each candidate.
    let roles: UInt32
    /// Which of the first 64 sites have a role the scans for each candidate look for, one bit
    /// per site (see `SiteSelection`): code and request words (support), words that refuse a
    /// number (labels, phones, promotions, rewards, invalidations), currencies and units.
    let codeWordSites: UInt64
    let refusingSites: UInt64
    let currencyOrUnitSites: UInt64

    /// A judge of `message`'s candidates. `sites` must be those of `withoutDomainNames`.
    init(
        message: MessageText, sites: UnsafeBufferPointer<KeywordSite>, senderSuggestsCode: Bool, appHash: Range<Int>?,
        shapesApplied: Bool = false
    ) {
        self.message = message
        self.sites = sites
        self.senderSuggestsCode = senderSuggestsCode
        self.shapesApplied = shapesApplied
        self.appHash = appHash
        var roles: UInt32 = 0
        var codeWordSites: UInt64 = 0
        var refusingSites: UInt64 = 0
        var currencyOrUnitSites: UInt64 = 0
        for (index, site) in sites.enumerated() {
            let role = site.role.bit
            roles |= role
            // Selects, not branches: a site's role is data the processor cannot predict.
            let bit: UInt64 = index < 64 ? 1 &<< UInt64(index) : 0
            codeWordSites |= bit & Self.all(role & Self.codeWordRoles != 0)
            refusingSites |= bit & Self.all(role & Self.refusingRoles != 0)
            currencyOrUnitSites |= bit & Self.all(role & Self.currencyOrUnitRoles != 0)
        }
        self.roles = roles
        self.codeWordSites = codeWordSites
        self.refusingSites = refusingSites
        self.currencyOrUnitSites = currencyOrUnitSites
    }

    /// All ones when `value`, else zero: a mask made by arithmetic (a conditional select here
    /// was compiled to a branch, mispredicted on the sites' roles).
    @inline(__always)
    private static func all(_ value: Bool) -> UInt64 { 0 &- UInt64(value.bit) }

    /// Whether a site and a candidate share a scalar, in one test (`&`: each comparison
    /// alone follows the text).
    @inline(__always)
    func overlaps(_ site: KeywordSite, _ candidate: Candidate) -> Bool {
        (site.start < candidate.end).bit & (site.end > candidate.start).bit != 0
    }

    static let codeWordRoles = KeywordRole.secret.bit | KeywordRole.request.bit
    static let refusingRoles =
        KeywordRole.label.bit | KeywordRole.phone.bit | KeywordRole.promo.bit | KeywordRole.reward.bit
        | KeywordRole.invalidation.bit
    static let currencyOrUnitRoles = KeywordRole.currency.bit | KeywordRole.unit.bit

    /// The sites of `mask` (made like `refusingSites`), in text order.
    ///
    /// A rule's loop visits only the sites whose role it acts on, where a loop over all the
    /// sites tested each site's role, a branch the processor mispredicts (the roles are data).
    /// The rule still tests the role of each site it is given: sites after the 64th, which no
    /// mask holds, are all visited (no SMS comes near that many keywords).
    @inline(__always)
    func sites(in mask: UInt64) -> SiteSelection { SiteSelection(sites: sites, mask: mask) }

    /// Sites picked by a mask of the first 64 and every site from the 64th on (see `sites(in:)`).
    struct SiteSelection: Sequence, IteratorProtocol {
        let sites: UnsafeBufferPointer<KeywordSite>
        var mask: UInt64
        var beyondMask = 64

        /// The sites of `mask` that `sites` has (`UInt64.max`: all of them).
        init(sites: UnsafeBufferPointer<KeywordSite>, mask: UInt64) {
            self.sites = sites
            self.mask = sites.count >= 64 ? mask : mask & (1 &<< UInt64(sites.count) &- 1)
        }

        mutating func next() -> KeywordSite? {
            if mask != 0 {
                let index = mask.trailingZeroBitCount
                mask &= mask &- 1
                return sites[index]
            }
            guard beyondMask < sites.count else { return nil }
            defer { beyondMask += 1 }
            return sites[beyondMask]
        }
    }

    /// Whether some site has one of the roles in `mask` (bits made with `KeywordRole.bit`).
    @inline(__always)
    func hasRole(in mask: UInt32) -> Bool { roles & mask != 0 }

    /// A judge that only applies `shapeRefusal`, which needs neither keywords nor sender.
    static func shapes(of message: MessageText, appHash: Range<Int>?) -> CandidateJudge {
        CandidateJudge(message: message, sites: UnsafeBufferPointer(start: nil, count: 0), senderSuggestsCode: false, appHash: appHash)
    }

    /// Drops, in place and keeping their order, the sites glued to a domain name; returns
    /// how many are left at the front of `sites`.
    static func withoutDomainNames(_ sites: UnsafeMutableBufferPointer<KeywordSite>, _ message: MessageText) -> Int {
        // Whether a site is in a domain name follows the text: asked of every site without a
        // branch, and most messages have none (then no site is moved); else each site is
        // copied down and counted only when kept, without a branch.
        var any: UInt8 = 0
        for site in sites { any |= isInDomainName(site, message) }
        guard any != 0 else { return sites.count }
        var kept = 0
        for index in sites.indices {
            sites[kept] = sites[index]
            kept &+= Int(isInDomainName(sites[index], message) ^ 1)
        }
        return kept
    }

    /// How far a keyword's support reaches: full when adjacent, a third at about seven words.
    @inline(__always)
    static func proximity(_ distance: Float) -> Float { 1 / (1 + 0.3 * distance) }

    func judge(_ candidate: inout Candidate, candidateCount: Int) {
        // The rules read this copy, taken once: handed the inout candidate itself, each call
        // copied it. They read none of what this function sets (refusal, notes, support, score).
        let subject = candidate
        if !shapesApplied && candidate.refusal == nil { candidate.refusal = shapeRefusal(subject) }
        guard candidate.refusal == nil else { return }
        if shapesApplied {
            // Extracting: a candidate with too little support is refused whatever the rules
            // say, and most refused candidates are, so it is weighed first: the candidates
            // left, and their scores, are the same in either order. (An explanation names
            // the rule that refuses, so there the rules come first.)
            candidate.refusal = longNumberRefusal(subject)
            guard candidate.refusal == nil, weigh(&candidate, subject, candidateCount: candidateCount) else { return }
            candidate.refusal = ruleRefusal(subject, candidateCount: candidateCount)
            return
        }
        candidate.refusal = ruleRefusal(subject, candidateCount: candidateCount) ?? longNumberRefusal(subject)
        guard candidate.refusal == nil else { return }
        _ = weigh(&candidate, subject, candidateCount: candidateCount)
    }

    /// Nine digits and more are a phone or account number unless a code word stands right
    /// before or after them ("رمز 1122334455", but "sent to 6912345678").
    private func longNumberRefusal(_ subject: Candidate) -> Refusal? {
        subject.kind == .numeric && subject.typedLength >= 9 && !hasAdjacentCodeWord(subject) ? .phoneNumber : nil
    }

    /// The refusals of the candidate's neighbours and context (after its shape's).
    private func ruleRefusal(_ subject: Candidate, candidateCount: Int) -> Refusal? {
        if let refusal = neighbourRefusal(subject) { return refusal }
        if let refusal = contextRefusal(subject) { return refusal }
        if subject.lettersOnly && isWrittenInCapitals(subject) { return .nameInCapitals }
        if subject.kind == .alphanumeric && isSubjectOfCopula(subject) { return .isKeyword }
        if subject.needsHandover && !isHandedOver(subject) { return .numberSequence }
        // "1177: Din inloggningskod är 611 730": a number opening the message before a colon
        // is the sender's name (a short number) when the message has another candidate.
        if candidateCount > 1 && subject.kind == .numeric && isLeadingNumberName(subject) { return .isKeyword }
        return nil
    }

    /// Sets the candidate's support, notes and score; refuses it and returns false when the
    /// support is too little for its kind.
    private func weigh(_ candidate: inout Candidate, _ subject: Candidate, candidateCount: Int) -> Bool {
        var support = keywordSupport(subject)
        // (A displayed line's support is a site's weight at most, and no weight is above 1.)
        let displayed = support >= 1 ? 0 : displayedLineSupport(subject)
        if displayed > support {
            support = displayed
            candidate.notes.insert(.displayedLine)
        }
        if support == 0 && candidateCount == 1 && isBareMessage(subject) && !isYearLike(subject) {
            support = 0.3
            candidate.notes.insert(.bareMessage)
        }
        // "G-482913" backs a code word; alone in a sentence it is an identifier
        // ("tracking number: DBD-39281746").
        if candidate.brandPrefix && support > 0 {
            support = min(1, support + 0.3)
            candidate.notes.insert(.brandPrefix)
        }
        if candidate.kind == .numeric && support > 0.05 && senderSuggestsCode {
            support = min(1, support + 0.2)
            candidate.notes.insert(.senderNamesCode)
        }
        // "<#> Verwende 038 724, um dein Konto zu bestätigen.\nRk8fQm2Xw7p": Android's SMS
        // Retriever framing is only used for verification messages, whatever their wording.
        if candidate.kind == .numeric && support < Self.retrieverSupport && isRetrieverFramed {
            support = Self.retrieverSupport
            candidate.notes.insert(.retrieverFraming)
        }
        candidate.support = support
        if candidate.kind == .alphanumeric {
            // "Usa el código VERANO24", "code SPRING50": a word and a number is the shape of a
            // promo code; a one-time code mixes them at random. Only an unambiguous code word
            // right before it ("captcha: ABCD123") makes it one.
            let needed: Float = candidate.lettersOnly ? 0.84 : isWordThenNumber(subject) ? 0.95 : 0.6
            if support < needed {
                candidate.refusal = .weakContext
                return false
            } else if candidate.lettersOnly && standsBetweenCapitalWords(subject) {
                candidate.refusal = .nameInCapitals
                return false
            }
        } else if support < (isYearLike(subject) ? Self.yearSupport : 0.22) {
            // "Мошенники … за февраль 2026 года … Никогда не сообщайте коды": a year needs a
            // code word nearer than any other number does.
            candidate.refusal = .weakContext
            return false
        }
        candidate.score = support + shapeBonus(subject)
        return true
    }

    // "Ihr Code für den Login bei mobile.de", "Booking.com": a word glued to a domain is part
    // of a site's name, not a phone, booking or code word of the message.
    private static func isInDomainName(_ site: KeywordSite, _ message: MessageText) -> UInt8 {
        let after = message.scalar(at: site.end).value
        let afterThat = message.scalar(at: site.end + 1).value
        let before = message.scalar(at: site.start - 1).value
        let beforeThat = message.scalar(at: site.start - 2).value
        let dotThenLower = (after == 0x2E).bit & (afterThat &- 0x61 < 26).bit
        let letterThenDot = (before == 0x2E).bit & ((beforeThat | 0x20) &- 0x61 < 26).bit & (beforeThat < 0x80).bit
        return dotThenLower | letterThenDot
    }

    private func shapeBonus(_ candidate: Candidate) -> Float {
        guard candidate.kind == .numeric else { return candidate.lettersOnly ? -0.3 : -0.05 }
        var bonus: Float = 0
        switch candidate.typedLength {
        case 6: bonus = 0.1
        case 4...8: bonus = 0.05
        default: bonus = -0.05
        }
        if isYearLike(candidate) { bonus -= 0.15 }
        return bonus
    }

    // Three letters or more, then one to three digits: "VERANO24", "Spring50", "SKR10"
    // (two letters are left alone: ING sends codes like "TF33").
    private func isWordThenNumber(_ candidate: Candidate) -> Bool {
        var letters = 0
        var digits = 0
        for index in candidate.start..<candidate.end {
            switch message.scalars[index].value {
            case 0x30...0x39: digits += 1
            case 0x41...0x5A, 0x61...0x7A:
                if digits > 0 { return false }
                letters += 1
            default: return false
            }
        }
        return letters >= 3 && (1...3).contains(digits)
    }

    /// Whether the candidate opens the message and a colon, then words, follow it.
    private func isLeadingNumberName(_ candidate: Candidate) -> Bool {
        guard message.skippingBlank(after: 0) == candidate.firstToken else { return false }
        let colon = message.skippingBlank(after: candidate.lastToken + 1)
        guard colon < message.tokens.count, isColon(message.tokens[colon]) else { return false }
        let next = message.skippingBlank(after: colon + 1)
        return next < message.tokens.count && message.tokens[next].kind == .word
    }

    /// The support a number that reads as a year (1950–2039) needs: a code word within about
    /// four words.
    static let yearSupport: Float = 0.45

    /// What an "enter" right before a bracketed random code gives it (`keywordSupport`).
    static let bracketedRequestSupport: Float = 0.6

    /// Whether the candidate looks drawn at random rather than spelt: letters and digits
    /// alternating ("K9H2PD"), or digits first ("2948XK"; a promo code is a word first).
    func looksRandom(_ candidate: Candidate) -> Bool {
        message.classes[candidate.start] == .digit || isMixedCode(candidate)
    }

    /// Whether a bracket or quote stands right before the candidate and its own closer right
    /// after ("[K7P9QX]", "„TQMXFZ“", "«RPDKMT»").
    func isBracketed(_ candidate: Candidate) -> Bool {
        let after = message.scalar(at: candidate.end)
        switch message.scalar(at: candidate.start - 1) {
        case "[": return after == "]"
        case "(": return after == ")"
        case "（": return after == "）"
        case "「": return after == "」"
        case "『": return after == "』"
        case "«": return after == "»"
        case "“": return after == "”"
        case "„": return after == "“" || after == "”"
        case "‘", "‚": return after == "’" || after == "‘"
        case "\"", "'": return after == message.scalar(at: candidate.start - 1)
        default: return false
        }
    }

    /// Whether letters and digits alternate at least three times in the candidate ("K9H2PD",
    /// "4AM7QX", "7HQ-2KM"): a random code, whose letter runs are pieces of it even when they
    /// spell a unit, a currency or a code word ("H", "AM", "KM"). "1500MB" and "RS500", one
    /// run of each, stay a quantity and an amount.
    func isMixedCode(_ candidate: Candidate) -> Bool {
        var runs = 0
        var previousWasDigit: Bool?
        for index in candidate.start..<candidate.end {
            let isDigit: Bool
            switch message.classes[index] {
            case .digit: isDigit = true
            case .spacedLetter: isDigit = false
            default: continue
            }
            if isDigit != previousWasDigit { runs += 1 }
            previousWasDigit = isDigit
        }
        return runs >= 3
    }

    /// Whether `candidate`, the only candidate of a message in which no word names, asks for
    /// or points at a code, may still be one: only as a message that is little more than
    /// this number (`weigh`), which the layout is not needed to rule out. With no code word
    /// in the message, only its units make validity parts (`isValidityPart`); their sites are
    /// made here, before the layout. (Sites glued to a domain name are among them: more
    /// validity parts can only make a message look barer, so a message found not bare here
    /// is not bare.)
    static func mayBeBareCode(_ candidate: Candidate, in message: MessageText, matches: UnsafeBufferPointer<KeywordMatch>) -> Bool {
        guard candidate.kind == .numeric else { return false }
        return Scratch.withRoom(for: KeywordSite.self, capacity: matches.count) { room in
            var count = 0
            for match in matches where match.entry.role == .unit {
                (room.baseAddress! + count).initialize(to: MessageLayout.unplacedSite(match, message))
                count += 1
            }
            let judge = CandidateJudge(
                message: message, sites: UnsafeBufferPointer(rebasing: room[..<count]), senderSuggestsCode: false, appHash: nil)
            return !judge.isYearLike(candidate) && judge.isBareMessage(candidate)
        }
    }

    private func isYearLike(_ candidate: Candidate) -> Bool {
        candidate.kind == .numeric && candidate.typedLength == 4 && (1950...2039).contains(candidate.numericValue)
    }

    // Currency or unit right next to the candidate.
    private func neighbourRefusal(_ candidate: Candidate) -> Refusal? {
        if isHyphenChainPart(candidate) { return .numberSequence }
        if isYearOfDate(candidate) { return .partOfLongerNumber }
        if isLeadingName(candidate) { return .isKeyword }
        let tokens = message.tokens
        let previous = message.skippingBlank(before: candidate.firstToken - 1)
        let next = message.skippingBlank(after: candidate.lastToken + 1)
        if previous >= 0, tokens[previous].kind == .symbol,
            Self.isCurrencySymbol(message.scalars[tokens[previous].start])
        {
            return .amount
        }
        // "AA 4817 KP": four digits between two capitals on each side are a number plate, in a
        // message not written in capitals ("YOUR OTP IS 4821 ON …").
        if candidate.typedLength == 4, previous >= 0, next < tokens.count, isWordInCapitals(previous, lengths: 2...2),
            isWordInCapitals(next, lengths: 2...2), message.hasLowercaseLetter
        {
            return .labelled
        }
        if next < tokens.count, tokens[next].kind == .symbol,
            Self.isCurrencySymbol(message.scalars[tokens[next].start])
        {
            return .amount
        }
        // "Rs.2349", "INR 500", "500 руб", "36.80元", "100 บาท"
        guard hasRole(in: Self.currencyOrUnitRoles) else { return nil }
        for site in sites(in: currencyOrUnitSites) {
            if site.role == .currency {
                if site.lastToken == previous { return .amount }
                // "Rs.2349": the currency glued to the number by a full stop.
                if site.lastToken == previous - 1, tokens[previous].kind == .symbol, message.scalars[tokens[previous].start] == ".",
                    previous + 1 == candidate.firstToken
                {
                    return .amount
                }
                if site.firstToken == next { return .amount }
            } else if site.role == .unit, site.firstToken == next, tokens[next].start == site.start {
                // (Not a unit's letters inside a token: "2604 Lq8Xk2Pm9Wa", an app hash.)
                return .quantity
            }
        }
        return nil
    }
}
