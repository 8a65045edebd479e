/// A key the prompt reacts to, already decoded from the terminal's bytes.
public enum Key: Sendable, Equatable {
    /// A printable character (not yet filtered: the state decides whether it is allowed).
    case character(Character)
    /// Backspace (DEL or ^H).
    case backspace
    /// Delete (`CSI 3 ~`) — clears the box under the caret.
    case delete
    /// ← or ^B.
    case left
    /// → or ^F.
    case right
    /// ↑ — the first box.
    case up
    /// ↓ — the first empty box.
    case down
    /// Home or ^A.
    case home
    /// End or ^E.
    case end
    /// Enter (CR or LF).
    case enter
    /// Tab — accepts the suggestion.
    case tab
    /// A lone Esc.
    case escape
    /// ^C: raw mode turns off ISIG, so the interrupt arrives as a byte.
    case interrupt
    /// ^D.
    case endOfInput
    /// ^U or ^W: clear every box.
    case clearAll
    /// ^Z: suspend like a cooked-mode program would.
    case suspend
}
