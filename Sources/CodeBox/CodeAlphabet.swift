/// Which characters a code may contain.
///
/// Typed characters are folded to ASCII before they are checked, so a user whose keyboard
/// produces Arabic-Indic, Persian, Devanagari or full-width digits still fills the boxes with
/// the ASCII code that a script expects on stdout.
public enum CodeAlphabet: Sendable, Equatable {
    /// `0`–`9` only (the default: almost every SMS code is numeric).
    case digits
    /// ASCII letters and digits (`--alnum`).
    case alphanumeric

    /// The character as it is stored in the buffer, or `nil` when it is not allowed.
    ///
    /// Any Unicode decimal digit becomes its ASCII digit; full-width Latin letters become
    /// ASCII letters. Case is kept: some alphanumeric codes are case-sensitive.
    public func normalize(_ character: Character) -> Character? {
        guard let folded = Self.fold(character) else { return nil }
        switch self {
        case .digits:
            return folded.isASCII && folded.isNumber ? folded : nil
        case .alphanumeric:
            return folded.isASCII && (folded.isNumber || folded.isLetter) ? folded : nil
        }
    }

    /// Whether a whole code (e.g. one offered by the daemon) belongs to this alphabet once folded.
    public func accepts(_ code: String) -> Bool {
        !code.isEmpty && code.allSatisfy { normalize($0) != nil }
    }

    /// Folds one character to ASCII where a single-scalar equivalent exists.
    static func fold(_ character: Character) -> Character? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        if scalar.isASCII { return character }
        let properties = scalar.properties
        // Every script's decimal digits (Nd) carry their value; this covers Arabic-Indic,
        // Persian (Extended Arabic-Indic), Devanagari, Bengali, Thai, full-width and more.
        if properties.numericType == .decimal, let value = properties.numericValue,
           value >= 0, value <= 9 {
            return Character(Unicode.Scalar(UInt8(48 + Int(value))))
        }
        // Full-width Latin letters (U+FF21–FF3A, U+FF41–FF5A) sit 0xFEE0 above ASCII.
        if (0xFF21...0xFF3A).contains(scalar.value) || (0xFF41...0xFF5A).contains(scalar.value),
           let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
            return Character(ascii)
        }
        return nil
    }
}
