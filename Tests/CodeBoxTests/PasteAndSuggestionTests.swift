import Testing
@testable import CodeBox

@Suite struct PasteTests {
    @Test(arguments: ["483920", "483 920", "483-920", " 483920\n", "Code: 483920", "４８３９２０"])
    func aWholeCodeFillsFromTheFirstBoxWhateverTheCaret(pasted: String) {
        var script = Script(CodeBoxConfiguration(autoSubmit: false))
        script.type("11")
        script.press(.right, .right)
        script.send(.paste(pasted))
        #expect(script.boxes == "483920")
    }

    @Test func aLongerPasteIsCappedAtLength() {
        var script = Script(CodeBoxConfiguration(autoSubmit: false))
        script.send(.paste("4839201234"))
        #expect(script.boxes == "483920")
    }

    @Test func aShortPasteGoesInAtTheCaret() {
        var script = Script()
        script.type("4")
        script.send(.paste("8 3"))
        #expect(script.boxes == "483___")
        #expect(script.state.caret == 3)
    }

    @Test func aPasteCompletesExactlyOnce() {
        var script = Script()
        script.send(.paste("483920"), .paste("483920"))
        #expect(script.effects == [.finish(.submitted("483920"))])
    }

    @Test func aPasteWithNothingUsableIsRefused() {
        var script = Script()
        #expect(script.send(.paste("hello")) == [.bell])
        #expect(script.state.notice == .nothingToPaste)
        #expect(script.state.isEmpty)
    }

    @Test func aRepasteOverACompleteCodeCompletesWithoutAutoSubmitOnlyOnEnter() {
        var script = Script(CodeBoxConfiguration(autoSubmit: false))
        script.send(.paste("111111"), .paste("483920"))
        #expect(script.effects.isEmpty)
        script.press(.enter)
        #expect(script.effects == [.finish(.submitted("483920"))])
    }
}

@Suite struct SuggestionTests {
    @Test func aSuggestionIsOfferedAndTabFillsAndCompletes() {
        var script = Script()
        script.type("9")
        script.send(offer("483920"))
        #expect(script.state.suggestion?.code == "483920")
        #expect(script.state.slots.compactMap { $0 } == ["9"])   // offering does not fill
        let effects = script.press(.tab)
        #expect(script.boxes == "483920")
        #expect(effects == [.finish(.submitted("483920"))])
        #expect(script.completions == 1)
    }

    @Test func tabCompletesEvenWithoutAutoSubmit() {
        var script = Script(CodeBoxConfiguration(autoSubmit: false))
        script.send(offer("483920"))
        #expect(script.press(.tab) == [.finish(.submitted("483920"))])
    }

    @Test func rightArrowAtTheEndAccepts() {
        var script = Script()
        script.type("12")
        script.send(offer("483920"))
        script.press(.left)
        script.press(.right)                        // not at the end yet: just moves
        #expect(script.state.caret == 2)
        #expect(script.press(.right) == [.finish(.submitted("483920"))])
    }

    @Test func tabWithoutSuggestionOnlyBells() {
        var script = Script()
        #expect(script.press(.tab) == [.bell])
    }

    @Test func escapeDismissesTheSuggestionFirstThenCancels() {
        var script = Script()
        script.send(offer("483920"))
        #expect(script.press(.escape).isEmpty)
        #expect(script.state.suggestion == nil)
        script.send(offer("483920"))                  // a replay of the dismissed code stays dismissed
        #expect(script.state.suggestion == nil)
        script.send(offer("555111", id: 2))          // a new code is offered again
        #expect(script.state.suggestion?.id == 2)
        script.press(.escape)
        #expect(script.press(.escape) == [.finish(.cancelled)])
    }

    @Test(arguments: ["48392", "4839201", "48A920", ""])
    func aCodeOfTheWrongLengthOrClassIsNotOffered(code: String) {
        var script = Script()
        script.send(offer(code))
        #expect(script.state.suggestion == nil)
    }

    @Test func domainFilterIgnoresCodesBoundElsewhere() {
        var script = Script(CodeBoxConfiguration(domain: "example.com"))
        script.send(offer("111111", id: 1, domain: "evil.example"))
        #expect(script.state.suggestion == nil)
        script.send(offer("222222", id: 2, domain: "Example.COM"))
        #expect(script.state.suggestion?.id == 2)
        script.send(offer("333333", id: 3, domain: nil))   // unbound codes are still offered
        #expect(script.state.suggestion?.id == 3)
    }

    @Test func theNewestCodeReplacesTheOffer() {
        var script = Script()
        script.send(offer("111111", id: 1), offer("222222", id: 2))
        #expect(script.state.suggestion?.code == "222222")
    }

    @Test func anExpiredCodeDisappears() {
        var script = Script()
        script.send(offer("111111", id: 1))
        script.send(.suggestionExpired(id: 9))
        #expect(script.state.suggestion != nil)
        script.send(.suggestionExpired(id: 1))
        #expect(script.state.suggestion == nil)
        #expect(script.press(.tab) == [.bell])
    }

    @Test func autoFillFillsAndSubmitsOnArrival() {
        var script = Script(CodeBoxConfiguration(autoFill: true))
        script.type("1")
        #expect(script.send(offer("483920")) == [.finish(.submitted("483920"))])
    }

    @Test func autoFillWithoutAutoSubmitWaitsForEnter() {
        var script = Script(CodeBoxConfiguration(autoSubmit: false, autoFill: true))
        #expect(script.send(offer("483920")).isEmpty)
        #expect(script.boxes == "483920")
        #expect(script.press(.enter) == [.finish(.submitted("483920"))])
        #expect(script.completions == 1)
    }

    @Test func autoFillAndTypingTheLastDigitCompleteOnce() {
        var script = Script(CodeBoxConfiguration(autoFill: true))
        script.type("48392")
        script.send(offer("483920"))
        script.type("0")
        #expect(script.completions == 1)
    }

    @Test func feedStatusIsRecorded() {
        var script = Script()
        script.send(.feed(.unavailable))
        #expect(script.state.feed == .unavailable)
    }
}

@Suite struct VerifyTests {
    @Test func anAcceptedCodeFinishes() {
        var script = Script(CodeBoxConfiguration(verifies: true))
        script.type("483920")
        #expect(script.state.notice == .verifying)
        #expect(script.send(.verification(accepted: true, detail: nil)) == [.finish(.submitted("483920"))])
    }

    @Test func aRejectedCodeFlashesClearsAndLetsTheUserRetry() {
        var script = Script(CodeBoxConfiguration(verifies: true))
        script.type("483920")
        let effects = script.send(.verification(accepted: false, detail: "wrong code"))
        #expect(effects == [.flashError, .bell])
        #expect(script.state.isFlashingError)
        #expect(script.state.isEmpty)
        #expect(script.state.caret == 0)
        #expect(script.state.phase == .editing)
        #expect(script.state.notice == .rejected(detail: "wrong code"))
        script.send(.flashEnded)
        #expect(!script.state.isFlashingError)
        script.type("111111")
        #expect(script.effects.last == .verify("111111"))
        #expect(script.completions == 2)   // once per attempt
    }
}
