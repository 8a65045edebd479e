extension CandidateJudge {
    /// Support for a code printed on a line of its own, which the text before announces:
    /// either the line before ends mid-sentence ("Your Steam Guard code for account alex is",
    /// then "K7FQ2") or the text points down to it ("enter the passcode below", "ange koden
    /// nedan", "przepisz poniższy kod") with no other number after its sentence ("… to approve
    /// the payment of 349 kr" may go on with numbers of its own), or the line after asks for it
    /// ("704 915", then "Entrez ces chiffres …"). A code in its own sentence is supported the
    /// same way when a pointer and a request there ask for it ("digite este número na tela:
    /// 530861"). The support is that of the code word or request, as if it stood right
    /// before the code; 0 otherwise.
    func displayedLineSupport(_ candidate: Candidate) -> Float {
        let tokens = message.tokens
        var best: Float = 0
        // "digite este número na tela: 530861", "πληκτρολογήστε … τον αριθμό 374 085": a pointer
        // in the code's own sentence, right before it or before the colon that introduces it,
        // where a request asks for it.
        let pointers = hasRole(in: KeywordRole.showsBelow.bit)
        if pointers {
            let sentence = tokens[candidate.firstToken].sentence
            for pointer in sites where pointer.role == .showsBelow && pointer.end <= candidate.start && pointer.sentence == sentence {
                let introducer = tokenIntroducing(candidate, after: pointer)
                guard distance(candidate, pointer) == 0 || introducer > pointer.lastToken && isColon(tokens[introducer]) else { continue }
                best = max(best, requestWeight(inSentence: sentence))
            }
        }
        // The rest is for a code on a line of its own (most candidates are not: asked first).
        let lineBreak = lineStart(before: candidate.firstToken)
        guard lineBreak != nil || message.skippingBlank(before: candidate.firstToken - 1) < 0, endsLine(after: candidate.lastToken) else {
            return best
        }
        // "SFR", then "704 915", then "Entrez ces chiffres dans votre Espace Client": the line
        // after the code asks for it by a pointer ("these digits", "this number") and a request.
        // (The code's line may open the message: "843 015", then "Введите в приложении …".)
        if let next = nextLineStart(after: candidate.lastToken) {
            let opening = message.skippingBlank(after: next + 1)
            let sentence = tokens[opening].sentence
            for pointer in sites where pointer.role == .showsBelow && pointer.firstToken > next && tokens[pointer.firstToken].sentence == sentence {
                best = max(best, requestWeight(inSentence: pointer.sentence))
            }
            // … or opens with a request ("843 015", then "Введите в приложении Ozon, чтобы продолжить").
            for site in sites where site.role == .request && site.firstToken == opening { best = max(best, site.weight) }
        }
        guard let lineBreak else { return best }
        // The line before ends with "is", "ist", "er" or a colon: its sentence goes on here.
        // So does a request's ("Masukkan di aplikasi DANA dalam 2 menit:", then "6071"), unless
        // the sentence names what it asks for with a label ("کد سفارش زیر را … وارد کنید:", the
        // order code).
        let last = message.skippingBlank(before: lineBreak - 1)
        if last >= 0, tokens[last].isConnector || isColon(tokens[last]) {
            let sentence = tokens[last].sentence
            let labelled = sites.contains { $0.role == .label && $0.sentence == sentence }
            // Past a colon, what the code is for is enough too: "Вход в Bulbank Mobile:", then
            // "6281 0947" (a weak code word: 0.45 gives 0.35 here, under what a year needs).
            let weakest: Float = isColon(tokens[last]) ? 0.45 : 0.8
            for site in sites where (site.role == .secret && site.weight >= weakest || site.role == .request && !labelled) && site.sentence == sentence {
                best = max(best, site.weight * Self.proximity(1))
            }
        }
        // A line that is nothing but a code word, as a heading: "TAN\n a u 8 k u f"; or that
        // ends in one: "Skriv inn koden", then "5K9-T2Q".
        if last >= 0 {
            var first = last
            while first > 0, tokens[first - 1].kind != .lineBreak { first -= 1 }
            first = message.skippingBlank(after: first, limit: last)
            for site in sites where site.role == .secret && site.weight >= 0.8 && site.lastToken == last {
                best = max(best, site.firstToken == first ? site.weight : site.weight * Self.proximity(1))
            }
        }
        // "… enter the passcode below. Never share it.", then the code. A number labelled as
        // something else ("Request ID 88213457") or part of a phone number ("Kundtjänst
        // 0771-365 365") between them does not stand in the way.
        for pointer in sites where pointer.role == .showsBelow && pointer.lastToken < lineBreak {
            // "کد سفارش زیر", "the order number below": what a label points to is that label's
            // (not "cardul ****4051 este mai jos", where the card has its digits).
            if sites.contains(where: { label in
                label.role == .label && label.end <= pointer.start && MessageLayout.distance(label, pointer) <= 1
                    && !(label.lastToken + 1..<pointer.firstToken).contains { message.tokens[$0].kind == .number }
            }) {
                continue
            }
            let between = (pointer.lastToken + 1)..<candidate.firstToken
            guard !between.contains(where: { isOtherValue($0) && tokens[$0].sentence != pointer.sentence }) else { continue }
            for site in sites where (site.role == .secret && site.weight >= 0.8 || site.role == .request) && site.sentence == pointer.sentence {
                best = max(best, site.weight)
            }
        }
        // "Dein Bestätigungscode für die Anmeldung … (Anfrage-ID 7714) …", a blank line, then
        // the code alone on the last line: set apart at the end of a message that names an
        // unambiguous code word.
        // So is a code under a line whose last sentence has ended ("… 누구에게도 알려주지 마세요.", then
        // "K4Q9TZ").
        // A plainer code word that a request asks for counts as unambiguous ("πληκτρολογήστε
        // τον κωδικό", type the code).
        if best == 0, isBlankLine(before: lineBreak) || endsSentence(before: lineBreak), endsLine(after: candidate.lastToken, throughEnd: true) {
            for site in sites where site.role == .secret && site.lastToken < lineBreak
                && (site.weight >= 1 || site.weight >= 0.8 && sites.contains { $0.role == .request && $0.sentence == site.sentence })
            {
                best = max(best, Self.setApartSupport)
            }
        }
        return best
    }

    /// The weight of the strongest request in `sentence`, 0 when it has none.
    private func requestWeight(inSentence sentence: Int) -> Float {
        var best: Float = 0
        for site in sites where site.role == .request && site.sentence == sentence { best = max(best, site.weight) }
        return best
    }

    /// What a code set apart on the last line gets from a code word anywhere before it.
    static let setApartSupport: Float = 0.6

    /// Whether token `index` is a number or code that could be a value of its own: not one
    /// that a label or phone word names ("Request ID 88213457", "Kundtjänst 0771-365 365"),
    /// nor a group of a hyphenated number, nor a number with its unit ("10 minutes", "dakika 5").
    private func isOtherValue(_ index: Int) -> Bool {
        let tokens = message.tokens
        guard tokens[index].kind == .number || tokens[index].kind == .alphanumeric else { return false }
        // The run of groups the number belongs to: numbers joined by blanks and hyphens.
        var first = index
        var hyphenated = false
        while first > 0 {
            let previous = tokens[first - 1]
            if previous.kind == .space || previous.kind == .number {
                first -= 1
            } else if previous.kind == .symbol && message.scalars[previous.start] == "-" {
                hyphenated = true
                first -= 1
            } else {
                break
            }
        }
        if hyphenated || index + 1 < tokens.count && tokens[index + 1].kind == .symbol && message.scalars[tokens[index + 1].start] == "-" {
            return false
        }
        var before = first - 1
        while before >= 0, tokens[before].kind == .space || isColon(tokens[before]) { before -= 1 }
        let after = message.skippingBlank(after: index + 1)
        // (A unit may stand before its number too: "dakika 5", "minutes 5".)
        return !sites.contains { site in
            (site.role == .label || site.role == .phone || site.role == .unit) && site.lastToken == before
                || site.role == .unit && site.firstToken == after
        }
    }

    // Whether the line break token at `lineBreak` holds two line feeds or more (the tokenizer
    // keeps a run of line breaks and blanks as one token): an empty line before the next.
    /// Whether the line before the line break ends with a mark that ends its sentence (a full
    /// stop, "!", "?", …): the layout, which decides what ends a sentence, numbered the line
    /// break's sentence after the mark's.
    private func endsSentence(before lineBreak: Int) -> Bool {
        let last = message.skippingBlank(before: lineBreak - 1)
        return last >= 0 && message.tokens[last].kind == .symbol && message.tokens[lineBreak].sentence != message.tokens[last].sentence
    }

    private func isBlankLine(before lineBreak: Int) -> Bool {
        let token = message.tokens[lineBreak]
        var feeds = 0
        for index in token.start..<token.end where message.scalars[index] == "\n" { feeds += 1 }
        return feeds >= 2
    }

    // The line break that ends the candidate's line, when nothing but blanks stands between
    // (and a closing bracket), and a line follows.
    private func nextLineStart(after last: Int) -> Int? {
        var index = last + 1
        while index < message.tokens.count {
            let token = message.tokens[index]
            switch token.kind {
            case .space: break
            case .symbol where message.scalars[token.start] == "]" && index == last + 1: break
            case .lineBreak: return index + 1 < message.tokens.count ? index : nil
            default: return nil
            }
            index += 1
        }
        return nil
    }

    // The line break that opens the candidate's line, when nothing but blanks stands between,
    // or an opening bracket ("[408217]" on a line of its own).
    private func lineStart(before first: Int) -> Int? {
        var index = message.skippingBlank(before: first - 1)
        if index >= 0, message.tokens[index].kind == .symbol, message.scalars[message.tokens[index].start] == "[" {
            index = message.skippingBlank(before: index - 1)
        }
        return index >= 0 && message.tokens[index].kind == .lineBreak ? index : nil
    }

    // Nothing but blanks and a full stop between the candidate and the end of its line; with
    // `throughEnd`, the end of the message (blank lines aside).
    private func endsLine(after last: Int, throughEnd: Bool = false) -> Bool {
        var index = last + 1
        var stops = 0
        while index < message.tokens.count {
            let token = message.tokens[index]
            switch token.kind {
            case .lineBreak: if !throughEnd { return true }
            case .space: break
            case .symbol where message.scalars[token.start] == "." && stops == 0: stops += 1
            // The closer of a bracket the line opens with ("[408217]").
            case .symbol where message.scalars[token.start] == "]" && index == last + 1: break
            default: return false
            }
            index += 1
        }
        return true
    }
}
