import Testing
@testable import CodeBox

@Suite struct KeyTests {
    @Test func typingAdvances() {
        var script = Script()
        script.type("48")
        #expect(script.boxes == "48____")
        #expect(script.state.caret == 2)
    }

    @Test func refusedCharacterDoesNotMoveAndSaysWhy() {
        var script = Script()
        script.type("4")
        let effects = script.type("x")
        #expect(script.boxes == "4_____")
        #expect(script.state.caret == 1)
        #expect(effects == [.bell])
        #expect(script.state.notice == .refusedCharacter)
        script.type("8")
        #expect(script.state.notice == nil)
    }

    @Test func typedSeparatorIsIgnoredQuietly() {
        var script = Script()
        script.type("483-")
        #expect(script.boxes == "483___")
        #expect(script.effects.isEmpty)
    }

    @Test func nonASCIIDigitsBecomeASCII() {
        var script = Script()
        script.type("٤٨٣۹२०")
        #expect(script.effects == [.finish(.submitted("483920"))])
    }

    @Test func typingOverAFilledBoxOverwritesWithoutShifting() {
        var script = Script()
        script.type("4839")
        script.press(.home, .right)
        script.type("7")
        #expect(script.boxes == "4739__")
        #expect(script.state.caret == 2)
    }

    @Test func backspaceClearsTheCurrentBoxIfFilled() {
        var script = Script()
        script.type("483")
        script.press(.left)          // caret on the 3
        script.press(.backspace)
        #expect(script.boxes == "48____")
        #expect(script.state.caret == 2)
    }

    @Test func backspaceOnAnEmptyBoxMovesBackAndClears() {
        var script = Script()
        script.type("483")
        script.press(.backspace)
        #expect(script.boxes == "48____")
        #expect(script.state.caret == 2)
        script.press(.backspace, .backspace, .backspace)
        #expect(script.boxes == "______")
        #expect(script.state.caret == 0)
    }

    @Test func backspaceDoesNotShiftLaterBoxes() {
        var script = Script()
        script.type("4839")
        script.press(.home, .right, .backspace)
        #expect(script.boxes == "4_39__")
        #expect(script.state.caret == 1)
    }

    @Test func deleteClearsAtTheCaretWithoutMoving() {
        var script = Script()
        script.type("4839")
        script.press(.home, .delete)
        #expect(script.boxes == "_839__")
        #expect(script.state.caret == 0)
    }

    @Test func arrowsHomeAndEndMove() {
        var script = Script()
        script.type("483")
        script.press(.left, .left)
        #expect(script.state.caret == 1)
        script.press(.home)
        #expect(script.state.caret == 0)
        script.press(.left)
        #expect(script.state.caret == 0)
        script.press(.end)
        #expect(script.state.caret == 3)     // the first empty box
        script.press(.up)
        #expect(script.state.caret == 0)
        script.press(.down)
        #expect(script.state.caret == 3)
        script.press(.right)                 // nothing after: stays (no suggestion to accept)
        #expect(script.state.caret == 4)
    }

    @Test func controlUClearsEverything() {
        var script = Script()
        script.type("4839")
        script.press(.clearAll)
        #expect(script.state.isEmpty)
        #expect(script.state.caret == 0)
    }

    @Test func enterOnIncompleteCodeIsRefusedVisibly() {
        var script = Script()
        script.type("483")
        let effects = script.press(.enter)
        #expect(effects == [.bell])
        #expect(script.state.notice == .incomplete(missing: 3))
        #expect(script.state.phase == .editing)
    }

    @Test func autoSubmitOnTheLastCharacterFiresOnce() {
        var script = Script()
        script.type("483920")
        #expect(script.effects == [.finish(.submitted("483920"))])
        script.press(.enter)
        script.type("1")
        #expect(script.completions == 1)
    }

    @Test func noAutoSubmitWaitsForEnter() {
        var script = Script(CodeBoxConfiguration(autoSubmit: false))
        script.type("483920")
        #expect(script.effects.isEmpty)
        #expect(script.state.caret == 5)
        script.type("1")                    // overwrites the last box
        #expect(script.boxes == "483921")
        script.press(.enter)
        #expect(script.effects == [.finish(.submitted("483921"))])
        script.press(.enter)
        #expect(script.completions == 1)
    }

    @Test func overwritingOneBoxOfACompleteCodeDoesNotCompleteAgain() {
        // Auto-submit fires on the transition to complete; with --verify rejecting, the state
        // goes back to editing, and a retyped code completes once more.
        var script = Script(CodeBoxConfiguration(verifies: true))
        script.type("483920")
        #expect(script.effects == [.verify("483920")])
        script.type("5")                    // ignored while verifying
        #expect(script.completions == 1)
    }

    @Test func escapeCancels() {
        var script = Script()
        script.type("48")
        #expect(script.press(.escape) == [.finish(.cancelled)])
    }

    @Test func controlDOnEmptyCancelsOtherwiseDeletes() {
        var script = Script()
        script.type("48")
        script.press(.left, .endOfInput)
        #expect(script.boxes == "4_____")
        #expect(script.state.phase == .editing)
        script.press(.clearAll)
        #expect(script.press(.endOfInput) == [.finish(.cancelled)])
    }

    @Test func controlCInterruptsEvenWhileVerifying() {
        var script = Script(CodeBoxConfiguration(verifies: true))
        script.type("483920")
        #expect(script.press(.interrupt) == [.finish(.interrupted)])
        #expect(CodeBoxOutcome.interrupted.exitStatus == 130)
    }

    @Test func timeoutEndsWith124() {
        var script = Script()
        #expect(script.send(.timeout) == [.finish(.timedOut)])
        #expect(CodeBoxOutcome.timedOut.exitStatus == 124)
        #expect(script.press(.character("1")).isEmpty)   // nothing after the end
    }

    @Test func alphanumericPrompt() {
        var script = Script(CodeBoxConfiguration(length: 4, alphabet: .alphanumeric))
        script.type("aＢ3d")
        #expect(script.effects == [.finish(.submitted("aB3d"))])
    }
}
