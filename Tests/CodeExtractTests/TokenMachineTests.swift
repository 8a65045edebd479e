@testable import CodeExtract
import Testing

/// The table tokenizer agrees with the scalar classes and splits text as the rules say.
@Suite struct TokenMachineTests {
    @Test func scalarTableInputAgreesWithClass() {
        do {
            let table = ScalarTable.entries
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let expected = TokenMachine.Input(ScalarClass.of(scalar), isASCII: scalar.isASCII)
                let input = ScalarTable.entry(value, table, Lexicon.trie.automaton.tables.symbolLookup).tokenInput
                #expect(input == expected, "U+\(String(value, radix: 16, uppercase: true))")
                if input != expected { return }
            }
        }
    }

    /// The tokenizer reads the leading ASCII's classes as inputs.
    @Test func asciiInputIsItsClassRawValue() {
        for value in UInt8(0)..<0x80 {
            let scalarClass = ScalarClass.of(Unicode.Scalar(value))
            #expect(TokenMachine.Input(scalarClass, isASCII: true).rawValue == scalarClass.rawValue)
        }
    }

    @Test func everyStateButStartHasItsTokenKind() {
        let kinds: [TokenMachine.State: Token.Kind] = [
            .word: .word, .number: .number, .alphanumeric: .alphanumeric, .unspaced: .unspaced, .symbol: .symbol,
            .space: .space, .lineBreak: .lineBreak, .nonASCIIWord: .word, .nonASCIINumber: .number,
        ]
        for (state, kind) in kinds { #expect(TokenMachine.kind(of: state) == kind) }
    }

    @Test func everyRowHoldsItsStatesSteps() {
        let rows = TokenMachine.rows
        for state in TokenMachine.State.allCases {
            for input in TokenMachine.Input.allCases {
                let (next, starts) = TokenMachine.step(state, input)
                let step = rows.step(rows.row(state), Int(input.rawValue))
                #expect(step.next == rows.row(next))
                #expect(step.startsToken == (starts ? 1 : 0))
                #expect(TokenMachine.Rows.kind(step.tag) == TokenMachine.kind(of: next))
                #expect((step.tag & TokenMachine.Rows.mixedTag != 0) == (next == .mixedNonASCII))
            }
        }
    }

    /// A step over two scalars is the two steps over one.
    @Test func everyRowHoldsItsStepsOverTwoScalars() {
        let rows = TokenMachine.rows
        for state in TokenMachine.State.allCases {
            for first in TokenMachine.Input.allCases {
                for second in TokenMachine.Input.allCases {
                    let (middle, firstStarts) = TokenMachine.step(state, first)
                    let (next, secondStarts) = TokenMachine.step(middle, second)
                    let pair = rows.pairStep(rows.row(state), Int(first.rawValue) << 3 | Int(second.rawValue))
                    #expect(pair.next == rows.row(next), "\(state) \(first) \(second)")
                    #expect(pair.middleTag == TokenMachine.Rows.tag(of: middle) && pair.nextTag == TokenMachine.Rows.tag(of: next))
                    #expect(pair.firstStarts == (firstStarts ? 1 : 0) && pair.secondStarts == (secondStarts ? 1 : 0))
                }
            }
        }
    }

    /// Each text with its tokens, as kind and scalars.
    static let texts: [(String, [(Token.Kind, String)])] = [
        ("Code: A7K9Q2.", [(.word, "Code"), (.symbol, ":"), (.space, " "), (.alphanumeric, "A7K9Q2"), (.symbol, ".")]),
        // Letters and digits that are not all ASCII are split; ASCII ones are one token.
        ("BKGR5M를 인증번호123456", [(.alphanumeric, "BKGR5M"), (.word, "를"), (.space, " "), (.word, "인증번호"), (.number, "123456")]),
        ("رمز١٢٣٤ ok", [(.word, "رمز"), (.number, "١٢٣٤"), (.space, " "), (.word, "ok")]),
        ("код 1234", [(.word, "код"), (.space, " "), (.number, "1234")]),
        // Blanks after a line break belong to it; a line break after blanks does not.
        ("a\n  \nb  \nc", [(.word, "a"), (.lineBreak, "\n  \n"), (.word, "b"), (.space, "  "), (.lineBreak, "\n"), (.word, "c")]),
        ("验证码123456", [(.unspaced, "验"), (.unspaced, "证"), (.unspaced, "码"), (.number, "123456")]),
        ("", []),
    ]

    @Test(arguments: texts.indices)
    func tokens(_ index: Int) {
        let (text, expected) = Self.texts[index]
        let tokens = MessageText.withParsed(text) { message in
            message.tokens.map { token in
                (token.kind, String(String.UnicodeScalarView(message.scalars[token.start..<token.end])))
            }
        }
        #expect(tokens.map(\.0) == expected.map(\.0), "\(text)")
        #expect(tokens.map(\.1) == expected.map(\.1), "\(text)")
    }

    /// Offsets of the leading ASCII are computed, the rest stored: both give the same text.
    @Test func stringAndRangeAcrossTheASCIIPrefix() {
        let text = "Your code is 123456 — код 654321 ok"
        let scalars = Array(text.unicodeScalars)
        MessageText.withParsed(text) { message in
            for start in 0...scalars.count {
                for end in start...scalars.count {
                    let expected = String(String.UnicodeScalarView(scalars[start..<end]))
                    #expect(message.string(start, end) == expected)
                    #expect(String(text[message.range(start, end, in: text)]) == expected)
                }
            }
        }
    }

    /// Blanks are never two tokens in a row (they join the blanks or the line break before
    /// them), so `skippingBlank` steps over at most one token, as the loops it replaced did.
    @Test(arguments: [
        "  Code :  12 34\t \n  \n\t x", " \u{3000}a\u{A0} \n\r\n b  ", "код  1234 \n", "\n", " ", "a",
    ])
    func blanksAreNeverTwoTokensInARow(_ text: String) {
        for state in TokenMachine.State.allCases where state == .space || state == .lineBreak {
            #expect(!TokenMachine.step(state, .space).startsToken)
        }
        MessageText.withParsed(text) { message in
            let kinds = message.tokens.map(\.kind)
            for index in kinds.indices.dropFirst() { #expect(!(kinds[index - 1] == .space && kinds[index] == .space), "\(text)") }
            for index in -1...kinds.count {
                var after = index
                while after >= 0, after < kinds.count, kinds[after] == .space { after += 1 }
                if index >= 0 { #expect(message.skippingBlank(after: index) == after, "\(text) \(index)") }
                var before = index
                while before >= 0, before < kinds.count, kinds[before] == .space { before -= 1 }
                if index < kinds.count { #expect(message.skippingBlank(before: index) == before, "\(text) \(index)") }
            }
        }
    }

    /// Tokens hold their indices as `Int32`: half the memory of `Int`s.
    @Test func tokenIs24Bytes() {
        #expect(MemoryLayout<Token>.stride == 24)
    }
}
