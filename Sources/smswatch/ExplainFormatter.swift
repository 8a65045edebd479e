import CodeExtract

/// `--explain` output. Placeholder until CodeExtract's explanation API lands.
enum ExplainFormatter {
    static func explain(_ text: String, sender: String?, extractor: CodeExtractor) -> String {
        guard let found = extractor.extract(text, sender: sender) else { return "no code\n" }
        return "chosen: \(found.code) (confidence \(found.confidence))\n"
    }
}
