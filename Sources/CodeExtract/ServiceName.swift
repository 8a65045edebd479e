/// The service a message names: a bracketed signature (`【招商银行】`, `[Bank]`, `「LINE」`) or
/// a leading `Name:` (`Google:`, `PayPal :`).
enum ServiceName {
    // Brackets that mark the channel, not the service.
    private static let noise: Set<String> = ["web발신", "#", "광고", "국외발신", "국제발신", "ad", "广告", "廣告"]

    static func find(in message: MessageText) -> String? {
        guard mayHoldOpener(message.utf8) else { return leadingName(message) }
        let scalars = message.scalars
        var index = 0
        while index < scalars.count {
            let opener = scalars[index]
            // Every opener is "[" or at U+300C and above: most scalars stop at one comparison.
            guard opener == "[" || opener.value >= 0x300C, let closer = closing(opener) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] != closer, scalars[end] != "\n", end - index <= 40 { end += 1 }
            guard end < scalars.count, scalars[end] == closer else { index += 1; continue }
            let isBracketAtEdge = index <= 12 || end >= scalars.count - 2
            if isBracketAtEdge, let name = trimmed(message, index + 1, end), !isNoise(name) {
                return name
            }
            index = end + 1
        }
        return leadingName(message)
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
    /// Lower-casing a string and hashing it costs about a thousand instructions, and the set
    /// compares canonically equivalent strings as equal; two facts give its answer sooner.
    /// An ASCII name is equivalent to no string but itself, so it can only be one of the ASCII
    /// noise words. A CJK unified ideograph has neither a decomposition nor a case, so a name
    /// holding one that no noise word holds (`【招商银行】`) is none of them. Both facts are
    /// read off `noise`, so a word added there is found by every path.
    private static func isNoise(_ name: String) -> Bool {
        var isASCII = true
        for scalar in name.unicodeScalars {
            let value = scalar.value
            if value >= 0x80 { isASCII = false }
            if (0x4E00...0x9FFF).contains(value) && !noiseIdeographs.contains(value) { return false }
        }
        guard isASCII else { return noise.contains(name.lowercased()) }
        let bytes = name.utf8
        return asciiNoise.contains { word in
            word.count == bytes.count && zip(word, bytes).allSatisfy { $0 == ((0x41...0x5A).contains($1) ? $1 | 0x20 : $1) }
        }
    }

    private static let asciiNoise: [[UInt8]] = noise.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }
    private static let noiseIdeographs: Set<UInt32> = Set(
        noise.flatMap { $0.unicodeScalars.map(\.value) }.filter { (0x4E00...0x9FFF).contains($0) })

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
    private static func leadingName(_ message: MessageText) -> String? {
        guard let name = leadingNameRange(in: message) else { return nil }
        return trimmed(message, name.lowerBound, name.upperBound, needsLetter: false)
    }

    /// The scalars of a leading `Name:`: up to three words before a colon at the start of the
    /// message, the first beginning with a capital. Digits may go on an ASCII word that a
    /// letter began ("Maybank2u", "Kotak811"), not begin one ("Order 4411:"), and not stand
    /// in a name with other scripts ("A7K9Q2 是您的验证码：" is a code and a sentence).
    static func leadingNameRange(in message: MessageText) -> Range<Int>? {
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

    // The text of scalars `start..<end` without the blanks and `<#>` around it, if any is left
    // (and, when asked, if it has a letter).
    private static func trimmed(_ message: MessageText, _ start: Int, _ end: Int, needsLetter: Bool = true) -> String? {
        let scalars = message.scalars
        var start = start
        var end = end
        while start < end, scalars[start] == " " || scalars[start] == "<" || scalars[start] == "#" || scalars[start] == ">" { start += 1 }
        while end > start, scalars[end - 1] == " " { end -= 1 }
        guard start < end else { return nil }
        if needsLetter {
            var hasLetter = false
            for index in start..<end where message.classes[index] == .spacedLetter || message.classes[index] == .unspacedLetter {
                hasLetter = scalars[index].isASCII || UnicodeLookup.isAlphabetic(scalars[index])
                if hasLetter { break }
            }
            guard hasLetter else { return nil }
        }
        return message.string(start, end)
    }
}
