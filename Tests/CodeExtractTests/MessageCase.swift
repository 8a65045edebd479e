import CodeExtract
import Testing

/// One message of a test table and the code a user would type (nil: no code).
struct MessageCase: Sendable, CustomTestStringConvertible {
    var lang: String
    var text: String
    var expected: String?
    var sender: String?

    var testDescription: String { "[\(lang)] \(text.prefix(60)) → \(expected ?? "NONE")" }
}

/// A table row: language, text, expected code (nil for none), optional sender.
func row(_ lang: String, _ text: String, _ expected: String?, sender: String? = nil) -> MessageCase {
    MessageCase(lang: lang, text: text, expected: expected, sender: sender)
}

/// Extracts and checks one case, including that the range covers the code.
func check(_ item: MessageCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let extraction = CodeExtractor().extract(item.text, sender: item.sender)
    let explanation = CodeExtractor().explain(item.text, sender: item.sender)
    #expect(extraction?.code == item.expected, "\(explanation)", sourceLocation: sourceLocation)
    // `extract` weighs a candidate's support before the rules that may refuse it, and skips
    // the layout where no word could back a candidate; `explain` runs every rule in order.
    // Both must choose the same code.
    #expect(explanation.extraction == extraction, "extract and explain disagree", sourceLocation: sourceLocation)
    if let extraction {
        #expect(CodeComparison.normalized(String(item.text[extraction.range])) == CodeComparison.normalized(extraction.code), sourceLocation: sourceLocation)
    }
}
