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
            codeWordSites |= role & Self.codeWordRoles != 0 ? bit : 0
            refusingSites |= role & Self.refusingRoles != 0 ? bit : 0
            currencyOrUnitSites |= role & Self.currencyOrUnitRoles != 0 ? bit : 0
        }
        self.roles = roles
        self.codeWordSites = codeWordSites
        self.refusingSites = refusingSites
        self.currencyOrUnitSites = currencyOrUnitSites
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
        var kept = 0
        for index in sites.indices where !isInDomainName(sites[index], message) {
            if kept != index { sites[kept] = sites[index] }
            kept += 1
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
        if candidate.refusal == nil { candidate.refusal = neighbourRefusal(subject) }
        if candidate.refusal == nil { candidate.refusal = contextRefusal(subject) }
        if candidate.refusal == nil && candidate.lettersOnly && isWrittenInCapitals(subject) { candidate.refusal = .nameInCapitals }
        if candidate.refusal == nil && candidate.kind == .alphanumeric && isSubjectOfCopula(subject) { candidate.refusal = .isKeyword }
        guard candidate.refusal == nil else { return }
        // Nine digits and more are a phone or account number unless a code word stands right
        // before or after them ("رمز 1122334455", but "sent to 6912345678").
        if candidate.kind == .numeric && candidate.typedLength >= 9 && !hasAdjacentCodeWord(subject) {
            candidate.refusal = .phoneNumber
            return
        }
        var support = keywordSupport(subject)
        let displayed = displayedLineSupport(subject)
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
            if support < needed { candidate.refusal = .weakContext }
        } else if support < 0.22 {
            candidate.refusal = .weakContext
        }
        candidate.score = support + shapeBonus(subject)
    }

    // "Ihr Code für den Login bei mobile.de", "Booking.com": a word glued to a domain is part
    // of a site's name, not a phone, booking or code word of the message.
    private static func isInDomainName(_ site: KeywordSite, _ message: MessageText) -> Bool {
        if message.scalar(at: site.end) == ".", (0x61...0x7A).contains(message.scalar(at: site.end + 1).value) { return true }
        guard message.scalar(at: site.start - 1) == "." else { return false }
        let before = message.scalar(at: site.start - 2)
        return before.isASCII && (0x61...0x7A).contains(before.value | 0x20)
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

    private func isYearLike(_ candidate: Candidate) -> Bool {
        candidate.kind == .numeric && candidate.typedLength == 4 && (1950...2039).contains(candidate.numericValue)
    }

    // Links, app hashes, masked digits, USSD and numbers glued to other numbers. Runs before
    // the layout pass (`CandidateJudge.shapes`): it must read no token's position, width or
    // sentence, which are unset until then, and no keyword site.
    func shapeRefusal(_ candidate: Candidate) -> Refusal? {
        let before = message.scalar(at: candidate.start - 1)
        let after = message.scalar(at: candidate.end)
        let twoBefore = message.scalar(at: candidate.start - 2)
        // Blanks or line breaks on both sides, most candidates: nothing is glued to the
        // candidate (no number, mask, sign or link), so the rules that read a glued neighbour
        // are skipped. Both sides are tested as bits of one word: one branch, which the
        // processor predicts better than a test of each side.
        let blanks: UInt64 = 1 << 0x20 | 1 << 0x0A
        let glued = (before.value | after.value) >= 64 || blanks >> UInt64(before.value) & blanks >> UInt64(after.value) & 1 == 0
        if glued {
            if case .digit = message.scalarClass(at: candidate.end + 1), Self.joinsNumbers(after) { return .partOfLongerNumber }
            if case .digit = message.scalarClass(at: candidate.start - 2), Self.joinsNumbers(before) { return .partOfLongerNumber }
            // "****1234", "1234****", "…1234", "..1234".
            if Self.isMask(before) || after == "*" || (before == "." && twoBefore == ".") || before == "…" { return .masked }
            // "xx-4182", "XXXX-XXXX-4182", "**-4182": a mask and a hyphen.
            if before == "-" && isMaskRun(endingAt: candidate.start - 2) { return .masked }
        }
        // "IBAN DE44 **** 1234": one blank after the mask; "5375 **** **** 1290", "0905 *** 318": one before it.
        if before == " " && Self.isMask(twoBefore) { return .masked }
        if after == " " && Self.isMask(message.scalar(at: candidate.end + 1)) && Self.isMask(message.scalar(at: candidate.end + 2)) {
            return .masked
        }
        if glued {
            if after == "#" && (before == "*" || message.scalarClass(at: candidate.start - 1) != .space) { return .ussd }
            if before == "+" { return .phoneNumber }
            if after == "%" || after == "٪" { return .quantity }
            if before == "#" && candidate.kind == .alphanumeric { return .labelled }
            // Zulu and Xhosa glue the copula to what follows: "ngu-63 80 29" is "is 63 80 29".
            let afterLowercase = before == "-" && (0x61...0x7A).contains(message.scalar(at: candidate.start - 2).value)
            if candidate.grouped && candidate.kind == .numeric && (after == "-" || before == "-" && !afterLowercase) && !candidate.brandPrefix {
                return .numberSequence
            }
        }
        // "(0912) 345678": a bracket right before, or one blank before.
        let bracketAt = before == " " ? candidate.start - 2 : candidate.start - 1
        if message.scalar(at: bracketAt) == ")" && candidate.kind == .numeric, case .digit = message.scalarClass(at: bracketAt - 1) {
            return .phoneNumber
        }
        if glued && isInLink(candidate) { return .inLink }
        if isAppHash(candidate) { return .appHash }
        if candidate.lettersOnly && repeatsLeadingName(candidate) { return .nameInCapitals }
        if candidate.kind == .alphanumeric && extendsLeadingName(candidate) { return .promotional }
        return nil
    }

    // "Glovo: … პრომო კოდი GLOVO5", "Bolt Food: … s kodom BOLTSK": the brand's name with a
    // number or a suffix is the shape of a promo code; a one-time code does not spell the sender.
    private func extendsLeadingName(_ candidate: Candidate) -> Bool {
        guard let name = ServiceName.leadingNameRange(in: message), name.lowerBound != candidate.start else { return false }
        var length = 0
        while name.lowerBound + length < name.upperBound, message.classes[name.lowerBound + length] == .spacedLetter,
            message.scalars[name.lowerBound + length].isASCII
        {
            length += 1
        }
        guard length >= 3, candidate.end - candidate.start > length else { return false }
        for offset in 0..<length
        where message.folded[name.lowerBound + offset] != message.folded[candidate.start + offset] {
            return false
        }
        return true
    }

    // Capitals that repeat the name the message opens with are that name, not a code
    // ("BLIK: … nie podawaj kodu BLIK").
    private func repeatsLeadingName(_ candidate: Candidate) -> Bool {
        guard let name = ServiceName.leadingNameRange(in: message), name.lowerBound != candidate.start else { return false }
        var end = name.upperBound
        while end > name.lowerBound, message.scalars[end - 1] == " " { end -= 1 }
        guard end - name.lowerBound == candidate.end - candidate.start else { return false }
        for offset in 0..<(end - name.lowerBound) where message.scalars[name.lowerBound + offset] != message.scalars[candidate.start + offset] {
            return false
        }
        return true
    }

    // A message written all in capitals ("NEVER SHARE YOUR 6-DIGIT CODE WITH ANYONE") shows no
    // word in capitals as different from the others: "WITH" after "CODE" is no code.
    private func isWrittenInCapitals(_ candidate: Candidate) -> Bool {
        var capitalWords = 0
        for index in message.tokens.indices where message.tokens[index].kind == .word && index != candidate.firstToken {
            let token = message.tokens[index]
            var upper = 0
            for scalarIndex in token.start..<token.end {
                switch message.scalars[scalarIndex].value {
                case 0x61...0x7A: return false
                case 0x41...0x5A: upper += 1
                default: continue
                }
            }
            if upper >= 2 { capitalWords += 1 }
        }
        return capitalWords >= 3
    }

    // Punctuation inside amounts, dates, times and versions: "2,500.00", "12/03", "14:30", "٤٫٥".
    @inline(__always)
    private static func joinsNumbers(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", ":", "/", "'", "·", "٫", "٬", "،": return true
        default: return false
        }
    }

    // The ASCII chunk around the candidate holds "/", "@", "=", "www." or "x.y": a link or address.
    private func isInLink(_ candidate: Candidate) -> Bool {
        let scalars = message.scalars
        var start = candidate.start
        while start > 0, Self.isLinkScalar(scalars[start - 1]) { start -= 1 }
        var end = candidate.end
        while end < scalars.count, Self.isLinkScalar(scalars[end]) { end += 1 }
        // The scanner builds a candidate of word-like tokens with blanks or hyphens between
        // them: no sign of a link is inside it, so only the chunk's parts around it are read
        // (most candidates stand between blanks, and both parts are empty).
        for index in start..<candidate.start where isLinkSign(at: index, chunk: start..<end) { return true }
        for index in candidate.end..<end where isLinkSign(at: index, chunk: start..<end) { return true }
        return false
    }

    /// Whether the scalar at `index` of the ASCII chunk `chunk` makes it a link: "@", "?", a
    /// "/" inside it, or a "." between letters.
    @inline(__always)
    private func isLinkSign(at index: Int, chunk: Range<Int>) -> Bool {
        let scalars = message.scalars
        // Most of a chunk is letters and digits: one shift and mask tells them from the four signs.
        let value = scalars[index].value
        guard value < 64 ? Self.linkSignsBelow64 >> UInt64(value) & 1 != 0 : value == 0x40 else { return false }
        switch value {
        case 0x2F: return index + 1 < chunk.upperBound && index > chunk.lowerBound  // "/"
        case 0x2E:  // "."
            return index > chunk.lowerBound && Self.isAlphabetic(scalars[index - 1]) && index + 1 < chunk.upperBound
                && Self.isAlphabetic(scalars[index + 1])
        default: return true  // "@", "?"
        }
    }

    /// ".", "/" and "?" as bits of the scalars below 64 ("@" is 64).
    private static let linkSignsBelow64: UInt64 = 0x8000_C000_0000_0000

    // Unicode properties are a table walk of a few hundred instructions; for ASCII, most of
    // what these rules look at, the answer is known.
    @inline(__always)
    private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return UnicodeLookup.isAlphabetic(scalar) }
        return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    /// General punctuation ("–", "…"), CJK punctuation ("。", "【") and the full-width forms
    /// after "＄" and before "￠" ("：", "，") hold no currency sign (a test checks): most
    /// symbols by a number in Chinese and Japanese text are these, and skip the table walk.
    static let noCurrencySigns: [ClosedRange<UInt32>] = [0x2000...0x209F, 0x3000...0x303F, 0xFF05...0xFFDF]

    @inline(__always)
    static func isCurrencySymbol(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else {
            let value = scalar.value
            for range in noCurrencySigns where range.contains(value) { return false }
            return UnicodeLookup.isCurrencySymbol(scalar)
        }
        return scalar == "$"
    }

    // ASCII other than blanks, brackets, quotes and commas: what a link or address is made of.
    @inline(__always)
    private static func isLinkScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let bits = linkScalarBits
        if value < 64 { return bits.below64 >> UInt64(value) & 1 != 0 }
        return value < 128 && bits.from64 >> UInt64(value - 64) & 1 != 0
    }

    /// The scalars of `isLinkScalar` as bits, below 64 and from 64 to 127: ASCII after the
    /// blank, but for the brackets, quotes and comma that stand around a link.
    private static let linkScalarBits: (below64: UInt64, from64: UInt64) = {
        var bits: (below64: UInt64, from64: UInt64) = (0, 0)
        for value in UInt8(0x21)...0x7F where !"()\",[]<>'".unicodeScalars.contains(Unicode.Scalar(value)) {
            if value < 64 { bits.below64 |= 1 << UInt64(value) } else { bits.from64 |= 1 << UInt64(value - 64) }
        }
        return bits
    }()

    /// What the SMS Retriever framing alone says for a number: as much as a code word a few
    /// words away, so that a code word nearer another number still wins.
    static let retrieverSupport: Float = 0.45

    /// Whether the message has the SMS Retriever framing: `<#>` (or `[#]`) first and the app
    /// hash last.
    private var isRetrieverFramed: Bool {
        guard appHash != nil else { return false }
        var index = 0
        while index < message.scalars.count, message.classes[index] == .space || message.classes[index] == .lineBreak { index += 1 }
        guard index + 3 <= message.scalars.count, message.scalars[index + 1] == "#" else { return false }
        let (open, close) = (message.scalars[index], message.scalars[index + 2])
        return open == "<" && close == ">" || open == "[" && close == "]"
    }

    /// Whether the scalars up to `last` are two or more mask characters (x, X or a mask
    /// symbol, hyphens between groups allowed) with no letter before them.
    private func isMaskRun(endingAt last: Int) -> Bool {
        var index = last
        var masks = 0
        while index >= 0 {
            let scalar = message.scalars[index]
            if scalar == "x" || scalar == "X" || Self.isMask(scalar) {
                masks += 1
            } else if scalar != "-" || masks == 0 {
                break
            }
            index -= 1
        }
        return masks >= 2 && (index < 0 || message.classes[index] != .spacedLetter)
    }

    // SMS Retriever: the message ends with an 11-character hash of the app's signature.
    private func isAppHash(_ candidate: Candidate) -> Bool {
        guard let appHash else { return false }
        return candidate.start >= appHash.lowerBound && candidate.end <= appHash.upperBound
    }

    /// The scalar range of the SMS Retriever app hash that ends `message`, if any.
    static func findAppHash(_ message: MessageText) -> Range<Int>? {
        var end = message.scalars.count
        while end > 0, message.classes[end - 1] == .space || message.classes[end - 1] == .lineBreak { end -= 1 }
        var start = end
        while start > 0 {
            let scalar = message.scalars[start - 1]
            guard scalar.isASCII, Self.isAlphabetic(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "/" else { break }
            start -= 1
        }
        guard end - start == 11, start == 0 || message.classes[start - 1] != .symbol else { return nil }
        return start..<end
    }

    // Currency or unit right next to the candidate.
    private func neighbourRefusal(_ candidate: Candidate) -> Refusal? {
        if isHyphenChainPart(candidate) { return .numberSequence }
        if isYearOfDate(candidate) { return .partOfLongerNumber }
        if isLeadingName(candidate) { return .isKeyword }
        let tokens = message.tokens
        var previous = candidate.firstToken - 1
        while previous >= 0, tokens[previous].kind == .space { previous -= 1 }
        var next = candidate.lastToken + 1
        while next < tokens.count, tokens[next].kind == .space { next += 1 }
        if previous >= 0, tokens[previous].kind == .symbol,
            Self.isCurrencySymbol(message.scalars[tokens[previous].start])
        {
            return .amount
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
            } else if site.role == .unit, site.firstToken == next {
                return .quantity
            }
        }
        return nil
    }
}
