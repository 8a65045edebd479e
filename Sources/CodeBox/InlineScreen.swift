/// Draws frames in place below the shell prompt without clearing the screen, and erases
/// them on exit. Pure: it returns the bytes to write, so it can be tested without a tty.
///
/// It remembers how many rows it drew and where it left the cursor; each redraw goes back to
/// the first row, clears to the end of the screen and writes the new frame. After a resize the
/// old lines may have been re-wrapped by the terminal, so the way back up is measured with the
/// new width.
struct InlineScreen {
    /// Whether cursor movement works; without it one line is rewritten with `\r`.
    let cursorControl: Bool
    /// Plain text of the lines on screen, for the way back up.
    private var drawn: [String] = []
    /// The frame row the cursor is on, and the column (for the single-line mode).
    private var cursorRow = 0
    private var lastWidth = 0

    init(cursorControl: Bool) {
        self.cursorControl = cursorControl
    }

    /// Forgets what is on screen (after a suspend: the shell has written below us).
    mutating func forget() {
        drawn = []
        cursorRow = 0
    }

    /// The bytes that replace what is on screen with `frame`.
    mutating func draw(_ frame: Frame, width: Int) -> String {
        var output = cursorControl ? "\u{1B}[?25l" : ""
        output += moveToTop(width: width)
        if cursorControl {
            output += "\u{1B}[J" + frame.lines.joined(separator: "\r\n")
            let lastRow = max(frame.lines.count - 1, 0)
            if let cursor = frame.cursor {
                let up = lastRow - cursor.row
                if up > 0 { output += "\u{1B}[\(up)A" }
                output += "\r"
                if cursor.column > 0 { output += "\u{1B}[\(cursor.column)C" }
                output += "\u{1B}[?25h"
                cursorRow = cursor.row
            } else {
                cursorRow = lastRow
            }
        } else {
            let line = frame.plainLines.first ?? ""
            let previous = drawn.first.map(DisplayWidth.of) ?? 0
            let padding = max(previous - DisplayWidth.of(line), 0)
            output += line + String(repeating: " ", count: padding) + "\r"
            if let cursor = frame.cursor { output += Self.prefix(of: line, columns: cursor.column) }
            cursorRow = 0
        }
        drawn = frame.plainLines
        lastWidth = width
        return output
    }

    /// The bytes that remove the frame and leave the cursor where the frame began.
    mutating func erase(width: Int) -> String {
        guard !drawn.isEmpty else { return "" }
        var output = moveToTop(width: width)
        if cursorControl {
            output += "\u{1B}[J"
        } else {
            let previous = drawn.first.map(DisplayWidth.of) ?? 0
            output += String(repeating: " ", count: previous) + "\r"
        }
        drawn = []
        cursorRow = 0
        return output
    }

    /// Back to column 0 of the first row of the frame.
    private func moveToTop(width: Int) -> String {
        guard !drawn.isEmpty else { return "\r" }
        guard cursorControl else { return "\r" }
        let columns = max(width, 1)
        // Rows above the cursor: every line before the cursor's, as the terminal now wraps it.
        var up = 0
        for line in drawn.prefix(cursorRow) {
            up += max(1, (DisplayWidth.of(line) + columns - 1) / columns)
        }
        return "\r" + (up > 0 ? "\u{1B}[\(up)A" : "")
    }

    /// The start of `line` up to `columns`, rewritten to put the cursor there on a terminal
    /// that cannot move it.
    private static func prefix(of line: String, columns: Int) -> String {
        var result = ""
        var used = 0
        for character in line {
            let width = DisplayWidth.of(String(character))
            if used + width > columns { break }
            result.append(character)
            used += width
        }
        return result
    }
}
