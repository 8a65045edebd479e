import UnixKit

/// Percentiles of a sample, in the sample's unit.
struct Sample {
    private(set) var values: [Double] = []

    mutating func add(_ value: Double) { values.append(value) }

    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
        return sorted[max(0, min(sorted.count - 1, rank))]
    }

    var median: Double { percentile(50) }
    var count: Int { values.count }
}

/// Formats a number with `digits` decimals, without Foundation.
func format(_ value: Double, _ digits: Int = 2) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        if digits == 0 { text = String(text[..<dot]) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

/// One printed benchmark line: name, figure, baseline, ratio.
func report(_ name: String, _ value: String, baseline: String, ratio: Double?, target: String) {
    func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    let ratioText = ratio.map { "×" + format($0, 2) } ?? "—"
    say(pad(name, 34) + pad(value, 16) + pad(baseline, 26) + pad(ratioText, 9) + target)
}

func header() {
    report("benchmark", "figure", baseline: "baseline (same run)", ratio: nil, target: "target")
}

/// Writes a line to stdout at once (unbuffered), so figures appear as they are measured
/// even when stdout is a file.
func say(_ text: String = "") {
    try? FileDescriptor.standardOutput.writeAll(text + "\n")
}
