import CodeExtract
import Foundation

/// `extract-eval --dump PATH...`: everything the extractor says about every row (the
/// extraction with its UTF-8 range, then the whole explanation), so that two builds can
/// be compared with `diff` before a change that should not change any output lands.
///
/// `extract-eval --repeat N PATH...`: extracts every row N times and prints nothing but a
/// count, for instruction counts under cachegrind (`scripts/extract-instructions.sh`).
enum Dump {
    static func run(_ paths: [String]) {
        let extractor = CodeExtractor()
        var out = ""
        for row in CorpusFiles.load(paths).flatMap(\.rows) {
            let sender = row.sender.isEmpty ? nil : row.sender
            out += "## \(row.id)\n"
            if let found = extractor.extract(row.text, sender: sender) {
                out += "extract: \(found.code) \(offsets(of: found.range, in: row.text)) \(found.kind) \(found.confidence) "
                out += "\(found.domain ?? "-") \(found.service ?? "-")\n"
            } else {
                out += "extract: NONE\n"
            }
            let explanation = extractor.explain(row.text, sender: sender)
            out += explanation.description + "\n"
            for candidate in explanation.candidates { out += "  @\(offsets(of: candidate.range, in: row.text))\n" }
            if out.utf8.count > 1 << 20 { flush(&out) }
        }
        flush(&out)
    }

    static func repeatExtracting(_ rounds: Int, _ paths: [String]) {
        let rows = CorpusFiles.load(paths).flatMap(\.rows).map { ($0.text, $0.sender.isEmpty ? nil : $0.sender) }
        let extractor = CodeExtractor()
        var found = 0
        for _ in 0..<rounds {
            for (text, sender) in rows where extractor.extract(text, sender: sender) != nil { found += 1 }
        }
        print("\(rows.count) messages × \(rounds): \(found) codes")
    }

    private static func offsets(of range: Range<String.Index>, in text: String) -> String {
        let utf8 = text.utf8
        return "\(utf8.distance(from: utf8.startIndex, to: range.lowerBound))..<\(utf8.distance(from: utf8.startIndex, to: range.upperBound))"
    }

    private static func flush(_ out: inout String) {
        FileHandle.standardOutput.write(Data(out.utf8))
        out = ""
    }
}
