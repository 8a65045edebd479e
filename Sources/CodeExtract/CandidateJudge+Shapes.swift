/// Refusals by shape (links, app hashes, masks, USSD, numbers glued to numbers, names), which
/// need no keyword site and run before the keyword pass; and the SMS Retriever framing.
extension CandidateJudge {
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
            // "获得创世结晶×6480", "Gems ×1200": a count of something.
            if before == "×" { return .quantity }
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
        if candidate.start < Self.senderTagLength && isInSenderTag(candidate) { return .isKeyword }
        return nil
    }

    /// How far into the message a sender's tag may close: a tag is a name.
    static let senderTagLength = 48

    /// "【铁路12306】验证码：4829": digits inside the sender's bracketed tag, which opens the
    /// message, are part of its name when the tag holds letters too ("【123456】是您的验证码"
    /// holds the code alone).
    func isInSenderTag(_ candidate: Candidate) -> Bool {
        let scalars = message.scalars
        var opener = 0
        while opener < candidate.start, message.classes[opener] == .space { opener += 1 }
        guard opener < candidate.start, let closer = ServiceName.closing(scalars[opener]) else { return false }
        var hasLetter = false
        var index = opener + 1
        let limit = min(scalars.count, opener + Self.senderTagLength)
        while index < limit, scalars[index] != closer {
            if index < candidate.start || index >= candidate.end, message.classes[index] == .spacedLetter || message.classes[index] == .unspacedLetter {
                hasLetter = true
            }
            index += 1
        }
        return index < limit && index >= candidate.end && hasLetter
    }

    // "Glovo: … პრომო კოდი GLOVO5", "Bolt Food: … s kodom BOLTSK": the brand's name (or its
    // first four letters) with a number or a suffix is the shape of a promo code; a one-time
    // code does not spell the sender.
    func extendsLeadingName(_ candidate: Candidate) -> Bool {
        guard let name = ServiceName.leadingNameRange(in: message), name.lowerBound != candidate.start else { return false }
        var length = 0
        while name.lowerBound + length < name.upperBound, message.classes[name.lowerBound + length] == .spacedLetter,
            message.scalars[name.lowerBound + length].isASCII
        {
            length += 1
        }
        // The name's first four letters are enough: "Zalando: … il codice ZALA20IT",
        // "Rossmann: … z kodem ROSS3K7Y".
        length = min(length, 4)
        guard length >= 3, candidate.end - candidate.start > length else { return false }
        for offset in 0..<length
        where message.folded[name.lowerBound + offset] != message.folded[candidate.start + offset] {
            return false
        }
        return true
    }

    // Capitals that repeat the name the message opens with are that name, not a code
    // ("BLIK: … nie podawaj kodu BLIK").
    func repeatsLeadingName(_ candidate: Candidate) -> Bool {
        guard let name = ServiceName.leadingName(in: message), name.lowerBound != candidate.start,
            name.count == candidate.end - candidate.start
        else { return false }
        for offset in 0..<name.count where message.scalars[name.lowerBound + offset] != message.scalars[candidate.start + offset] {
            return false
        }
        return true
    }

    // A message written all in capitals ("NEVER SHARE YOUR 6-DIGIT CODE WITH ANYONE") shows no
    // word in capitals as different from the others: "WITH" after "CODE" is no code.
    func isWrittenInCapitals(_ candidate: Candidate) -> Bool {
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

    /// "HUWAG IBIGAY ANG OTP KAHIT KANINO": a word between two words in capitals is text.
    func standsBetweenCapitalWords(_ candidate: Candidate) -> Bool {
        let previous = message.skippingBlank(before: candidate.firstToken - 1)
        let next = message.skippingBlank(after: candidate.lastToken + 1)
        return previous >= 0 && next < message.tokens.count && isWordInCapitals(previous, lengths: 2...Int.max)
            && isWordInCapitals(next, lengths: 2...Int.max)
    }

    /// Whether token `index` is a word of capitals only (Latin or of any cased script: the
    /// "AA" and "KP" of a plate "AA 4817 KP"), its length in `lengths`.
    func isWordInCapitals(_ index: Int, lengths: ClosedRange<Int>) -> Bool {
        let token = message.tokens[index]
        guard token.kind == .word, lengths.contains(token.length) else { return false }
        for scalarIndex in token.start..<token.end {
            let scalar = message.scalars[scalarIndex]
            guard scalar.value &- 0x41 < 26 || !scalar.isASCII && scalar.properties.isUppercase else { return false }
        }
        return true
    }

    // Punctuation inside amounts, dates, times and versions: "2,500.00", "12/03", "14:30", "٤٫٥".
    @inline(__always)
    static func joinsNumbers(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", ":", "/", "'", "·", "٫", "٬", "،": return true
        default: return false
        }
    }

    // The ASCII chunk around the candidate holds "/", "@", "=", "www." or "x.y": a link or address.
    func isInLink(_ candidate: Candidate) -> Bool {
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
    func isLinkSign(at index: Int, chunk: Range<Int>) -> Bool {
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
    static let linkSignsBelow64: UInt64 = 0x8000_C000_0000_0000

    // Unicode properties are a table walk of a few hundred instructions; for ASCII, most of
    // what these rules look at, the answer is known.
    @inline(__always)
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
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
    static func isLinkScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let bits = linkScalarBits
        if value < 64 { return bits.below64 >> UInt64(value) & 1 != 0 }
        return value < 128 && bits.from64 >> UInt64(value - 64) & 1 != 0
    }

    /// The scalars of `isLinkScalar` as bits, below 64 and from 64 to 127: ASCII after the
    /// blank, but for the brackets, quotes and comma that stand around a link. Constants,
    /// not computed (a computed global costs an initialization check at every read); a test
    /// computes them.
    static var linkScalarBits: (below64: UInt64, from64: UInt64) {
        @inline(__always) get { (0xAFFF_EC7A_0000_0000, 0xFFFF_FFFF_D7FF_FFFF) }
    }

    /// What the SMS Retriever framing alone says for a number: as much as a code word a few
    /// words away, so that a code word nearer another number still wins.
    static let retrieverSupport: Float = 0.45

    /// Whether the message has the SMS Retriever framing: `<#>` (or `[#]`) first and the app
    /// hash last.
    var isRetrieverFramed: Bool {
        guard appHash != nil else { return false }
        var index = 0
        while index < message.scalars.count, message.classes[index] == .space || message.classes[index] == .lineBreak { index += 1 }
        guard index + 3 <= message.scalars.count, message.scalars[index + 1] == "#" else { return false }
        let (open, close) = (message.scalars[index], message.scalars[index + 2])
        return open == "<" && close == ">" || open == "[" && close == "]"
    }

    /// Whether the scalars up to `last` are two or more mask characters (x, X or a mask
    /// symbol, hyphens between groups allowed) with no letter before them.
    func isMaskRun(endingAt last: Int) -> Bool {
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
    func isAppHash(_ candidate: Candidate) -> Bool {
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
}
