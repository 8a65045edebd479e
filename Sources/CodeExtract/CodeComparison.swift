/// Scoring helpers shared by the evaluation and the CLI.
public enum CodeComparison {
    /// `code` reduced to what the corpus compares: letters and digits only (digits of any
    /// script in ASCII), case-folded.
    public static func normalized(_ code: String) -> String {
        var result = ""
        result.reserveCapacity(code.utf8.count)
        for scalar in code.unicodeScalars {
            switch ScalarClass.of(scalar) {
            case .digit: result.unicodeScalars.append(Unicode.Scalar(48 + ScalarClass.digitValue(scalar)))
            case .spacedLetter, .unspacedLetter:
                if scalar.properties.generalCategory == .nonspacingMark { continue }
                result += String(scalar).lowercased()
            default: continue
            }
        }
        return result
    }

    /// Whether a prediction matches an expected code as the corpus README scores it.
    public static func matches(_ predicted: String, expected: String) -> Bool {
        normalized(predicted) == normalized(expected)
    }
}
