import Testing
@testable import CodeBox

/// The widths and caret columns the renderer lays out with agree with the rows drawn, for
/// every length, grouping and caret position.
@Suite struct BoxRowGeometryTests {
    // No cursor control: rows carry no escape sequences, so characters are columns.
    private let style = Style(capabilities: TerminalCapabilities(unicode: false, color: false, cursorControl: false))

    @Test(arguments: [4, 6, 8], [nil, 2, 3, 4] as [Int?])
    func geometryMatchesTheDrawnRows(length: Int, group: Int?) {
        let appearance = CodeBoxAppearance(group: group)
        var state = CodeBoxState(configuration: CodeBoxConfiguration(length: length, autoSubmit: false))
        for caret in 0...length - 1 {
            let row = BoxRow(state: state, appearance: appearance, style: style)
            let full = row.fullRows()
            #expect(full.allSatisfy { $0.count == row.fullWidth }, "full width, caret \(caret)")
            // The caret stands on the active box's character cell, between its two sides.
            let middle = Array(full[1])
            #expect(middle[row.fullCaretColumn - 2] == "#" && middle[row.fullCaretColumn + 2] == "#", "full caret \(caret): \(full[1])")
            let compact = row.compactRow()
            #expect(compact.count == row.compactWidth, "compact width, caret \(caret): \(compact)")
            let cells = Array(compact)
            #expect(cells[row.compactCaretColumn - 1] == "[" && cells[row.compactCaretColumn + 1] == "]", "compact caret \(caret): \(compact)")
            _ = state.handle(.key(.character("7")))
        }
    }
}
