import CodeExtract

/// Counts for precision, recall and accuracy, scored as the corpus README says: a wrong
/// code counts against both precision and recall; a code for a NONE row is a false alarm.
struct Tally {
    var rows = 0
    var correct = 0
    var truePositive = 0
    var wrongCode = 0
    var falseAlarm = 0
    var missed = 0
    var positives = 0

    mutating func add(expected: String?, predicted: String?) {
        rows += 1
        switch (expected, predicted) {
        case (nil, nil): correct += 1
        case (nil, .some): falseAlarm += 1
        case (.some, nil): missed += 1; positives += 1
        case let (.some(want), .some(got)):
            positives += 1
            if CodeComparison.matches(got, expected: want) {
                truePositive += 1
                correct += 1
            } else {
                wrongCode += 1
            }
        }
    }

    var precision: Double { ratio(truePositive, truePositive + wrongCode + falseAlarm) }
    var recall: Double { ratio(truePositive, positives) }
    var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    var accuracy: Double { ratio(correct, rows) }

    private func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 1 : Double(a) / Double(b) }
}
