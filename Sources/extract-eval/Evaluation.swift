import CodeExtract

/// `extract-eval PATH...`: scores the extractor on labelled corpora and lists the failures.
enum Evaluation {
    static func run(_ paths: [String], showFailures: Bool) {
        let extractor = CodeExtractor()
        var overall = Tally()
        var byLanguage: [String: Tally] = [:]
        var failures: [String] = []
        for (file, rows) in CorpusFiles.load(paths) {
            var perFile = Tally()
            for row in rows {
                let got = extractor.extract(row.text, sender: row.sender.isEmpty ? nil : row.sender)?.code
                overall.add(expected: row.expected, predicted: got)
                perFile.add(expected: row.expected, predicted: got)
                let language = String(row.lang.split(separator: "-").first ?? "")
                byLanguage[language, default: Tally()].add(expected: row.expected, predicted: got)
                let right: Bool
                switch (row.expected, got) {
                case (nil, nil): right = true
                case let (.some(want), .some(code)): right = CodeComparison.matches(code, expected: want)
                default: right = false
                }
                if !right {
                    failures.append(
                        "\(row.id)\t\(row.lang)\texpected=\(row.expected ?? "NONE")\tgot=\(got ?? "NONE")\t\(row.text.replacingNewlines())")
                }
            }
            print("file \(file): \(summary(perFile))")
        }
        print("")
        print("overall: \(summary(overall))")
        print("")
        print("per language (worst accuracy first):")
        for (language, tally) in byLanguage.sorted(by: { ($0.value.accuracy, $0.key) < ($1.value.accuracy, $1.key) }) {
            print("  \(language.padding(8)) \(summary(tally))")
        }
        if showFailures && !failures.isEmpty {
            print("")
            print("failures (\(failures.count)):")
            for failure in failures { print(failure) }
        }
    }

    static func summary(_ tally: Tally) -> String {
        "rows \(tally.rows)  P \(fixed(tally.precision))  R \(fixed(tally.recall))  F1 \(fixed(tally.f1))  "
            + "acc \(fixed(tally.accuracy))  wrong \(tally.wrongCode)  false-alarm \(tally.falseAlarm)  missed \(tally.missed)"
    }

    static func fixed(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension String {
    func replacingNewlines() -> String {
        var result = ""
        for character in self { result += character == "\n" ? "\\n" : String(character) }
        return result
    }

    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
