/// The behaviour of one prompt, fixed for its lifetime (what the options asked for).
public struct CodeBoxConfiguration: Sendable, Equatable {
    /// Number of boxes (4–10).
    public var length: Int
    /// Allowed characters.
    public var alphabet: CodeAlphabet
    /// Submit as soon as the last box is filled (off with `--no-auto-submit`).
    public var autoSubmit: Bool
    /// Fill the boxes as soon as a suggestion arrives (`--auto-fill`).
    public var autoFill: Bool
    /// Only offer codes bound to this domain or to none (`--domain`).
    public var domain: String?
    /// Whether a `--verify` command checks the code before the prompt ends.
    public var verifies: Bool

    /// Creates a configuration; `length` is clamped to 1…32 so the state never traps.
    public init(
        length: Int = 6, alphabet: CodeAlphabet = .digits, autoSubmit: Bool = true,
        autoFill: Bool = false, domain: String? = nil, verifies: Bool = false
    ) {
        self.length = min(max(length, 1), 32)
        self.alphabet = alphabet
        self.autoSubmit = autoSubmit
        self.autoFill = autoFill
        self.domain = domain
        self.verifies = verifies
    }
}
