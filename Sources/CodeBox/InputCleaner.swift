/// The one place where inserted text is cleaned before it reaches the buffer.
///
/// Keys, pastes and suggestions all pass through here, so a code copied as `483 920`,
/// `483-920` or `４８３９２０` lands in the boxes the same way as one typed digit by digit.
struct InputCleaner: Sendable, Equatable {
    /// The characters the code may contain.
    var alphabet: CodeAlphabet

    /// The result of cleaning: the accepted characters and whether anything was refused.
    struct Cleaned: Equatable {
        var characters: [Character]
        var rejected: Int
    }

    /// Separators people and services put inside codes; they are dropped silently.
    static func isSeparator(_ character: Character) -> Bool {
        if character.isWhitespace { return true }   // includes NBSP, tabs and newlines
        switch character {
        case "-", "_", ".", "·", "•", "/", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}",
             "\u{2014}", "\u{2212}", "\u{30FC}", "\u{FF0D}", "\u{200B}", "\u{FEFF}":
            return true
        default:
            return false
        }
    }

    /// Folds, strips separators and drops characters outside the alphabet.
    func clean(_ text: String) -> Cleaned {
        var characters: [Character] = []
        var rejected = 0
        for character in text {
            if Self.isSeparator(character) { continue }
            if let normalized = alphabet.normalize(character) {
                characters.append(normalized)
            } else {
                rejected += 1
            }
        }
        return Cleaned(characters: characters, rejected: rejected)
    }
}
