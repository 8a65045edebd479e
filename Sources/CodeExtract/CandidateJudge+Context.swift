extension CandidateJudge {
    /// Word distance between a candidate and a keyword site, 0 when adjacent.
    func distance(_ candidate: Candidate, _ site: KeywordSite) -> Float {
        let first = message.tokens[candidate.firstToken]
        let last = message.tokens[candidate.lastToken]
        let start = first.position
        let end = last.position + last.width
        if site.endPosition <= start { return start - site.endPosition }
        if site.startPosition >= end { return site.startPosition - end }
        return 0
    }

    /// Whether a number or alphanumeric token stands between the site and the candidate:
    /// a label names the first number after it, not every number that follows.
    /// A phone word may be followed by a formatted number ("call (02) 2383-1000"): then the
    /// digits between are part of the same number.
    func hasNumberBetween(_ candidate: Candidate, _ site: KeywordSite) -> Bool {
        let range =
            site.lastToken < candidate.firstToken
            ? (site.lastToken + 1)..<candidate.firstToken : (candidate.lastToken + 1)..<max(candidate.lastToken + 1, site.firstToken)
        var sawNumber = false
        var onlyPhoneFormatting = true
        for index in range {
            let token = message.tokens[index]
            switch token.kind {
            // "SPZ 4AJ 3120": a short letters-and-digits group is part of what a label names.
            case .alphanumeric where token.length <= 3 && site.role == .label && site.lastToken < candidate.firstToken: break
            case .number, .alphanumeric: sawNumber = true
            case .space: break
            // "Πληροφορίες: 210 3288000": a colon after the phone word, then the number's groups.
            case .symbol where Self.isPhoneFormatting(message.scalars[token.start]) || message.scalars[token.start] == ":": break
            default: onlyPhoneFormatting = false
            }
        }
        if site.role == .phone && site.lastToken < candidate.firstToken && onlyPhoneFormatting { return false }
        return sawNumber
    }

    // "(02) 2383-1000", "+1 800.555": the marks a phone number is written with.
    @inline(__always)
    private static func isPhoneFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", ")", "+", "-", ".": return true
        default: return false
        }
    }

    /// Whether a label after the candidate has a value of its own ("123456 (Ref: DUZK)").
    func labelHasOwnValue(_ site: KeywordSite) -> Bool {
        var index = site.lastToken + 1
        var seen = 0
        // "user ID ending ***kar", "card •• 4821": masked characters are a value too.
        var masked = false
        while index < message.tokens.count, seen < 3 {
            let token = message.tokens[index]
            switch token.kind {
            // ("Ret icin RET yaz 3838'e gonder. B019": a value in the next sentence is not the label's.)
            case .number, .alphanumeric: return token.sentence == site.sentence
            case .symbol where Self.isMask(message.scalars[token.start]):
                masked = true
            case .word, .unspaced:
                if masked && token.kind == .word { return true }
                // "user ID ending ***kar": a label word that goes on with its own value; so does
                // a label of several ("หมายเลขอ้างอิง 441920", reference number 441920).
                if let next = sites.first(where: { $0.role == .label && $0.firstToken == index }) {
                    index = next.lastToken + 1
                    continue
                }
                guard token.kind == .word else { return false }
                var upper = true
                for i in token.start..<token.end where !(0x41...0x5A).contains(message.scalars[i].value) { upper = false }
                return upper && token.length >= 3
            case .space: break
            case .symbol: seen += 1
            default: return false
            }
            index += 1
        }
        return false
    }

    /// Characters that stand for hidden digits or letters: "****1234", "•• 4821", "***kar".
    static func isMask(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "*" || scalar == "•" || scalar == "●" || scalar == "∗"
    }

    /// "14 Mar 2025", "March 14, 2025", "14. März 2025": a year after a day and a month name
    /// is a date, whatever the language of the month.
    func isYearOfDate(_ candidate: Candidate) -> Bool {
        // (One test of four answers, not four branches: which hold follows the text.)
        let isYear =
            (candidate.kind == .numeric).bit & (!candidate.grouped).bit & (candidate.typedLength == 4).bit
            & (UInt(bitPattern: candidate.numericValue &- 1950) <= 2099 - 1950).bit
        guard isYear != 0 else { return false }
        let tokens = message.tokens
        func previous(_ index: Int) -> Int {
            message.skippingBlank(before: index - 1)
        }
        func isDay(_ index: Int) -> Bool { index >= 0 && tokens[index].kind == .number && tokens[index].length <= 2 }
        func isMonth(_ index: Int) -> Bool { index >= 0 && tokens[index].kind == .word && (3...12).contains(tokens[index].length) }
        func isSymbol(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
            index >= 0 && tokens[index].kind == .symbol && message.scalars[tokens[index].start] == scalar
        }
        var before = previous(candidate.firstToken)
        if isSymbol(before, ".") { before = previous(before) }  // "Mar. 2025"
        // "14 Mar 2025", "14. März 2025"
        if isMonth(before) {
            var day = previous(before)
            if isSymbol(day, ".") { day = previous(day) }
            return isDay(day)
        }
        // "March 14, 2025"
        if isSymbol(before, ",") {
            let day = previous(before)
            return isDay(day) && isMonth(previous(day))
        }
        return false
    }

    /// "Maybank2u: TAC anda … ialah 392817": letters and digits that end the leading `Name:`
    /// are the sender's name, not its code. ("A7K9Q2 是您的验证码：" is no name ending in it.)
    func isLeadingName(_ candidate: Candidate) -> Bool {
        // Cheap tests first: a name is near the start, and a colon follows it.
        guard (candidate.kind == .alphanumeric).bit & (candidate.end < 32).bit != 0 else { return false }
        let next = message.skippingBlank(after: candidate.lastToken + 1)
        guard next < message.tokens.count, isColon(message.tokens[next]), let name = ServiceName.leadingName(in: message) else {
            return false
        }
        return candidate.start >= name.lowerBound && candidate.end == name.upperBound
    }

    /// Labels, phone words, promotions and invalidations around the candidate.
    func contextRefusal(_ candidate: Candidate) -> Refusal? {
        // Only a site of these roles refuses; so does, for letters and digits, a site inside
        // the candidate. A message with neither needs no scan.
        let labelling = KeywordRole.label.bit | KeywordRole.phone.bit | KeywordRole.promo.bit
        let refusingRoles = hasRole(in: labelling | KeywordRole.invalidation.bit | KeywordRole.reward.bit).bit
        guard refusingRoles | (candidate.kind == .alphanumeric).bit & (!sites.isEmpty).bit != 0 else { return nil }
        let sentence = message.tokens[candidate.firstToken].sentence
        let lastSentence = message.tokens[candidate.lastToken].sentence
        var nearestSecret = Float.infinity
        // A label right before the number outweighs a middling word after it ("Ref.7731 ภายใน
        // 5 นาที": "within" belongs to the five minutes): only code words before the number,
        // and strong ones after it, are weighed against such a label.
        var nearestFirmSecret = Float.infinity
        // Weak words ("confirm", "valid", "share") do not outweigh a label: "Reply YES to 55123 to confirm".
        // (Only a label, phone or promo word asks how near the nearest code word is.)
        let secrets = hasRole(in: labelling) ? sites(in: codeWordSites) : SiteSelection(sites: UnsafeBufferPointer(start: nil, count: 0), mask: 0)
        for site in secrets where site.role == .secret && site.weight >= 0.6 || site.role == .request {
            if overlaps(site, candidate) { continue }
            // "card ending 5508, enter the passcode below": a code word in the next clause is
            // further from the number than the label right before it.
            // (A site no nearer than both nearest so far cannot become either: no need to look.)
            let gap = distance(candidate, site)
            guard gap < nearestFirmSecret else { continue }
            // A request after the number rivals a label or phone word only where it backs it
            // (`requestFollows`): "chiama il 42590 o digita *190#" asks for no 42590.
            if site.role == .request && site.start >= candidate.end && !requestFollows(candidate, site, gap: gap) { continue }
            let clause: Float = site.start >= candidate.end && hasClauseMark(from: candidate.lastToken, to: site.firstToken) ? 1 : 0
            nearestSecret = min(nearestSecret, gap + clause)
            // (A request after it is not: "شکایت نمبر 7702931 درج کر لی گئی ہے", the complaint
            // number … has been registered.)
            if site.end <= candidate.start || site.role == .secret && site.weight >= 0.85 && !hasOwnValue(site, besides: candidate) {
                nearestFirmSecret = min(nearestFirmSecret, gap + clause)
            }
        }
        // A number is refused by sites of the refusing roles only; letters and digits also by
        // any site inside them.
        let refusing = candidate.kind == .alphanumeric ? UInt64.max : refusingSites
        for site in sites(in: refusing) {
            if overlaps(site, candidate) {
                if candidate.kind == .alphanumeric && !isMixedCode(candidate) { return .isKeyword }
                continue
            }
            let sameSentence = site.sentence >= sentence && site.sentence <= lastSentence
            switch site.role {
            case .invalidation:
                if sameSentence && !opensNewClause(candidate, after: site) { return .invalidated }
            case .promo where candidate.kind == .alphanumeric:
                return .promotional
            case .reward:
                // Letters and digits are a promo code from a little further on too: "Canjea el
                // código FFJUAN0411 en la tienda y consigue 100 diamantes".
                let reach: Float = candidate.kind == .alphanumeric ? 6 : 0
                if sameSentence && site.start >= candidate.end && distance(candidate, site) <= reach
                    && !hasClauseMark(from: candidate.lastToken, to: site.firstToken)
                {
                    return .promotional
                }
            case .label, .phone, .promo:
                // No reach below is more than `farthestReach` words: a site further away labels
                // nothing here, and the scans below need not run for it.
                // ("commande n° SFR-88140276": a brand-like prefix is part of the number the
                // label names, and no word between them; so is a carrier's two-character code
                // before a flight's number: "flight F9 1374", "vol AF 1029".)
                let prefixed = candidate.brandPrefix || site.role == .label && isCarrierCodeBetween(site, candidate)
                let gap = distance(candidate, site) - (prefixed && site.end <= candidate.start ? 1 : 0)
                guard sameSentence, gap <= Self.farthestReach, !hasNumberBetween(candidate, site) else { continue }
                // "Twój jednorazowy kod SMS to 3518" (pl "to": is): "SMS to" begun inside a code
                // word is no phone word.
                if site.role == .phone && continuesCodeWord(site) { continue }
                let before = site.end <= candidate.start
                if before && endsServiceName(site, before: candidate) { continue }
                // A label after the number across a comma names what follows it: "… হলো ৪০৭ ৮৩১,
                // লেনদেনের পরিমাণ ৳১২,০০০" (the OTP is 407 831, the transaction's amount ৳12,000).
                if !before && hasClauseMark(from: candidate.lastToken, to: site.firstToken) { continue }
                // he "קוד אימות חד פעמי 220 928 לצפייה בחשבון" (… to view the bill): a label after
                // the number with the prefix ב ("in") or ל ("to", "for") is the object of what the
                // code is for, not the number's name (which Hebrew writes before it).
                if !before && site.role == .label && isAfterHebrewPrefix(site, "\u{05D1}", or: "\u{05DC}") { continue }
                var reach: Float = before ? (site.role == .label ? 1.5 : Self.farthestReach) : 1
                // "code de connexion à votre compte ameli : 815203": a label inside the phrase
                // that names the code only labels a number right after it. So with a phone the
                // code changes: "Ang OTP mo para palitan ang iyong mobile number ay 80946".
                // A promo word written with a capital there is a programme's name: "Код для входа
                // в Аэрофлот Бонус: 592047".
                let named = site.role != .promo || UnicodeLookup.isCapital(message.scalars[site.start])
                if before && named && followsCodeWord(site) {
                    // he "קוד חד פעמי לכניסה לחשבון 270946", "קוד האימות שלך למשלוחית: 8264": a
                    // label after the prefix ל ("for", "to") says what the code is for; but four
                    // digits right after it are its own ("הקוד הסודי לכרטיס 9981 שונה").
                    if site.role == .label && isAfterHebrewPrefix(site, "\u{05DC}")
                        && (candidate.typedLength >= 5 || colonIntroduces(candidate, after: site))
                    {
                        continue
                    }
                    // "OTP for your online transaction is 615197": the copula hands the whole
                    // phrase's value over, and the phrase is the code word's.
                    // So does a colon: "הקוד לכניסה לחשבון: 51 73 84" (the code to enter the account),
                    // but past a label not for four digits, the length of the card's last digits
                    // ("OTP … بطاقة:2141"). A plain code word opens the phrase too, for more
                    // ("o código para associar o seu cartão é 937520").
                    let beyondCardDigits = candidate.typedLength >= 5 || site.role == .phone
                    let colonHandsOver = beyondCardDigits && colonIntroduces(candidate, after: site)
                    let opener: Float = beyondCardDigits ? 0.85 : 1
                    if copulaIntroduces(candidate, after: site) || colonHandsOver, codeWordOpensClause(of: site, weight: opener) {
                        continue
                    }
                    if site.role == .label { reach = 0 }
                }
                // A number of nine digits or more next to a label or phone word is that number,
                // however close a code word stands ("sent a code to 0912345678").
                let long = candidate.kind == .numeric && candidate.typedLength >= 9
                // A promo word right before the number names it, whatever asks for it after:
                // "Slevový kód 5830 zadejte v košíku" (its "kód" a promo word, see the layout).
                let rival =
                    before && gap == 0 && site.role != .phone ? (site.role == .promo ? .infinity : nearestFirmSecret) : nearestSecret
                guard gap <= reach, long || gap < rival else { continue }
                if !before && labelHasOwnValue(site) { continue }
                switch site.role {
                case .phone: return .phoneNumber
                case .promo: return .promotional
                default: return .labelled
                }
            default:
                continue
            }
        }
        return nil
    }

    /// How far a label or phone word before a number reaches, in words (a phone word's reach).
    static let farthestReach: Float = 3

    /// Whether a token strictly between tokens `first` and `last` is one that `matches` (by index).
    @inline(__always)
    func hasToken(from first: Int, to last: Int, _ matches: (Int) -> Bool) -> Bool {
        guard first + 1 < last else { return false }
        for index in (first + 1)..<last where matches(index) { return true }
        return false
    }

    /// Whether a mark that `matches` stands between two tokens.
    @inline(__always)
    func hasMark(from first: Int, to last: Int, _ matches: (Unicode.Scalar) -> Bool) -> Bool {
        hasToken(from: first, to: last) { message.tokens[$0].kind == .symbol && matches(message.scalars[message.tokens[$0].start]) }
    }

    /// Whether a request after the candidate asks for it: in verb-final languages right after
    /// it with no word between ("4410 दर्ज करें"; not "42590 o digita", the "o" a word), or
    /// past an object particle with a few words between ("2730 を画面に入力", "۹۱۰۵۸ را در صفحه
    /// وارد کنید").
    func requestFollows(_ candidate: Candidate, _ site: KeywordSite, gap: Float) -> Bool {
        guard sameSentence(candidate, site) else { return false }
        if isMarkedAsObject(candidate) { return gap <= 4 }
        return gap == 0 && !hasWord(from: candidate.lastToken, to: site.firstToken)
    }

    /// Whether a word (a connector too) stands between two tokens.
    func hasWord(from first: Int, to last: Int) -> Bool {
        hasToken(from: first, to: last) { message.tokens[$0].kind == .word }
    }

    /// Whether a comma or semicolon stands between two tokens (not the decimal comma of an
    /// amount: "pour l'achat de 6,99 € sur votre facture mobile : 218604").
    func hasClauseMark(from first: Int, to last: Int) -> Bool {
        let tokens = message.tokens
        return hasToken(from: first, to: last) { index in
            guard tokens[index].kind == .symbol else { return false }
            switch message.scalars[tokens[index].start] {
            case ";", "，", "、", "،", "؛", "；": return true
            case ",":
                // (The token after stays inside the text: `last` is one.)
                return !(tokens[index - 1].kind == .number && tokens[index + 1].kind == .number
                    && tokens[index - 1].end == tokens[index].start && tokens[index].end == tokens[index + 1].start)
            default: return false
            }
        }
    }

    /// Whether a site (a label) is followed, across blanks, by a token of two ASCII capitals or a
    /// capital and a digit (an airline's code: "F9", "AF", "W6") and then by the candidate.
    func isCarrierCodeBetween(_ site: KeywordSite, _ candidate: Candidate) -> Bool {
        guard site.end <= candidate.start else { return false }
        let code = message.skippingBlank(after: site.lastToken + 1)
        guard code < candidate.firstToken, message.skippingBlank(after: code + 1) == candidate.firstToken else { return false }
        let token = message.tokens[code]
        guard token.length == 2 else { return false }
        let (first, second) = (message.scalars[token.start].value, message.scalars[token.start + 1].value)
        return first &- 0x41 < 26 && (second &- 0x41 < 26 || second &- 0x30 < 10)
    }

    /// Whether the site's word opens with the Hebrew prefix letter `prefix`, or either of
    /// `prefix` and `other`, before it.
    func isAfterHebrewPrefix(_ site: KeywordSite, _ prefix: Unicode.Scalar, or other: Unicode.Scalar? = nil) -> Bool {
        let before = message.scalar(at: site.start - 1)
        return (before == prefix || before == other) && message.scalarClass(at: site.start - 2) != .spacedLetter
    }

    /// Whether a code word starts before `site` and ends inside it.
    func continuesCodeWord(_ site: KeywordSite) -> Bool {
        sites.contains { $0.role == .secret && $0.start < site.start && $0.end > site.start }
    }

    /// Whether a code word opens the label's sentence before it, with no number between but
    /// an amount ("Kód pre výber 120 EUR na účet: Q4N7X2").
    func followsCodeWord(_ label: KeywordSite) -> Bool {
        for site in sites where site.role == .secret && site.end <= label.start && site.sentence == label.sentence {
            if onlyAmountsBetween(site.lastToken + 1, label.firstToken) { return true }
        }
        return false
    }

    /// Whether tokens `first..<limit` hold no number or code but amounts with their currency.
    func onlyAmountsBetween(_ first: Int, _ limit: Int) -> Bool {
        var index = first
        while index < limit {
            switch message.tokens[index].kind {
            case .alphanumeric: return false
            case .number:
                guard let end = phraseNumberEnd(from: index, before: limit) else { return false }
                index = end
            default: index += 1
            }
        }
        return true
    }

    /// Whether a strong code word touches the candidate (connectors and punctuation aside).
    func hasAdjacentCodeWord(_ candidate: Candidate) -> Bool {
        sites.contains { site in
            site.role == .secret && site.weight >= 0.8 && distance(candidate, site) == 0
                && !overlaps(site, candidate)
        }
    }

    /// The best support any code keyword gives the candidate.
    func keywordSupport(_ candidate: Candidate) -> Float {
        var best: Float = 0
        for site in sites(in: codeWordSites) {
            guard site.role == .secret || site.role == .request else { continue }
            // No site backs a candidate more than its weight (but a bracketed request, below):
            // one that cannot beat the best so far needs no look.
            guard max(site.weight, candidate.kind == .alphanumeric ? Self.bracketedRequestSupport : 0) > best else { continue }
            // Letters inside a mixed code ("7TAN2X") are a piece of it, not a word backing it.
            if overlaps(site, candidate) { continue }
            var gap = distance(candidate, site)
            let before = site.end <= candidate.start
            // "Usa el código VERANO10 … Info: 1004": the code word names the value right after
            // it, and backs no number further on.
            if before && gap > 0 && namesValueBefore(candidate, site) { continue }
            let handedOver = handoverGap(candidate, site, gap: gap, before: before)
            if let handedOver { gap = handedOver }
            let lettersHandedOver = candidate.lettersOnly && handedOver != nil
            var support = site.weight * Self.proximity(gap)
            // "Enter 4410", and after it "4410 दर्ज करें", "4410을 입력" (`requestFollows`).
            if site.role == .request && !(before ? gap <= 1.5 : requestFollows(candidate, site, gap: gap)) { support = 0 }
            if candidate.kind == .alphanumeric {
                // Letters are only a code right after the keyword ("code: QX5NK"), or
                // opening the sentence before it ("A7K9Q2 is your code"), or, mixed at random
                // and in brackets, right before it ("uygulamasına [2DM6XR] kodunu girin"; not
                // "98point6 security code"). "Enter" alone names one only so bracketed
                // ("enter [K7P9QX] in the app").
                let request = site.role == .request && before && gap == 0 && looksRandom(candidate) && isBracketed(candidate)
                if request { support = Self.bracketedRequestSupport }
                if gap > 1 || site.weight < 0.8 && !request { support = 0 }
                if !before && !(opensSentence(candidate) || gap == 0 && isBracketed(candidate) && isMixedCode(candidate)) { support = 0 }
                if candidate.lettersOnly && !(lettersHandedOver || before && gap == 0 && onlyGrammarBetween(candidate, site)) { support = 0 }
            }
            best = max(best, support)
        }
        return best
    }

    /// The gap to count when the code word's phrase hands its value to the candidate over the
    /// words between, by a copula or a colon or the sentence's shape; nil when it does not.
    /// Each shape of code is handed over its own way:
    ///
    /// - letters and digits: "Kode otentikasi untuk perangkat baru: 5K8R2P" (the words between
    ///   qualify an unambiguous code word, and the colon hands its value over as if adjacent;
    ///   not a plain "code" or "password": "Heslo pro výdej: AB12" is a parcel pickup
    ///   password). A copula says more ("Freischaltcode für die neue Geräteregistrierung
    ///   lautet 28Q-MQA"): it hands over a plainer code word's value too, from a little further
    ///   on; so does a colon to a code mixed at random ("Din kod till Torget: P6N3X8", "… dans
    ///   votre Espace Client : 2948XK");
    /// - letters only: an unambiguous code word's value through a copula or a colon
    ///   ("Engangskoden din for innlogging i Altinn er QMKZPT", "…: „TQMXFZ“"), or opening the
    ///   sentence with a copula or in quotes right before it ("FTRHXZ is je eenmalige
    ///   inlogcode", "«RPDKMT» es tu código"; not a name: "LINEの認証番号", "HDFC …", nor past a
    ///   colon: "BBVA es tu banco: tu código …"); counted as adjacent;
    /// - digits: a copula or a colon right before them, over amounts and accounts
    ///   (`copulaHandsOverNumber`).
    @inline(__always)
    private func handoverGap(_ candidate: Candidate, _ site: KeywordSite, gap: Float, before: Bool) -> Float? {
        if candidate.lettersOnly {
            guard site.weight >= 1 else { return nil }
            let handed =
                before
                ? gap > 0 && gap <= 7 && (copulaIntroduces(candidate, after: site) || colonIntroduces(candidate, after: site))
                : opensSentence(candidate)
                    && (gap == 0 && isBracketed(candidate)
                        || gap <= 1 && isSubjectBeforeCopula(candidate) && !hasMark(from: candidate.lastToken, to: site.firstToken, \.isColon))
            return handed ? 0 : nil
        }
        guard before && gap > 1 else { return nil }
        if candidate.kind == .numeric {
            return site.weight >= 0.85 && copulaHandsOverNumber(candidate, after: site) ? 1 : nil
        }
        let handed =
            site.weight >= 1 && gap <= 5 && colonIntroduces(candidate, after: site)
            || site.weight >= 0.85 && gap <= 7 && copulaIntroduces(candidate, after: site)
            || site.weight >= 0.85 && gap <= 7 && looksRandom(candidate) && colonIntroduces(candidate, after: site)
        return handed ? 1 : nil
    }

    /// A message that is little more than a number ("2715", "G-830829", "G-830829 Google").
    /// "4419 (5 мин)", "【メルカリ】780243（10分間有効）", "[토스] 993014 (3분)": a validity (a
    /// number with its unit, a validity word) and a bracketed sender tag say nothing else.
    func isBareMessage(_ candidate: Candidate) -> Bool {
        var words = 0
        var tagWords = 0
        var validity = false
        let tokens = message.tokens
        // The closing bracket of the sender's tag being read, if one is open.
        var tagCloser: Unicode.Scalar?
        for (index, token) in tokens.enumerated() where index < candidate.firstToken || index > candidate.lastToken {
            if token.kind == .symbol {
                let scalar = message.scalars[token.start]
                if scalar == tagCloser {
                    tagCloser = nil
                } else if tagCloser == nil, index < candidate.firstToken {
                    tagCloser = ServiceName.closing(scalar)
                }
                continue
            }
            guard token.kind == .word || token.kind == .alphanumeric || token.kind == .number || token.kind == .unspaced else { continue }
            if isValidityPart(index, besides: candidate) {
                validity = true
            } else if tagCloser != nil {
                tagWords += 1
            } else {
                words += 1
            }
        }
        // A sender's tag alone says nothing either way ("【哔哩哔哩】1234" stays no code, rule 8);
        // with a validity, the message is a code and how long it lasts.
        if !validity { words += tagWords }
        // The prefix, and the brand it stands for.
        return words <= (candidate.brandPrefix ? 2 : 0)
    }

    /// Whether token `index` is part of a validity other than `candidate`: a unit next to a
    /// number ("5 мин", "dakika 5"), that number, or a validity word (a code word of little
    /// weight: "platí", "有効", "valid").
    private func isValidityPart(_ index: Int, besides candidate: Candidate) -> Bool {
        let tokens = message.tokens
        func neighbour(_ from: Int, _ step: Int) -> Int {
            var index = from + step
            while index >= 0, index < tokens.count, tokens[index].kind == .space { index += step }
            return index
        }
        func isOtherNumber(_ index: Int) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .number
                && (index < candidate.firstToken || index > candidate.lastToken)
        }
        let token = tokens[index]
        return sites.contains { site in
            let covers = site.start <= token.start && token.end <= site.end
            if covers && site.role == .secret && site.weight < 0.85 { return true }
            guard site.role == .unit else { return false }
            if covers { return isOtherNumber(neighbour(site.firstToken, -1)) || isOtherNumber(neighbour(site.lastToken, 1)) }
            return isOtherNumber(index) && (site.firstToken == neighbour(index, 1) || site.lastToken == neighbour(index, -1))
        }
    }

    /// Whether a site is the last word of a service's name named by the code word before it:
    /// "код подтверждения VK ID: 293741", "Kod OTP MyDigital ID anda ialah 640513", "Kode OTP
    /// PLN Mobile Anda: 604192". "ID" and "Mobile" end product names (Apple ID, Sber ID,
    /// Smart-ID, T-Mobile, BCA Mobile) far more often than they label a number there; the
    /// name is a capitalised word right before, and a code word opens the phrase a few words
    /// earlier. When the sentence goes on to another number, the name's own number stands
    /// first and the label keeps it ("OTP untuk Merchant ID 778812 ialah 123456"); so it does
    /// when words go on after the number in its clause ("OTP for Merchant ID 778812 was sent").
    func endsServiceName(_ site: KeywordSite, before candidate: Candidate) -> Bool {
        let tokens = message.tokens
        guard site.role == .label || site.role == .phone, site.lastToken - site.firstToken <= 1,
            tokens[site.firstToken].kind == .word, Self.isNameSuffix(message, tokens[site.firstToken])
        else { return false }
        var name = message.skippingBlank(before: site.firstToken - 1)
        // "Smart-ID", "T-Mobile": the name is joined by a hyphen.
        if name >= 1, tokens[name].kind == .symbol, message.scalars[tokens[name].start] == "-" { name -= 1 }
        guard name >= 0, tokens[name].kind == .word || tokens[name].kind == .alphanumeric, !tokens[name].isConnector,
            UnicodeLookup.isCapital(message.scalars[tokens[name].start])
        else { return false }
        // A word of the lexicon is no name ("Order ID", "User ID"), but a currency code may be
        // ("PLN Mobile": the Indonesian electricity company).
        for other in sites where other.firstToken <= name && other.lastToken >= name {
            if other.role != .currency && other.role != .unit { return false }
        }
        let opensPhrase = sites.contains { code in
            guard code.role == .secret, code.weight >= 0.8, code.lastToken < name, code.sentence == site.sentence,
                tokens[name].position - code.endPosition <= 3
            else { return false }
            return ((code.lastToken + 1)..<name).allSatisfy { tokens[$0].kind != .number && tokens[$0].kind != .alphanumeric }
        }
        guard opensPhrase else { return false }
        let sentence = tokens[candidate.lastToken].sentence
        var clauseEnded = false
        var index = candidate.lastToken + 1
        while index < tokens.count, tokens[index].sentence == sentence {
            let token = tokens[index]
            switch token.kind {
            case .number where token.length >= 4, .alphanumeric: return false
            case .word, .unspaced: if !clauseEnded && !token.isConnector { return false }
            case .symbol, .lineBreak: clauseEnded = true
            default: break
            }
            index += 1
        }
        return true
    }

    private static func isNameSuffix(_ message: MessageText, _ token: Token) -> Bool {
        for suffix in Self.nameSuffixes where suffix.count == token.length {
            if zip(suffix, message.folded[token.start..<token.end]).allSatisfy({ $0.value == $1 }) { return true }
        }
        return false
    }

    private static let nameSuffixes: [[Unicode.Scalar]] = ["id", "mobile"].map { Array($0.unicodeScalars) }

    /// Whether a new clause after the invalidation gives the candidate as a fresh code:
    /// "Code 482913 has expired, use 650174", "El código 1234 ha caducado, tu nuevo código es
    /// 5678". A comma (or dash) closes the dead code's clause and a code or request word
    /// opens the candidate's; "Invalid OTP 123456" and "the code 123456 you entered is
    /// wrong" stay dead.
    func opensNewClause(_ candidate: Candidate, after invalidation: KeywordSite) -> Bool {
        let tokens = message.tokens
        guard invalidation.lastToken < candidate.firstToken else { return false }
        var clause = -1
        for index in (invalidation.lastToken + 1)..<candidate.firstToken where tokens[index].kind == .symbol {
            switch message.scalars[tokens[index].start] {
            case ",", "，", "、", "،", "—", "–", "-": clause = index
            default: continue
            }
        }
        guard clause >= 0 else { return false }
        return sites.contains { site in
            (site.role == .secret && site.weight >= 0.6 || site.role == .request) && site.firstToken > clause
                && site.lastToken < candidate.firstToken
        }
    }

    /// "TEAL-OTTER-412", "AB12-CD34-EF56", "123-456-789": three or more pieces glued by
    /// hyphens are one identifier (a referral code, a serial, a phone or tracking number);
    /// no piece of it is a code of its own. "G-482913" and "8HX-4KQ" have two.
    func isHyphenChainPart(_ candidate: Candidate) -> Bool {
        let tokens = message.tokens
        func isPiece(_ index: Int) -> Bool { index >= 0 && index < tokens.count && tokens[index].kind.isWordLike }
        // Whether token `index` (any index) is a hyphen, as 1 or 0, without a branch: a token
        // outside the text reads as the first, and is then not counted.
        func hyphen(_ index: Int) -> UInt8 {
            let inside = UInt(bitPattern: index) < UInt(bitPattern: tokens.count)
            let token = tokens[inside ? index : 0]
            return inside.bit & (token.kind == .symbol).bit & (message.scalars[token.start] == "-").bit
        }
        func isHyphen(_ index: Int) -> Bool { hyphen(index) != 0 }
        // A candidate of one token (all but the grouped ones) with no hyphen on either side,
        // most of them, is one piece.
        if candidate.grouped.bit | hyphen(candidate.firstToken - 1) | hyphen(candidate.lastToken + 1) == 0 { return false }
        var pieces = 1
        for index in candidate.firstToken...candidate.lastToken where isHyphen(index) { pieces += 1 }
        // A code printed as three hyphenated pairs ("45-38-40") is one piece.
        if candidate.grouped && candidate.typedLength == 6 && candidate.lastToken - candidate.firstToken == 4 && pieces == 3 {
            pieces = 1
        }
        var index = candidate.firstToken - 1
        while isHyphen(index) && isPiece(index - 1) {
            pieces += 1
            index -= 2
        }
        index = candidate.lastToken + 1
        while isHyphen(index) && isPiece(index + 1) {
            pieces += 1
            index += 2
        }
        return pieces >= 3
    }
}
