/// What stands between a code word and a value: its own value after it, a colon that
/// closes its phrase, the start of the sentence, grammar words.
extension CandidateJudge {
    /// The token of the value a code word names right after it (a number, or letters and
    /// digits, of four characters or more), with only blanks, grammar words, a colon or the
    /// sentence's subject between; nil when something else comes first.
    func valueNamed(by site: KeywordSite) -> Int? {
        var index = site.lastToken + 1
        while index < message.tokens.count {
            let token = message.tokens[index]
            switch token.kind {
            case .space: break
            // Grammar, also in Latin letters with digits for sounds ("code beta3ak", your code).
            case .word where token.isConnector, .alphanumeric where token.isConnector: break
            case .symbol where isColon(token): break
            // "Codul de autentificare BT24 este 583019": a brand's name before a copula is what
            // the sentence is about, not the code word's value.
            case .alphanumeric where isBrandBeforeCopula(index): break
            case .number, .alphanumeric: return token.length >= 4 ? index : nil
            default: return nil
            }
            index += 1
        }
        return nil
    }

    /// Whether a value other than `candidate` follows `site` (see `valueNamed(by:)`):
    /// "予約番号 3872 確認番号 G7K2P", where the code word after the number has a value of its
    /// own and does not outweigh the label before it.
    /// So has one whose sentence goes on to a copula and a number ("<Ref:5309> OTP เข้าสู่ระบบ
    /// … ของคุณคือ 614082": the OTP is 614082, and 5309 is the reference before it).
    func hasOwnValue(_ site: KeywordSite, besides candidate: Candidate) -> Bool {
        if let value = valueNamed(by: site) { return value != candidate.firstToken }
        return copulaValue(after: site).map { $0 != candidate.firstToken } ?? false
    }

    /// Whether `site` names a value of its own before the candidate ("Usa el código VERANO10 …
    /// Info: 1004").
    func namesValueBefore(_ candidate: Candidate, _ site: KeywordSite) -> Bool {
        valueNamed(by: site).map { $0 < candidate.firstToken } ?? false
    }

    /// Whether `token` is a colon, ASCII or full-width.
    func isColon(_ token: Token) -> Bool {
        token.kind == .symbol && message.scalars[token.start].isColon
    }

    /// Whether the candidate follows a colon that closes the clause the site opens, with only
    /// words between the site and the colon.
    func colonIntroduces(_ candidate: Candidate, after site: KeywordSite) -> Bool {
        // Blanks, a line break, and an opening quote or bracket around the code: ': "2T8MXR"',
        // ": [7NQ4]", ":\n9D4K7M".
        let index = tokenIntroducing(candidate, after: site, overLineBreaks: true)
        // A dash introduces the code as a colon does: "код для ўваходу … — 4QX7TM".
        guard index > site.lastToken, isColon(message.tokens[index]) || message.scalars[message.tokens[index].start] == "—" else { return false }
        // "inlogcode (5 min geldig): 2T8MXR": a remark in brackets may stand before the colon.
        var depth = 0
        var between = site.lastToken + 1
        while between < index {
            let token = message.tokens[between]
            defer { between += 1 }
            if token.kind == .symbol, message.scalars[token.start] == "(" || message.scalars[token.start] == "（" {
                depth += 1
                continue
            }
            if token.kind == .symbol, depth > 0, message.scalars[token.start] == ")" || message.scalars[token.start] == "）" {
                depth -= 1
                continue
            }
            if depth > 0 { continue }
            switch token.kind {
            case .word, .unspaced, .space: continue
            // "Jednorázové heslo pro Moje O2: 5XT83K": a brand name with a digit, or words
            // joined by a hyphen or an apostrophe, still qualify the code word.
            case .alphanumeric where isShortBrandName(token): continue
            case .symbol where Self.joinsWords(message.scalars[token.start]) || Self.isCurrencySymbol(message.scalars[token.start]): continue
            // A site's name: "Sikkerhetskode for Battle.net: 72KX9P".
            case .symbol where message.scalars[token.start] == "." && isGluedBetweenWords(between): continue
            // An abbreviation's full stop right before the colon: "parolă unică pentru
            // tranzacția dvs.: 064937" (ro "dvs.", your).
            case .symbol where message.scalars[token.start] == "." && between + 1 == index && message.tokens[between - 1].kind == .word:
                continue
            // An amount with its currency: "Bekräftelsekod för uttag av 0,05 BTC: 7M3K9Q".
            case .number:
                guard let end = phraseNumberEnd(from: between, before: index) else { return false }
                between = end - 1
            default: return false
            }
        }
        return depth == 0 && message.tokens[index].sentence == site.sentence
    }

    /// Whether token `index` stands between two words with no blank on either side.
    func isGluedBetweenWords(_ index: Int) -> Bool {
        let tokens = message.tokens
        guard index > 0, index + 1 < tokens.count, tokens[index - 1].kind == .word, tokens[index + 1].kind == .word else { return false }
        return tokens[index - 1].end == tokens[index].start && tokens[index].end == tokens[index + 1].start
    }

    /// The token that introduces the candidate (a colon, a copula, a dash): the first before it,
    /// down to the site's last, that is not a blank or an opening quote or bracket, nor a line
    /// break or a colon when asked to pass over those; the site's last token when none is.
    func tokenIntroducing(_ candidate: Candidate, after site: KeywordSite, overLineBreaks: Bool = false, overColons: Bool = false) -> Int {
        var index = candidate.firstToken - 1
        while index > site.lastToken {
            let token = message.tokens[index]
            let passed: Bool
            switch token.kind {
            case .space: passed = true
            case .lineBreak: passed = overLineBreaks
            case .symbol: passed = Self.opensQuote(message.scalars[token.start]) || overColons && isColon(token)
            default: passed = false
            }
            guard passed else { break }
            index -= 1
        }
        return index
    }

    /// Whether a code word hands the candidate over: right before it, or through a copula or
    /// a colon ("κωδικός μίας χρήσης 52-08-19", "seu código é 0493-17", "SMS jelszo: 582 930 41"),
    /// or the text announces it on a line of its own ("次の番号をアプリに入力してください。", "71-8254").
    func isHandedOver(_ candidate: Candidate) -> Bool {
        for site in sites(in: codeWordSites) where site.role == .secret && site.weight >= 0.8 && site.end <= candidate.start {
            if distance(candidate, site) == 0 || copulaIntroduces(candidate, after: site) || colonIntroduces(candidate, after: site)
                || copulaHandsOverNumber(candidate, after: site)
            {
                return true
            }
        }
        // "wpisz 49-03-15": a request right before it hands it over too.
        for site in sites(in: codeWordSites) where site.role == .request && site.end <= candidate.start && distance(candidate, site) == 0 {
            return true
        }
        return displayedLineSupport(candidate) > 0
    }

    /// Whether an object particle follows the candidate: ja を, ko 를 / 을, ta ஐ (also after a
    /// hyphen: "395062-ஐ"), fa را.
    func isMarkedAsObject(_ candidate: Candidate) -> Bool {
        var next = message.skippingBlank(after: candidate.lastToken + 1)
        if next < message.tokens.count, message.tokens[next].kind == .symbol, message.scalars[message.tokens[next].start] == "-" {
            next += 1
        }
        guard next < message.tokens.count, message.tokens[next].isConnector else { return false }
        let token = message.tokens[next]
        let first = message.scalars[token.start]
        switch token.length {
        case 1: return first == "を" || first == "를" || first == "을" || first == "ஐ"
        case 2: return first == "ر" && message.scalars[token.start + 1] == "ا"
        default: return false
        }
    }

    static func opensQuote(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "“", "„", "«", "‘", "‚", "[", "「", "『", "(", "（": return true
        default: return false
        }
    }

    func sameSentence(_ candidate: Candidate, _ site: KeywordSite) -> Bool {
        message.tokens[candidate.lastToken].sentence == site.sentence
    }

    /// Whether the colon at token `colon` ends the name the message opens with ("Wolt:").
    func isAfterLeadingName(colon: Int) -> Bool {
        ServiceName.leadingNameRange(in: message)?.upperBound == message.tokens[colon].start
    }

    func opensSentence(_ candidate: Candidate) -> Bool {
        var index = candidate.firstToken - 1
        while index >= 0 {
            let token = message.tokens[index]
            switch token.kind {
            case .space: index -= 1
            case .lineBreak: return true
            case .symbol:
                if token.sentence != message.tokens[candidate.firstToken].sentence { return true }
                switch message.scalars[token.start] {
                case ">", "]", "】": return true
                // "Wolt: 8T2R6X er din bekræftelseskode": after the name the message opens with.
                case ":", "：": return isAfterLeadingName(colon: index)
                default: return false
                }
            default: return false
            }
        }
        return true
    }

    // Letters-only codes follow the keyword directly or after a copula ("code: DUSG",
    // "code is QGFDAE"), never after other words ("de AAAA", "OTP o MPIN").
    func onlyGrammarBetween(_ candidate: Candidate, _ site: KeywordSite) -> Bool {
        guard site.lastToken + 1 <= candidate.firstToken - 1 else { return true }
        for index in (site.lastToken + 1)..<candidate.firstToken {
            let token = message.tokens[index]
            guard token.kind == .word else { continue }
            let word = String(String.UnicodeScalarView(message.scalars[token.start..<token.end])).lowercased()
            if !["is", "es", "est", "ist", "lautet", "é", "è", "er", "är", "on", "to", "je", "ay", "la", "là", "adalah", "ialah"].contains(word) {
                return false
            }
        }
        return true
    }
}
