/// The service a message names: a bracketed signature (`【招商银行】`, `[Bank]`, `「LINE」`) or
/// a leading `Name:` (`Google:`, `PayPal :`).
enum ServiceName {
    // Brackets that mark the channel, not the service.
    private static let noise: Set<String> = ["web발신", "#", "광고", "국외발신", "국제발신", "ad", "广告", "廣告"]

    static func find(in message: MessageText) -> String? {
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
            if isBracketAtEdge, let name = trimmed(message, index + 1, end), !noise.contains(name.lowercased()) {
                return name
            }
            index = end + 1
        }
        return leadingName(message)
    }

    private static func closing(_ opener: Unicode.Scalar) -> Unicode.Scalar? {
        switch opener {
        case "【": return "】"
        case "[": return "]"
        case "「": return "」"
        case "『": return "』"
        case "〔": return "〕"
        default: return nil
        }
    }

    // "Google: …", "PayPal : …": up to three words before a colon at the start.
    private static func leadingName(_ message: MessageText) -> String? {
        let scalars = message.scalars
        var end = 0
        var words = 1
        while end < scalars.count, end < 32 {
            let scalar = scalars[end]
            if scalar == ":" || scalar == "：" { break }
            if scalar == " " { words += 1 }
            if scalar == "\n" || scalar == "." || words > 3 || ("0"..."9").contains(scalar) { return nil }
            end += 1
        }
        guard end < scalars.count, end > 1, scalars[0].isASCII ? (0x41...0x5A).contains(scalars[0].value) || scalars[0].properties.isUppercase : true
        else { return nil }
        return trimmed(message, 0, end, needsLetter: false)
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
                hasLetter = scalars[index].isASCII || scalars[index].properties.isAlphabetic
                if hasLetter { break }
            }
            guard hasLetter else { return nil }
        }
        return String(message.text[message.range(start, end)])
    }
}
