@_spi(Profiling) import CodeExtract
import Foundation

/// `extract-eval --bench-phases`: the time of each of CodeExtract's passes, on all the
/// distinct messages in turn (each new to the processor) and on a rotation of 16 that the
/// processor learns. The difference per pass is what new text costs it: mostly mispredicted
/// branches, and data that is not in the nearest cache. "rest (judging)" is `extract` less
/// the passes, which `extract` skips on a message with no candidate left: a residual.
enum Phases {
    static func run(_ paths: [String]) {
        let rows = CorpusFiles.load(paths).flatMap(\.rows)
        guard rows.count >= 16 else { CorpusFiles.fail("extract-eval: --bench-phases needs 16 rows or more", code: 66) }
        let extractor = CodeExtractor()
        let learned = Array(rows.prefix(16))
        print("pass              all \(rows.count), ns/msg   rotation of 16, ns/msg   new text costs")
        let all = ownTimes(cumulative(rows, extractor))
        let few = ownTimes(cumulative(learned, extractor))
        let names = ExtractionPhase.allCases.map(\.name) + ["rest (judging)", "extract, whole"]
        for (index, name) in names.enumerated() {
            print(
                name.padding(toLength: 18, withPad: " ", startingAt: 0)
                    + String(format: "%20.0f   %22.0f   %14.0f", all[index], few[index], all[index] - few[index]))
        }
    }

    /// Each pass's own time from the cumulative ones (a pass's time less the one before it),
    /// then the whole of `extract`.
    private static func ownTimes(_ cumulative: [Double]) -> [Double] {
        cumulative.indices.map { index in index == 0 ? cumulative[0] : cumulative[index] - cumulative[index - 1] }
            + [cumulative[cumulative.count - 1]]
    }

    /// Nanoseconds per message through each pass and then through the whole of `extract`,
    /// each the best of five.
    private static func cumulative(_ rows: [CorpusRow], _ extractor: CodeExtractor) -> [Double] {
        let rounds = max(1, 60_000 / rows.count)
        var best = [Double](repeating: .infinity, count: ExtractionPhase.allCases.count + 1)
        let messages = rows.count * rounds
        for _ in 0..<5 {
            for phase in ExtractionPhase.allCases {
                let time = Timing.nanosecondsPerMessage(messages) {
                    var count = 0
                    for _ in 0..<rounds { for row in rows { count &+= phase.run(row.text) } }
                    return count
                }
                best[phase.rawValue] = min(best[phase.rawValue], time)
            }
            let time = Timing.nanosecondsPerMessage(messages) {
                var found = 0
                for _ in 0..<rounds { for row in rows where extractor.extract(row.text, sender: row.sender) != nil { found += 1 } }
                return found
            }
            best[best.count - 1] = min(best[best.count - 1], time)
        }
        return best
    }
}
