import Testing
@testable import CodeBox

@Suite struct CodeAlphabetTests {
    @Test(arguments: [
        ("٤", "4"),   // Arabic-Indic
        ("۷", "7"),   // Persian (Extended Arabic-Indic)
        ("९", "9"),   // Devanagari
        ("５", "5"),  // full-width
        ("০", "0"),   // Bengali
        ("3", "3"),
    ])
    func foldsEveryScriptsDigitsToASCII(typed: String, expected: String) {
        #expect(CodeAlphabet.digits.normalize(Character(typed)) == Character(expected))
        #expect(CodeAlphabet.alphanumeric.normalize(Character(typed)) == Character(expected))
    }

    @Test func digitsRefuseLetters() {
        #expect(CodeAlphabet.digits.normalize("a") == nil)
        #expect(CodeAlphabet.digits.normalize("²") == nil)   // superscripts are not decimal digits
        #expect(CodeAlphabet.digits.normalize("½") == nil)
    }

    @Test func alphanumericTakesASCIIAndFullWidthLetters() {
        #expect(CodeAlphabet.alphanumeric.normalize("k") == "k")
        #expect(CodeAlphabet.alphanumeric.normalize("Ｑ") == "Q")
        #expect(CodeAlphabet.alphanumeric.normalize("ｚ") == "z")
        #expect(CodeAlphabet.alphanumeric.normalize("é") == nil)
        #expect(CodeAlphabet.alphanumeric.normalize("Ж") == nil)
    }

    @Test func acceptsWholeCodes() {
        #expect(CodeAlphabet.digits.accepts("483920"))
        #expect(!CodeAlphabet.digits.accepts("48A920"))
        #expect(CodeAlphabet.alphanumeric.accepts("48A920"))
        #expect(!CodeAlphabet.digits.accepts(""))
    }

    @Test(arguments: [
        ("483 920", "483920"), ("483-920", "483920"), ("483\u{00A0}920", "483920"),
        (" 48·39·20\n", "483920"), ("４８３–９２０", "483920"),
    ])
    func cleanerStripsSeparators(input: String, expected: String) {
        let cleaned = InputCleaner(alphabet: .digits).clean(input)
        #expect(String(cleaned.characters) == expected)
        #expect(cleaned.rejected == 0)
    }

    @Test func cleanerCountsRefusedCharacters() {
        let cleaned = InputCleaner(alphabet: .digits).clean("G-483920")
        #expect(String(cleaned.characters) == "483920")
        #expect(cleaned.rejected == 1)
    }
}
