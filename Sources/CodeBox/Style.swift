/// Glyphs and SGR attributes for the current terminal, so the renderer never tests
/// capabilities inline.
struct Style: Sendable {
    let capabilities: TerminalCapabilities

    var maskGlyph: String { capabilities.unicode ? "●" : "*" }
    var dash: String { capabilities.unicode ? "—" : "-" }
    var cross: String { capabilities.unicode ? "✗" : "x" }
    var ellipsis: String { capabilities.unicode ? "…" : "..." }

    /// Wraps `text` in an SGR attribute when the terminal understands them.
    func sgr(_ text: String, _ code: String) -> String {
        capabilities.cursorControl ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// A colour, which falls back to bold (errors must stay visible under NO_COLOR).
    func color(_ text: String, sgr code: String) -> String {
        capabilities.color ? sgr(text, code) : sgr(text, "1")
    }

    func bold(_ text: String) -> String { sgr(text, "1") }
    func dim(_ text: String) -> String { sgr(text, "2") }

    /// Cuts a styled line to `room` columns; styling is dropped on the rare line that is cut.
    func fit(_ line: String, room: Int) -> String {
        let plain = Frame.stripEscapes(line)
        if DisplayWidth.of(plain) <= room { return line }
        return DisplayWidth.truncate(plain, to: room, ellipsis: ellipsis)
    }
}
