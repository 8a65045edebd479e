@testable import CodeExtract
import Testing

/// `extract` takes shortcuts that `explain` does not (`CandidateJudge.judge`,
/// `CodeExtractor.judging`): it weighs a candidate's support before the rules that may refuse
/// it, stops weighing where nothing could add to the support, and skips the layout of a
/// message in which no word could back a candidate. Each rests on a fact checked here, and
/// each must leave the code chosen as it was (every table row also compares `extract` with
/// `explain`, in `check`).
@Suite struct ExtractShortcutTests {
    /// The support a site gives is at most its weight, and the displayed-line rule gives a
    /// site's weight at most: with every weight at most 1, a support of 1 cannot be beaten.
    @Test func noLexiconWeightIsAboveOne() {
        let entries = KeywordTrie.Builder(Lexicon.groups).entries
        #expect(entries.count > 1000)
        let heavy = entries.filter { $0.weight > 1 || $0.weight < 0 }
        #expect(heavy.isEmpty, "weights outside 0…1: \(heavy.prefix(5))")
        #expect(CandidateJudge.bracketedRequestSupport <= 1)
    }

    /// Without a word naming, asking for or pointing at a code, a message of several numbers
    /// has none; a message that is its one number (with a validity or a sender's tag at
    /// most), or framed for the SMS Retriever, still can.
    static let withoutCodeWords: [MessageCase] = [
        row("en", "Fabrikam Bank: payment of 1250 to account 99872211 done on 14 Mar.", nil),
        row("en", "Your Contoso parcel 55120943 is out for delivery, driver 8841.", nil),
        row("de", "Fabrikam: Bestellung 442197 versandt, Sendung 7781 folgt.", nil),
        row("en", "482913", "482913"),
        // One number and its validity (units: parts of it, not words), or a sender's tag with one.
        row("en", "482913 (5 min)", "482913"),
        row("en", "[Contoso] 482913 10 min", "482913"),
        row("en", "G-830829 Contoso", "830829"),
        row("en", "Fabrikam 482913", nil),
        row("en", "482913 Contoso Fabrikam", nil),
        row("en", "2024", nil),
        row("en", "<#> 630 528 for Fabrikam, 2 of 3\nFA+9qCX9VSu", "630528"),
        row("en", "Fabrikam code 2215, branch 4471", "2215"),
    ]

    @Test(arguments: withoutCodeWords) func messagesWithoutCodeWords(_ item: MessageCase) {
        check(item)
    }

    /// The shortcuts leave the whole extraction as it was, not only the code: confidence,
    /// range and service name, on messages with several candidates.
    @Test func shortcutsKeepTheWholeExtraction() {
        let texts = [
            "Fabrikam: your code is 583920. Order 1182734 ships today.",
            "Contoso order 77120 confirmed. Enter 401928 to sign in; it is not your order number.",
            "[Fabrikam] 5512 is your one-time code. Balance 1,204.50, card 4410.",
            "Use 8821 or 9930 to sign in to Contoso",
        ]
        for text in texts {
            #expect(CodeExtractor().extract(text) == CodeExtractor().explain(text).extraction, "\(text)")
        }
    }
}
