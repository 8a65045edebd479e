/// Hides the middle digits of a phone number (`13812341234` → `138****1234`), so the prompt
/// can say where the code went without printing the whole number on a shared screen.
public enum PhoneMask {
    /// The number with spaces and punctuation dropped and its middle digits replaced by `*`.
    /// A leading `+` is kept.
    public static func mask(_ number: String) -> String {
        let plus = number.hasPrefix("+") ? "+" : ""
        let digits = Array(number.filter { $0.isASCII && $0.isNumber })
        guard digits.count >= 5 else { return plus + String(repeating: "*", count: digits.count) }
        let tail = digits.count >= 8 ? 4 : 2
        let head = digits.count >= 10 ? 3 : (digits.count >= 7 ? 2 : 1)
        let hidden = digits.count - head - tail
        return plus + String(digits.prefix(head)) + String(repeating: "*", count: hidden)
            + String(digits.suffix(tail))
    }
}
