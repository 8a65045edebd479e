import CodeExtract

/// `smswatch extract --explain`: every candidate with why it was chosen or refused.
enum ExplainFormatter {
    static func explain(_ text: String, sender: String?, extractor: CodeExtractor) -> String {
        extractor.explain(text, sender: sender).description + "\n"
    }
}
