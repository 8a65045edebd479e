import CodeExtract
import Foundation

/// `extract-eval --bench-rotation`: both extractors timed on rotations of 16, 64, 256 and all
/// the distinct messages. Not the benchmark (that is `--bench`, on all of them): a diagnosis
/// of where the time goes. A rotation small enough for the processor to learn (its branch
/// predictor remembers the branches each message takes) runs CodeExtract about 1.5 times as
/// fast as the full rotation, whose messages are each new to it (twice before the keyword
/// automaton): much of CodeExtract's time there is mispredicted branches, not instructions.
enum Rotation {
    static func run(_ paths: [String]) {
        let rows = CorpusFiles.load(paths).flatMap(\.rows)
        guard !rows.isEmpty else { CorpusFiles.fail("extract-eval: no rows to benchmark", code: 66) }
        let extractor = CodeExtractor()
        let naive = Benchmark.NaiveExtractor()
        // The same pseudo-random order every run, so that each size samples the same rows.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var shuffled = rows
        for index in shuffled.indices.reversed() where index > 0 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            shuffled.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        print("rotation size   CodeExtract ns/msg   naive ns/msg   ratio")
        for size in [16, 64, 256, rows.count] where size <= rows.count {
            // Several disjoint rotations of each size, so that one odd message does not decide.
            let groups = max(1, min(8, rows.count / size))
            var ours = 0.0
            var theirs = 0.0
            for group in 0..<groups {
                let rotation = Array(shuffled[group * size..<(group + 1) * size])
                ours += best(rotation.count, rounds: max(1, 100_000 / size)) { rounds in
                    var found = 0
                    for _ in 0..<rounds {
                        for row in rotation where extractor.extract(row.text, sender: row.sender) != nil { found += 1 }
                    }
                    return found
                }
                theirs += best(rotation.count, rounds: max(1, 25_000 / size)) { rounds in
                    var found = 0
                    for _ in 0..<rounds {
                        for row in rotation where naive.extract(row.text) != nil { found += 1 }
                    }
                    return found
                }
            }
            ours /= Double(groups)
            theirs /= Double(groups)
            let label = size == rows.count ? "\(size) (all)" : "\(size)"
            print(
                label.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(format: "%19.0f   %12.0f   ×%.2f", ours, theirs, theirs / ours))
        }
    }

    /// The best of three timings of `body(rounds)`, in nanoseconds per message.
    private static func best(_ messages: Int, rounds: Int, _ body: (Int) -> Int) -> Double {
        (0..<3).map { _ in Timing.nanosecondsPerMessage(messages * rounds) { body(rounds) } }.min()!
    }
}
