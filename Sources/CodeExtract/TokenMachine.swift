/// The tokenizer as a table: the kind of the token being read, and the next scalar's
/// `Input`, give the token's kind after that scalar and whether the scalar starts a
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
        /// Letters and digits, some not ASCII: `writeTokens` splits the run (`splitMixedRun`).
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

    /// The transitions, as one row per state, which the tokenizer holds by its row's offset
    /// in `base`. A row is first the steps over two scalars (`pairStep`), one 8-byte entry
    /// for each pair of inputs `first << 3 | second`: the offset of the row after both, whether
    /// each scalar starts a token, and the tags (`tag(of:)`) of the states after the first and
    /// after both. Then the steps over one scalar (`step`), a 4-byte entry for each input:
    /// the next row's offset, whether the input starts a token, the next state's tag.
    ///
    /// The tokenizer's loop waits on each step's load (the next row's offset comes from it):
    /// a step over two scalars is one such wait instead of two, and the entry's address is
    /// the row's offset, the table's base and the pair, one addressing mode. The whole table
    /// is 6 KiB (rows of addresses took 17 KiB and missed the cache more often), and a tag
    /// is all that `writeTokens` needs of a token's last state.
    struct Rows: @unchecked Sendable {  // Written only by `rows`' one-time initialization, never freed: safe to share.
        /// The first row; the others follow in `State` order, `stride` bytes apart.
        let base: UnsafeRawPointer
        /// The offset of the row before the first scalar.
        let start: Int

        @inline(__always)
        static var pairEntrySize: Int { 8 }
        /// Where the steps over one scalar start, 4 bytes each, by input.
        @inline(__always)
        static var singlesOffset: Int { 64 * pairEntrySize }
        @inline(__always)
        static var stride: Int { singlesOffset + 8 * 4 }

        /// The offset of the row of `state`.
        @inline(__always)
        func row(_ state: State) -> Int { Int(state.rawValue) &* Self.stride }

        /// The row after `input` in `row`, whether `input` starts a token, and the tag of
        /// the state after it.
        @inline(__always)
        func step(_ row: Int, _ input: Int) -> (next: Int, startsToken: UInt8, tag: UInt8) {
            let entry = base + (row &+ Self.singlesOffset &+ input &<< 2)
            return (Int(entry.load(as: UInt16.self)), entry.load(fromByteOffset: 2, as: UInt8.self), entry.load(fromByteOffset: 3, as: UInt8.self))
        }

        /// The row after the inputs `pair` (`first << 3 | second`) in `row`, whether each
        /// starts a token, and the tags of the states after the first and after both.
        @inline(__always)
        func pairStep(_ row: Int, _ pair: Int)
            -> (next: Int, firstStarts: UInt8, secondStarts: UInt8, middleTag: UInt8, nextTag: UInt8)
        {
            // The pair's column first, off the chain of rows: the row is then the only addition.
            let entry = (base + pair &<< 3) + row
            return (
                Int(entry.load(as: UInt16.self)), entry.load(fromByteOffset: 2, as: UInt8.self),
                entry.load(fromByteOffset: 3, as: UInt8.self), entry.load(fromByteOffset: 4, as: UInt8.self),
                entry.load(fromByteOffset: 5, as: UInt8.self)
            )
        }

        /// A state's tag: the kind of a token whose last state it is, plus `mixedTag` for
        /// `mixedNonASCII` (a run that `writeTokens` splits).
        static func tag(of state: State) -> UInt8 {
            TokenMachine.kind(of: state).rawValue | (state == .mixedNonASCII ? mixedTag : 0)
        }

        /// The bit of a tag that says the run must be split.
        @inline(__always)
        static var mixedTag: UInt8 { 8 }

        /// The kind of a token whose last state has tag `tag`.
        @inline(__always)
        static func kind(_ tag: UInt8) -> Token.Kind {
            unsafeBitCast(tag & 7, to: Token.Kind.self)
        }
    }

    static let rows: Rows = {
        let base = UnsafeMutableRawPointer.allocate(byteCount: State.allCases.count * Rows.stride, alignment: 8)
        func row(_ state: State) -> Int { Int(state.rawValue) * Rows.stride }
        for state in State.allCases {
            for input in Input.allCases {
                let (next, starts) = step(state, input)
                let entry = base + row(state) + Rows.singlesOffset + Int(input.rawValue) * 4
                entry.storeBytes(of: UInt16(row(next)), as: UInt16.self)
                entry.storeBytes(of: starts ? 1 : 0, toByteOffset: 2, as: UInt8.self)
                entry.storeBytes(of: Rows.tag(of: next), toByteOffset: 3, as: UInt8.self)
            }
            for first in Input.allCases {
                for second in Input.allCases {
                    let (middle, firstStarts) = step(state, first)
                    let (next, secondStarts) = step(middle, second)
                    let entry = base + row(state) + (Int(first.rawValue) << 3 | Int(second.rawValue)) * Rows.pairEntrySize
                    entry.storeBytes(of: UInt16(row(next)), as: UInt16.self)
                    entry.storeBytes(of: firstStarts ? 1 : 0, toByteOffset: 2, as: UInt8.self)
                    entry.storeBytes(of: secondStarts ? 1 : 0, toByteOffset: 3, as: UInt8.self)
                    entry.storeBytes(of: Rows.tag(of: middle), toByteOffset: 4, as: UInt8.self)
                    entry.storeBytes(of: Rows.tag(of: next), toByteOffset: 5, as: UInt8.self)
                    entry.storeBytes(of: 0, toByteOffset: 6, as: UInt16.self)
                }
            }
        }
        return Rows(base: UnsafeRawPointer(base), start: row(.start))
    }()

    /// The kind of a token whose last state is `state`.
    static func kind(of state: State) -> Token.Kind {
        Token.Kind(rawValue: state.rawValue & 7) ?? .word
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
