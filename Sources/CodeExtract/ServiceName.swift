/// The service a message names: a bracketed signature (`【招商银行】`, `[Bank]`, `「LINE」`) or
/// a leading `Name:` (`Google:`, `PayPal :`).
enum ServiceName {
    // Brackets that mark the channel, not the service.
    private static let noise: Set<String> = ["web발신", "#", "광고", "국외발신", "국제발신", "ad", "广告", "廣告"]

    /// The service's name, if the message shows one. A name is what stands before the
    /// first code word in it (`sites`: the message's keyword sites), less the grammar and
    /// punctuation before that word: "Snapchat code:" names Snapchat, and "Your code:",
    /// "OTP:" or "【验证密码】" name nothing.
    static func find(in message: MessageText, sites: UnsafeBufferPointer<KeywordSite>) -> String? {
        guard mayHoldOpener(message.utf8) else { return leadingName(message, sites) }
        let scalars = message.scalars
        var index = 0
        while index < scalars.count {
            let opener = scalars[index]
            // Every opener is "[" or in U+300C…U+3014: most scalars, CJK ideographs and kana
            // too, stop at one comparison of each.
            guard (opener == "[").bit | (opener.value &- 0x300C <= 0x3014 - 0x300C).bit != 0, let closer = closing(opener) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] != closer, scalars[end] != "\n", end - index <= 40 { end += 1 }
            guard end < scalars.count, scalars[end] == closer else { index += 1; continue }
            let isBracketAtEdge = index <= 12 || end >= scalars.count - 2
            if isBracketAtEdge, let name = trimmed(message, index + 1, end, sites), !isNoise(name) {
                return name
            }
            index = end + 1
        }
        return leadingName(message, sites)
    }

    // Whether the text may hold an opener: "[" is the byte 0x5B and every other opener
    // (U+300C to U+3014) begins with the byte 0xE3, so a text with neither has none. Most
    // messages have neither, and the byte scan costs a fraction of the scalar scan; a 0xE3 that
    // begins another scalar only costs the scan.
    private static func mayHoldOpener(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteScan.contains(bytes, UInt8(ascii: "["), or: 0xE3)
    }

    /// Whether a bracketed name is a channel mark (`[Web발신]`, `[AD]`, `[#]`) in `noise`.
    ///
    /// Lower-casing a string and hashing it costs about a thousand instructions and an
    /// allocation, and the set compares canonically equivalent strings as equal; three facts
    /// give its answer sooner. No spelling of a noise word is longer than `longestNoise`. A CJK
    /// unified ideograph has neither a decomposition nor a case, so a name holding one that
    /// no noise word holds (`【招商银行】`) is none of them. And a name of ASCII, Hangul
    /// syllables and those ideographs only, like every noise word (a test checks them), is in
    /// normal form, where canonically equivalent means equal: it is compared scalar by scalar,
    /// its ASCII letters lower-cased (no other scalar of it has a case). Only other names
    /// (decomposed jamo, say) go through the set. The facts are read off `noise`, so a word
    /// added there is found by every path.
    private static func isNoise(_ name: String) -> Bool {
        guard name.utf8.count <= longestNoise else { return false }
        var comparable = true
        var count = 0
        for scalar in name.unicodeScalars {
            let value = scalar.value
            count += 1
            if ScalarClass.isHanIdeograph(value) && !noiseIdeographs.contains(value) { return false }
            comparable = comparable && (value < 0x80 || ScalarClass.isHanIdeograph(value) || ScalarClass.isHangulSyllable(value))
        }
        guard comparable else { return noise.contains(name.lowercased()) }
        return noiseScalars.contains { word in
            word.count == count && zip(word, name.unicodeScalars).allSatisfy { $0 == lowerASCII($1.value) }
        }
    }

    /// `value` with an ASCII capital lower-cased.
    private static func lowerASCII(_ value: UInt32) -> UInt32 {
        value &- 0x41 < 26 ? value | 0x20 : value
    }

    /// Whether every noise word is of the scalars `isNoise` compares one by one (a test asks).
    static var noiseIsComparable: Bool {
        noise.allSatisfy { word in
            word.unicodeScalars.allSatisfy { ($0.value < 0x80 && lowerASCII($0.value) == $0.value) || ScalarClass.isHanIdeograph($0.value) || ScalarClass.isHangulSyllable($0.value) }
        }
    }

    /// Three times the longest noise word's UTF-8: decomposed, a Hangul syllable (three
    /// bytes) is up to three jamo of three bytes; ASCII and the ideographs here do not grow.
    private static let longestNoise = 3 * noise.map(\.utf8.count).max()!

    private static let noiseScalars: [[UInt32]] = noise.map { $0.unicodeScalars.map(\.value) }
    private static let noiseIdeographs: Set<UInt32> = Set(noise.flatMap { $0.unicodeScalars.map(\.value) }.filter(ScalarClass.isHanIdeograph))

    /// The bracket that closes `opener`, for the brackets a service's name stands in.
    static func closing(_ opener: Unicode.Scalar) -> Unicode.Scalar? {
        switch opener {
        case "【": return "】"
        case "[": return "]"
        case "「": return "」"
        case "『": return "』"
        case "〔": return "〕"
        default: return nil
        }
    }

    // "Google: …", "PayPal : …", "Maybank2u: …".
    private static func leadingName(_ message: MessageText, _ sites: UnsafeBufferPointer<KeywordSite>) -> String? {
        guard let name = leadingNameRange(in: message) else { return nil }
        return trimmed(message, name.lowerBound, name.upperBound, sites, needsLetter: false)
    }

    /// The name in scalars `start..<end` before its first code word: `start..<end` when it
    /// has none; else what stands before the word (before the whole word when a prefix is
    /// glued to it, "הסיסמה"), less the blanks, punctuation and grammar around it: the
    /// lexicon's connectors ("your", "is", zh "的"), and ja "の" ("LINEの認証番号", LINE's
    /// code), which is no connector there: as one, it shortens the judge's distances (three
    /// codes of the identity set changed when it was tried).
    private static func beforeCodeWord(
        _ message: MessageText, _ start: Int, _ end: Int, _ sites: UnsafeBufferPointer<KeywordSite>
    ) -> Range<Int> {
        var cut = end
        for site in sites where site.start >= start && site.start < cut && (site.role == .secret || site.role == .request) {
            cut = site.start
        }
        guard cut < end else { return start..<end }
        let tokens = message.tokens
        cut = max(start, tokens[message.tokenIndex(containing: cut)].start)
        func isGrammar(_ token: Token) -> Bool {
            token.kind == .space || token.kind == .symbol || token.isConnector || token.length == 1 && message.scalars[token.start] == "の"
        }
        while cut > start {
            let token = tokens[message.tokenIndex(containing: cut - 1)]
            guard isGrammar(token) else { break }
            cut = max(start, token.start)
        }
        var first = start
        while first < cut {
            let token = tokens[message.tokenIndex(containing: first)]
            guard isGrammar(token) else { break }
            first = min(cut, token.end)
        }
        return first..<cut
    }

    /// The scalars of a leading `Name:`: up to three words before a colon at the start of the
    /// message, the first beginning with a capital. Digits may go on an ASCII word that a
    /// letter began ("Maybank2u", "Kotak811"), not begin one ("Order 4411:"), and not stand
    /// in a name with other scripts ("A7K9Q2 是您的验证码：" is a code and a sentence).
    static func leadingNameRange(in message: MessageText) -> Range<Int>? {
        // Asked by several rules and by `find`: worked out once a message.
        let end = message.leadingNameEnd { leadingNameRangeWorkedOut(in: message)?.upperBound ?? -1 }
        return end < 0 ? nil : 0..<end
    }

    private static func leadingNameRangeWorkedOut(in message: MessageText) -> Range<Int>? {
        let scalars = message.scalars
        // A name begins with a capital: most texts that begin with ASCII ("your code…",
        // "<#>", "123456 is…") have none, and need no look for the colon.
        guard let first = scalars.first, !first.isASCII || (0x41...0x5A).contains(first.value) else { return nil }
        // Nor do most of those have a colon among their first 32 scalars (at most 128 bytes):
        // ":" is the byte 0x3A and "：" (U+FF1A) ends with 0x9A, which a byte scan finds
        // without the scalar loop's branches.
        guard ByteScan.contains(UnsafeBufferPointer(rebasing: message.utf8.prefix(128)), 0x3A, or: 0x9A) else { return nil }
        var end = 0
        var words = 1
        var hasDigit = false
        var wordStart = 0
        let limit = min(scalars.count, 32)
        while end < limit {
            // Letters, most of a name, are none of the marks tested below: a word's are
            // passed at once (its token is letters only), an unspaced one's one by one.
            let scalarClass = message.classes[end]
            if scalarClass == .spacedLetter || scalarClass == .unspacedLetter {
                let token = message.tokens[message.tokenIndex(containing: end)]
                end = token.kind == .word ? min(token.end, limit) : end + 1
                continue
            }
            let scalar = scalars[end]
            if scalar.isColon { break }
            if scalar == " " {
                words += 1
                wordStart = end + 1
            }
            if scalar == "\n" || scalar == "." || words > 3 { return nil }
            if ("0"..."9").contains(scalar) {
                guard end > wordStart, case .spacedLetter = message.classes[wordStart] else { return nil }
                hasDigit = true
            }
            end += 1
        }
        // The loop stops early only at a colon: without one within the limit, no name.
        guard end < limit else { return nil }
        if hasDigit && !scalars[0..<end].allSatisfy(\.isASCII) { return nil }
        // (A first ASCII letter is a capital: tested at the start.)
        guard end > 1 else { return nil }
        return 0..<end
    }

    /// `leadingNameRange` without the blanks before its colon ("PayPal : …" → "PayPal").
    static func leadingName(in message: MessageText) -> Range<Int>? {
        guard let name = leadingNameRange(in: message) else { return nil }
        var end = name.upperBound
        while end > name.lowerBound, message.scalars[end - 1] == " " { end -= 1 }
        return name.lowerBound..<end
    }

    // The text of scalars `start..<end` before its first code word (`beforeCodeWord`), without
    // the blanks and `<#>` around it, if any is left (and, when asked or when a code word was
    // cut off, if it has a letter).
    private static func trimmed(
        _ message: MessageText, _ start: Int, _ end: Int, _ sites: UnsafeBufferPointer<KeywordSite>, needsLetter: Bool = true
    ) -> String? {
        let scalars = message.scalars
        let name = beforeCodeWord(message, start, end, sites)
        // What is left of a name cut before a code word must hold a letter.
        let needsLetter = needsLetter || name.upperBound != end
        var (start, end) = (name.lowerBound, name.upperBound)
        while start < end, scalars[start] == " " || scalars[start] == "<" || scalars[start] == "#" || scalars[start] == ">" { start += 1 }
        while end > start, scalars[end - 1] == " " { end -= 1 }
        guard start < end else { return nil }
        if needsLetter {
            var hasLetter = false
            for index in start..<end where message.classes[index] == .spacedLetter || message.classes[index] == .unspacedLetter {
                // (Hangul syllables and ideographs, most bracketed names beyond ASCII, are
                // letters: no property look-up for them.)
                let value = scalars[index].value
                hasLetter = value < 0x80 || ScalarClass.isHangulSyllable(value) || ScalarClass.isHanIdeograph(value) || UnicodeLookup.isAlphabetic(scalars[index])
                if hasLetter { break }
            }
            guard hasLetter else { return nil }
        }
        return message.string(start, end)
    }
}
