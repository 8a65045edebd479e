@testable import CodeExtract
import Testing

/// The keyword automaton finds exactly the matches of the plain definition: the trie walked
/// from every position of the folded text (marks skipped inside a word, a run of blanks read
/// as one, the boundaries each entry needs). The walk here is that definition written
/// directly over the trie's dictionaries, sharing nothing with the automaton but the trie.
@Suite struct KeywordAutomatonTests {
    struct Found: Equatable, CustomStringConvertible {
        var start: Int
        var end: Int
        var entry: KeywordEntry
        var description: String { "\(start)..<\(end) \(entry.role)" }
    }

    /// The trie as built before compiling, shared by the tests.
    static let builder = KeywordTrie.Builder(Lexicon.groups)

    /// Every match, walking the trie from each position.
    static func walked(_ message: MessageText) -> [Found] {
        let folded = message.folded
        let classes = UnsafeBufferPointer(message.classes)
        let blank: UInt32 = 0x20
        var found: [Found] = []
        for start in 0..<folded.count where folded[start] != ScalarFolding.skipped && folded[start] != blank {
            var before = start - 1
            while before >= 0 && folded[before] == ScalarFolding.skipped { before -= 1 }
            let insideWord = before >= 0 && classes[before] == .spacedLetter
            guard var node = builder.children[0][folded[start]].map(Int.init) else { continue }
            var lastRead = folded[start]
            var index = start + 1
            while true {
                let entryIndex = Int(builder.entryAt[node])
                if entryIndex >= 0 {
                    let entry = builder.entries[entryIndex]
                    if boundariesHold(entry, folded, classes, start, insideWord: insideWord, index) {
                        var end = index
                        if entry.extendsToWordEnd {
                            while end < folded.count && classes[end] == .spacedLetter { end += 1 }
                        }
                        found.append(Found(start: start, end: end, entry: entry))
                    }
                }
                while index < folded.count && (folded[index] == ScalarFolding.skipped || (folded[index] == blank && lastRead == blank)) {
                    index += 1
                }
                guard index < folded.count, let child = builder.children[node][folded[index]] else { break }
                node = Int(child)
                lastRead = folded[index]
                index += 1
            }
        }
        return found
    }

    /// Whether `entry`, matched from `start` to `end`, stands at the word boundaries it needs:
    /// not after a letter of a spaced script unless it may begin inside a word (Hebrew: after
    /// one prefix letter that begins the word), not before one unless it may end inside a
    /// word, and not before a digit that goes on with one more (unless a currency or unit).
    static func boundariesHold(
        _ entry: KeywordEntry, _ folded: FoldedScalars, _ classes: UnsafeBufferPointer<ScalarClass>,
        _ start: Int, insideWord: Bool, _ end: Int
    ) -> Bool {
        if entry.needsStartBoundary && insideWord {
            let hebrewPrefixes: Set<UInt32> = [0x5D4, 0x5D1, 0x5D5, 0x5DC, 0x5DE, 0x5E9, 0x5DB]
            guard entry.allowsHebrewPrefix, hebrewPrefixes.contains(folded[start - 1]), start == 1 || classes[start - 2] != .spacedLetter
            else { return false }
        }
        if entry.needsEndBoundary && end < classes.count {
            if classes[end] == .spacedLetter { return false }
            let digitGoesOn = classes[end] == .digit && (end + 1 == classes.count || classes[end + 1] != .digit)
            if digitGoesOn && entry.role != .currency && entry.role != .unit { return false }
        }
        return true
    }

    static func automaton(_ message: MessageText) -> [Found] {
        Lexicon.trie.unprunedMatches(in: message).map { Found(start: $0.start, end: $0.end, entry: $0.entry) }
    }

    static func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        MessageText.withParsed(text) { message in
            let expected = walked(message)
            let actual = automaton(message)
            #expect(actual == expected, "\(text.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        "Your verification code is 482913", "barcode 1234 and unicode", "Bestätigungscode: 8812",
        "one-time  password 5521", "one time\u{301} password", "OTP\u{200C}code", "验证码为123456，请勿泄露",
        "רמז: הקוד שלך הוא 4411", "בקוד 1234", "sale7 OTP482913", "RM5 ke akaun", "رمز التحقق ٤٥٦٧",
        "Mã OTP của bạn là 554433", "Ma OTP cua ban la 554433", "\u{301}code 1234", "code\u{301} 1234",
        "", " ", "a", "code", "  code  ", "encoded encoding code", "รหัสอ้างอิง ABCD รหัส OTP 1234",
        // Long enough for two readers, with a long phrase across the middle (the second reader
        // must then be run again from the first one's state).
        "Hello there, your one-time verification code is 482913; do not share it with anyone.",
        "x x x x x x x x x x x x x x x one time password x x x x x x x x x x x x x x x x 1234",
        "ובקוד 1234", "הקוד7 שלך", "code7", "code77", "RM5", "min5", "  \u{301}  code", "one \u{301} time code",
        // U+0000 once folded to the value of a skipped mark (and reached the automaton's loop
        // without marks from the ASCII read eight bytes at a time): at the start, the middle
        // and the end of a long text.
        "co\u{0}de 12345678", "Your verification co\u{0}de is 482913 and that is all there is to it, really.",
        "A long enough text for two readers to share, and then a code\u{0}\u{0} 1234", "\u{0}\u{1}\u{2}123456",
    ])
    func handwrittenTexts(_ text: String) {
        Self.check(text)
    }

    /// Texts made of lexicon words from every language, cut, glued and separated in the ways
    /// that test the boundaries: blanks single and doubled, hyphens, marks, joiners, digits,
    /// letters of the same script before and after, capitals.
    @Test(arguments: 0..<24)
    func generatedTexts(_ seed: Int) {
        var random = RobustnessTests.SeededGenerator(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        let words = Lexicon.groups.flatMap { group in group.words.map { String($0.filter { $0 != "*" }) } }
        let glue = [
            " ", "  ", "-", "_", "\u{301}", "\u{200C}", "\u{640}", "\u{64B}", "1", "4821", ":", "：", "\n", "", "", "", "s", "x",
            "é", "и", "ا", "ה", "ב", "码", "\t", "\u{A0}", "\u{3000}", ".", "(", "「",
        ]
        for _ in 0..<60 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                var word = words.randomElement(using: &random)!
                switch Int.random(in: 0..<6, using: &random) {
                case 0: word = word.uppercased()
                case 1: word = String(word.prefix(Int.random(in: 1...max(1, word.count), using: &random)))
                case 2: word = String(word.dropFirst(Int.random(in: 0...max(0, word.count - 1), using: &random)))
                default: break
                }
                text += glue.randomElement(using: &random)! + word
            }
            text += glue.randomElement(using: &random)!
            Self.check(text)
        }
    }

    /// The robustness suite's hostile fragments (marks, joiners, emoji, digits of other
    /// scripts, brackets, URLs) run together in random order and length.
    @Test(arguments: 0..<12)
    func hostileFragments(_ seed: Int) {
        var random = RobustnessTests.SeededGenerator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        for _ in 0..<40 {
            var text = ""
            for _ in 0..<Int.random(in: 1...40, using: &random) { text += RobustnessTests.fragments.randomElement(using: &random)! }
            Self.check(text)
        }
    }

    /// Long phrases at every place across the middle of a long text: where a walk alive at
    /// the middle began before the second reader, it is run again from the first's state.
    @Test(arguments: ["one time password", "verification code", "код подтверждения", "mã xác thực của bạn", "do not share this code"])
    func longPhrasesAcrossTheMiddle(_ phrase: String) {
        for lead in 0..<48 {
            Self.check(String(repeating: "x", count: lead) + " " + phrase + " 482913 " + String(repeating: "y ", count: 20))
        }
    }

    /// A lexicon scalar's symbol carries its letter flag, taken from the folded form: every
    /// scalar that folds to it must be a letter exactly when the folded form is, or the
    /// automaton would think it read a letter where the text has none (or the other way).
    @Test func everyScalarIsALetterExactlyWhenItsFoldedFormIs() {
        let tables = Lexicon.trie.automaton.tables
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let folded = ScalarFolding.fold(scalar)
            guard folded != ScalarFolding.skipped, tables.isLexiconScalar(folded), let form = Unicode.Scalar(folded) else { continue }
            checked += 1
            let letter = ScalarClass.of(scalar) == .spacedLetter
            #expect(letter == (ScalarClass.of(form) == .spacedLetter), "U+\(String(value, radix: 16)) folds to U+\(String(folded, radix: 16))")
        }
        #expect(checked > 1000, "the lexicon's scalars were found")
    }

    /// The automaton's tables stay within their packed layout with room to spare: a
    /// lexicon that outgrew it would make the first extraction trap.
    @Test func theLexiconLeavesRoomInThePackedLayout() {
        let use = Lexicon.trie.layoutUse
        #expect(use.states > 1000, "the lexicon was compiled")
        #expect(use.symbols <= 2046 * 8 / 10, "\(use.symbols) symbols of 2,046: widen the symbol field before adding scripts")
        #expect(use.slots <= (1 << 20) * 8 / 10, "\(use.slots) slots of 1,048,576: widen the state value before adding words")
        // The outputs name entry values, not entries: few enough that their table stays in the cache.
        let entries = Self.builder.entries.count
        #expect(use.entryValues > 10 && use.entryValues <= 256 && use.entryValues * 10 < entries, "\(use.entryValues) values of \(entries) entries")
    }
}
