/// What the terminal can show, decided once from the environment and the options.
public struct TerminalCapabilities: Sendable, Equatable {
    /// Box-drawing characters and ● can be drawn (the locale is UTF-8).
    public var unicode: Bool
    /// SGR colours may be used (no `NO_COLOR`, no `--no-color`, not `TERM=dumb`).
    public var color: Bool
    /// Cursor movement, SGR attributes and DECSCUSR work (anything but `TERM=dumb`).
    public var cursorControl: Bool

    /// Creates capabilities explicitly (tests, embedding).
    public init(unicode: Bool, color: Bool, cursorControl: Bool) {
        self.unicode = unicode
        self.color = color && cursorControl
        self.cursorControl = cursorControl
    }

    /// Reads `LC_ALL`/`LC_CTYPE`/`LANG` (the first one set wins, as in setlocale),
    /// `NO_COLOR` (any non-empty value) and `TERM`.
    public static func detect(environment: [String: String], colorAllowed: Bool = true) -> TerminalCapabilities {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        let normalized = locale.lowercased().replacingAll("-", with: "")
        let unicode = normalized.contains("utf8")
        let term = environment["TERM"] ?? ""
        let dumb = term == "dumb" || term.isEmpty
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return TerminalCapabilities(unicode: unicode, color: colorAllowed && !noColor, cursorControl: !dumb)
    }
}

extension String {
    /// `replacing(_:with:)` without Foundation, for the few places that need it.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
