/// Terminal column widths, so lines never reach the last column (where terminals wrap and
/// an inline redraw would lose track of its rows).
enum DisplayWidth {
    /// Columns taken by `text` on a terminal (East Asian wide characters take two,
    /// combining marks none). Escape sequences must already be stripped.
    static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Cuts `text` to at most `columns`, ending with an ellipsis when something was cut.
    static func truncate(_ text: String, to columns: Int, ellipsis: String) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        let room = columns - of(ellipsis)
        var result = ""
        var used = 0
        for character in text {
            let width = of(String(character))
            if used + width > room { break }
            result.append(character)
            used += width
        }
        return result + (room >= 0 ? ellipsis : "")
    }
}

extension DisplayWidth {
    /// `text` with control characters (C0, DEL, C1) replaced by spaces.
    ///
    /// Sender names, service names and domains come from SMS text that anyone can send: an
    /// escape sequence in them must never reach the terminal. The prompt and the `--verify`
    /// output go through the same filter, and a newline in them cannot break the layout.
    static func printable(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                || value == 0x2028 || value == 0x2029 || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            result.unicodeScalars.append(isControl ? " " : scalar)
        }
        return result
    }
}
