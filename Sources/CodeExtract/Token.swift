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

    /// What the token is made of.
    var kind: Kind
    /// The first scalar, as an index into the message's scalars.
    var start: Int
    /// One past the last scalar.
    var end: Int
    /// Distance, in words, from the start of the message to this token; connectors
    /// ("is", "为", "lautet") and punctuation add nothing, so "code is 123" is as close as
    /// "code: 123".
    var position: Float = 0
    /// How many words this token is worth in distances.
    var width: Float = 0
    /// The sentence the token is in, counted from 0.
    var sentence: Int = 0
    /// Whether the token is grammar between a keyword and its code ("is", "为"), adding no distance.
    var isConnector = false

    /// The number of scalars in the token.
    var length: Int { end - start }
}

extension Token.Kind {
    /// Words, numbers and letters-and-digits: the kinds that count one word in distances.
    @inline(__always)
    var isWordLike: Bool { rawValue <= Token.Kind.alphanumeric.rawValue }
}
