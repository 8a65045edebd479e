extension CandidateJudge {
    /// Support for a code printed on a line of its own, which the text before announces:
    /// either the line before ends mid-sentence ("Your Steam Guard code for account alex is",
    /// then "K7FQ2") or the text points down to it ("enter the passcode below", "ange koden
    /// nedan", "przepisz poniższy kod") with no other number after its sentence ("… to approve
    /// the payment of 349 kr" may go on with numbers of its own). The support is that of
    /// the code word, as if it stood right before the code; 0 otherwise.
    func displayedLineSupport(_ candidate: Candidate) -> Float {
        let tokens = message.tokens
        guard let lineBreak = lineStart(before: candidate.firstToken), endsLine(after: candidate.lastToken) else { return 0 }
        var best: Float = 0
        // The line before ends with "is", "ist", "er" or a colon: its sentence goes on here.
        var last = lineBreak - 1
        while last >= 0, tokens[last].kind == .space { last -= 1 }
        if last >= 0, tokens[last].isConnector || isColon(tokens[last]) {
            let sentence = tokens[last].sentence
            for site in sites where site.role == .secret && site.weight >= 0.8 && site.sentence == sentence {
                best = max(best, site.weight * Self.proximity(1))
            }
        }
        // A line that is nothing but a code word, as a heading: "TAN\n a u 8 k u f".
        if last >= 0 {
            var first = last
            while first > 0, tokens[first - 1].kind != .lineBreak { first -= 1 }
            while first < last, tokens[first].kind == .space { first += 1 }
            for site in sites where site.role == .secret && site.weight >= 0.8 && site.firstToken == first && site.lastToken == last {
                best = max(best, site.weight)
            }
        }
        // "… enter the passcode below. Never share it.", then the code.
        for pointer in sites where pointer.role == .showsBelow && pointer.lastToken < lineBreak {
            let between = (pointer.lastToken + 1)..<candidate.firstToken
            guard !between.contains(where: { (tokens[$0].kind == .number || tokens[$0].kind == .alphanumeric) && tokens[$0].sentence != pointer.sentence })
            else { continue }
            for site in sites where (site.role == .secret && site.weight >= 0.8 || site.role == .request) && site.sentence == pointer.sentence {
                best = max(best, site.weight)
            }
        }
        return best
    }

    private func isColon(_ token: Token) -> Bool {
        token.kind == .symbol && (message.scalars[token.start] == ":" || message.scalars[token.start] == "：")
    }

    // The line break that opens the candidate's line, when nothing but blanks stands between.
    private func lineStart(before first: Int) -> Int? {
        var index = first - 1
        while index >= 0, message.tokens[index].kind == .space { index -= 1 }
        return index >= 0 && message.tokens[index].kind == .lineBreak ? index : nil
    }

    // Nothing but blanks and a full stop between the candidate and the end of its line.
    private func endsLine(after last: Int) -> Bool {
        var index = last + 1
        var stops = 0
        while index < message.tokens.count {
            let token = message.tokens[index]
            switch token.kind {
            case .lineBreak: return true
            case .space: break
            case .symbol where message.scalars[token.start] == "." && stops == 0: stops += 1
            default: return false
            }
            index += 1
        }
        return true
    }
}
