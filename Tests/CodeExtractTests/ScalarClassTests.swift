@testable import CodeExtract
import Testing

/// The table fast paths classify exactly as the Unicode properties do.
@Suite struct ScalarClassTests {
    @Test func fastPathAgreesWithUnicodeProperties() {
        var checked = 0
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                let fast = ScalarClass.commonNonASCII(value)
            else { continue }
            #expect(fast == ScalarClass.byProperties(scalar), "U+\(String(value, radix: 16, uppercase: true))")
            checked += 1
        }
        #expect(checked > 10_000)
    }

    @Test func scalarTableAgreesWithClassAndFolding() {
        let tables = Lexicon.trie.automaton.tables
        do {
            let table = ScalarTable.entries
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let scalarClass = ScalarClass.of(scalar)
                let folded = scalarClass == .space || scalarClass == .lineBreak ? 0x20 : ScalarFolding.fold(scalar)
                let entry = ScalarTable.entry(value, table, tables.symbolLookup)
                let agrees = entry.scalarClass == scalarClass && entry.folded == folded
                    && entry.tokenInput == .init(scalarClass, isASCII: value < 0x80)
                    && entry.keywordSymbol == tables.symbolLookup.symbol(folded: folded, letter: scalarClass == .spacedLetter)
                    && ScalarTable.folded(value, table) == folded
                #expect(agrees, "U+\(String(value, radix: 16, uppercase: true))")
                if !agrees { return }
            }
        }
    }

    // A digit's value is computed from its scalar, not stored in its class.
    @Test func digitValuesAgreeWithUnicodeProperties() {
        var digits = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), ScalarClass.of(scalar) == .digit else { continue }
            #expect(Double(ScalarClass.digitValue(scalar)) == scalar.properties.numericValue, "U+\(String(value, radix: 16, uppercase: true))")
            digits += 1
        }
        #expect(digits > 600)
    }

    // The parser reads the leading ASCII eight bytes at a time and looks for marks only in
    // the rest: no ASCII scalar may be one (U+0000 was, when `skipped` was 0).
    @Test func noASCIIScalarIsSkippedLikeAMark() {
        for value in UInt32(0)..<0x80 {
            #expect(ScalarFolding.fold(Unicode.Scalar(value)!) != ScalarFolding.skipped, "U+\(String(value, radix: 16))")
            #expect(ScalarTable.entries[Int(value)].keywordSymbol != KeywordTrie.Automaton.skippedSymbol)
        }
    }

    // CandidateJudge skips the property look-up for these ranges.
    @Test func rangesWithoutCurrencySignsHaveNone() {
        for range in CandidateJudge.noCurrencySigns {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(scalar.properties.generalCategory != .currencySymbol, "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    // The link scalars' bits are constants: ASCII after the blank but for the brackets,
    // quotes and comma that stand around a link.
    @Test func linkScalarsAreTheASCIIOfALink() {
        for value in UInt32(0)..<0x100 {
            let scalar = Unicode.Scalar(UInt8(value))
            let expected = (0x21..<0x80).contains(value) && !"()\",[]<>'".unicodeScalars.contains(scalar)
            #expect(CandidateJudge.isLinkScalar(scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }

    // CandidateJudge answers these two properties for ASCII without a property look-up.
    @Test func asciiLettersAndCurrencyAgreeWithUnicodeProperties() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            #expect(scalar.properties.isAlphabetic == letter, "U+\(String(value, radix: 16))")
            #expect((scalar.properties.generalCategory == .currencySymbol) == (scalar == "$"), "U+\(String(value, radix: 16))")
        }
    }

    @Test func asciiAgreesWithUnicodeProperties() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(UInt8(value))
            let expected: ScalarClass = value == 0x0A || value == 0x0D ? .lineBreak : value == 0x09 || value == 0x0B || value == 0x0C ? .space : ScalarClass.byProperties(scalar)
            #expect(ScalarClass.ofASCII(value) == expected, "U+\(String(value, radix: 16))")
        }
    }
}
