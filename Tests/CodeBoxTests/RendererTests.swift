import Testing
@testable import CodeBox

@Suite struct RendererTests {
    private let utf8 = TerminalCapabilities(unicode: true, color: true, cursorControl: true)
    private let plainUTF8 = TerminalCapabilities(unicode: true, color: false, cursorControl: true)
    private let ascii = TerminalCapabilities(unicode: false, color: false, cursorControl: true)
    private let dumb = TerminalCapabilities(unicode: false, color: false, cursorControl: false)

    private func state(_ typed: String, _ configuration: CodeBoxConfiguration = CodeBoxConfiguration(autoSubmit: false)) -> CodeBoxState {
        var state = CodeBoxState(configuration: configuration)
        for character in typed { _ = state.handle(.key(.character(character))) }
        return state
    }

    @Test func fullLayoutWithGroupsAndPhone() {
        let frame = CodeBoxRenderer.render(
            state("48"), appearance: CodeBoxAppearance(phone: "13812341234", group: 3),
            capabilities: plainUTF8, width: 80)
        #expect(frame.plainLines == [
            "Enter the 6-digit code sent to 138****1234",
            "  ╭───╮ ╭───╮ ┏━━━┓   ╭───╮ ╭───╮ ╭───╮",
            "  │ 4 │ │ 8 │ ┃   ┃ ─ │   │ │   │ │   │",
            "  ╰───╯ ╰───╯ ┗━━━┛   ╰───╯ ╰───╯ ╰───╯",
        ])
        #expect(frame.cursor?.row == 2)
        #expect(frame.cursor?.column == 16)
    }

    @Test func caretColumnAfterTheSeparator() {
        let frame = CodeBoxRenderer.render(
            state("4839"), appearance: CodeBoxAppearance(group: 3), capabilities: utf8, width: 80)
        // Boxes start at 2, each 5 wide + 1 gap, the separator adds 2: box 4 starts at 2+24+2.
        #expect(frame.cursor?.column == 30)
    }

    @Test func activeBoxIsHighlightedByColourAndByShape() {
        let coloured = CodeBoxRenderer.render(state(""), appearance: CodeBoxAppearance(), capabilities: utf8, width: 80)
        #expect(coloured.lines[1].contains("\u{1B}[1;36m┏━━━┓"))
        let noColour = CodeBoxRenderer.render(state(""), appearance: CodeBoxAppearance(), capabilities: plainUTF8, width: 80)
        #expect(!noColour.lines.joined().contains("36m"))
        #expect(noColour.plainLines[1].hasPrefix("  ┏━━━┓ ╭───╮"))
    }

    @Test func asciiFallback() {
        let frame = CodeBoxRenderer.render(state("4"), appearance: CodeBoxAppearance(), capabilities: ascii, width: 80)
        #expect(frame.plainLines[1] == "  +---+ #===# +---+ +---+ +---+ +---+")
        #expect(frame.plainLines[2] == "  | 4 | #   # |   | |   | |   | |   |")
    }

    @Test func maskShowsDotsButKeepsTheValue() {
        let typed = state("48")
        let frame = CodeBoxRenderer.render(typed, appearance: CodeBoxAppearance(mask: true), capabilities: plainUTF8, width: 80)
        #expect(frame.plainLines[2].hasPrefix("  │ ● │ │ ● │"))
        #expect(typed.code == "48")
    }

    @Test func narrowTerminalGetsTheCompactRow() {
        let frame = CodeBoxRenderer.render(
            state("48"), appearance: CodeBoxAppearance(group: 3), capabilities: plainUTF8, width: 30)
        #expect(frame.plainLines[1] == "   4  8 [_]-  _  _  _ ")
        #expect(frame.cursor?.row == 1)
        #expect(frame.cursor?.column == 9)
        #expect(frame.plainLines.allSatisfy { DisplayWidth.of($0) < 30 })
    }

    @Test func dumbTerminalGetsOneLineWithoutEscapes() {
        let frame = CodeBoxRenderer.render(state("48"), appearance: CodeBoxAppearance(), capabilities: dumb, width: 80)
        #expect(frame.lines == ["Code:  4  8 [_] _  _  _ "])
        #expect(frame.cursor?.column == 13)
    }

    @Test func suggestionLine() {
        var typed = state("")
        _ = typed.handle(offer("483920", label: "Google"))
        let frame = CodeBoxRenderer.render(typed, appearance: CodeBoxAppearance(), capabilities: plainUTF8, width: 80)
        #expect(frame.plainLines.last == "  From Messages (Google): 483920 — Tab to fill")
        let masked = CodeBoxRenderer.render(typed, appearance: CodeBoxAppearance(mask: true), capabilities: ascii, width: 80)
        #expect(masked.plainLines.last == "  From Messages (Google): ****** - Tab to fill")
    }

    @Test func suggestionLineShowsTheBoundDomain() {
        var typed = state("")
        _ = typed.handle(offer("483920", label: nil, domain: "example.com"))
        let frame = CodeBoxRenderer.render(typed, appearance: CodeBoxAppearance(), capabilities: plainUTF8, width: 80)
        #expect(frame.plainLines.last == "  From Messages: 483920 @example.com — Tab to fill")
    }

    @Test func withoutDaemonTheLineSaysSoDiscreetly() {
        var typed = state("")
        _ = typed.handle(.feed(.unavailable))
        let frame = CodeBoxRenderer.render(typed, appearance: CodeBoxAppearance(), capabilities: utf8, width: 80)
        #expect(frame.plainLines.last == "  (no autofill: smswatchd is not running)")
        #expect(frame.lines.last?.contains("\u{1B}[2m") == true)   // dim
    }

    @Test func customPromptAndRefusal() {
        var typed = state("4")
        _ = typed.handle(.key(.enter))
        let frame = CodeBoxRenderer.render(
            typed, appearance: CodeBoxAppearance(prompt: "Bank code", phone: "+44 7700 900123"),
            capabilities: plainUTF8, width: 80)
        #expect(frame.plainLines[0] == "Bank code")
        #expect(frame.plainLines[1] == "Sent to +447*****0123")
        #expect(frame.plainLines.last == "  Enter all 6 digits (5 missing)")
    }

    @Test func errorFlashIsRedAndTheCursorHiddenWhileVerifying() {
        var typed = state("", CodeBoxConfiguration(verifies: true))
        for character in "483920" { _ = typed.handle(.key(.character(character))) }
        let verifying = CodeBoxRenderer.render(typed, appearance: CodeBoxAppearance(), capabilities: utf8, width: 80)
        #expect(verifying.cursor == nil)
        #expect(verifying.plainLines.last == "  Checking the code…")
        _ = typed.handle(.verification(accepted: false, detail: nil))
        let flashing = CodeBoxRenderer.render(typed, appearance: CodeBoxAppearance(), capabilities: utf8, width: 80)
        #expect(flashing.lines[1].contains("\u{1B}[1;31m"))
        #expect(flashing.plainLines.last == "  ✗ Code not accepted — try again")
        #expect(flashing.cursor?.column == 4)
    }

    @Test(arguments: [("13812341234", "138****1234"), ("+8613812341234", "+861******1234"), ("12345", "1**45"), ("123", "***")])
    func phoneMask(number: String, masked: String) {
        #expect(PhoneMask.mask(number) == masked)
    }

    @Test func wideCharactersAreMeasured() {
        #expect(DisplayWidth.of("验证码") == 6)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.truncate("Enter the code now", to: 10, ellipsis: "…") == "Enter the…")
    }
}

@Suite struct UntrustedTextTests {
    @Test func escapeSequencesFromAnSMSNeverReachTheTerminal() {
        var state = CodeBoxState(configuration: CodeBoxConfiguration())
        _ = state.handle(offer("483920", label: "Bank\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J", domain: "a.com\n\u{9B}31m"))
        let frame = CodeBoxRenderer.render(
            state, appearance: CodeBoxAppearance(prompt: "Code\r\nnext"),
            capabilities: TerminalCapabilities(unicode: true, color: false, cursorControl: true), width: 100)
        // The raw output, not the escape-stripped view: the renderer's own escapes are
        // allowed, the SMS's (an OSC 52 clipboard write, a clear-screen) are not.
        let raw = frame.lines.joined()
        #expect(!raw.contains("\u{1B}]") && !raw.contains("\u{1B}[2J") && !raw.contains("\u{9B}") && !raw.contains("\u{07}"))
        #expect(!frame.plainLines.joined().contains("\r"))
        #expect(frame.plainLines[0] == "Code  next")
    }
}
