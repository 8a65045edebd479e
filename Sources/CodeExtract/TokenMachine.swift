/// The tokenizer as a table: the kind of the token being read, and the next scalar's
/// `TokenClass`, give the token's kind after that scalar and whether the scalar starts a
/// new token.
///
/// A loop per token with a jump on each token's first class mispredicted about twice per
/// token, as often as the text changes from word to space. Reading every scalar the same
/// way (one table load, no branch on the text) costs a few instructions more per scalar
/// and no mispredictions.
enum TokenMachine {
    /// How the tokenizer sees a scalar: its `ScalarClass`, with letters and digits told
    /// apart by whether they are ASCII, because a run of letters and digits that is not
    /// all ASCII is split ("인증번호123456" is a word and a number, "A7K9Q2" one token).
    ///
    /// An ASCII scalar's input has its class's raw value, so that the tokenizer reads the
    /// classes of the leading ASCII as their inputs, and the decoder stores no input for them.
    enum Input: UInt8, CaseIterable {
        case asciiDigit, asciiLetter, unspaced, space, lineBreak, symbol, otherDigit, otherLetter

        /// The input for a scalar of class `scalarClass`.
        init(_ scalarClass: ScalarClass, isASCII: Bool) {
            switch scalarClass {
            case .digit: self = isASCII ? .asciiDigit : .otherDigit
            case .spacedLetter: self = isASCII ? .asciiLetter : .otherLetter
            case .unspacedLetter: self = .unspaced
            case .space: self = .space
            case .lineBreak: self = .lineBreak
            case .symbol: self = .symbol
            }
        }
    }

    /// What the token being read is. The first seven are `Token.Kind`'s raw values, and
    /// the runs that hold non-ASCII letters or digits are eight more than the kind they
    /// will be: a token's kind is its state's raw value `& 7`.
    enum State: UInt8, CaseIterable {
        case word = 0, number, alphanumeric, unspaced, symbol, space, lineBreak
        /// Before the first scalar: every input starts a token.
        case start = 7
        case nonASCIIWord = 8, nonASCIINumber
        /// Letters and digits, some not ASCII: the tokenizer must split the run.
        case mixedNonASCII

        /// A run of letters and digits that holds letters, digits and non-ASCII scalars as
        /// told; nil for no letters and no digits.
        init?(letters: Bool, digits: Bool, nonASCII: Bool) {
            switch (letters, digits, nonASCII) {
            case (true, false, false): self = .word
            case (false, true, false): self = .number
            case (true, true, false): self = .alphanumeric
            case (true, false, true): self = .nonASCIIWord
            case (false, true, true): self = .nonASCIINumber
            case (true, true, true): self = .mixedNonASCII
            case (false, false, _): return nil
            }
        }

        /// The state of a token whose first scalar is `input`.
        init(first input: Input) {
            switch input {
            case .asciiDigit: self = .number
            case .asciiLetter: self = .word
            case .otherDigit: self = .nonASCIINumber
            case .otherLetter: self = .nonASCIIWord
            case .unspaced: self = .unspaced
            case .space: self = .space
            case .lineBreak: self = .lineBreak
            case .symbol: self = .symbol
            }
        }
    }

    /// The transitions, in two halves of one row of eight inputs per state. Entry
    /// `state * 8 + input` of the first half is the next state times eight (the offset of
    /// its row); the same entry of the second half, `startsTokenOffset` further on, is 1
    /// when the scalar starts a token and 0 otherwise. Two loads from one address are two
    /// instructions fewer per scalar than splitting one byte into row and flag.
    /// Immutable after its one-time initialization: safe to share between threads.
    static let transitions: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 2 * startsTokenOffset)
        for state in State.allCases {
            for input in Input.allCases {
                let (next, starts) = step(state, input)
                let entry = Int(row(of: state) | input.rawValue)
                table[entry] = row(of: next)
                table[startsTokenOffset + entry] = starts ? 1 : 0
            }
        }
        return table
    }()

    /// Where the second half of `transitions` starts: past every row (16 states at most),
    /// and a constant, so that it is an instruction's displacement.
    @inline(__always)
    static var startsTokenOffset: Int { 128 }
    static let rowOfStart = row(of: .start)
    static let rowOfMixedNonASCII = row(of: .mixedNonASCII)

    /// The token kind of each row (a token's last state's row), at the row's offset: one
    /// load per token instead of turning the row into a kind. Immutable after its one-time
    /// initialization: safe to share between threads.
    static let kindsByRow: [Token.Kind] = (0..<startsTokenOffset).map { offset in kind(ofRow: UInt8(offset & ~7)) }

    /// The offset of `state`'s row in `transitions`.
    @inline(__always)
    static func row(of state: State) -> UInt8 { state.rawValue &<< 3 }

    /// The kind of a token whose last state's row is `row`.
    @inline(__always)
    static func kind(ofRow row: UInt8) -> Token.Kind {
        Token.Kind(rawValue: row &>> 3 & 7) ?? .word
    }

    /// Where a token of state `state` goes on `input`: letters and digits join a run of
    /// letters and digits, blanks join blanks, blanks and line breaks join line breaks;
    /// everything else starts a token of its own.
    static func step(_ state: State, _ input: Input) -> (State, startsToken: Bool) {
        switch state {
        case .word, .number, .alphanumeric, .nonASCIIWord, .nonASCIINumber, .mixedNonASCII:
            let isLetter = input == .asciiLetter || input == .otherLetter
            let isDigit = input == .asciiDigit || input == .otherDigit
            guard isLetter || isDigit else { break }
            let holdsLetters = state == .word || state == .alphanumeric || state == .nonASCIIWord || state == .mixedNonASCII
            let holdsDigits = state == .number || state == .alphanumeric || state == .nonASCIINumber || state == .mixedNonASCII
            let holdsNonASCII = state.rawValue > State.start.rawValue
            let nonASCII = input == .otherLetter || input == .otherDigit
            return (State(letters: holdsLetters || isLetter, digits: holdsDigits || isDigit, nonASCII: holdsNonASCII || nonASCII)!, false)
        case .space:
            if input == .space { return (.space, false) }
        case .lineBreak:
            if input == .space || input == .lineBreak { return (.lineBreak, false) }
        case .unspaced, .symbol, .start:
            break
        }
        return (State(first: input), true)
    }
}
