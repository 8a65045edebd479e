/// A piece of a message: the extractor reasons about tokens, not characters.
struct Token {
    /// What the token is made of. Word-like kinds come first: `isWordLike` compares the raw value.
    enum Kind: UInt8, Equatable {
        /// Letters of a script written with spaces between words.
        case word
        /// Decimal digits, of any script.
        case number
        /// ASCII letters and digits mixed (`A7K9Q2`, `XX1234`, `MU5401`).
        case alphanumeric
        /// One character of a script written without spaces (Han, kana, Thai).
        case unspaced
        /// One punctuation mark or symbol.
        case symbol
        /// Blanks within a line.
        case space
        /// One or more line breaks.
        case lineBreak
    }

    // Indices are stored as `Int32` (`MessageText` never holds more than `Int32.max` scalars):
    // a token is 24 bytes instead of 48, so writing and reading the tokens moves half the
    // memory. Users see `Int`s through the accessors below, which are one sign-extending load.
    private var storedStart: Int32
    private var storedEnd: Int32
    /// Distance, in words, from the start of the message to this token (like `width` and
    /// `sentence`, set by the layout pass, and unset before it); connectors
    /// ("is", "为", "lautet") and punctuation add nothing, so "code is 123" is as close as
    /// "code: 123".
    var position: Float
    /// How many words this token is worth in distances.
    var width: Float
    private var storedSentence: Int32
    /// What the token is made of.
    var kind: Kind
    /// Whether the token is grammar between a keyword and its code ("is", "为"), adding no distance.
    var isConnector: Bool

    // No initializer: tokens exist only in the parse block, where `initializeWithoutLayout`
    // starts them and the layout pass completes them.

    /// Starts a token of `kind` over scalars `start..<end` (both at most `Int32.max`), not a
    /// connector, at `token`, leaving `position`, `width` and `sentence` unset: the layout
    /// pass (`MessageLayout`) sets them for every token, in order, before anything reads
    /// them (only `MessageLayout`'s sites and the judge's rules after the layout do; the shape
    /// refusals, which run before it, must not). Four stores instead of six, for each of a
    /// message's tokens.
    @inline(__always)
    static func initializeWithoutLayout(_ token: UnsafeMutablePointer<Token>, kind: Kind, start: Int, end: Int) {
        token.pointer(to: \.storedStart)!.initialize(to: Int32(truncatingIfNeeded: start))
        token.pointer(to: \.storedEnd)!.initialize(to: Int32(truncatingIfNeeded: end))
        token.pointer(to: \.kind)!.initialize(to: kind)
        token.pointer(to: \.isConnector)!.initialize(to: false)
    }

    /// The first scalar, as an index into the message's scalars.
    var start: Int {
        @inline(__always) get { Int(storedStart) }
        @inline(__always) set { storedStart = Int32(truncatingIfNeeded: newValue) }
    }
    /// One past the last scalar.
    var end: Int {
        @inline(__always) get { Int(storedEnd) }
        @inline(__always) set { storedEnd = Int32(truncatingIfNeeded: newValue) }
    }
    /// The sentence the token is in, counted from 0 (fewer sentences than scalars: fits `Int32`).
    var sentence: Int {
        @inline(__always) get { Int(storedSentence) }
        @inline(__always) set { storedSentence = Int32(truncatingIfNeeded: newValue) }
    }

    /// The number of scalars in the token.
    var length: Int { end - start }
}

extension Token.Kind {
    /// Words, numbers and letters-and-digits: the kinds that count one word in distances.
    @inline(__always)
    var isWordLike: Bool { rawValue <= Token.Kind.alphanumeric.rawValue }
}
