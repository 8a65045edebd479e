/// Copulas between a code word's phrase and its value: "OTP for your online transaction
/// is 615197", "Freischaltcode für die neue Geräteregistrierung lautet 28Q-MQA".
extension CandidateJudge {
    /// Whether an unambiguous code word (of `weight` or more) opens the label's clause: before it in its sentence,
    /// with neither a number nor a comma between ("OTP for your transaction", not "Use the
    /// OTP for the payment, reference"; not "código de reserva", a booking code).
    ///
    /// A plainer code word (of `weight`) opens it only from two words away or more: right
    /// after it the label says what kind of code it is ("código de reserva", a booking's).
    func codeWordOpensClause(of label: KeywordSite, weight: Float = 1) -> Bool {
        sites.contains { site in
            guard site.role == .secret, site.weight >= 1 || site.weight >= weight && label.startPosition - site.endPosition >= 2,
                site.end <= label.start, site.sentence == label.sentence, site.lastToken < label.firstToken
            else { return false }
            // (An amount may stand between: "Kód pre výber 120 EUR na účet".)
            return !hasClauseMark(from: site.lastToken, to: label.firstToken) && onlyAmountsBetween(site.lastToken + 1, label.firstToken)
        }
    }

    /// Whether a copula ("is", "lautet", "est") stands right before the candidate, with only
    /// words between it and the end of `site`.
    func copulaIntroduces(_ candidate: Candidate, after site: KeywordSite) -> Bool {
        // Blanks, an opening quote and a colon may stand between: 'lautet "H7K2QP"', "is: 615197".
        let index = tokenIntroducing(candidate, after: site, overColons: true)
        guard index > site.lastToken, Self.isCopula(message, message.tokens[index]) else { return false }
        var between = site.lastToken + 1
        while between < index {
            switch message.tokens[between].kind {
            case .word, .unspaced, .space: break
            // A brand name with a digit ("inloggningskod till Mitt Tele2 är HK4-9TQ"), not a number.
            case .alphanumeric: guard isShortBrandName(message.tokens[between]) else { return false }
            // Hyphens and apostrophes join words ("für das BundID-Konto", "code d'accès à l'Espace").
            // … and a currency sign before an amount ("van € 1.250,00 te bevestigen is 9P4K2X").
            case .symbol:
                let scalar = message.scalars[message.tokens[between].start]
                // … and a full stop inside a name ("la renovación de la e.firma es 7T4K9Q").
                guard Self.joinsWords(scalar) || CandidateJudge.isCurrencySymbol(scalar) || scalar == "." && isGluedBetweenWords(between)
                else { return false }
            // An amount with its currency ("für die Auszahlung von 0,12 BTC lautet Q7K4M2").
            case .number:
                guard let end = phraseNumberEnd(from: between, before: index) else { return false }
                between = end
                continue
            default: return false
            }
            between += 1
        }
        return true
    }

    /// "Din kode til godkendelse af overførsel på 2.500,00 kr. til konto 1234-5678901 er
    /// 317905": a copula right before a number hands it the value of the code word that
    /// opens its sentence, over whatever the phrase between names (an amount, an account, a
    /// card), as long as no line break or other code word stands between. So does a colon
    /// ("Kod do ustanowienia polecenia zapłaty dla PGE Obrót, ID odbiorcy 81265: 60 29 18").
    func copulaHandsOverNumber(_ candidate: Candidate, after site: KeywordSite) -> Bool {
        let tokens = message.tokens
        let index = tokenIntroducing(candidate, after: site)
        guard index > site.lastToken, tokens[index].sentence == site.sentence,
            isColon(tokens[index]) || tokens[index].isConnector && Self.isCopula(message, tokens[index])
        else { return false }
        for between in (site.lastToken + 1)..<index where tokens[between].kind == .lineBreak { return false }
        for other in sites where other.role == .secret && other.weight >= 0.85 && other.start >= site.end && other.firstToken < index {
            return false
        }
        return true
    }

    /// Where a number that a code word's phrase may hold, and that starts at token `start`,
    /// ends: an amount (`amountEnd`), or a card's last digits, masked ("kód a *0875 végű
    /// kártyához: 498132") or right after the label that names them ("für die Karte mit den
    /// Endziffern 3391 lautet: 8K4F2M"); nil for any other number.
    func phraseNumberEnd(from start: Int, before limit: Int) -> Int? {
        if let end = amountEnd(from: start, before: limit) { return end }
        let tokens = message.tokens
        guard tokens[start].kind == .number, tokens[start].length <= 4, start > 0 else { return nil }
        if tokens[start - 1].kind == .symbol && Self.isMask(message.scalars[tokens[start - 1].start]) { return start + 1 }
        let before = message.skippingBlank(before: start - 1)
        for site in sites where site.role == .label && site.lastToken == before { return start + 1 }
        return nil
    }

    /// Where the amount that starts at token `start` ends (the token after its last digit
    /// group), when a currency word or sign stands right before or after it, before `limit`;
    /// nil for a number that is not an amount ("0,12 BTC", "EUR 45,20", "€ 1.250,00", "15 000 лв.").
    func amountEnd(from start: Int, before limit: Int) -> Int? {
        let tokens = message.tokens
        var end = start + 1
        // Digit groups joined by a comma, a full stop or a blank: "0,12", "1.245,50", "15 000".
        while end + 1 < limit, tokens[end + 1].kind == .number,
            tokens[end].kind == .space && tokens[end].length == 1
                || tokens[end].kind == .symbol && (message.scalars[tokens[end].start] == "," || message.scalars[tokens[end].start] == ".")
        {
            end += 2
        }
        let after = message.skippingBlank(after: end, limit: limit)
        let before = message.skippingBlank(before: start - 1)
        for site in sites where site.role == .currency && (site.firstToken == after || site.lastToken == before) { return end }
        if after < limit, tokens[after].kind == .symbol, CandidateJudge.isCurrencySymbol(message.scalars[tokens[after].start]) { return end }
        if before >= 0, tokens[before].kind == .symbol, CandidateJudge.isCurrencySymbol(message.scalars[tokens[before].start]) { return end }
        return nil
    }

    // Too short to be a code ("5G", "O2"), or letters first and a digit or two ("Tele2").
    func isShortBrandName(_ token: Token) -> Bool {
        if token.length <= 3 { return true }
        guard token.length <= 6, case let first = message.scalars[token.start], first.isASCII,
            (0x41...0x5A).contains(first.value) || (0x61...0x7A).contains(first.value)
        else { return false }
        var digits = 0
        for index in token.start..<token.end where (0x30...0x39).contains(message.scalars[index].value) { digits += 1 }
        return digits <= 2
    }

    private func isOpeningQuoteOrColon(_ token: Token) -> Bool {
        token.kind == .symbol && (Self.opensQuote(message.scalars[token.start]) || isColon(token))
    }

    /// ("miles+bonus", "M&S", "gamer_vix": names.)
    static func joinsWords(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "'", "’", "‐", "‑", "+", "&", "_": return true
        default: return false
        }
    }

    /// "Codul tau de autentificare BT24 este 583019": a brand's short name with a digit,
    /// followed by a copula and a number, is what the sentence is about, not its value.
    func isSubjectOfCopula(_ candidate: Candidate) -> Bool {
        guard candidate.firstToken == candidate.lastToken, isBrandBeforeCopula(candidate.firstToken) else { return false }
        var index = message.skippingBlank(after: candidate.lastToken + 1)
        index += 1
        while index < message.tokens.count, message.tokens[index].kind == .space || isOpeningQuoteOrColon(message.tokens[index]) {
            index += 1
        }
        return index < message.tokens.count && message.tokens[index].kind == .number
    }

    /// The number or code a copula in the site's sentence, after it, introduces, if any.
    func copulaValue(after site: KeywordSite) -> Int? {
        let tokens = message.tokens
        var index = site.lastToken + 1
        while index < tokens.count, tokens[index].sentence == site.sentence {
            if tokens[index].isConnector, Self.isCopula(message, tokens[index]) {
                let next = message.skippingBlank(after: index + 1)
                guard next < tokens.count else { return nil }
                return tokens[next].kind == .number || tokens[next].kind == .alphanumeric ? next : nil
            }
            index += 1
        }
        return nil
    }

    /// Whether a copula follows the candidate ("FTRHXZ is je …").
    func isSubjectBeforeCopula(_ candidate: Candidate) -> Bool {
        let next = message.skippingBlank(after: candidate.lastToken + 1)
        return next < message.tokens.count && Self.isCopula(message, message.tokens[next])
    }

    /// Whether token `index` is a brand's short name with a digit ("BT24") and a copula follows it.
    func isBrandBeforeCopula(_ index: Int) -> Bool {
        guard isShortBrandName(message.tokens[index]) else { return false }
        let next = message.skippingBlank(after: index + 1)
        return next < message.tokens.count && Self.isCopula(message, message.tokens[next])
    }

    /// A word is a copula whole; in a script written without blanks, whose tokens are single
    /// characters, a copula ends at the token (Thai คือ, glued to the words before it:
    /// "… กับการไฟฟ้านครหลวง คือ 610735").
    private static func isCopula(_ message: MessageText, _ token: Token) -> Bool {
        // (An unspaced copula is a lexicon connector, which marks its characters: others, most
        // of the characters before a code in such scripts, need no look at the table.)
        let whole = token.kind == .word
        guard whole || token.kind == .unspaced && token.isConnector else { return false }
        let folded = message.folded
        let end = token.end
        // Each copula is its length and then its scalars.
        var at = 0
        while at < copulas.count {
            let length = Int(copulas[at])
            if whole ? length == token.length : length <= end,
                (0..<length).allSatisfy({ copulas[at &+ 1 &+ $0] == folded[end &- length &+ $0] })
            {
                return true
            }
            at &+= 1 &+ length
        }
        return false
    }

    /// Folded ("é", "è" and "är" are written without accents), each as its length and its
    /// scalars, in one buffer never freed: a table of arrays was an array retained, and an
    /// allocation of its own (a cache miss) for each copula, on each look. Never written
    /// after its initialization: safe to share between threads.
    nonisolated(unsafe) private static let copulas = UnsafeBufferPointer.allocatedCopy(of: [
        "is", "lautet", "lauten", "ist", "est", "es", "e", "este", "je", "ar", "er", "on", "ay", "ni", "adalah", "ialah",
        // (tl "ay", sw "ni")
        // bg, ru, uk "is" (Cyrillic, not folded to Latin); ar "is" (m., f.), fa "is", ur "is"
        "е", "это", "є", "هو", "هي", "است", "ہے",
        // el "is" (and in Latin letters); th "is", written without blanks
        "ειναι", "einai", "คือ",
        // Arabizi "is"; he "is" (m., f.)
        "howa", "huwa", "heya", "הוא", "היא",
    ].flatMap { [UInt32($0.unicodeScalars.count)] + $0.unicodeScalars.map(\.value) })
}
