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
            guard let closer = closing(opener) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, scalars[end] != closer, scalars[end] != "\n", end - index <= 40 { end += 1 }
            guard end < scalars.count, scalars[end] == closer else { index += 1; continue }
            let name = trimmed(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
            let isBracketAtEdge = index <= 12 || end >= scalars.count - 2
            if isBracketAtEdge, !name.isEmpty, !noise.contains(name.lowercased()), name.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
                return name
            }
            index = end + 1
        }
        return leadingName(scalars)
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
    private static func leadingName(_ scalars: [Unicode.Scalar]) -> String? {
        var end = 0
        var words = 1
        while end < scalars.count, end < 32 {
            let scalar = scalars[end]
            if scalar == ":" || scalar == "：" { break }
            if scalar == " " { words += 1 }
            if scalar == "\n" || scalar == "." || words > 3 || ("0"..."9").contains(scalar) { return nil }
            end += 1
        }
        guard end < scalars.count, end > 1, scalars[0].properties.isUppercase || !scalars[0].isASCII else { return nil }
        let name = trimmed(String(String.UnicodeScalarView(scalars[0..<end])))
        return name.isEmpty ? nil : name
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "<" || first == "#" || first == ">" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
