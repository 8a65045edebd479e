/// A short message on the status line, replaced or cleared by the next edit.
public enum CodeBoxNotice: Sendable, Equatable {
    /// Enter was pressed before every box was filled.
    case incomplete(missing: Int)
    /// A typed character is not allowed (a letter in a digits-only prompt).
    case refusedCharacter
    /// A paste contained nothing usable.
    case nothingToPaste
    /// The `--verify` command rejected the code; `detail` is its last line of output.
    case rejected(detail: String?)
    /// The `--verify` command is running.
    case verifying
}
