/// Draws a `CodeBoxState` as text: a pure function of state, appearance, capabilities and
/// terminal width, so every look can be asserted in a unit test.
///
/// The full layout is three rows of box-drawing boxes; when it does not fit, a compact row
/// (`[4] 8  _ - _  _  _ `) is used; on a terminal without cursor control everything is one
/// line that the driver rewrites with `\r`. The active box is marked in a way that survives
/// `NO_COLOR` and `TERM=dumb`: heavy (or `#`) borders, or brackets in the compact row.
public enum CodeBoxRenderer {
    /// Spaces before the boxes and the suggestion, so they sit under the prompt text.
    static let indent = "  "

    /// Renders one frame for a terminal `width` columns wide.
    public static func render(
        _ state: CodeBoxState, appearance: CodeBoxAppearance, capabilities: TerminalCapabilities, width: Int
    ) -> Frame {
        let room = max(width - 1, 10)   // never write the last column: it would wrap
        let style = Style(capabilities: capabilities)
        if !capabilities.cursorControl {
            return singleLine(state, appearance: appearance, style: style, room: room)
        }
        var lines: [String] = []
        for line in headerLines(state, appearance: appearance, style: style) {
            lines.append(style.fit(line, room: room))
        }
        let boxes = BoxRow(state: state, appearance: appearance, style: style)
        let cursorRow: Int
        let cursorColumn: Int
        if indent.count + boxes.fullWidth <= room {
            cursorRow = lines.count + 1
            cursorColumn = indent.count + boxes.fullCaretColumn
            lines += boxes.fullRows().map { indent + $0 }
        } else {
            cursorRow = lines.count
            cursorColumn = indent.count + boxes.compactCaretColumn
            lines.append(indent + boxes.compactRow())
        }
        if let below = suggestionLine(state, appearance: appearance, style: style) {
            lines.append(style.fit(indent + below, room: room))
        }
        if let notice = noticeLine(state, style: style) {
            lines.append(style.fit(indent + notice, room: room))
        }
        let showCursor: Bool = if case .editing = state.phase { true } else { false }
        return Frame(lines: lines, cursor: showCursor ? (cursorRow, cursorColumn) : nil)
    }

    // MARK: Pieces

    static func headerLines(_ state: CodeBoxState, appearance: CodeBoxAppearance, style: Style) -> [String] {
        let noun = state.configuration.alphabet == .digits ? "digit" : "character"
        let masked = appearance.phone.map(PhoneMask.mask)
        var lines: [String] = []
        if let prompt = appearance.prompt.map(DisplayWidth.printable) {
            lines.append(style.bold(prompt))
            if let masked { lines.append(style.dim("Sent to \(masked)")) }
        } else {
            var text = "Enter the \(state.length)-\(noun) code"
            if let masked { text += " sent to \(masked)" }
            lines.append(style.bold(text))
        }
        return lines
    }

    /// `From Messages (Google): 483920 @example.com — Tab to fill`, or the discreet feed status.
    static func suggestionLine(_ state: CodeBoxState, appearance: CodeBoxAppearance, style: Style) -> String? {
        if let offered = state.suggestion {
            var source = "From Messages"
            if let label = offered.label.map(DisplayWidth.printable), !label.isEmpty { source += " (\(label))" }
            let code = appearance.mask
                ? String(repeating: style.maskGlyph, count: offered.code.count) : DisplayWidth.printable(offered.code)
            var line = style.dim(source + ": ") + style.bold(code)
            if let domain = offered.domain.map(DisplayWidth.printable), !domain.isEmpty {
                line += style.dim(" @" + domain)
            }
            return line + style.dim(" \(style.dash) Tab to fill")
        }
        if state.feed == .unavailable {
            return style.dim("(no autofill: smswatchd is not running)")
        }
        return nil
    }

    static func noticeLine(_ state: CodeBoxState, style: Style) -> String? {
        guard let notice = state.notice else { return nil }
        let noun = state.configuration.alphabet == .digits ? "digits" : "characters"
        switch notice {
        case .incomplete(let missing):
            return style.color("Enter all \(state.length) \(noun) (\(missing) missing)", sgr: "33")
        case .refusedCharacter:
            return style.color(state.configuration.alphabet == .digits ? "Digits only" : "Letters and digits only", sgr: "33")
        case .nothingToPaste:
            return style.color("Nothing to paste: no \(noun) in the pasted text", sgr: "33")
        case .rejected(let detail):
            var text = "\(style.cross) Code not accepted \(style.dash) try again"
            if let detail, !detail.isEmpty { text += ": " + DisplayWidth.printable(detail) }
            return style.color(text, sgr: "31")
        case .verifying:
            return style.dim("Checking the code\(style.ellipsis)")
        }
    }

    /// The whole prompt on one line for terminals without cursor control.
    static func singleLine(_ state: CodeBoxState, appearance: CodeBoxAppearance, style: Style, room: Int) -> Frame {
        let boxes = BoxRow(state: state, appearance: appearance, style: style)
        let label = appearance.prompt.map(DisplayWidth.printable) ?? "Code"
        let prefix = DisplayWidth.truncate(label, to: max(room - boxes.compactWidth - 2, 4), ellipsis: "...") + ": "
        var line = prefix + boxes.compactRow()
        if let offered = state.suggestion {
            let code = appearance.mask ? String(repeating: "*", count: offered.code.count) : offered.code
            line += "  (Tab: \(DisplayWidth.printable(code)))"
        }
        if let notice = noticeLine(state, style: style) { line += "  " + notice }
        line = DisplayWidth.truncate(line, to: room, ellipsis: "...")
        let column = DisplayWidth.of(prefix) + boxes.compactCaretColumn
        let showCursor: Bool = if case .editing = state.phase { true } else { false }
        return Frame(lines: [line], cursor: showCursor ? (0, column) : nil)
    }
}
