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

    /// The transitions, as one row per state that the tokenizer holds by its address. A
    /// row's first eight words are the addresses of the next rows by input, so that a step
    /// is one load with the input as its index: no instruction combines row and input into
    /// an index first. Byte `startsOffset + input` is 1 when the input starts a token, and
    /// byte `kindOffset` is the kind of a token whose last state is the row's.
    ///
    /// Then the steps over two scalars (`pairStep`), one entry for each pair of inputs: the
    /// row after the first scalar, the row after both, and whether each starts a token. The
    /// tokenizer's loop waits on each step's load (the next row's address comes from it),
    /// and a step over two scalars is one such wait instead of two.
    struct Rows: @unchecked Sendable {  // Written only by `rows`' one-time initialization, never freed: safe to share.
        /// The first row; the others follow in `State` order, `stride` bytes apart.
        let base: UnsafeRawPointer
        /// The row before the first scalar.
        let start: UnsafeRawPointer
        /// The row of a run of letters and digits, some not ASCII, that the tokenizer must split.
        let mixedNonASCII: UnsafeRawPointer

        @inline(__always)
        static var startsOffset: Int { 64 }
        @inline(__always)
        static var kindOffset: Int { 72 }
        /// Where the steps over two scalars start, `pairEntrySize` bytes each, by
        /// `first << 3 | second`.
        @inline(__always)
        static var pairsOffset: Int { 80 }
        @inline(__always)
        static var pairEntrySize: Int { 24 }
        @inline(__always)
        static var stride: Int { pairsOffset + 64 * pairEntrySize }

        /// The row of `state`.
        @inline(__always)
        func row(_ state: State) -> UnsafeRawPointer { base + Int(state.rawValue) &* Self.stride }

        /// The row after `input` in `row`, and whether `input` starts a token.
        @inline(__always)
        static func step(_ row: UnsafeRawPointer, _ input: Int) -> (UnsafeRawPointer, startsToken: UInt8) {
            (row.load(fromByteOffset: input &<< 3, as: UnsafeRawPointer.self), row.load(fromByteOffset: startsOffset &+ input, as: UInt8.self))
        }

        /// The row after the inputs `pair` (`first << 3 | second`) in `row`, after the first
        /// of them alone, and whether each starts a token.
        @inline(__always)
        static func pairStep(_ row: UnsafeRawPointer, _ pair: Int)
            -> (next: UnsafeRawPointer, middle: UnsafeRawPointer, firstStarts: UInt8, secondStarts: UInt8)
        {
            let entry = row + (pairsOffset &+ pair &* pairEntrySize)
            return (
                entry.load(fromByteOffset: 8, as: UnsafeRawPointer.self), entry.load(as: UnsafeRawPointer.self),
                entry.load(fromByteOffset: 16, as: UInt8.self), entry.load(fromByteOffset: 17, as: UInt8.self)
            )
        }

        /// The kind of a token whose last state's row is `row`.
        @inline(__always)
        static func kind(_ row: UnsafeRawPointer) -> Token.Kind {
            row.load(fromByteOffset: kindOffset, as: Token.Kind.self)
        }
    }

    static let rows: Rows = {
        let base = UnsafeMutableRawPointer.allocate(byteCount: State.allCases.count * Rows.stride, alignment: 8)
        func row(_ state: State) -> UnsafeMutableRawPointer { base + Int(state.rawValue) * Rows.stride }
        for state in State.allCases {
            for input in Input.allCases {
                let (next, starts) = step(state, input)
                row(state).storeBytes(of: UnsafeRawPointer(row(next)), toByteOffset: Int(input.rawValue) * 8, as: UnsafeRawPointer.self)
                row(state).storeBytes(of: starts ? 1 : 0, toByteOffset: Rows.startsOffset + Int(input.rawValue), as: UInt8.self)
            }
            row(state).storeBytes(of: kind(of: state), toByteOffset: Rows.kindOffset, as: Token.Kind.self)
            for first in Input.allCases {
                for second in Input.allCases {
                    let (middle, firstStarts) = step(state, first)
                    let (next, secondStarts) = step(middle, second)
                    let entry = row(state) + Rows.pairsOffset + (Int(first.rawValue) << 3 | Int(second.rawValue)) * Rows.pairEntrySize
                    entry.storeBytes(of: UnsafeRawPointer(row(middle)), as: UnsafeRawPointer.self)
                    entry.storeBytes(of: UnsafeRawPointer(row(next)), toByteOffset: 8, as: UnsafeRawPointer.self)
                    entry.storeBytes(of: firstStarts ? 1 : 0, toByteOffset: 16, as: UInt8.self)
                    entry.storeBytes(of: secondStarts ? 1 : 0, toByteOffset: 17, as: UInt8.self)
                }
            }
        }
        return Rows(base: UnsafeRawPointer(base), start: UnsafeRawPointer(row(.start)), mixedNonASCII: UnsafeRawPointer(row(.mixedNonASCII)))
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
