/// How the prompt looks, independent of its behaviour.
public struct CodeBoxAppearance: Sendable, Equatable {
    /// The line above the boxes; nil for the default ("Enter the 6-digit code").
    public var prompt: String?
    /// Where the code was sent; shown with its middle digits hidden.
    public var phone: String?
    /// Draw a separator every `group` boxes (`--group 3` → 3+3); nil or 0 for none.
    public var group: Int?
    /// Show ● instead of the characters (the value is kept).
    public var mask: Bool

    /// Creates an appearance.
    public init(prompt: String? = nil, phone: String? = nil, group: Int? = nil, mask: Bool = false) {
        self.prompt = prompt
        self.phone = phone
        self.group = group
        self.mask = mask
    }
}

/// One drawing of the prompt: its lines (with SGR attributes) and where the terminal's
/// cursor goes. Rendering produces a frame; only the driver writes it to the terminal.
public struct Frame: Sendable, Equatable {
    /// The lines, top to bottom, each narrower than the terminal.
    public var lines: [String]
    /// Row (index into `lines`) and column (0-based) of the active box's character cell,
    /// or nil when the cursor should be hidden (while verifying).
    public var cursor: (row: Int, column: Int)?

    /// Creates a frame.
    public init(lines: [String], cursor: (row: Int, column: Int)?) {
        self.lines = lines
        self.cursor = cursor
    }

    /// The lines without escape sequences, as a terminal would show them.
    public var plainLines: [String] { lines.map(Self.stripEscapes) }

    /// Removes CSI sequences (`ESC [ … final`).
    public static func stripEscapes(_ line: String) -> String {
        var result = ""
        var iterator = line.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else { result.unicodeScalars.append(scalar); continue }
            guard iterator.next() == "[" else { continue }
            while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
        }
        return result
    }

    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.lines == rhs.lines && lhs.cursor?.row == rhs.cursor?.row && lhs.cursor?.column == rhs.cursor?.column
    }
}
