// extract-eval: scores CodeExtract on labelled corpora, or benchmarks it.
//
//   extract-eval [--no-failures] PATH...      precision, recall, F1, accuracy, failures
//   extract-eval --bench [PATH...]            messages/s against a naive NSRegularExpression baseline
//   extract-eval --bench-rotation [PATH...]   both, on rotations of 16, 64, 256 and all messages (diagnosis)
//   extract-eval --bench-phases [PATH...]     each pass's time, on new text and on text the processor learned
//   extract-eval --explain TEXT [SENDER]      every candidate and why
//   extract-eval --dump PATH...               every row's extraction and explanation, to diff two builds
//   extract-eval --repeat N PATH...           extract every row N times (for instruction counts)
//
// Exit codes: 0 success, 64 usage error, 65 malformed corpus, 66 unreadable file.
import CodeExtract
import Foundation

/// The shared corpora beside the repository, as the project is laid out (`../shared/corpus`),
/// or wherever `SMSWATCH_CORPUS` points.
let corpusRoot = ProcessInfo.processInfo.environment["SMSWATCH_CORPUS"] ?? "../shared/corpus"
let defaultCorpora = [corpusRoot + "/dev", corpusRoot + "/peer"]
var arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--help" || arguments.first == "-h" {
    print("usage: extract-eval [--no-failures] PATH... | --bench [PATH...] | --bench-rotation [PATH...] | --bench-phases [PATH...] | --explain TEXT [SENDER] | --dump PATH... | --repeat N PATH...")
    exit(0)
}
if arguments.first == "--explain" {
    guard arguments.count >= 2 else { CorpusFiles.fail("usage: extract-eval --explain TEXT [SENDER]", code: 64) }
    print(CodeExtractor().explain(arguments[1], sender: arguments.count > 2 ? arguments[2] : nil))
    exit(0)
}
if arguments.first == "--dump" {
    guard arguments.count >= 2 else { CorpusFiles.fail("usage: extract-eval --dump PATH...", code: 64) }
    Dump.run(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "--repeat" {
    guard arguments.count >= 3, let rounds = Int(arguments[1]), rounds >= 0 else {
        CorpusFiles.fail("usage: extract-eval --repeat N PATH...", code: 64)
    }
    Dump.repeatExtracting(rounds, Array(arguments.dropFirst(2)))
    exit(0)
}
if arguments.first == "--bench" {
    arguments.removeFirst()
    Benchmark.run(arguments.isEmpty ? defaultCorpora : arguments)
    exit(0)
}
if arguments.first == "--bench-phases" {
    arguments.removeFirst()
    Phases.run(arguments.isEmpty ? defaultCorpora : arguments)
    exit(0)
}
if arguments.first == "--bench-rotation" {
    arguments.removeFirst()
    Rotation.run(arguments.isEmpty ? defaultCorpora : arguments)
    exit(0)
}
var showFailures = true
if arguments.first == "--no-failures" {
    showFailures = false
    arguments.removeFirst()
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
    CorpusFiles.fail("extract-eval: unknown option \(unknown) (see --help)", code: 64)
}
guard !arguments.isEmpty else {
    CorpusFiles.fail("usage: extract-eval [--no-failures] PATH... (files or directories of .tsv)", code: 64)
}
Evaluation.run(arguments, showFailures: showFailures)
