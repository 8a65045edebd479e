import Foundation
import Testing
import TestSupport

// End-to-end tests of `smswatch codebox` in a real terminal: tmux on a private server
// (`tmux -L <name>`, never the user's), the built smswatchd on a temporary spool and socket,
// keys sent with `send-keys`, the screen read with `capture-pane -p` and the caret with
// `display -p '#{cursor_x}'`.
//
// Geometry asserted below (`--group 3`, full layout): row 0 is the prompt, rows 1–3 the boxes;
// box i starts at column 2 + 6·i (+2 after the separator) and its character cell is 2 further:
// columns 4, 10, 16, 24, 30, 36.

@Suite(.serialized)
struct CodeBoxTmuxTests {
    static let middle = 2
    static let caretColumns = [4, 10, 16, 24, 30, 36]

    @Test func typingBackspaceArrowsAndTheCaret() throws {
        let run = try CodeBoxTmux(arguments: ["--group", "3", "--no-autofill"])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 6-digit code") }
        #expect(try run.cursor() == (Self.caretColumns[0], Self.middle))

        for (index, digit) in ["4", "8", "3"].enumerated() {
            run.keys(digit)
            try run.waitForCursor(x: Self.caretColumns[index + 1])
        }
        #expect(try run.screen()[Self.middle].hasPrefix("  │ 4 │ │ 8 │ │ 3 │ ─ ┃   ┃"))

        run.keys("BSpace")   // the caret's box is empty: move back and clear the 3
        try run.waitForCursor(x: Self.caretColumns[2])
        #expect(try run.screen()[Self.middle].hasPrefix("  │ 4 │ │ 8 │ ┃   ┃ ─ │   │"))

        run.keys("Left")
        try run.waitForCursor(x: Self.caretColumns[1])
        run.keys("7")        // typing over a filled box overwrites without shifting
        try run.waitForCursor(x: Self.caretColumns[2])
        #expect(try run.screen()[Self.middle].hasPrefix("  │ 4 │ │ 7 │ ┃   ┃"))

        run.keys("Home")
        try run.waitForCursor(x: Self.caretColumns[0])
        run.keys("BSpace")   // the caret's box is filled: clear it, stay
        try run.waitForScreen { $0[Self.middle].hasPrefix("  ┃   ┃ │ 7 │") }
        #expect(try run.cursor().x == Self.caretColumns[0])
        run.keys("End")      // the first empty box
        try run.waitForCursor(x: Self.caretColumns[0])
        run.keys("Right")
        try run.waitForCursor(x: Self.caretColumns[1])

        run.keys("Escape")
        let result = try run.waitForExit()
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(try !run.screen().joined().contains("╭"))   // lines cleaned up
    }

    @Test func enterOnAnIncompleteCodeIsRefusedAndTheDigitsComplete() throws {
        let run = try CodeBoxTmux(arguments: ["--no-autofill", "--length", "4"])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 4-digit code") }
        run.keys("1")
        run.keys("Enter")
        try run.waitForScreen { $0.contains("  Enter all 4 digits (3 missing)") }
        for digit in ["2", "3", "4"] { run.keys(digit) }
        let result = try run.waitForExit()
        #expect(result.status == 0)
        #expect(result.stdout == "1234\n")
    }

    @Test func aBracketedPasteFillsEveryBoxWhateverTheCaret() throws {
        let run = try CodeBoxTmux(arguments: ["--no-autofill"])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 6-digit code") }
        run.keys("9")
        try run.waitForCursor(x: 10)
        run.paste("483 920")
        let result = try run.waitForExit()
        #expect(result.status == 0)
        #expect(result.stdout == "483920\n")   // no paste markers, no spaces
    }

    @Test func aCodeArrivingWhileOpenIsSuggestedAndTabFillsIt() throws {
        let daemon = try DaemonProcess()
        defer { daemon.stop() }
        let run = try CodeBoxTmux(arguments: ["--socket", daemon.socket], environment: ["SMSWATCH_SOCKET": daemon.socket])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 6-digit code") }
        #expect(try !run.screen().joined().contains("not running"))
        try daemon.drop("sms-1.txt", "Your Google verification code is 483920")
        try run.waitForScreen { screen in screen.contains { $0.contains("From Messages") && $0.contains("483920") && $0.contains("Tab to fill") } }
        run.keys("Tab")
        let result = try run.waitForExit()
        #expect(result.status == 0)
        #expect(result.stdout == "483920\n")
    }

    @Test func aRecentCodeIsReplayedAndMaskedUnderMask() throws {
        let daemon = try DaemonProcess()
        defer { daemon.stop() }
        try daemon.drop("sms-1.txt", "Your Google verification code is 271828")
        Thread.sleep(forTimeInterval: 0.5)
        let run = try CodeBoxTmux(arguments: ["--socket", daemon.socket, "--mask"])
        defer { run.stop() }
        try run.waitForScreen { screen in screen.contains { $0.contains("From Messages") && $0.contains("●●●●●●") } }
        #expect(try !run.screen().joined().contains("271828"))
        run.keys("Right")   // → at the end accepts too
        let result = try run.waitForExit()
        #expect(result.stdout == "271828\n")
    }

    @Test func withoutDaemonThePromptSaysSoAndStillWorks() throws {
        let run = try CodeBoxTmux(arguments: ["--socket", "/nonexistent/smswatchd.sock"])
        defer { run.stop() }
        try run.waitForScreen { $0.contains { $0.contains("smswatchd is not running") } }
        run.paste("111-222")
        #expect(try run.waitForExit().stdout == "111222\n")
    }

    @Test func controlCExits130AndLeavesTheTerminalCooked() throws {
        let run = try CodeBoxTmux(arguments: ["--no-autofill"])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 6-digit code") }
        run.keys("5")
        try run.waitForCursor(x: 10)
        run.keys("C-c")
        let result = try run.waitForExit()
        #expect(result.status == 130)
        #expect(result.stdout == "")
        #expect(result.sttyBefore == result.sttyAfter)
        let modes = result.sttyReport.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        #expect(modes.contains("icanon") && modes.contains("echo") && modes.contains("isig"))
    }

    @Test func timeoutExits124() throws {
        let run = try CodeBoxTmux(arguments: ["--no-autofill", "--timeout", "0.5"])
        defer { run.stop() }
        let result = try run.waitForExit()
        #expect(result.status == 124)
        #expect(result.sttyBefore == result.sttyAfter)
    }

    @Test func withoutATerminalOneLineIsReadFromStdin() throws {
        #expect(try CodeBoxTmux.pipe("483 920\n", arguments: []) == (0, "483920\n"))
        #expect(try CodeBoxTmux.pipe("48392\n", arguments: []).status == 1)
        #expect(try CodeBoxTmux.pipe("AB12\n", arguments: ["--alnum", "--length", "4"]) == (0, "AB12\n"))
    }

    @Test func sigtermRestoresTheTerminalAndEndsBySignal() throws {
        let run = try CodeBoxTmux(arguments: ["--no-autofill"])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 6-digit code") }
        run.keys("1")
        try run.waitForCursor(x: 10)
        kill(try run.codeboxPID(), SIGTERM)
        let result = try run.waitForExit()
        #expect(result.status == 128 + SIGTERM)
        #expect(result.sttyBefore == result.sttyAfter)
        #expect(try !run.screen().joined().contains("╭"))
    }

    @Test func sigtstpRestoresAndSigcontReentersRawMode() throws {
        let run = try CodeBoxTmux(arguments: ["--no-autofill"], jobControl: true)
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 6-digit code") }
        run.keys("4")
        try run.waitForCursor(x: 10)
        let pid = try run.codeboxPID()
        #expect(pid > 0)
        #expect(try run.currentModes() != run.modesBefore())     // raw while prompting
        kill(pid, SIGTSTP)
        try waitUntil("the terminal is cooked again", timeout: 5) { (try? run.currentModes()) == run.modesBefore() }
        kill(pid, SIGCONT)
        try waitUntil("the terminal is raw again", timeout: 5) { (try? run.currentModes()) != run.modesBefore() }
        try run.waitForScreen { $0.contains { $0.hasPrefix("  │ 4 │ ┃   ┃") } }
        run.keys("8")
        try run.waitForScreen { $0.contains { $0.hasPrefix("  │ 4 │ │ 8 │ ┃   ┃") } }
        run.keys("Escape")
        let result = try run.waitForExit()
        #expect(result.status == 1)
        #expect(result.sttyBefore == result.sttyAfter)
    }

    @Test func aNarrowTerminalGetsTheCompactRowOnResize() throws {
        let run = try CodeBoxTmux(arguments: ["--no-autofill", "--group", "3"])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 6-digit code") }
        run.keys("4")
        try run.waitForCursor(x: Self.caretColumns[1])
        run.resize(columns: 30)
        try run.waitForScreen { $0.contains("   4 [_] _ -  _  _  _") }
        #expect(try run.cursor() == (6, 1))
        #expect(try !run.screen().joined().contains("╭"))            // the old rows were cleared
        run.resize(columns: 100)
        try run.waitForScreen { $0.contains { $0.hasPrefix("  │ 4 │ ┃   ┃") } }
        #expect(try run.cursor() == (Self.caretColumns[1], Self.middle))
    }

    @Test func aRejectedCodeIsClearedAndTheNextOneAccepted() throws {
        let run = try CodeBoxTmux(arguments: [
            "--no-autofill", "--length", "4",
            "--verify", "read code; [ \"$code\" = 2468 ] || { echo 'wrong code'; exit 1; }",
        ])
        defer { run.stop() }
        try run.waitForScreen { $0.contains("Enter the 4-digit code") }
        run.paste("1111")
        try run.waitForScreen { $0.contains { $0.contains("Code not accepted") && $0.contains("wrong code") } }
        try run.waitForCursor(x: 4)
        #expect(try !run.screen().joined().contains("1"))
        run.paste("2468")
        let result = try run.waitForExit()
        #expect(result.status == 0)
        #expect(result.stdout == "2468\n")
    }
}
