/// Candidates written into scratch memory the caller owns.
struct CandidateList {
    private let room: UnsafeMutableBufferPointer<Candidate>
    /// How many candidates have been written.
    private(set) var count = 0
    /// Whether a candidate found no room: the list is then incomplete.
    private(set) var overflowed = false

    init(room: UnsafeMutableBufferPointer<Candidate>) {
        self.room = room
    }

    mutating func append(_ candidate: Candidate) {
        guard count < room.count else {
            overflowed = true
            return
        }
        (room.baseAddress! + count).initialize(to: candidate)
        count += 1
    }
}

/// Finds every digit run, grouped code and alphanumeric token that could be a code.
struct CandidateScanner {
    let message: MessageText

    /// More candidates than a message can have: at most one per token (a chain of k numbers
    /// spans 2k - 1 tokens and yields at most k + 1 candidates).
    var maximumCount: Int { message.tokens.count + 1 }

    /// How many runs of capitals and of digits tokens `first` and `second` hold together
    /// ("8HX" and "4KQ": four), or nil when either holds anything else.
    private func capitalAndDigitRuns(_ first: Int, _ second: Int) -> Int? {
        letterAndDigitRuns(first, second, letters: 0x41...0x5A)
    }

    /// The same in lower case, when both tokens are letters and digits mixed (`.alphanumeric`)
    /// and not both a number and its unit ("8am-10pm", "2gb-4gb"); else nil.
    private func lowerCaseMixedRuns(_ first: Int, _ second: Int) -> Int? {
        let tokens = message.tokens
        guard tokens[first].kind == .alphanumeric, tokens[second].kind == .alphanumeric else { return nil }
        // Digits, then letters only.
        func isNumberWithUnit(_ token: Token) -> Bool {
            guard (0x30...0x39).contains(message.scalars[token.start].value) else { return false }
            var letters = false
            for index in token.start..<token.end {
                let isDigit = (0x30...0x39).contains(message.scalars[index].value)
                if letters && isDigit { return false }
                letters = letters || !isDigit
            }
            return true
        }
        if isNumberWithUnit(tokens[first]) && isNumberWithUnit(tokens[second]) { return nil }
        return letterAndDigitRuns(first, second, letters: 0x61...0x7A)
    }

    /// How many runs of ASCII digits and of `letters` tokens `first` and `second` hold
    /// together, or nil when either holds anything else.
    private func letterAndDigitRuns(_ first: Int, _ second: Int, letters: ClosedRange<UInt32>) -> Int? {
        let tokens = message.tokens
        var runs = 0
        var previousWasDigit: Bool?
        for index in tokens[first].start..<tokens[second].end where index < tokens[first].end || index >= tokens[second].start {
            let value = message.scalars[index].value
            let isDigit = (0x30...0x39).contains(value)
            guard isDigit || letters.contains(value) else { return nil }
            if isDigit != previousWasDigit { runs += 1 }
            previousWasDigit = isDigit
        }
        return runs
    }

    /// Writes the candidates, in text order, to the start of `room` and returns how many
    /// there are; nil when `room` is too small for them all (it is never smaller than
    /// `maximumCount`). Candidates are plain values: the memory needs no deinitializing.
    func scan(into room: UnsafeMutableBufferPointer<Candidate>) -> Int? {
        scan(starts: message.possibleStarts, into: room)
    }

    /// Whether a token may start a candidate: a number or an alphanumeric token; a word whose
    /// first two letters are ASCII capitals (a grouped code's first group, "QXK-4M2", or a
    /// code in capitals, "QGFDAE"; "Your" and "Google" are neither); one character at a
    /// line's start ("a u 8 k u f"). `second` is the scalar after `first`, in the token or not
    /// (a word's letters run to its end: a capital after a one-letter word is not one of
    /// them, and lists it no more than its first alone would). The parser lists these tokens as it writes them
    /// (`MessageText.possibleStarts`), without a branch: which tokens do follows the text,
    /// and testing them one by one in the scan was a mispredicted branch every few tokens.
    /// 1 or 0.
    @inline(__always)
    static func mayStart(
        _ kind: Token.Kind, length: Int, first: Unicode.Scalar, second: Unicode.Scalar, after previousKind: Token.Kind
    ) -> UInt8 {
        let capitals = (first.value &- 0x41 < 26).bit & (second.value &- 0x41 < 26).bit
        let atLineStart = (length == 1).bit & (previousKind == .lineBreak).bit
        let codeLike = (kind == .number).bit | (kind == .alphanumeric).bit
        return codeLike | (kind == .word).bit & (capitals | atLineStart)
    }

    private func scan(starts: UnsafeBufferPointer<Int32>, into room: UnsafeMutableBufferPointer<Candidate>) -> Int? {
        var found = CandidateList(room: room)
        let tokens = message.tokens
        let tokenCount = tokens.count
        // The first token not yet taken into a candidate (a chain of numbers, a grouped code).
        var next = 0
        for start in starts where Int(start) >= next {
            let index = Int(start)
            let kind = tokens[index].kind
            // "a u 8 k u f": only at a line start, which most one-character tokens are not.
            if tokens[index].end - tokens[index].start == 1, index == 0 || tokens[index - 1].kind == .lineBreak,
                let spaced = spacedCharacters(at: index)
            {
                found.append(spaced)
                next = spaced.lastToken + 1
                continue
            }
            if kind == .number {
                // A number with no number two tokens on (most): no chain, and no calls to find one.
                guard index + 2 < tokenCount, tokens[index + 2].kind == .number else {
                    addSingleNumber(index, to: &found)
                    continue
                }
                if let dotted = dottedCode(at: index) {
                    found.append(dotted)
                    next = dotted.lastToken + 1
                    continue
                }
                let last = numberChainEnd(from: index)
                addNumberChain(first: index, last: last, to: &found)
                next = last + 1
                continue
            }
            if let grouped = groupedAlphanumeric(at: index) {
                found.append(grouped)
                next = grouped.lastToken + 1
                continue
            }
            // A word is only a code in capitals, four to eight of them (see `alphanumeric`).
            // (A word is listed only when its first two letters are capitals, `mayStart`,
            // or when it is one letter at a line's start, the case above.)
            if kind == .word && !Self.capitalWordLengths.contains(tokens[index].length) { continue }
            if let single = alphanumeric(at: index) { found.append(single) }
        }
        return found.overflowed ? nil : found.count
    }

    // Numbers joined by one space or one hyphen: "123 456", "1-800-935-9935", "444 25 25".
    // The chain is every other token from `first` to the returned last one.
    private func numberChainEnd(from first: Int) -> Int {
        let tokens = message.tokens
        var index = first
        while index + 2 < tokens.count, tokens[index + 2].kind == .number, isGroupSeparator(tokens[index + 1]) {
            index += 2
        }
        return index
    }

    /// A hyphen or dash as "-", a no-break space as " "; any other scalar as itself.
    private static func plainSeparator(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "\u{2010}", "\u{2011}", "\u{2013}": return "-"
        case "\u{00A0}", "\u{202F}": return " "
        default: return scalar
        }
    }

    /// "66.20.91", "905.614": a code printed with full stops between its groups, three pairs
    /// or two threes. Dates ("12.03.26") and amounts ("905.614") have the same shape: it is a
    /// code only where a code word hands it over. Nothing may be glued to it on either side
    /// ("1.905.614", "v2.66.20.91", "12.03.2026").
    private func dottedCode(at first: Int) -> Candidate? {
        let tokens = message.tokens
        guard isGluedDot(first + 1) else { return nil }
        let last: Int
        switch tokens[first].length {
        case 3 where tokens[first + 2].length == 3: last = first + 2
        case 2 where tokens[first + 2].length == 2 && isGluedDot(first + 3) && first + 4 < tokens.count
            && tokens[first + 4].kind == .number && tokens[first + 4].length == 2:
            last = first + 4
        default: return nil
        }
        // Glued on either side to a number, a dot or letters and digits: part of a longer
        // number, version or date ("1.905.614", "v2.66.20.91"). (Not to a word: "密碼為66.20.91".)
        if first >= 1, tokens[first - 1].end == tokens[first].start {
            let before = tokens[first - 1]
            switch (before.kind, message.scalars[before.start]) {
            case (.number, _), (.alphanumeric, _), (.symbol, "."), (.symbol, ","), (.symbol, "/"), (.symbol, "-"): return nil
            default: break
            }
        }
        // ("905.614,50", "12.03.2026"; a full-width comma is punctuation: "66.20.91，100秒内有效".)
        if last + 2 < tokens.count, tokens[last + 2].kind == .number, tokens[last + 1].length == 1, tokens[last + 1].start == tokens[last].end,
            tokens[last + 2].start == tokens[last + 1].end, message.scalars[tokens[last + 1].start] == "." || message.scalars[tokens[last + 1].start] == ","
        {
            return nil
        }
        var candidate = numeric(first, last, grouped: true)
        candidate.needsHandover = true
        return candidate
    }

    /// Whether token `index` is a full stop glued to a number on either side.
    private func isGluedDot(_ index: Int) -> Bool {
        let tokens = message.tokens
        guard index + 1 < tokens.count, tokens[index].kind == .symbol, tokens[index].length == 1,
            message.scalars[tokens[index].start] == ".", tokens[index + 1].kind == .number
        else { return false }
        return tokens[index - 1].end == tokens[index].start && tokens[index].end == tokens[index + 1].start
    }

    private func isGroupSeparator(_ token: Token) -> Bool {
        guard token.length == 1 else { return false }
        switch message.scalars[token.start] {
        case " ", "-", "\u{00A0}", "\u{2010}", "\u{2011}", "\u{2013}", "\u{202F}": return true
        default: return false
        }
    }

    // A number of four to ten digits is a candidate on its own.
    private func addSingleNumber(_ index: Int, to found: inout CandidateList) {
        if (4...10).contains(message.tokens[index].length) { found.append(numeric(index, index, grouped: false)) }
    }

    private func addNumberChain(first: Int, last: Int, to found: inout CandidateList) {
        let tokens = message.tokens
        // One number on its own, the most common case: none of the grouped shapes applies.
        if first == last {
            addSingleNumber(first, to: &found)
            return
        }
        let count = (last - first) / 2 + 1
        // "482 913", "4821-9130"; and five digits as three and two ("207 93", "660-42"). Not two
        // and three: that is an amount with a thousands blank ("15 900 ₽"); nor three and two
        // before a name: that is a postcode and its town ("113 47 Stockholm").
        if count == 2, case let lengths = (tokens[first].length, tokens[last].length),
            (3...4).contains(lengths.0) && (3...4).contains(lengths.1) || lengths == (3, 2) && !isFollowedByName(last)
        {
            found.append(numeric(first, last, grouped: true))
            return
        }
        // "84 19 27": three pairs of digits, blank-separated; "45-38-40" with hyphens, as some
        // banks print their codes. Pairs that read as a date ("14-03-26") are a code only
        // where a code word hands them over ("Engangskode 28-06-53").
        if count == 3, tokens[first].length == 2, tokens[first + 2].length == 2, tokens[last].length == 2 {
            // (Any hyphen or dash: "62–91–05"; any blank: "83 01 74" with no-break spaces.)
            let separators = (Self.plainSeparator(message.scalars[tokens[first + 1].start]), Self.plainSeparator(message.scalars[tokens[first + 3].start]))
            if separators == (" ", " ") || separators == ("-", "-") {
                var candidate = numeric(first, last, grouped: true)
                candidate.needsHandover = separators.0 == "-" && pairsReadAsDate(first, first + 2, last)
                found.append(candidate)
                return
            }
        }
        // Shapes a code shares with other numbers, a code only where a code word hands it
        // over: four digits and two joined by a hyphen ("0493-17", not a year and a month,
        // "2024-05"); three blank-separated groups of two to four digits, seven to nine in all
        // ("582 930 41"; ten is a phone number, "612 513 6116").
        if isHandedOverShape(first: first, last: last, count: count) {
            var candidate = numeric(first, last, grouped: true)
            candidate.needsHandover = true
            found.append(candidate)
        }
        if count >= 4, count <= 8, stride(from: first, through: last, by: 2).allSatisfy({ tokens[$0].length == 1 }) {
            found.append(numeric(first, last, grouped: true))
            return
        }
        if isIrregularlySplit(first: first, last: last, count: count) {
            found.append(numeric(first, last, grouped: true))
            // "59 03 28 47" has no group a code could be on its own; "3729 26" may still be a
            // four-digit code followed by a small number ("4821 10 min"), which the joined
            // candidate's refusal lets through.
            if count == 4 { return }
        }
        // "20241203-4412", "0023-01-009876": numbers joined by a hyphen are one identifier;
        // so are two long groups ("98765 43210", a phone number).
        var hyphenated = count == 2 && tokens[first].length >= 5 && tokens[last].length >= 5
        for index in stride(from: first + 1, to: last, by: 2) where message.scalars[tokens[index].start] != " " { hyphenated = true }
        for token in stride(from: first, through: last, by: 2) where (4...10).contains(tokens[token].length) {
            var candidate = numeric(token, token, grouped: false)
            if count >= 3 || hyphenated { candidate.refusal = .numberSequence }
            found.append(candidate)
        }
    }

    // Codes printed in uneven blank-separated groups: "3729 26", "97 1036" (four digits and
    // two, either way round) and "59 03 28 47" (four pairs). Amounts group by threes after a
    // short head ("1 250", "12 490"), phone numbers come in longer chains or with hyphens
    // ("070-418 22 63"), and a four-digit year with a day or month ("12 2024") is a date: none
    // of these is joined.
    private func isIrregularlySplit(first: Int, last: Int, count: Int) -> Bool {
        let tokens = message.tokens
        for separator in stride(from: first + 1, to: last, by: 2) where !isBlank(tokens[separator]) { return false }
        if count == 4 { return stride(from: first, through: last, by: 2).allSatisfy { tokens[$0].length == 2 } }
        guard count == 2 else { return false }
        let lengths = (tokens[first].length, tokens[last].length)
        let four: Int
        switch lengths {
        case (4, 2): four = first
        case (2, 4): four = last
        default: return false
        }
        return !(1950...2039).contains(value(of: tokens[four]))
    }

    private func isHandedOverShape(first: Int, last: Int, count: Int) -> Bool {
        let tokens = message.tokens
        if count == 2 {
            // "Код: 83 519": two and three digits, blank-separated, are an amount with a
            // thousands blank ("15 900 ₽") unless a code word hands them over.
            if tokens[first].length == 2 && tokens[last].length == 3 { return isBlank(tokens[first + 1]) }
            guard message.scalars[tokens[first + 1].start] == "-" else { return false }
            switch (tokens[first].length, tokens[last].length) {
            case (4, 2): return !(1950...2039).contains(value(of: tokens[first]))
            case (2, 4): return !(1950...2039).contains(value(of: tokens[last]))
            default: return false
            }
        }
        guard count == 3, isBlank(tokens[first + 1]), isBlank(tokens[first + 3]) else { return false }
        var digits = 0
        for index in stride(from: first, through: last, by: 2) {
            guard (2...4).contains(tokens[index].length) else { return false }
            digits += tokens[index].length
        }
        return (7...9).contains(digits)
    }

    // Day, month and year in any of the usual orders (d-m-y, m-d-y, y-m-d).
    private func pairsReadAsDate(_ a: Int, _ b: Int, _ c: Int) -> Bool {
        let tokens = message.tokens
        let (x, y, z) = (value(of: tokens[a]), value(of: tokens[b]), value(of: tokens[c]))
        func isDay(_ v: Int) -> Bool { (1...31).contains(v) }
        func isMonth(_ v: Int) -> Bool { (1...12).contains(v) }
        return isDay(x) && isMonth(y) || isMonth(x) && isDay(y) || isMonth(y) && isDay(z)
    }

    // A capitalised word one blank after token `index`.
    private func isFollowedByName(_ index: Int) -> Bool {
        let tokens = message.tokens
        guard index + 2 < tokens.count, isBlank(tokens[index + 1]), tokens[index + 2].kind == .word else { return false }
        return UnicodeLookup.isCapital(message.scalars[tokens[index + 2].start])
    }

    private func isBlank(_ token: Token) -> Bool {
        token.length == 1 && (message.scalars[token.start] == " " || message.scalars[token.start] == "\u{00A0}"
            || message.scalars[token.start] == "\u{202F}")
    }

    private func value(of token: Token) -> Int {
        var value = 0
        for index in token.start..<token.end {
            if message.classes[index] == .digit { value = value * 10 + Int(ScalarClass.digitValue(message.scalars[index])) }
        }
        return value
    }

    private func numeric(_ first: Int, _ last: Int, grouped: Bool) -> Candidate {
        let tokens = message.tokens
        var length = 0
        var value = 0
        let scalars = message.scalars
        for index in first...last where tokens[index].kind == .number {
            for scalarIndex in tokens[index].start..<tokens[index].end {
                // ASCII digits, most of them, are their value less "0": no class to read.
                // Eighteen digits stay below 10^18 < 2^63: the arithmetic needs no overflow checks.
                let ascii = scalars[scalarIndex].value &- 0x30
                if ascii < 10 {
                    length &+= 1
                    if length <= 18 { value = value &* 10 &+ Int(ascii) }
                } else if message.classes[scalarIndex] == .digit {
                    length &+= 1
                    if length <= 18 { value = value &* 10 &+ Int(ScalarClass.digitValue(scalars[scalarIndex])) }
                }
            }
        }
        var candidate = Candidate(
            start: tokens[first].start, end: tokens[last].end, firstToken: first, lastToken: last,
            typedLength: length, numericValue: length <= 18 ? value : -1, kind: .numeric, grouped: grouped)
        // "G-482913", "FB-58210": brands prefix codes of up to six digits; "TK-40917734",
        // "(Ref No. GS-44028163)" are order and request numbers.
        candidate.brandPrefix = length <= 6 && hasBrandPrefix(first)
        return candidate
    }

    // "G-482913", "FB-58210": one to three capitals and a hyphen, not part of a longer word.
    private func hasBrandPrefix(_ number: Int) -> Bool {
        let tokens = message.tokens
        guard number >= 2, tokens[number - 1].length == 1, message.scalars[tokens[number - 1].start] == "-" else { return false }
        let prefix = tokens[number - 2]
        guard prefix.kind == .word, (1...3).contains(prefix.length) else { return false }
        for index in prefix.start..<prefix.end where !(0x41...0x5A).contains(message.scalars[index].value) { return false }
        if number >= 3 {
            let before = message.scalars[tokens[number - 3].start]
            if tokens[number - 3].kind != .space && tokens[number - 3].kind != .lineBreak && before != ">" && before != "]"
                && before != "(" && before != ":" && before != "#"
            {
                return false
            }
        }
        return true
    }

    // "8HX-4KQ", "5Y6-2M2", "K3P9-QX": two short groups of capitals and digits joined by a hyphen.
    @inline(__always)
    private func groupedAlphanumeric(at first: Int) -> Candidate? {
        let tokens = message.tokens
        // Most words have no hyphen or blank after them: decided here, without the call.
        guard first + 2 < tokens.count, tokens[first + 1].length == 1 else { return nil }
        switch message.scalars[tokens[first + 1].start] {
        case "-": return hyphenatedAlphanumeric(at: first)
        // (Most words before a blank are not three or four long, with a group as long after
        // it: tested in one, before the call.)
        case " " where (tokens[first].length == tokens[first + 2].length).bit & (tokens[first].length &- 3 < 2).bit != 0:
            return blankSeparatedAlphanumeric(at: first)
        default: return nil
        }
    }

    /// "H7R 4QZ", "WQK 7T3", "X9T4 MB2R": two groups of three or four capitals and digits,
    /// one blank between, that alternate letters and digits at least three times when
    /// joined (not "IBAN DE44", "DE44 5001").
    private func blankSeparatedAlphanumeric(at first: Int) -> Candidate? {
        let tokens = message.tokens
        let second = first + 2
        guard tokens[first].length == tokens[second].length, (3...4).contains(tokens[first].length),
            tokens[second].kind == .alphanumeric || tokens[second].kind == .word || tokens[second].kind == .number
        else { return nil }
        // Part of a longer run of groups ("DE44 5001 0517") is not a code.
        if second + 2 < tokens.count, tokens[second + 1].length == 1,
            message.scalars[tokens[second + 1].start] == " " || message.scalars[tokens[second + 1].start] == "-",
            tokens[second + 2].kind == .alphanumeric || tokens[second + 2].kind == .number
        {
            return nil
        }
        // A group of letters only is a word in a message written in capitals ("… CODIGO TF33
        // PARA CONFIRMAR …").
        if tokens[first].kind == .word || tokens[second].kind == .word, !message.hasLowercaseLetter {
            return nil
        }
        guard let runs = capitalAndDigitRuns(first, second), runs >= 3 else { return nil }
        return Candidate(
            start: tokens[first].start, end: tokens[second].end, firstToken: first, lastToken: second,
            typedLength: tokens[first].length + tokens[second].length, kind: .alphanumeric, grouped: true)
    }

    private func hyphenatedAlphanumeric(at first: Int) -> Candidate? {
        let tokens = message.tokens
        let second = first + 2
        let kind = tokens[second].kind
        // Even groups ("8HX-4KQ", "7KQ2-MX4R") or four and two ("K3P9-QX", "Q8RZ-3M"), either way
        // round; four and two only with letters and digits mixed in a group, since capitals and
        // then digits are a brand prefix ("FB-1234": the code is 1234).
        let lengths = (tokens[first].length, tokens[second].length)
        let uneven = lengths == (4, 2) || lengths == (2, 4)
        guard kind == .alphanumeric || kind == .word || kind == .number,
            (3...4).contains(lengths.0) && (3...4).contains(lengths.1)
                || uneven && (tokens[first].kind == .alphanumeric || kind == .alphanumeric)
        else { return nil }
        // Part of a longer hyphenated name ("AD-HDFCBK-S") is not a code.
        if first >= 1, message.scalars[tokens[first - 1].start] == "-" { return nil }
        if second + 1 < tokens.count, message.scalars[tokens[second + 1].start] == "-" { return nil }
        // Letters and digits both; in lower case only when each group mixes them
        // ("hw4-d7e", "xk7-29p"; not "x86-64").
        guard let runs = capitalAndDigitRuns(first, second) ?? lowerCaseMixedRuns(first, second), runs >= 2 else { return nil }
        return Candidate(
            start: tokens[first].start, end: tokens[second].end, firstToken: first, lastToken: second,
            typedLength: tokens[first].length + tokens[second].length, kind: .alphanumeric, grouped: true)
    }

    // "TAN\n a u 8 k u f": a line (starting at `first`) of nothing but 4–10 single ASCII
    // letters and digits, one blank apart, with both letters and digits (Austrian
    // Handy-Signatur TANs are printed so). Digits alone are left to the number chains.
    private func spacedCharacters(at first: Int) -> Candidate? {
        let tokens = message.tokens
        var letters = 0
        var digits = 0
        var last = first
        var index = first
        while true {
            let token = tokens[index]
            guard token.length == 1 else { return nil }
            switch message.scalars[token.start].value {
            case 0x30...0x39: digits += 1
            case 0x41...0x5A, 0x61...0x7A: letters += 1
            default: return nil
            }
            last = index
            guard index + 1 < tokens.count, tokens[index + 1].kind != .lineBreak else { break }
            guard isBlank(tokens[index + 1]), index + 2 < tokens.count else { return nil }
            index += 2
        }
        let count = letters + digits
        guard (4...10).contains(count), letters > 0, digits > 0 else { return nil }
        return Candidate(
            start: tokens[first].start, end: tokens[last].end, firstToken: first, lastToken: last, typedLength: count,
            kind: .alphanumeric, grouped: true)
    }

    /// How many capitals a word may have to be a code ("QGFDAE"); `scan` refuses the others
    /// before calling `alphanumeric`.
    private static let capitalWordLengths = 4...8

    // "A7K9Q2", "dG5YSV", "QGFDAE": ASCII letters with digits, or capitals only.
    private func alphanumeric(at index: Int) -> Candidate? {
        let token = message.tokens[index]
        guard (4...10).contains(token.length) else { return nil }
        // A word (letters, no digits) is only a candidate in capitals ("QGFDAE").
        if token.kind == .word {
            guard Self.capitalWordLengths.contains(token.length) else { return nil }
            for scalarIndex in token.start..<token.end where !(0x41...0x5A).contains(message.scalars[scalarIndex].value) {
                return nil
            }
            var candidate = Candidate(
                start: token.start, end: token.end, firstToken: index, lastToken: index, typedLength: token.length,
                kind: .alphanumeric)
            candidate.lettersOnly = true
            return candidate
        }
        var upper = 0
        var lower = 0
        var digits = 0
        var leadingDigits = 0
        var leadingMask = 0
        var soundDigits = 0
        for scalarIndex in token.start..<token.end {
            let value = message.scalars[scalarIndex].value
            switch value {
            case 0x30...0x39:
                digits += 1
                if value != 0x30 && value != 0x31 && value != 0x34 { soundDigits += 1 }
                if upper + lower == 0 { leadingDigits += 1 }
            case 0x41...0x5A:
                upper += 1
                if digits == 0 && value == 0x58 { leadingMask += 1 }
            case 0x61...0x7A:
                lower += 1
                if digits == 0 && value == 0x78 { leadingMask += 1 }
            default: return nil
            }
        }
        if digits == 0 {
            guard lower == 0, (4...8).contains(upper) else { return nil }
        }
        var candidate = Candidate(
            start: token.start, end: token.end, firstToken: index, lastToken: index, typedLength: token.length,
            kind: .alphanumeric)
        if digits == 0 {
            candidate.lettersOnly = true
            return candidate
        }
        if leadingMask == upper + lower && leadingDigits == 0 {
            candidate.refusal = .masked
        } else if upper == 0 && digits == 1 && soundDigits == 1 && lower >= 3 {
            // Arabic, Darija and Levantine written in Latin letters use digits for the sounds
            // Latin lacks (3 = ع, 7 = ح, 9 = ق, 2 = ء, 5 = خ): "t3tih", "sa7bi", "9ahwa". One
            // such digit among lower-case letters is a word; codes mix more digits or capitals.
            candidate.refusal = .arabizi
        } else if leadingDigits == digits && (lower > 0 && upper == 0 && lower <= 4 || digits <= 3 && upper + lower <= 2) {
            candidate.refusal = .unitLike
        }
        return candidate
    }
}
