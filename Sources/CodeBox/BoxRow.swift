/// The boxes themselves, in the full (three-row) and compact (one-row) layouts.
struct BoxRow {
    let state: CodeBoxState
    let appearance: CodeBoxAppearance
    let style: Style

    private var unicode: Bool { style.capabilities.unicode }

    /// Box borders: light rounded for ordinary boxes, heavy for the active one, so the focus
    /// shows without any colour.
    private struct Border {
        let topLeft, top, topRight, side, bottomLeft, bottomRight: String
    }

    private var normalBorder: Border {
        unicode
            ? Border(topLeft: "╭", top: "─", topRight: "╮", side: "│", bottomLeft: "╰", bottomRight: "╯")
            : Border(topLeft: "+", top: "-", topRight: "+", side: "|", bottomLeft: "+", bottomRight: "+")
    }

    private var activeBorder: Border {
        unicode
            ? Border(topLeft: "┏", top: "━", topRight: "┓", side: "┃", bottomLeft: "┗", bottomRight: "┛")
            : Border(topLeft: "#", top: "=", topRight: "#", side: "#", bottomLeft: "#", bottomRight: "#")
    }

    /// Whether a separator comes before box `index`.
    private func separatorBefore(_ index: Int) -> Bool {
        guard let group = appearance.group, group > 0, index > 0 else { return false }
        return index % group == 0
    }

    /// Columns the group separators take before and at box `index` (each is two wide).
    private func separatorColumns(through index: Int) -> Int {
        guard index > 0 else { return 0 }
        return (1...index).count { separatorBefore($0) } * 2
    }

    private func glyph(at index: Int) -> String {
        guard let character = state.slots[index] else { return " " }
        return appearance.mask ? style.maskGlyph : String(character)
    }

    private var isEditing: Bool { state.phase == .editing }

    private func isActive(_ index: Int) -> Bool { isEditing && index == state.caret }

    /// Colour of box `index`: red while flashing an error, cyan for the active box.
    private func paint(_ text: String, index: Int) -> String {
        if state.isFlashingError { return style.color(text, sgr: "1;31") }
        if isActive(index) { return style.color(text, sgr: "1;36") }
        if state.slots[index] == nil { return style.capabilities.color ? style.dim(text) : text }
        return text
    }

    // MARK: Full layout: ╭───╮ │ 4 │ ╰───╯

    /// Columns taken by the full layout.
    var fullWidth: Int {
        state.length * 6 - 1 + separatorColumns(through: state.length - 1)
    }

    /// Column of the caret's character cell within the full layout.
    var fullCaretColumn: Int {
        state.caret * 6 + separatorColumns(through: state.caret) + 2
    }

    /// The three rows of the full layout.
    func fullRows() -> [String] {
        var top = "", middle = "", bottom = ""
        for index in 0..<state.length {
            if index > 0 {
                if separatorBefore(index) {
                    top += "   "; middle += " " + (unicode ? "─" : "-") + " "; bottom += "   "
                } else {
                    top += " "; middle += " "; bottom += " "
                }
            }
            let border = isActive(index) ? activeBorder : normalBorder
            let bar = String(repeating: border.top, count: 3)
            top += paint(border.topLeft + bar + border.topRight, index: index)
            middle += paint(border.side, index: index) + " " + cell(index) + " " + paint(border.side, index: index)
            bottom += paint(border.bottomLeft + bar + border.bottomRight, index: index)
        }
        return [top, middle, bottom]
    }

    /// The character in box `index`, bold when the box is active so reverse/colour is not
    /// the only cue.
    private func cell(_ index: Int) -> String {
        let text = glyph(at: index)
        if state.isFlashingError { return style.color(text, sgr: "1;31") }
        return isActive(index) ? style.bold(text) : text
    }

    // MARK: Compact layout: [4] 8  _ - _  _  _

    /// Columns taken by the compact row.
    var compactWidth: Int {
        state.length * 3 + separatorColumns(through: state.length - 1)
    }

    /// Column of the caret's character within the compact row.
    var compactCaretColumn: Int {
        state.caret * 3 + separatorColumns(through: state.caret) + 1
    }

    /// One row: every box three columns wide, the active one in brackets.
    func compactRow() -> String {
        var row = ""
        for index in 0..<state.length {
            if separatorBefore(index) { row += "- " }
            let text = state.slots[index] == nil ? "_" : glyph(at: index)
            if isActive(index) {
                row += style.color("[", sgr: "36") + style.sgr(text, "1;7") + style.color("]", sgr: "36")
            } else {
                row += paint(" " + text + " ", index: index)
            }
        }
        return row
    }
}
